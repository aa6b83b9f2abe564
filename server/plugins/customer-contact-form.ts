// The customer contact form as `app.customerContactForms`, and its dialogs wired to the flow of
// spec §4.3 (the server owns it, design §3.4): form → captcha (which requests the SMS code) →
// SMS code (which sends the form) → 'Mesajınızı Aldık'.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { GatewayError, validationFailed } from '../plugins/errors.js'
import { isAllocatedMobile } from '../schemas/rules/index.js'
import { SMS_MSG } from '../services/verification/sms-codes.js'
import { CaptchaPasses } from '../services/verification/captcha-passes.js'
import { ContactFormInput, type ContactFormPayload } from '../services/customer-contact-form/contact-form-input.js'
import { ContactFormService } from '../services/customer-contact-form/contact-form-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    customerContactForms: ContactFormService
  }
}

export const CONTACT_SCREENS = { form: 'customer-contact-form', captcha: 'contact-captcha', sms: 'contact-sms-verification' } as const
// Spec §8: the contact form's failed send.
export const SEND_FAILED_MESSAGE = 'Request Failed'

const text = (v: unknown) => (typeof v === 'string' ? v : '')
// The submit schema's string|boolean union lets Ajv's type coercion turn a ticked box into 'true'.
const ticked = (v: unknown) => v === true || v === 'true'

async function customerContactFormPlugin(app: FastifyInstance) {
  const input = new ContactFormInput(app.db, app.config.siteName, app.smsCodes.mobilePrefixes)
  const service = new ContactFormService({
    db: app.db,
    redis: app.redis,
    keyPrefix: app.config.redisKeyPrefix,
    secret: app.config.sessionSecret,
    applicationName: app.config.siteName,
    captcha: app.captcha,
    codes: app.smsCodes,
    passes: new CaptchaPasses(app.redis, app.config.redisKeyPrefix, app.config.sessionSecret),
    input,
    log: app.log,
  })
  app.decorate('customerContactForms', service)

  // The dialogs carry the form as their context. Its own rules are checked before the captcha token
  // or the code is spent (decision 021): a NUL in a field costs the visitor nothing.
  const formOf = async (form: Record<string, string | boolean>): Promise<ContactFormPayload> => {
    const isEtk = ticked(form.isEtk)
    return {
      name: text(form.name), surname: text(form.surname), email: text(form.email), gsmNo: text(form.phone),
      requestTypeId: text(form.requestTypeId), subjectId: text(form.subjectId), message: text(form.message),
      contractIdList: isEtk ? await input.promotionContractIds() : [], isEtk, isKvkk: true,
      applicationName: app.config.siteName,
    }
  }

  // The form's phone must be one that gets an SMS: said on its field, before the captcha opens.
  app.screens.onSubmit(CONTACT_SCREENS.form, async (values) => {
    if (!isAllocatedMobile(text(values.phone), app.smsCodes.mobilePrefixes)) throw validationFailed([{ field: 'phone', message: SMS_MSG.phoneInvalid }])
  })

  // The captcha dialog's submit (and the SMS dialog's resend) asks for the code.
  app.screens.onSubmit(CONTACT_SCREENS.captcha, async (values, ctx) => {
    input.checkFields(await formOf(ctx.context))
    await service.requestCode(ctx.context.phone, ctx.ip, { resend: ctx.resend, ...(ctx.resend ? {} : { captchaToken: text(values.captchaToken) }) })
  })

  // The SMS dialog's context is the form plus the captcha token: check the code, then send the form.
  app.screens.onSubmit(CONTACT_SCREENS.sms, async (values, ctx) => {
    const form = await formOf(ctx.context)
    input.checkFields(form)
    const outcome = await app.smsCodes.verify('contact', form.gsmNo, values.code)
    if (outcome !== 'ok') throw new GatewayError('CONTACT_SMS_CODE', 400, SMS_MSG.wrongCode, [{ field: 'code', message: SMS_MSG.wrongCode }])
    try {
      await service.submit(form, ctx.ip)
    } catch (err) {
      app.log.warn({ event: 'contact_form_send_failed', code: (err as { code?: string }).code }, 'contact form: send failed')
      // Spec §4.3 step 6: a failed send needs a new captcha; 400 would land on the fields instead of the toast.
      await service.forgetCaptcha(form.gsmNo).catch(() => {})
      const status = err instanceof GatewayError ? (err.statusCode === 400 ? 422 : err.statusCode) : 500
      throw new GatewayError('CONTACT_SEND_FAILED', status, SEND_FAILED_MESSAGE)
    }
  })
}

export default fp(customerContactFormPlugin, { name: 'customer-contact-form', dependencies: ['db', 'redis', 'captcha', 'verification', 'screens'] })

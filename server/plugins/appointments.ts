// Appointments as `app.appointments`, the captcha- and SMS-protected lookup as `app.appointmentLookup`,
// and the lookup dialogs wired to the flow (the server owns it, design §3.4): lookup → captcha
// (which sends the code) → SMS code (which answers with the result page's opaque address).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { AppointmentService } from '../services/appointments/appointment-service.js'
import { AppointmentLookup } from '../services/appointments/appointment-lookup.js'
import { AppointmentResults } from '../services/appointments/appointment-results.js'
import { CaptchaPasses } from '../services/verification/captcha-passes.js'

declare module 'fastify' {
  interface FastifyInstance {
    appointments: AppointmentService
    appointmentLookup: AppointmentLookup
  }
}

export const LOOKUP_SCREENS = { lookup: 'appointment-lookup', captcha: 'appointment-captcha', sms: 'sms-verification' } as const
export const RESULT_PAGE = '/check-appointment-result'

async function appointmentsPlugin(app: FastifyInstance) {
  const { redis, config } = app
  const appointments = new AppointmentService(app.db)
  const lookup = new AppointmentLookup({
    codes: app.smsCodes,
    appointments,
    captcha: app.captcha,
    passes: new CaptchaPasses(redis, config.redisKeyPrefix, config.sessionSecret, 'appointment'),
    results: new AppointmentResults(redis, config.redisKeyPrefix, config.sessionSecret),
  })
  app.decorate('appointments', appointments)
  app.decorate('appointmentLookup', lookup)

  const dialogNames = { phone: 'phone', plate: 'plate' }
  // Phone (a mobile) and plate are checked before the captcha is shown; nothing is sent yet.
  app.screens.onSubmit(LOOKUP_SCREENS.lookup, async (values) => {
    lookup.checkInput({ phone: values.phone, plate: values.plate }, dialogNames)
  })
  // The captcha dialog's context is the lookup; its submit (and the SMS dialog's resend, which
  // resubmits it with the same token) asks for the code.
  app.screens.onSubmit(LOOKUP_SCREENS.captcha, async (values, ctx) => {
    const raw = { phone: ctx.context.phone, plate: ctx.context.plate, captchaToken: values.captchaToken }
    await lookup.requestCode(raw, ctx.ip, { resend: ctx.resend, names: { ...dialogNames, captcha: 'captchaToken' } })
  })
  // A right code answers with the result page of a fresh single-use id (no phone, plate or code in the URL).
  app.screens.onSubmit(LOOKUP_SCREENS.sms, async (values, ctx) => {
    const raw = { phone: ctx.context.phone, plate: ctx.context.plate, code: values.code }
    const id = await lookup.confirm(raw, { ...dialogNames, code: 'code' })
    return [{ type: 'navigate' as const, to: `${RESULT_PAGE}/${id}` }]
  })
  app.seo.registerPersonal(`${RESULT_PAGE}/:id`, {
    title: 'Randevu Sorgulama Sonucu',
    description: 'Turuncu Garaj randevu sorgulama sonucu.',
    robots: 'index:false;follow:false',
  })
}

export default fp(appointmentsPlugin, { name: 'appointments', dependencies: ['db', 'redis', 'captcha', 'verification', 'screens', 'seo'] })

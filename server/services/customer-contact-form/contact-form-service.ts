// The customer contact form (spec §2.7, §4.3): captcha, then an SMS code to the phone, then the
// form. The gateway enforces that order (decision 017): an SMS for the contact purpose needs a
// passed captcha for that phone, and a form is stored only with a passed captcha and a verified
// code for its gsmNo. A double submit (also concurrent, also on two instances) stores one row.
import { createHmac } from 'node:crypto'
import type pg from 'pg'
import type { Redis } from 'ioredis'
import { GatewayError } from '../../plugins/errors.js'
import { maskPhone } from '../../logging/redaction.js'
import type { CaptchaService } from '../../plugins/captcha.js'
import type { SmsCodes } from '../verification/sms-codes.js'
import type { CaptchaPasses } from '../verification/captcha-passes.js'
import { CodeAfterCaptcha, captchaRequired } from '../verification/code-after-captcha.js'
import { SubmitOnce } from '../verification/submit-once.js'
import type { ContactForm, ContactFormInput, ContactFormPayload } from './contact-form-input.js'

export const CONTACT_SENT_MESSAGE = 'Mesajınızı aldık. Müşteri ilişkileri ekibimiz en kısa sürede sizinle iletişime geçecek.'
export const SMS_REQUIRED_MESSAGE = 'Lütfen telefon numaranızı SMS doğrulama kodu ile doğrulayınız.'

interface Deps {
  db: pg.Pool
  redis: Redis
  keyPrefix: string
  secret: string
  applicationName: string
  captcha: CaptchaService
  codes: SmsCodes
  passes: CaptchaPasses
  input: ContactFormInput
  log: { info(o: object, m: string): void; warn(o: object, m: string): void }
}

export class ContactFormService {
  private readonly verification: CodeAfterCaptcha
  private readonly once: SubmitOnce

  constructor(private readonly deps: Deps) {
    this.verification = new CodeAfterCaptcha({ purpose: 'contact', code: 'CONTACT', captcha: deps.captcha, passes: deps.passes, codes: deps.codes })
    this.once = new SubmitOnce(deps.redis, `${deps.keyPrefix}contact:submit:`, 'CONTACT')
  }

  /** Sends the contact SMS code after a captcha (services/verification/code-after-captcha.ts). */
  requestCode(rawPhone: unknown, ip: string, opts: { captchaToken?: string; resend: boolean }): Promise<{ message: string }> {
    return this.verification.requestCode(rawPhone, ip, opts)
  }

  /** Drops the phone's captcha pass: after a failed send the next try solves a new captcha. */
  forgetCaptcha(rawPhone: unknown): Promise<void> {
    return this.verification.forgetCaptcha(rawPhone)
  }

  /**
   * The form's identity for one day: a double submit (or a retry after a lost answer) is one record,
   * while the same words sent again on a later day, after a new captcha and SMS code, are stored.
   */
  private idempotencyKey(form: ContactForm): string {
    const fold = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('tr')
    const identity = [form.gsmNo, fold(form.name), fold(form.surname), fold(form.email), form.requestTypeId, form.subjectId,
      fold(form.message), form.isEtk, form.contractIdList.join(','), new Date().toISOString().slice(0, 10)]
    return createHmac('sha256', this.deps.secret).update(JSON.stringify(identity)).digest('base64url')
  }

  /** Validates, checks the captcha pass and the verified code of gsmNo, stores once. */
  async submit(raw: ContactFormPayload, ip: string): Promise<void> {
    const { deps } = this
    const form = await deps.input.check(raw)
    const key = this.idempotencyKey(form)
    if ((await this.once.claim(key)) === 'done') {
      deps.log.info({ event: 'contact_form_duplicate', gsmNo: maskPhone(form.gsmNo) }, 'contact form: identical form already stored')
      return
    }
    try {
      if (!(await deps.passes.has(form.gsmNo))) throw captchaRequired('CONTACT_CAPTCHA', 403)
      if (!(await deps.codes.consumeVerified('contact', form.gsmNo))) {
        throw new GatewayError('CONTACT_SMS_REQUIRED', 403, SMS_REQUIRED_MESSAGE, [{ field: 'gsmNo', message: SMS_REQUIRED_MESSAGE }])
      }
      await deps.passes.consume(form.gsmNo)
      const stored = await this.store(form, key, ip)
      await this.once.done(key)
      deps.log.info({ event: 'contact_form_stored', id: stored, gsmNo: maskPhone(form.gsmNo), isEtk: form.isEtk }, 'contact form stored')
    } catch (err) {
      await this.once.release(key)
      throw err
    }
  }

  /** The form and its consent record in one transaction; an identical stored form wins (unique key). */
  private async store(form: ContactForm, key: string, ip: string): Promise<string | null> {
    const client = await this.deps.db.connect()
    try {
      await client.query('BEGIN')
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO customer_contact_forms (idempotency_key, name, surname, email, gsm_no, request_type_id, request_type_name,
           subject_id, subject_name, message, application_name, ip_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [key, form.name, form.surname, form.email, form.gsmNo, form.requestTypeId, form.requestTypeName,
          form.subjectId, form.subjectName, form.message, this.deps.applicationName, ip])
      const id = rows[0]?.id ?? null
      if (id) {
        await client.query(
          `INSERT INTO customer_contact_form_consents (contact_form_id, contract_ids, is_etk, is_kvkk, channel, ip_address)
           VALUES ($1, $2, $3, true, 'Web', $4)`, [id, form.contractIdList, form.isEtk, ip])
      }
      await client.query('COMMIT')
      return id
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {})
      throw err
    } finally {
      client.release()
    }
  }
}

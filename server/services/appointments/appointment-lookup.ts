// The appointment lookup of spec §2.5/§4.5: after a passed captcha a code is sent to the phone
// (whatever the plate, so the answer never tells whether appointments exist, design §5), and only a
// right, unused code shows the appointments of that phone and plate. The browser flow gets an
// opaque, single-use result id instead of carrying phone, plate and code in the URL (decision 020).
import { GatewayError, MSG, validationFailed } from '../../plugins/errors.js'
import { isCaptchaOutage, type CaptchaService } from '../../plugins/captcha.js'
import { messages, validateValues } from '../../schemas/rules/index.js'
import { isAllocatedMobile } from '../../schemas/rules/index.js'
import type { Rule } from '../../schemas/rules/rule-schema.js'
import { CooldownError, SMS_MSG, formatWait, type SmsCodes } from '../verification/sms-codes.js'
import type { CaptchaPasses } from '../verification/captcha-passes.js'
import type { AppointmentService, AppointmentView } from './appointment-service.js'
import type { AppointmentResults } from './appointment-results.js'

const PHONE_RULES: Rule[] = [{ type: 'preset', name: 'phone.sms' }]
const PLATE_RULES: Rule[] = [{ type: 'preset', name: 'plate' }]
const CODE_RULES: Rule[] = [{ type: 'preset', name: 'smsCode' }]

export const LOOKUP_MSG = {
  sent: SMS_MSG.sent,
  resent: SMS_MSG.resent,
  found: 'Randevu bilgileriniz getirildi.',
  none: 'Bu telefon numarası ve plakaya ait randevu bulunamadı.',
  resultGone: 'Sorgulama sonucunun süresi doldu ya da sonuç daha önce görüntülendi. Randevunuzu görmek için yeniden sorgulama yapınız.',
  captchaRequired: messages.contactCaptchaRequired,
} as const

/** Spec §8: the appointment flow answers a resend within the countdown with 502 and the wait. */
export class AppointmentWaitError extends GatewayError {
  constructor(readonly waitMs: number) {
    super('APPOINTMENT_SMS_WAIT', 502, `Yeni kod için ${formatWait(waitMs)} beklemelisiniz.`)
  }
}

/** The caller's names for our fields (the spec's calls and the dialogs name them differently). */
export interface FieldNames {
  phone: string
  plate: string
  code?: string
  captcha?: string
}

const API_NAMES: FieldNames = { phone: 'phoneNumber', plate: 'plateNumber', captcha: 'captchaToken' }

interface Fields {
  phone: string
  plate: string
  code?: string
}

interface Raw {
  phone: unknown
  plate: unknown
  code?: unknown
  captchaToken?: unknown
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

/** Validates with the shared rules module, naming the caller's fields. */
function check(raw: Raw, names: FieldNames, mobilePrefixes: readonly string[]): Fields {
  const specs = [
    { name: names.phone, rules: PHONE_RULES, normalisers: ['phoneTR' as const] },
    { name: names.plate, rules: PLATE_RULES, normalisers: ['plateTR' as const] },
    ...(names.code ? [{ name: names.code, rules: CODE_RULES, normalisers: ['digitsOnly' as const] }] : []),
  ]
  const { values, errors } = validateValues(specs, {
    [names.phone]: text(raw.phone),
    [names.plate]: text(raw.plate),
    ...(names.code ? { [names.code]: text(raw.code) } : {}),
  })
  if (errors.length) throw validationFailed(errors)
  // Only a mobile with an allocated prefix (SMS_MOBILE_PREFIXES) can get the code: anything else is
  // refused on the field, before any captcha.
  if (!isAllocatedMobile(String(values[names.phone]), mobilePrefixes)) throw validationFailed([{ field: names.phone, message: SMS_MSG.phoneInvalid }])
  return {
    phone: String(values[names.phone]),
    plate: String(values[names.plate]),
    ...(names.code ? { code: String(values[names.code]) } : {}),
  }
}

interface Deps {
  codes: SmsCodes
  appointments: AppointmentService
  captcha: CaptchaService
  /** Captcha passes of the 'appointment' scope, bound to phone and token. */
  passes: CaptchaPasses
  results: AppointmentResults
}

export class AppointmentLookup {
  constructor(private readonly deps: Deps) {}

  /** The lookup dialog's own check: phone (a mobile, as an SMS needs) and plate, before any captcha. */
  checkInput(raw: Raw, names: FieldNames): void {
    check(raw, names, this.deps.codes.mobilePrefixes)
  }

  /**
   * A captcha token is needed for every send. The first time a token is seen it is verified (single
   * use) and becomes a 10-minute pass for this phone and this token; the same token again (the SMS
   * dialog's 'Tekrar Gönder', an integrator's resend) rides on the pass. Returns whether it did.
   */
  private async passCaptcha(phone: string, token: string, ip: string, field: string): Promise<boolean> {
    const refused = () => new GatewayError('APPOINTMENT_CAPTCHA', 400, LOOKUP_MSG.captchaRequired, [{ field, message: LOOKUP_MSG.captchaRequired }])
    if (!token) throw refused()
    const { passes, captcha } = this.deps
    if (await passes.has(phone, token)) return true
    const result = await captcha.verify(token, ip)
    if (!result.ok) {
      if (isCaptchaOutage(result.code)) throw new GatewayError('APPOINTMENT_UNAVAILABLE', 503, MSG.generic)
      throw refused()
    }
    await passes.record(phone, token)
    return false
  }

  /**
   * Sends a lookup code after the captcha. Within the countdown a `resend` gets the 502 wait; a
   * first request sends nothing and answers as if sent, whatever the state of the earlier code
   * (used, burnt or still good), so a stranger learns nothing about someone else's code, and the
   * owner reopening the dialog can still type the code already received.
   */
  async requestCode(raw: Raw, ip: string, opts: { resend: boolean; names?: FieldNames }): Promise<{ message: string }> {
    const names = opts.names ?? API_NAMES
    const { phone } = check(raw, names, this.deps.codes.mobilePrefixes)
    const onPass = await this.passCaptcha(phone, text(raw.captchaToken), ip, names.captcha ?? 'captchaToken')
    try {
      await this.deps.codes.send('appointment', phone, ip)
    } catch (err) {
      if (!(err instanceof CooldownError)) throw err
      if (!opts.resend) return { message: LOOKUP_MSG.sent }
      throw new AppointmentWaitError(err.waitMs)
    }
    // Only the caller's own pass says "again": never whether someone else's code exists.
    return { message: onPass ? LOOKUP_MSG.resent : LOOKUP_MSG.sent }
  }

  /** Checks a code (using it up) and issues the single-use result id of that phone and plate. */
  async confirm(raw: Raw, names: FieldNames): Promise<string> {
    const { phone, plate, code } = check(raw, names, this.deps.codes.mobilePrefixes)
    await this.verify(phone, code!, names.code!)
    return this.deps.results.issue({ phone, plate })
  }

  private async verify(phone: string, code: string, field: string): Promise<void> {
    const outcome = await this.deps.codes.verify('appointment', phone, code)
    if (outcome !== 'ok') throw new GatewayError('APPOINTMENT_CODE', 400, SMS_MSG.wrongCode, [{ field, message: SMS_MSG.wrongCode }])
  }

  /** The spec's call: the appointments of phone + plate, only for a right, unused code (which this uses up). */
  async find(raw: Raw): Promise<AppointmentView[]> {
    const names = { phone: 'phone', plate: 'numberPlate', code: 'verificationCode' }
    const { phone, plate, code } = check(raw, names, this.deps.codes.mobilePrefixes)
    await this.verify(phone, code!, names.code)
    return this.deps.appointments.byPhoneAndPlate(phone, plate)
  }

  /** The appointments behind a result id, once; 404 with a Turkish message when it is used, expired or unknown. */
  async findByResult(resultId: string): Promise<AppointmentView[]> {
    const subject = await this.deps.results.take(resultId)
    if (!subject) throw new GatewayError('APPOINTMENT_RESULT_GONE', 404, LOOKUP_MSG.resultGone)
    return this.deps.appointments.byPhoneAndPlate(subject.phone, subject.plate)
  }
}

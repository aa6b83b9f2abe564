// The appointment lookup of spec §2.5/§4.5: a code is sent to the phone (whatever the plate, so the
// answer never tells whether appointments exist, design §5), and only a right, unused code shows
// the appointments of that phone and plate.
import { GatewayError, validationFailed } from '../../plugins/errors.js'
import { validateValues } from '../../schemas/rules/index.js'
import type { Rule } from '../../schemas/rules/rule-schema.js'
import { CooldownError, SMS_MSG, formatWait, type SmsCodes } from '../verification/sms-codes.js'
import type { AppointmentService, AppointmentView } from './appointment-service.js'

const PHONE_RULES: Rule[] = [{ type: 'preset', name: 'phone.sms' }]
const PLATE_RULES: Rule[] = [{ type: 'preset', name: 'plate' }]
const CODE_RULES: Rule[] = [{ type: 'preset', name: 'smsCode' }]

export const LOOKUP_MSG = {
  sent: SMS_MSG.sent,
  resent: SMS_MSG.resent,
  found: 'Randevu bilgileriniz getirildi.',
  none: 'Bu telefon numarası ve plakaya ait randevu bulunamadı.',
} as const

/** Spec §8: the appointment flow answers a resend within the countdown with 502 and the wait. */
export class AppointmentWaitError extends GatewayError {
  constructor(readonly waitMs: number) {
    super('APPOINTMENT_SMS_WAIT', 502, `Yeni kod için ${formatWait(waitMs)} beklemelisiniz.`)
  }
}

interface Fields {
  phone: string
  plate: string
  code?: string
}

/** Validates with the shared rules module; `names` maps our fields to the caller's field names. */
function check(raw: { phone: unknown; plate: unknown; code?: unknown }, names: { phone: string; plate: string; code?: string }): Fields {
  const specs = [
    { name: names.phone, rules: PHONE_RULES, normalisers: ['phoneTR' as const] },
    { name: names.plate, rules: PLATE_RULES, normalisers: ['plateTR' as const] },
    ...(names.code ? [{ name: names.code, rules: CODE_RULES, normalisers: ['digitsOnly' as const] }] : []),
  ]
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
  const { values, errors } = validateValues(specs, {
    [names.phone]: text(raw.phone),
    [names.plate]: text(raw.plate),
    ...(names.code ? { [names.code]: text(raw.code) } : {}),
  })
  if (errors.length) throw validationFailed(errors)
  return {
    phone: String(values[names.phone]),
    plate: String(values[names.plate]),
    ...(names.code ? { code: String(values[names.code]) } : {}),
  }
}

export class AppointmentLookup {
  constructor(private readonly codes: SmsCodes, private readonly appointments: AppointmentService) {}

  /**
   * Sends a lookup code. Within the countdown: a `resend` (or a request when no usable code is
   * left) gets the 502 wait; a plain request while the earlier code is still usable sends nothing
   * and answers as if sent, so reopening the dialog works with the code already received.
   */
  async requestCode(raw: { phone: unknown; plate: unknown }, ip: string, opts: { resend: boolean; names?: { phone: string; plate: string } }): Promise<{ message: string }> {
    const { phone } = check(raw, opts.names ?? { phone: 'phoneNumber', plate: 'plateNumber' })
    try {
      const { resent } = await this.codes.send('appointment', phone, ip)
      return { message: resent ? LOOKUP_MSG.resent : LOOKUP_MSG.sent }
    } catch (err) {
      if (!(err instanceof CooldownError)) throw err
      if (!opts.resend && (await this.codes.hasCode('appointment', phone))) return { message: LOOKUP_MSG.sent }
      throw new AppointmentWaitError(err.waitMs)
    }
  }

  /** The appointments of phone + plate, only for a right, unused code (which this uses up). */
  async find(raw: { phone: unknown; plate: unknown; code: unknown }): Promise<AppointmentView[]> {
    const { phone, plate, code } = check(raw, { phone: 'phone', plate: 'numberPlate', code: 'verificationCode' })
    const outcome = await this.codes.verify('appointment', phone, code)
    if (outcome !== 'ok') {
      throw new GatewayError('APPOINTMENT_CODE', 400, SMS_MSG.wrongCode, [{ field: 'verificationCode', message: SMS_MSG.wrongCode }])
    }
    return this.appointments.byPhoneAndPlate(phone, plate)
  }
}

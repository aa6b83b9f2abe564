// 'Sizi Arayalım' for a vehicle (issue 17, spec §3, §5.7, §7 vehicle/inform-customer, §8, decision
// 037): the call form's request, stored in call_requests (decision 028's table, source 'vehicle')
// with the vehicle, the call type, the consent record and the chosen ETK channels. A signed-in
// customer's name, surname, e-mail and phone are the session's, whatever the body says; an anonymous
// request passes the captcha. Limits per phone and per address; a double submit stores one request.
import { createHmac } from 'node:crypto'
import type pg from 'pg'
import type { Redis } from 'ioredis'
import { GatewayError, MSG, validationFailed } from '../../plugins/errors.js'
import { maskPhone } from '../../logging/redaction.js'
import { isCaptchaOutage, type CaptchaService } from '../../plugins/captcha.js'
import { validateValues, type FieldError, type FieldSpec } from '../../schemas/rules/index.js'
import type { InformCustomerBody } from '../../schemas/call-requests.js'
import type { UserInfo } from '../accounts/sessions.js'
import { captchaRequired } from '../verification/code-after-captcha.js'
import { SubmitOnce } from '../verification/submit-once.js'

/** Contract types of the form (spec §3): the we-will-call-you information text and its promotion (ETK) text. */
export const CALL_INFORMATION_CONTRACT_TYPE = 111
export const CALL_PROMOTION_CONTRACT_TYPE = 112

export const CALL_MSG = {
  /** Spec §8. */
  sent: 'Formunuz başarıyla gönderildi.',
  failed: 'Bir hata oluştu. Lütfen tekrar deneyiniz.',
  kvkk: 'Lütfen Aydınlatma Metni’ni okuduğunuzu onaylayınız.',
  vehicle: 'Araç bulunamadı.',
  callType: 'Lütfen talep konusu seçiniz',
  perPhone: 'Bu telefon numarasıyla bugün çok fazla arama talebi gönderildi. Lütfen yarın tekrar deneyiniz.',
  perIp: 'Çok fazla arama talebi gönderildi. Lütfen daha sonra tekrar deneyiniz.',
} as const

export interface CallRequestLimits {
  /** Requests one phone may make per day (over all vehicles). */
  perPhoneDay: number
  /** Requests one address may make per day. */
  perIpDay: number
}
export const DEFAULT_CALL_LIMITS: CallRequestLimits = { perPhoneDay: 3, perIpDay: 10 }

const FIELDS: FieldSpec[] = [
  { name: 'name', rules: [{ type: 'preset', name: 'call.name' }], normalisers: ['trim'] },
  { name: 'surname', rules: [{ type: 'preset', name: 'call.surname' }], normalisers: ['trim'] },
  { name: 'email', rules: [{ type: 'preset', name: 'call.email' }], normalisers: ['trim'] },
  { name: 'gsmNo', rules: [{ type: 'preset', name: 'phone.call' }], normalisers: ['phoneTR'] },
  { name: 'callTypeId', rules: [{ type: 'preset', name: 'call.topic' }, { type: 'digitsOnly', message: CALL_MSG.callType }] },
  { name: 'vehiclelId', rules: [{ type: 'required', message: CALL_MSG.vehicle }, { type: 'digitsOnly', message: CALL_MSG.vehicle }] },
  { name: 'kvkkConfirm', rules: [{ type: 'mustBeTrue', message: CALL_MSG.kvkk }] },
]

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
const ticked = (v: unknown) => v === true || v === 'true'
const DAY_S = 86_400

interface Deps {
  db: pg.Pool
  redis: Redis
  keyPrefix: string
  secret: string
  captcha: CaptchaService
  limits: CallRequestLimits
  log: { info(o: object, m: string): void }
}

export class InformCustomerService {
  private readonly once: SubmitOnce

  constructor(private readonly deps: Deps) {
    this.once = new SubmitOnce(deps.redis, `${deps.keyPrefix}call:submit:`, 'CALL_REQUEST')
  }

  /** Validates, checks the captcha (anonymous) and the limits, stores once. `created` false: a repeat. */
  async submit(body: InformCustomerBody, ip: string, customer: UserInfo | null): Promise<{ created: boolean }> {
    const { deps } = this
    // Signed in: the person is the session's (the form shows these fields locked).
    const person = customer
      ? { name: customer.name, surname: customer.surname, email: customer.email, gsmNo: customer.phoneNumber }
      : { name: text(body.name), surname: text(body.surname), email: text(body.email), gsmNo: text(body.gsmNo) }
    const { values, errors } = validateValues(FIELDS, {
      ...person, callTypeId: text(body.callTypeId), vehiclelId: text(body.vehiclelId), kvkkConfirm: ticked(body.kvkkConfirm),
    })
    if (errors.length) throw validationFailed(errors)
    const vehicleId = Number(values.vehiclelId)
    const callTypeId = Number(values.callTypeId)
    const gsmNo = String(values.gsmNo)
    const [vehicle, callType] = await Promise.all([
      deps.db.query('SELECT 1 FROM vehicles WHERE id = $1', [vehicleId]),
      deps.db.query<{ value: string }>("SELECT value FROM parameter_items WHERE table_name = 'InformCustomerCallType' AND id = $1", [callTypeId]),
    ])
    const listed: FieldError[] = []
    if (!vehicle.rowCount) listed.push({ field: 'vehiclelId', message: CALL_MSG.vehicle })
    if (!callType.rows[0]) listed.push({ field: 'callTypeId', message: CALL_MSG.callType })
    if (listed.length) throw validationFailed(listed)

    const channels = { etkCall: ticked(body.etkCall), etkMail: ticked(body.etkMail), etkSMS: ticked(body.etkSMS) }
    const request = {
      vehicleId, callTypeId, callTypeName: callType.rows[0]!.value, gsmNo,
      name: String(values.name), surname: String(values.surname), email: String(values.email),
      kvkkPermission: ticked(body.kvkkPermission), ...channels, customerId: customer?.id ?? null, ip,
    }
    // One request per phone, vehicle and call type a day: a double submit (or a retry) is one record.
    const key = createHmac('sha256', deps.secret)
      .update(JSON.stringify(['call-request', gsmNo, vehicleId, callTypeId, new Date().toISOString().slice(0, 10)])).digest('base64url')
    if ((await this.once.claim(key)) === 'done') return { created: false }
    try {
      if (!customer) await this.checkCaptcha(body.captchaToken, ip)
      const created = await this.withinLimits(gsmNo, ip, () => this.store(request, key))
      await this.once.done(key)
      deps.log.info({ event: 'call_request', source: 'vehicle', vehicleId, callTypeId, gsmNo: maskPhone(gsmNo), signedIn: Boolean(customer), created }, 'call request')
      return { created }
    } catch (err) {
      await this.once.release(key)
      throw err
    }
  }

  private async checkCaptcha(token: unknown, ip: string): Promise<void> {
    if (typeof token !== 'string' || !token) throw captchaRequired('CALL_REQUEST_CAPTCHA', 400)
    const result = await this.deps.captcha.verify(token, ip)
    if (result.ok) return
    if (isCaptchaOutage(result.code)) throw new GatewayError('CALL_REQUEST_UNAVAILABLE', 503, MSG.generic)
    throw captchaRequired('CALL_REQUEST_CAPTCHA', 400)
  }

  /** Counts the request against the phone's and the address's day; a refused or repeated one gives its count back. */
  private async withinLimits(gsmNo: string, ip: string, store: () => Promise<boolean>): Promise<boolean> {
    const { redis, keyPrefix, limits, secret } = this.deps
    const day = new Date().toISOString().slice(0, 10)
    // Hashed: no phone number or address in a Redis key.
    const hash = (v: string) => createHmac('sha256', secret).update(v).digest('base64url').slice(0, 22)
    const phoneKey = `${keyPrefix}call:limit:phone:${day}:${hash(gsmNo)}`
    const ipKey = `${keyPrefix}call:limit:ip:${day}:${hash(ip)}`
    let counts: [number, number]
    try {
      const res = await redis.multi().incr(phoneKey).expire(phoneKey, DAY_S).incr(ipKey).expire(ipKey, DAY_S).exec()
      counts = [Number(res?.[0]?.[1]), Number(res?.[2]?.[1])]
    } catch {
      throw new GatewayError('CALL_REQUEST_UNAVAILABLE', 503, MSG.generic)
    }
    const giveBack = () => redis.multi().decr(phoneKey).decr(ipKey).exec().catch(() => null)
    if (counts[0] > limits.perPhoneDay || counts[1] > limits.perIpDay) {
      await giveBack()
      throw counts[0] > limits.perPhoneDay
        ? new GatewayError('CALL_REQUEST_PHONE_LIMIT', 429, CALL_MSG.perPhone)
        : new GatewayError('CALL_REQUEST_IP_LIMIT', 429, CALL_MSG.perIp)
    }
    try {
      const created = await store()
      if (!created) await giveBack()
      return created
    } catch (err) {
      await giveBack()
      throw err
    }
  }

  private async store(r: {
    vehicleId: number; callTypeId: number; callTypeName: string; gsmNo: string; name: string; surname: string; email: string
    kvkkPermission: boolean; etkCall: boolean; etkMail: boolean; etkSMS: boolean; customerId: number | null; ip: string
  }, key: string): Promise<boolean> {
    const etk = r.etkCall || r.etkMail || r.etkSMS
    // The consent record names the texts shown: the information text, and the promotion text when a channel was ticked.
    const { rows } = await this.deps.db.query<{ id: string }>(
      `INSERT INTO call_requests (source, phone, vehicle_id, customer_id, call_type_id, call_type_name, name, surname, email,
         kvkk_confirm, kvkk_permission, etk_call, etk_mail, etk_sms, contract_ids, channel, ip_address, idempotency_key)
       SELECT 'vehicle', $1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $11, $12,
         coalesce((SELECT array_agg(id ORDER BY id) FROM contracts WHERE contract_type_id = ANY ($13::int[])), '{}'), 'Web', $14, $15
       ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
      [r.gsmNo, r.vehicleId, r.customerId, r.callTypeId, r.callTypeName, r.name, r.surname, r.email, r.kvkkPermission,
        r.etkCall, r.etkMail, r.etkSMS, etk ? [CALL_INFORMATION_CONTRACT_TYPE, CALL_PROMOTION_CONTRACT_TYPE] : [CALL_INFORMATION_CONTRACT_TYPE], r.ip, key])
    return rows.length > 0
  }
}

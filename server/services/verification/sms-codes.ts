// SMS verification codes (design §5, issue 5): 4 digits from a CSPRNG, stored only as an HMAC of
// purpose + phone + code in Redis with a TTL, single use, bound to their purpose, burnt after 5
// wrong tries. Sending is limited atomically across instances (redis/sms-reserve.lua): a cooldown
// per phone and purpose equal to the dialog's countdown, 5 per phone an hour, 10 a day, a per-IP
// hourly cap, each purpose's share of the daily budget (so one abused flow cannot silence the
// others, decision 020) and the global daily budget. Redis keys carry an HMAC of the phone, never the number.
// Redis down: fail closed (nothing is sent, nothing verifies).
import { createHmac, randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Redis } from 'ioredis'
import { REDIS_DIR } from '../../paths.js'
import { GatewayError, MSG } from '../../plugins/errors.js'
import { maskPhone } from '../../logging/redaction.js'
import { DEFAULT_MOBILE_PREFIXES, isAllocatedMobile, isPhoneText, normalisePhoneTR } from '../../schemas/rules/index.js'
import type { SmsMessage, SmsProvider } from '../../integrations/sms/types.js'

/**
 * Purposes and their resend countdowns (decision 007: contact and appointment 180 s, auth 90 s).
 * 'sell-offer' is not a code: the pre-offer with its link (decision 028), 60 s between sends.
 * 'account-notice' is not a code either: the notice after a password reset (decision 031).
 */
export const PURPOSES = { contact: 180, appointment: 180, register: 90, login: 90, 'forgot-password': 90, sell: 180, 'sell-offer': 60, 'account-notice': 1 } as const
export type Purpose = keyof typeof PURPOSES

/** Each purpose's share of the daily budget, in percent (SMS_BUDGET_SHARES); a purpose with none sends nothing. */
export type BudgetShares = Partial<Record<Purpose, number>>
export const DEFAULT_BUDGET_SHARES: Readonly<Record<Purpose, number>> = {
  contact: 20, appointment: 20, login: 20, register: 15, 'forgot-password': 8, sell: 10, 'sell-offer': 5, 'account-notice': 2,
}

export interface SmsLimits {
  perPhoneHour: number
  perPhoneDay: number
  perIpHour: number
  dailyBudget: number
  budgetShares: BudgetShares
  codeTtlS: number
  maxTries: number
  /** Resend cooldown of the contact and appointment dialogs; must equal their descriptor's countdown. */
  dialogCountdownS: number
}

export const DEFAULT_LIMITS: SmsLimits = {
  perPhoneHour: 5, perPhoneDay: 10, perIpHour: 20, dailyBudget: 5000, budgetShares: DEFAULT_BUDGET_SHARES, codeTtlS: 300, maxTries: 5, dialogCountdownS: PURPOSES.contact,
}

export const SMS_MSG = {
  phoneRequired: 'Telefon numarası girmeniz gerekmektedir',
  phoneInvalid: 'Geçersiz telefon numarası',
  wrongCode: 'Doğrulama kodunu kontrol ediniz',
  resent: 'Telefonunuza sms tekrar gönderildi',
  sent: 'Doğrulama kodu telefonunuza gönderildi',
  tooMany: 'Bu telefon numarası için çok fazla kod istendi. Lütfen daha sonra tekrar deneyiniz.',
} as const

/** '2 dakika 5 saniye' (spec §8: the appointment dialog parses the wait from this). */
export function formatWait(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000))
  return `${Math.floor(s / 60)} dakika ${s % 60} saniye`
}

export class CooldownError extends GatewayError {
  constructor(readonly waitMs: number) {
    super('SMS_COOLDOWN', 429, `Yeni kod için ${formatWait(waitMs)} beklemelisiniz.`)
  }
}

type Scripted = Redis & {
  smsReserve(...args: Array<string | number>): Promise<[number, number]>
  smsRelease(...args: string[]): Promise<number>
  smsVerify(...args: Array<string | number>): Promise<number>
}

const lua = (file: string) => readFileSync(join(REDIS_DIR, file), 'utf8')

interface Deps {
  redis: Redis
  keyPrefix: string
  secret: string
  provider: SmsProvider
  log: { info(o: object, m: string): void; warn(o: object, m: string): void }
  limits?: Partial<SmsLimits>
  /** Prefixes that may get an SMS (SMS_MOBILE_PREFIXES); the regulator's allocated ranges by default. */
  mobilePrefixes?: readonly string[]
}

/** The Redis keys of one phone and purpose (their names carry an HMAC of the phone, never the number). */
interface SmsKeys {
  cooldown: string; phoneHour: string; phoneDay: string; ipHour: string; globalDay: string; purposeDay: string
  code: string; tries: string; verified: string
}

export type VerifyOutcome = 'ok' | 'wrong' | 'expired'

export class SmsCodes {
  private readonly redis: Scripted
  private readonly limits: SmsLimits
  readonly mobilePrefixes: readonly string[]

  constructor(private readonly deps: Deps) {
    this.redis = deps.redis as Scripted
    this.limits = { ...DEFAULT_LIMITS, ...deps.limits }
    this.mobilePrefixes = deps.mobilePrefixes ?? DEFAULT_MOBILE_PREFIXES
    if (!this.redis.smsReserve) {
      deps.redis.defineCommand('smsReserve', { numberOfKeys: 6, lua: lua('sms-reserve.lua') })
      deps.redis.defineCommand('smsRelease', { numberOfKeys: 6, lua: lua('sms-release.lua') })
      deps.redis.defineCommand('smsVerify', { numberOfKeys: 2, lua: lua('sms-verify.lua') })
    }
  }

  /**
   * Normalises and checks a phone that is to get (or has got) a code; the spec's message when it is
   * missing. Only a phone written with digits, spaces and + ( ) - whose prefix is allocated counts
   * (decision 021): 'abc5559000080' is not 5559000080.
   */
  phone(raw: unknown): string {
    const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''
    // Only a blank phone is missing; anything else that is not a mobile number is a wrong number.
    if (!text.trim()) throw new GatewayError('SMS_PHONE_REQUIRED', 400, SMS_MSG.phoneRequired)
    const phone = normalisePhoneTR(text)
    if (!isPhoneText(text) || !isAllocatedMobile(phone, this.mobilePrefixes)) throw new GatewayError('SMS_PHONE_INVALID', 400, SMS_MSG.phoneInvalid)
    return phone
  }

  private hmac(...parts: string[]): string {
    return createHmac('sha256', this.deps.secret).update(parts.join('\u0000')).digest('base64url')
  }

  private keys(purpose: Purpose, phone: string, ip: string): SmsKeys {
    const p = `${this.deps.keyPrefix}sms:`
    const who = this.hmac('phone', phone).slice(0, 22)
    const day = new Date().toISOString().slice(0, 10)
    return {
      cooldown: `${p}cd:${purpose}:${who}`,
      phoneHour: `${p}ph:${who}`,
      phoneDay: `${p}pd:${who}`,
      ipHour: `${p}ip:${this.hmac('ip', ip).slice(0, 22)}`,
      globalDay: `${p}budget:${day}`,
      purposeDay: `${p}budget:${day}:${purpose}`,
      code: `${p}code:${purpose}:${who}`,
      tries: `${p}tries:${purpose}:${who}`,
      verified: `${p}ok:${purpose}:${who}`,
    }
  }

  /** How many SMS `purpose` may send a day: its share of the daily budget, rounded down; 0 without a share. */
  purposeBudget(purpose: Purpose): number {
    const share = this.limits.budgetShares[purpose] ?? 0
    return Math.floor((this.limits.dailyBudget * share) / 100)
  }

  /** The resend cooldown of a purpose, in seconds. */
  cooldownS(purpose: Purpose): number {
    return purpose === 'contact' || purpose === 'appointment' ? this.limits.dialogCountdownS : PURPOSES[purpose]
  }

  private ready(): void {
    if (this.redis.status !== 'ready') throw new GatewayError('SMS_UNAVAILABLE', 503, MSG.generic)
  }

  /**
   * Reserves one send of `purpose` to `phone` under every limit. Throws CooldownError (with the
   * wait) inside the countdown, 429 past a limit, 503 with Redis down or a budget spent.
   */
  private async reserve(purpose: Purpose, phone: string, ip: string): Promise<SmsKeys> {
    this.ready()
    const k = this.keys(purpose, phone, ip)
    const l = this.limits
    let reserved: [number, number]
    try {
      reserved = await this.redis.smsReserve(k.cooldown, k.phoneHour, k.phoneDay, k.ipHour, k.globalDay, k.purposeDay,
        this.cooldownS(purpose), l.perPhoneHour, l.perPhoneDay, l.perIpHour, l.dailyBudget, this.purposeBudget(purpose))
    } catch {
      throw new GatewayError('SMS_UNAVAILABLE', 503, MSG.generic)
    }
    const [status, ttl] = reserved
    if (status === 1) throw new CooldownError(ttl)
    if (status === 5) {
      this.deps.log.warn({ event: 'sms_budget_exhausted', budget: l.dailyBudget }, 'sms: global daily budget reached, sending stopped')
      throw new GatewayError('SMS_BUDGET', 503, MSG.generic)
    }
    if (status === 6) {
      this.deps.log.warn({ event: 'sms_purpose_budget_exhausted', purpose, budget: this.purposeBudget(purpose) }, 'sms: this purpose\'s share of the daily budget is spent; other purposes still send')
      throw new GatewayError('SMS_BUDGET', 503, MSG.generic)
    }
    if (status !== 0) {
      this.deps.log.warn({ event: 'sms_limited', limit: ['', '', 'phone-hour', 'phone-day', 'ip-hour'][status], to: maskPhone(phone), purpose }, 'sms: send refused by a limit')
      throw new GatewayError('SMS_LIMIT', 429, SMS_MSG.tooMany)
    }
    return k
  }

  /** Hands a reserved message to the provider; a failure takes the reservation back (it was not a send). */
  private async deliver(k: SmsKeys, message: SmsMessage): Promise<void> {
    const result = await this.deps.provider.send(message)
    if (result.ok) return
    await this.redis.smsRelease(k.cooldown, k.phoneHour, k.phoneDay, k.ipHour, k.globalDay, k.purposeDay).catch(() => 0)
    if (result.code === 'disabled') throw new GatewayError('SMS_DISABLED', 503, MSG.generic)
    this.deps.log.warn({ event: 'sms_provider_failed', provider: this.deps.provider.name, providerCode: result.code, to: maskPhone(message.to), purpose: message.purpose }, 'sms: provider refused the message; not counted as a send')
    throw new GatewayError('SMS_PROVIDER', 502, MSG.generic)
  }

  /**
   * Sends a new code. Throws CooldownError (with the wait) inside the countdown, 429 past a limit,
   * 503 with Redis down, 502 when the provider fails (which then does not count as a send).
   * Returns whether this was a resend within the code's lifetime.
   */
  async send(purpose: Purpose, rawPhone: unknown, ip: string): Promise<{ resent: boolean }> {
    const phone = this.phone(rawPhone)
    const k = await this.reserve(purpose, phone, ip)
    const resent = (await this.redis.exists(k.code).catch(() => 0)) === 1
    const code = String(randomInt(0, 10_000)).padStart(4, '0')
    await this.deliver(k, { to: phone, purpose, kind: 'code', text: `Turuncu Garaj doğrulama kodunuz: ${code}. Kodu kimseyle paylaşmayınız.` })
    // The new code replaces any earlier one and gets fresh tries.
    await this.redis.multi()
      .set(k.code, this.hmac(purpose, phone, code), 'EX', this.limits.codeTtlS)
      .del(k.tries, k.verified)
      .exec()
    return { resent }
  }

  /**
   * Sends a message that is not a code (the pre-offer with its link) under the same limits as a
   * code: the purpose's cooldown and budget share, the per-phone, per-IP and global caps.
   */
  async sendNotice(purpose: Purpose, rawPhone: unknown, ip: string, text: string): Promise<void> {
    const phone = this.phone(rawPhone)
    const k = await this.reserve(purpose, phone, ip)
    await this.deliver(k, { to: phone, purpose, kind: 'notice', text })
  }

  /** Checks a code (single use; the 5th wrong try burns it). On success the phone is marked verified for `purpose` for 10 minutes. */
  async verify(purpose: Purpose, rawPhone: unknown, rawCode: unknown): Promise<VerifyOutcome> {
    const phone = this.phone(rawPhone)
    const code = String(rawCode ?? '').replace(/\s/g, '')
    this.ready()
    const k = this.keys(purpose, phone, '')
    if (!/^\d{4}$/.test(code)) {
      // Still a try: malformed guesses must not be free.
      await this.redis.smsVerify(k.code, k.tries, 'x', this.limits.maxTries).catch(() => {
        throw new GatewayError('SMS_UNAVAILABLE', 503, MSG.generic)
      })
      return 'wrong'
    }
    let r: number
    try {
      r = await this.redis.smsVerify(k.code, k.tries, this.hmac(purpose, phone, code), this.limits.maxTries)
    } catch {
      throw new GatewayError('SMS_UNAVAILABLE', 503, MSG.generic)
    }
    if (r === 1) {
      await this.redis.set(k.verified, '1', 'EX', 600).catch(() => {})
      return 'ok'
    }
    return r === -1 ? 'expired' : 'wrong'
  }

  /** Whether an unused, unexpired code of `purpose` exists for `phone` (reopening a dialog within the cooldown). */
  async hasCode(purpose: Purpose, rawPhone: unknown): Promise<boolean> {
    const phone = this.phone(rawPhone)
    this.ready()
    const k = this.keys(purpose, phone, '')
    try {
      return (await this.redis.exists(k.code)) === 1
    } catch {
      throw new GatewayError('SMS_UNAVAILABLE', 503, MSG.generic)
    }
  }

  /** Whether `phone` passed `purpose`'s code within the last 10 minutes; consumes the mark. */
  async consumeVerified(purpose: Purpose, rawPhone: unknown): Promise<boolean> {
    const phone = this.phone(rawPhone)
    this.ready()
    const k = this.keys(purpose, phone, '')
    return (await this.redis.getdel(k.verified).catch(() => null)) === '1'
  }
}

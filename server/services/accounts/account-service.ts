// The account flows of spec §4.6–§4.9 and §7 (decision 031): registration with SMS verification,
// password and OTP sign-in, forgot password, the profile. The routes only translate; every rule is
// here. No answer tells whether a phone has an account before its owner proved it with an SMS code
// or its password: registration, OTP and forgot password send a code to any mobile and answer the
// same; sign-in answers 401 for an unknown phone after the same Argon2 work as for a wrong password;
// status 6 comes only after the password checked out.
import type { FastifyBaseLogger } from 'fastify'
import { GatewayError, MSG, validationFailed } from '../../plugins/errors.js'
import { isCaptchaOutage, type CaptchaService } from '../../plugins/captcha.js'
import { isAllocatedMobile, messages, validateValues, type FieldError, type FieldSpec, type FieldValue } from '../../schemas/rules/index.js'
import { CooldownError, SMS_MSG, formatWait, type Purpose, type SmsCodes } from '../verification/sms-codes.js'
import type { CaptchaPasses } from '../verification/captcha-passes.js'
import { checkPassword, hashPassword, isCommonPassword } from './passwords.js'
import { isValidTaxNumber } from './tax-number.js'
import { userInfoOf, type CustomerRow, type CustomerStore, type Registration } from './customers.js'
import type { AuthTickets } from './tickets.js'
import type { LoginThrottle } from './throttle.js'
import type { SessionStore, UserInfo } from './sessions.js'
import type { SignInFailure } from './next-auth-wire.js'

export const AUTH_MSG = {
  wrongCredentials: 'Telefon Numarası veya Şifre Yanlış',
  unverified: 'Telefon numaranız doğrulanmamış. Telefonunuza gönderdiğimiz kod ile numaranızı doğrulayınız.',
  captcha: messages.loginCaptchaRequired,
  incomplete: messages.loginIncomplete,
  hardCap: 'Bu telefon numarası için çok fazla hatalı deneme yapıldı. SMS ile giriş yapabilir ya da şifrenizi yenileyebilirsiniz.',
  codeSent: SMS_MSG.sent,
  codeResent: SMS_MSG.resent,
  wrongCode: SMS_MSG.wrongCode,
  phoneVerified: 'Telefon numaranız doğrulandı.',
  alreadyRegistered: 'Bu telefon numarası ile daha önce üyelik oluşturulmuş. Giriş yapabilir ya da şifrenizi yenileyebilirsiniz.',
  verificationExpired: 'Doğrulama süresi doldu. Lütfen işlemi yeniden başlatınız.',
  noAccount: 'Bu telefon numarasına ait bir üyelik bulunamadı.',
  codeVerified: 'Kod doğrulandı. Lütfen yeni şifrenizi belirleyiniz.',
  passwordChanged: 'Şifreniz başarıyla değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
  resetNotice: 'Turuncu Garaj hesabınızın şifresi değiştirildi. Bu işlemi siz yapmadıysanız lütfen hemen bizimle iletişime geçiniz.',
  commonPassword: 'Bu şifre çok sık kullanılıyor. Lütfen daha güçlü bir şifre seçiniz.',
  taxNumberInvalid: 'Vergi numarası geçersiz.',
  corporateOff: 'Kurumsal üyelik şu anda kullanılamıyor.',
  contracts: 'Sözleşme listesi geçersiz.',
  csrf: 'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyiniz.',
  profileSaved: 'Bilgileriniz güncellendi.',
  wrongCurrentPassword: 'Mevcut şifreniz hatalı.',
  currentPasswordRequired: 'Lütfen mevcut şifrenizi giriniz.',
  samePassword: 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.',
  passwordUpdated: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
  passwordNotice: 'Turuncu Garaj hesabınızın şifresi değiştirildi. Bu işlemi siz yapmadıysanız lütfen hemen bizimle iletişime geçiniz.',
  samePhone: 'Yeni telefon numarası mevcut numaranızla aynı.',
  phoneTaken: 'Bu telefon numarası başka bir üyeliğe ait.',
  phoneChanged: 'Telefon numaranız güncellendi.',
  signedOutEverywhere: 'Diğer tüm cihazlardaki oturumlarınız kapatıldı.',
  wait: (ms: number) => `Çok fazla hatalı deneme yapıldı. Lütfen ${formatWait(ms)} sonra tekrar deneyiniz.`,
} as const

/** userType values (spec §6: 2 is the default; the corporate value is not shown, decision 031). */
export const USER_TYPE = { corporate: 1, private: 2 } as const
export const PASSWORD_MAX = 50

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

/** A sign-in's answer: a customer, or the failure with its HTTP status. */
export type SignInResult = { ok: true; customer: UserInfo } | { ok: false; http: number; failure: SignInFailure }

const fail = (http: number, status: number, message: string, data: Record<string, unknown> | null = null): SignInResult =>
  ({ ok: false, http, failure: { status, message, data } })

interface Deps {
  customers: CustomerStore
  sessions: SessionStore
  tickets: AuthTickets
  passwordThrottle: LoginThrottle
  codeThrottle: LoginThrottle
  captcha: CaptchaService
  /** Captcha passes of the 'auth' scope, bound to phone and token (the SMS dialog's resend). */
  passes: CaptchaPasses
  codes: SmsCodes
  log: FastifyBaseLogger
}

interface VerifyTicket {
  phone: string
  /** A registration waiting for its code. */
  reg?: Registration
  /** The row insertUnverified made for it, if any. */
  insertedId?: number | null
  /** An unverified customer that signed in with the right password (status 6). */
  customerId?: number
}

interface ResetTicket {
  phone: string
  customerId: number
}

/** A signed-in customer's new phone waiting for its SMS code. */
interface PhoneChangeTicket {
  phone: string
  customerId: number
}

export class AccountService {
  constructor(private readonly deps: Deps) {}

  private check(specs: FieldSpec[], values: Record<string, FieldValue>): Record<string, FieldValue> {
    const { values: out, errors } = validateValues(specs, values)
    if (errors.length) throw validationFailed(errors)
    return out
  }

  /** A mobile that can get an SMS, from the field `name`; the spec's messages otherwise. */
  private phone(raw: unknown, name: string, required: string = messages.phoneRequired): string {
    const v = this.check([{ name, rules: [{ type: 'required', message: required }, { type: 'phoneTR', message: messages.phoneInvalid }], normalisers: ['phoneTR'] }], { [name]: text(raw) })
    const phone = String(v[name])
    if (!isAllocatedMobile(phone, this.deps.codes.mobilePrefixes)) throw validationFailed([{ field: name, message: messages.phoneInvalid }])
    return phone
  }

  private code(raw: unknown, name: string): string {
    return String(this.check([{ name, rules: [{ type: 'preset', name: 'smsCode' }], normalisers: ['trim'] }], { [name]: text(raw).replace(/ /g, '') })[name])
  }

  /**
   * The captcha before an SMS (decision 020): the first time a token is seen it is verified (single
   * use) and becomes a 10-minute pass for this phone and token; the same token again is the resend.
   */
  private async passCaptcha(phone: string, token: unknown, ip: string): Promise<boolean> {
    const refused = () => new GatewayError('AUTH_CAPTCHA', 400, messages.contactCaptchaRequired, [{ field: 'captchaToken', message: messages.contactCaptchaRequired }])
    const t = text(token)
    if (!t) throw refused()
    const { passes, captcha } = this.deps
    if (await passes.has(phone, t)) return true
    const result = await captcha.verify(t, ip)
    if (!result.ok) {
      if (isCaptchaOutage(result.code)) throw new GatewayError('AUTH_UNAVAILABLE', 503, MSG.generic)
      throw refused()
    }
    await passes.record(phone, t)
    return false
  }

  /**
   * Sends a code of `purpose` after the captcha. Within the countdown (90 s, spec §4.4) a resend gets
   * the wait; a first request sends nothing and answers as if it had sent (decision 020).
   */
  private async sendCode(purpose: Purpose, phone: string, captchaToken: unknown, ip: string): Promise<string> {
    const onPass = await this.passCaptcha(phone, captchaToken, ip)
    try {
      await this.deps.codes.send(purpose, phone, ip)
    } catch (err) {
      if (!(err instanceof CooldownError) || onPass) throw err
      return AUTH_MSG.codeSent
    }
    return onPass ? AUTH_MSG.codeResent : AUTH_MSG.codeSent
  }

  /** Checks an SMS code under the code throttle (a new code does not reset its count). */
  private async checkCode(purpose: Purpose, phone: string, code: string, ip: string, field: string): Promise<boolean> {
    const attempt = await this.deps.codeThrottle.begin(phone, ip, true)
    if (!attempt.ok) {
      throw new GatewayError('AUTH_CODE_WAIT', 429, attempt.reason === 'wait' ? AUTH_MSG.wait(attempt.waitMs) : AUTH_MSG.hardCap)
    }
    const outcome = await this.deps.codes.verify(purpose, phone, code)
    if (outcome !== 'ok') throw new GatewayError('AUTH_WRONG_CODE', 400, AUTH_MSG.wrongCode, [{ field, message: AUTH_MSG.wrongCode }])
    await this.deps.codeThrottle.succeeded(phone, ip, attempt.token)
    return true
  }

  // ── sign-in ────────────────────────────────────────────────────────────────────────────────────

  /** Phone and password (spec §4.6), with the captcha after a failure and the growing waits. */
  async signInWithPassword(input: { phoneNumber?: string; password?: string; token?: string }, ip: string): Promise<SignInResult> {
    const rawPhone = text(input.phoneNumber).trim()
    const password = typeof input.password === 'string' ? input.password : ''
    if (!rawPhone || !password) return fail(400, 400, AUTH_MSG.incomplete, { captcha: false })
    const { values, errors } = validateValues([{ name: 'phoneNumber', rules: [{ type: 'phoneTR', message: messages.phoneInvalid }], normalisers: ['phoneTR'] }], { phoneNumber: rawPhone })
    if (errors.length) return fail(400, 400, messages.phoneInvalid, { captcha: false })
    const phone = String(values.phoneNumber)
    const { passwordThrottle: throttle, captcha, customers } = this.deps

    const peek = await throttle.peek(phone, ip)
    if (peek.waitMs > 0) return fail(429, 429, AUTH_MSG.wait(peek.waitMs), { captcha: true, retryAfter: Math.ceil(peek.waitMs / 1000) })
    let captchaPassed = false
    const token = text(input.token)
    if (peek.captcha || token) {
      const result = token ? await captcha.verify(token, ip) : { ok: false as const, code: 'missing' }
      if (!result.ok && isCaptchaOutage(result.code)) return fail(503, 503, MSG.generic, null)
      captchaPassed = result.ok
      if (peek.captcha && !captchaPassed) return fail(400, 400, AUTH_MSG.captcha, { captcha: true })
    }
    const attempt = await throttle.begin(phone, ip, captchaPassed)
    if (!attempt.ok) {
      if (attempt.reason === 'wait') return fail(429, 429, AUTH_MSG.wait(attempt.waitMs), { captcha: true, retryAfter: Math.ceil(attempt.waitMs / 1000) })
      if (attempt.reason === 'hard-cap') return fail(429, 429, AUTH_MSG.hardCap, { captcha: true })
      return fail(400, 400, AUTH_MSG.captcha, { captcha: true })
    }
    const customer = await customers.byPhone(phone)
    const ok = await checkPassword(password, customer?.passwordHash)
    if (!ok || !customer) return fail(401, 401, AUTH_MSG.wrongCredentials, { captcha: true })
    await throttle.succeeded(phone, ip, attempt.token)
    if (!customer.verified) return this.unverified(customer, ip)
    return { ok: true, customer: userInfoOf(customer) }
  }

  /** Status 6: the password was right but the phone is unverified; a code goes out and `userTemp` opens its verification. */
  private async unverified(customer: CustomerRow, ip: string): Promise<SignInResult> {
    const userTemp = await this.deps.tickets.issue<VerifyTicket>('verify-phone', { phone: customer.phone, customerId: customer.id })
    try {
      await this.deps.codes.send('register', customer.phone, ip)
    } catch (err) {
      // Within the countdown the earlier code still works; a limit or an outage is logged, the answer stays.
      if (!(err instanceof CooldownError)) this.deps.log.warn({ event: 'auth_verify_code_not_sent', reason: (err as { code?: string }).code }, 'auth: phone verification code not sent')
    }
    return fail(401, 6, AUTH_MSG.unverified, { userTemp })
  }

  /** Phone and SMS code (spec §4.9, `isOptLogin`): the code of otp-login-get-code. */
  async signInWithCode(input: { phoneNumber?: string; code?: string }, ip: string): Promise<SignInResult> {
    const rawPhone = text(input.phoneNumber).trim()
    const rawCode = text(input.code).replace(/\s/g, '')
    if (!rawPhone || !rawCode) return fail(400, 400, AUTH_MSG.incomplete, null)
    const { values, errors } = validateValues([
      { name: 'phoneNumber', rules: [{ type: 'phoneTR', message: messages.phoneInvalid }], normalisers: ['phoneTR'] },
      { name: 'code', rules: [{ type: 'preset', name: 'smsCode' }] },
    ], { phoneNumber: rawPhone, code: rawCode })
    if (errors.length) return fail(400, 400, errors[0]!.message, null)
    const phone = String(values.phoneNumber)
    try {
      await this.checkCode('login', phone, rawCode, ip, 'code')
    } catch (err) {
      if (err instanceof GatewayError && err.statusCode < 500) return fail(err.statusCode === 400 ? 401 : err.statusCode, err.statusCode === 400 ? 401 : err.statusCode, err.message, null)
      throw err
    }
    let customer = await this.deps.customers.byPhone(phone)
    if (!customer) return fail(401, 401, AUTH_MSG.noAccount, null)
    // The code proved the phone: an unverified account is verified now, and earlier password failures are forgotten.
    if (!customer.verified) customer = (await this.deps.customers.markVerified(customer.id)) ?? customer
    await this.deps.passwordThrottle.forgetPhone(phone)
    return { ok: true, customer: userInfoOf(customer) }
  }

  // ── §7 calls ───────────────────────────────────────────────────────────────────────────────────

  /** POST /api/auth/register: validates, stores an unverified registration, sends the code; `userTemp` opens phone-verification. */
  async register(body: Record<string, unknown>, ip: string): Promise<{ message: string; userTemp: string }> {
    const { customers } = this.deps
    const userType = body.userType === undefined || body.userType === null || body.userType === '' ? USER_TYPE.private : Number(body.userType)
    const corporate = userType === USER_TYPE.corporate
    const specs: FieldSpec[] = [
      { name: 'firstName', rules: [{ type: 'preset', name: 'text.generic' }, { type: 'maxLength', value: 100, message: messages.specialCharacters }], normalisers: ['trim'] },
      { name: 'lastName', rules: [{ type: 'preset', name: 'text.generic' }, { type: 'maxLength', value: 100, message: messages.specialCharacters }], normalisers: ['trim'] },
      { name: 'phoneNumber', rules: [{ type: 'preset', name: 'phone.general' }], normalisers: ['phoneTR'] },
      { name: 'email', rules: [{ type: 'preset', name: 'email.general' }], normalisers: ['trim'] },
      { name: 'password', rules: [{ type: 'preset', name: 'password.register' }, { type: 'maxLength', value: PASSWORD_MAX, message: messages.passwordMaxLength }] },
      { name: 'hasConsented', rules: [{ type: 'preset', name: 'register.terms' }] },
      ...(corporate ? [
        { name: 'companyName', rules: [{ type: 'preset' as const, name: 'register.companyName' as const }, { type: 'maxLength' as const, value: 200, message: messages.companyNameRequired }], normalisers: ['trim' as const] },
        { name: 'companyTaxAdministration', rules: [{ type: 'preset' as const, name: 'register.taxOffice' as const }, { type: 'maxLength' as const, value: 100, message: messages.specialCharacters }], normalisers: ['trim' as const] },
        { name: 'companyTaxNumber', rules: [{ type: 'preset' as const, name: 'register.taxNumber' as const }] , normalisers: ['trim' as const] },
      ] : []),
    ]
    const { values, errors } = validateValues(specs, {
      firstName: text(body.firstName), lastName: text(body.lastName), phoneNumber: text(body.phoneNumber), email: text(body.email),
      password: text(body.password), hasConsented: body.hasConsented === true || body.hasConsented === 'true',
      companyName: text(body.companyName), companyTaxAdministration: text(body.companyTaxAdministration), companyTaxNumber: text(body.companyTaxNumber),
    })
    const has = (field: string) => errors.some((e) => e.field === field)
    const more: FieldError[] = []
    const phone = String(values.phoneNumber)
    if (!has('phoneNumber') && !isAllocatedMobile(phone, this.deps.codes.mobilePrefixes)) more.push({ field: 'phoneNumber', message: messages.phoneInvalid })
    if (!has('password') && isCommonPassword(String(values.password))) more.push({ field: 'password', message: AUTH_MSG.commonPassword })
    if (userType !== USER_TYPE.private && userType !== USER_TYPE.corporate) more.push({ field: 'userType', message: messages.formInvalid })
    if (corporate && !(await customers.corporateMembership())) more.push({ field: 'userType', message: AUTH_MSG.corporateOff })
    if (corporate && !has('companyTaxNumber') && !isValidTaxNumber(String(values.companyTaxNumber))) more.push({ field: 'companyTaxNumber', message: AUTH_MSG.taxNumberInvalid })
    // Contracts: the ids shown (types 108, 109, 110); the terms (110) are required, the promotion (109) optional.
    const known = await customers.registrationContracts()
    const ids = Array.isArray(body.contractIdList) ? [...new Set(body.contractIdList.map(Number))].sort((a, b) => a - b) : []
    const types = ids.map((id) => known.get(id))
    if (types.some((t) => t === undefined)) more.push({ field: 'contractIdList', message: AUTH_MSG.contracts })
    else if (!types.includes(110) && !has('hasConsented')) more.push({ field: 'contractIdList', message: messages.termsRequired })
    const all = [...errors, ...more]
    if (all.length) throw validationFailed(all)

    // Everything the customer typed is right: now the captcha, then the work, then the code.
    const onPass = await this.passCaptcha(phone, body.captchaToken, ip)
    const reg: Registration = {
      phone,
      firstName: String(values.firstName), lastName: String(values.lastName), email: String(values.email),
      passwordHash: await hashPassword(String(values.password)),
      userType: corporate ? 1 : 2,
      companyName: corporate ? String(values.companyName) : null,
      companyTaxAdministration: corporate ? String(values.companyTaxAdministration) : null,
      companyTaxNumber: corporate ? String(values.companyTaxNumber) : null,
      consent: { contractIds: ids, contractTypeIds: [...new Set(types as number[])].sort(), promotion: types.includes(109), ip, at: new Date().toISOString() },
    }
    const insertedId = await customers.insertUnverified(reg)
    const userTemp = await this.deps.tickets.issue<VerifyTicket>('verify-phone', { phone, reg, insertedId })
    let message: string = onPass ? AUTH_MSG.codeResent : AUTH_MSG.codeSent
    try {
      await this.deps.codes.send('register', phone, ip)
    } catch (err) {
      if (!(err instanceof CooldownError) || onPass) throw err
      message = AUTH_MSG.codeSent
    }
    return { message, userTemp }
  }

  /** POST /api/auth/phone-verification: `id` is the userTemp of a registration or of a status 6 sign-in. */
  async verifyPhone(body: { id?: string; phoneNumber?: string; verificationCode?: string }, ip: string): Promise<{ message: string }> {
    const phone = this.phone(body.phoneNumber, 'phoneNumber')
    const code = this.code(body.verificationCode, 'verificationCode')
    const expired = () => new GatewayError('AUTH_VERIFY_EXPIRED', 400, AUTH_MSG.verificationExpired)
    const ticket = await this.deps.tickets.peek<VerifyTicket>('verify-phone', body.id)
    if (!ticket || ticket.phone !== phone) throw expired()
    await this.checkCode('register', phone, code, ip, 'verificationCode')
    const taken = await this.deps.tickets.take<VerifyTicket>('verify-phone', body.id)
    if (!taken) throw expired()
    if (taken.reg) {
      const done = await this.deps.customers.completeRegistration(taken.reg, taken.insertedId ?? null)
      if (done.outcome === 'exists') throw new GatewayError('AUTH_ALREADY_REGISTERED', 409, AUTH_MSG.alreadyRegistered)
    } else if (taken.customerId !== undefined) {
      await this.deps.customers.markVerified(taken.customerId)
    }
    await this.deps.passwordThrottle.forgetPhone(phone)
    return { message: AUTH_MSG.phoneVerified }
  }

  /** POST /api/auth/otp-login-get-code: a sign-in code to any mobile (the same answer whether it has an account). */
  async otpLoginCode(body: { gsmNo?: string; captchaToken?: string }, ip: string): Promise<{ message: string }> {
    const phone = this.phone(body.gsmNo, 'gsmNo', messages.phoneRequiredSms)
    return { message: await this.sendCode('login', phone, body.captchaToken, ip) }
  }

  /** POST /api/auth/forgot-password: a reset code to any mobile (the same answer whether it has an account). */
  async forgotPassword(body: { phoneNumber?: string; captchaToken?: string }, ip: string): Promise<{ message: string }> {
    const phone = this.phone(body.phoneNumber, 'phoneNumber', messages.phoneRequiredSms)
    return { message: await this.sendCode('forgot-password', phone, body.captchaToken, ip) }
  }

  /** POST /api/auth/forgot-password-verification: a right code gives `smsLogId`, which permits one password change for 10 minutes. */
  async forgotPasswordVerification(body: { phoneNumber?: string; code?: string }, ip: string): Promise<{ message: string; smsLogId: string }> {
    const phone = this.phone(body.phoneNumber, 'phoneNumber')
    const code = this.code(body.code, 'code')
    await this.checkCode('forgot-password', phone, code, ip, 'code')
    // Only the phone's owner (who has the code) learns whether it has an account.
    const customer = await this.deps.customers.byPhone(phone)
    if (!customer) throw new GatewayError('AUTH_NO_ACCOUNT', 404, AUTH_MSG.noAccount)
    const smsLogId = await this.deps.tickets.issue<ResetTicket>('reset-password', { phone, customerId: customer.id })
    return { message: AUTH_MSG.codeVerified, smsLogId }
  }

  /** POST /api/auth/change-forgotten-password: the new password; every session of the customer ends and an SMS notice goes out. */
  async changeForgottenPassword(body: { phoneNumber?: string; smsLogId?: string; password?: string; passwordConfirm?: string }, ip: string): Promise<{ message: string }> {
    const phone = this.phone(body.phoneNumber, 'phoneNumber')
    const specs: FieldSpec[] = [
      { name: 'password', rules: [{ type: 'preset', name: 'password.reset' }, { type: 'maxLength', value: PASSWORD_MAX, message: messages.passwordMaxLength }] },
      ...(body.passwordConfirm !== undefined ? [{ name: 'passwordConfirm', rules: [{ type: 'preset' as const, name: 'password.resetRepeat' as const }] }] : []),
    ]
    const values = this.check(specs, { password: text(body.password), ...(body.passwordConfirm !== undefined ? { passwordConfirm: text(body.passwordConfirm) } : {}) })
    const password = String(values.password)
    if (isCommonPassword(password)) throw validationFailed([{ field: 'password', message: AUTH_MSG.commonPassword }])
    const expired = () => new GatewayError('AUTH_RESET_EXPIRED', 400, AUTH_MSG.verificationExpired)
    const ticket = await this.deps.tickets.peek<ResetTicket>('reset-password', body.smsLogId)
    if (!ticket || ticket.phone !== phone) throw expired()
    const taken = await this.deps.tickets.take<ResetTicket>('reset-password', body.smsLogId)
    if (!taken) throw expired()
    await this.deps.customers.setPassword(taken.customerId, await hashPassword(password))
    const ended = await this.deps.sessions.destroyAll(taken.customerId)
    await this.deps.passwordThrottle.forgetPhone(phone)
    this.deps.log.info({ event: 'auth_password_reset', customerId: taken.customerId, sessionsEnded: ended }, 'auth: password reset through SMS')
    try {
      await this.deps.codes.sendNotice('account-notice', phone, ip, AUTH_MSG.resetNotice)
    } catch (err) {
      this.deps.log.warn({ event: 'auth_reset_notice_not_sent', reason: (err as { code?: string }).code }, 'auth: password reset notice not sent')
    }
    return { message: AUTH_MSG.passwordChanged }
  }

  /** The profile change of POST /session (`update()`): name, surname and e-mail only. */
  async updateProfile(customerId: number, data: Record<string, unknown>): Promise<UserInfo> {
    const change: Record<string, FieldValue> = {}
    const specs: FieldSpec[] = []
    // next-auth's update(data) may send the fields flat or as the session's userInfo: either, flat first.
    const nested = (data.userInfo && typeof data.userInfo === 'object' ? data.userInfo : {}) as Record<string, unknown>
    const src = Object.fromEntries(['name', 'surname', 'email'].map((k) => [k, data[k] !== undefined ? data[k] : nested[k]]))
    if (src.name !== undefined) {
      specs.push({ name: 'name', rules: [{ type: 'preset', name: 'text.generic' }, { type: 'maxLength', value: 100, message: messages.specialCharacters }], normalisers: ['trim'] })
      change.name = text(src.name)
    }
    if (src.surname !== undefined) {
      specs.push({ name: 'surname', rules: [{ type: 'preset', name: 'text.generic' }, { type: 'maxLength', value: 100, message: messages.specialCharacters }], normalisers: ['trim'] })
      change.surname = text(src.surname)
    }
    if (src.email !== undefined) {
      specs.push({ name: 'email', rules: [{ type: 'preset', name: 'email.general' }], normalisers: ['trim'] })
      change.email = text(src.email)
    }
    const values = this.check(specs, change)
    const row = specs.length
      ? await this.deps.customers.updateProfile(customerId, {
        ...(values.name !== undefined ? { firstName: String(values.name) } : {}),
        ...(values.surname !== undefined ? { lastName: String(values.surname) } : {}),
        ...(values.email !== undefined ? { email: String(values.email) } : {}),
      })
      : await this.deps.customers.byId(customerId)
    if (!row) throw new GatewayError('AUTH_NO_ACCOUNT', 404, AUTH_MSG.noAccount)
    const info = userInfoOf(row)
    if (specs.length) await this.deps.sessions.refreshUserInfo(info)
    return info
  }

  // ── the signed-in customer's account (/hesabim, decision 035) ─────────────────────────────────

  /**
   * POST /api/auth/change-password: the current password (checked under the password throttle, so a
   * borrowed session cannot guess it), the new one by the reset rules; every other session ends and
   * an SMS notice goes out. The session that changed it stays.
   */
  async changePassword(customerId: number, keepHandle: string, body: { currentPassword?: string; password?: string; passwordConfirm?: string }, ip: string): Promise<{ message: string; ended: number }> {
    const values = this.check([
      { name: 'currentPassword', rules: [{ type: 'required', message: AUTH_MSG.currentPasswordRequired }, { type: 'maxLength', value: 256, message: AUTH_MSG.wrongCurrentPassword }] },
      { name: 'password', rules: [{ type: 'preset', name: 'password.reset' }, { type: 'maxLength', value: PASSWORD_MAX, message: messages.passwordMaxLength }] },
      { name: 'passwordConfirm', rules: [{ type: 'preset', name: 'password.resetRepeat' }] },
    ], { currentPassword: text(body.currentPassword), password: text(body.password), passwordConfirm: text(body.passwordConfirm) })
    const password = String(values.password)
    if (isCommonPassword(password)) throw validationFailed([{ field: 'password', message: AUTH_MSG.commonPassword }])
    if (password === values.currentPassword) throw validationFailed([{ field: 'password', message: AUTH_MSG.samePassword }])
    const { customers, passwordThrottle: throttle, sessions } = this.deps
    const customer = await customers.byId(customerId)
    if (!customer) throw new GatewayError('AUTH_NO_ACCOUNT', 404, AUTH_MSG.noAccount)
    const attempt = await throttle.begin(customer.phone, ip, true)
    if (!attempt.ok) {
      throw new GatewayError('AUTH_WAIT', 429, attempt.reason === 'wait' ? AUTH_MSG.wait(attempt.waitMs) : AUTH_MSG.hardCap)
    }
    if (!(await checkPassword(String(values.currentPassword), customer.passwordHash))) {
      throw validationFailed([{ field: 'currentPassword', message: AUTH_MSG.wrongCurrentPassword }])
    }
    await throttle.succeeded(customer.phone, ip, attempt.token)
    await customers.setPassword(customerId, await hashPassword(password))
    const ended = await sessions.destroyAll(customerId, keepHandle)
    this.deps.log.info({ event: 'auth_password_changed', customerId, sessionsEnded: ended }, 'auth: password changed by the signed-in customer')
    try {
      await this.deps.codes.sendNotice('account-notice', customer.phone, ip, AUTH_MSG.passwordNotice)
    } catch (err) {
      this.deps.log.warn({ event: 'auth_password_notice_not_sent', reason: (err as { code?: string }).code }, 'auth: password change notice not sent')
    }
    return { message: AUTH_MSG.passwordUpdated, ended }
  }

  /**
   * POST /api/auth/change-phone: the new phone gets a code after the captcha (the same token again is
   * the resend); `userTemp` opens change-phone-verification. Whether the number belongs to another
   * account is told only after its code proved it (as forgot password does).
   */
  async requestPhoneChange(customerId: number, body: { phoneNumber?: string; captchaToken?: string }, ip: string): Promise<{ message: string; userTemp: string }> {
    const phone = this.phone(body.phoneNumber, 'phoneNumber')
    const customer = await this.deps.customers.byId(customerId)
    if (!customer) throw new GatewayError('AUTH_NO_ACCOUNT', 404, AUTH_MSG.noAccount)
    if (customer.phone === phone) throw validationFailed([{ field: 'phoneNumber', message: AUTH_MSG.samePhone }])
    const message = await this.sendCode('register', phone, body.captchaToken, ip)
    const userTemp = await this.deps.tickets.issue<PhoneChangeTicket>('change-phone', { phone, customerId })
    return { message, userTemp }
  }

  /** POST /api/auth/change-phone-verification: the right code moves the account to the new phone; 409 when another account has it. */
  async confirmPhoneChange(customerId: number, body: { id?: string; phoneNumber?: string; code?: string }, ip: string): Promise<{ message: string; userInfo: UserInfo }> {
    const phone = this.phone(body.phoneNumber, 'phoneNumber')
    const code = this.code(body.code, 'code')
    const expired = () => new GatewayError('AUTH_VERIFY_EXPIRED', 400, AUTH_MSG.verificationExpired)
    const ticket = await this.deps.tickets.peek<PhoneChangeTicket>('change-phone', body.id)
    if (!ticket || ticket.phone !== phone || ticket.customerId !== customerId) throw expired()
    await this.checkCode('register', phone, code, ip, 'code')
    if (!(await this.deps.tickets.take<PhoneChangeTicket>('change-phone', body.id))) throw expired()
    const row = await this.deps.customers.setPhone(customerId, phone)
    if (row === 'taken') throw new GatewayError('AUTH_PHONE_TAKEN', 409, AUTH_MSG.phoneTaken)
    if (!row) throw new GatewayError('AUTH_NO_ACCOUNT', 404, AUTH_MSG.noAccount)
    const info = userInfoOf(row)
    await this.deps.sessions.refreshUserInfo(info)
    this.deps.log.info({ event: 'auth_phone_changed', customerId }, 'auth: phone changed through SMS')
    return { message: AUTH_MSG.phoneChanged, userInfo: info }
  }
}

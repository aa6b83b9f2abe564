// An SMS code that is sent only after a captcha (decisions 017, 020): a `captchaToken` is verified
// (single use) and remembered for the phone; without one, an earlier pass must exist (the SMS
// dialog's resend). Within the countdown a resend gets the wait; a first request while the earlier
// code is still usable sends nothing. Shared by the contact form and the sell wizard.
import { GatewayError, MSG } from '../../plugins/errors.js'
import { isCaptchaOutage, type CaptchaService } from '../../plugins/captcha.js'
import { messages } from '../../schemas/rules/index.js'
import { CooldownError, SMS_MSG, type Purpose, type SmsCodes } from './sms-codes.js'
import type { CaptchaPasses } from './captcha-passes.js'

export const captchaRequired = (code: string, status: number) =>
  new GatewayError(code, status, messages.contactCaptchaRequired, [{ field: 'captchaToken', message: messages.contactCaptchaRequired }])

export class CodeAfterCaptcha {
  constructor(private readonly deps: {
    purpose: Purpose
    /** Error code prefix, e.g. CONTACT or SELL. */
    code: string
    captcha: CaptchaService
    passes: CaptchaPasses
    codes: SmsCodes
  }) {}

  async requestCode(rawPhone: unknown, ip: string, opts: { captchaToken?: string; resend: boolean }): Promise<{ message: string }> {
    const { captcha, passes, codes, purpose, code } = this.deps
    const phone = codes.phone(rawPhone)
    if (opts.captchaToken) {
      const result = await captcha.verify(opts.captchaToken, ip)
      if (!result.ok) {
        if (isCaptchaOutage(result.code)) throw new GatewayError(`${code}_UNAVAILABLE`, 503, MSG.generic)
        throw captchaRequired(`${code}_CAPTCHA`, 400)
      }
      await passes.record(phone)
    } else if (!(await passes.has(phone))) {
      throw captchaRequired(`${code}_CAPTCHA`, 403)
    }
    try {
      const { resent } = await codes.send(purpose, phone, ip)
      return { message: resent ? SMS_MSG.resent : SMS_MSG.sent }
    } catch (err) {
      if (!(err instanceof CooldownError)) throw err
      if (!opts.resend && (await codes.hasCode(purpose, phone))) return { message: SMS_MSG.sent }
      throw err
    }
  }

  /** Drops the phone's captcha pass: the next try solves a new captcha. */
  async forgetCaptcha(rawPhone: unknown): Promise<void> {
    await this.deps.passes.consume(this.deps.codes.phone(rawPhone))
  }
}

// A passed captcha, remembered per phone for one SMS flow (decisions 017, 020): the SMS dialog's
// resend runs without solving again. Stored in Redis under an HMAC of the phone (never the number)
// for 10 minutes. The contact flow's pass is per phone (its form checks it by gsmNo); the
// appointment lookup binds its pass to the captcha token as well, so only whoever solved it can
// lean on it and a stranger learns nothing from a victim's pass.
import { createHmac } from 'node:crypto'
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from '../../plugins/errors.js'

export const CAPTCHA_PASS_TTL_S = 600

export class CaptchaPasses {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly secret: string,
    /** The flow the pass belongs to: a contact pass never opens the appointment lookup. */
    private readonly scope: 'contact' | 'appointment' | 'sell' | 'auth' = 'contact',
  ) {}

  private key(phone: string, bound?: string): string {
    const material = `${this.scope}-captcha\u0000${phone}${bound === undefined ? '' : `\u0000${bound}`}`
    const who = createHmac('sha256', this.secret).update(material).digest('base64url').slice(0, 22)
    return `${this.keyPrefix}${this.scope}:captcha:${who}`
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') throw new GatewayError('CAPTCHA_PASS_UNAVAILABLE', 503, MSG.generic)
    try {
      return await work()
    } catch {
      throw new GatewayError('CAPTCHA_PASS_UNAVAILABLE', 503, MSG.generic)
    }
  }

  /** `bound`: extra key material the pass is tied to (the appointment lookup's captcha token). */
  record(phone: string, bound?: string): Promise<unknown> {
    return this.run(() => this.redis.set(this.key(phone, bound), '1', 'EX', CAPTCHA_PASS_TTL_S))
  }

  async has(phone: string, bound?: string): Promise<boolean> {
    return (await this.run(() => this.redis.exists(this.key(phone, bound)))) === 1
  }

  async consume(phone: string, bound?: string): Promise<boolean> {
    return (await this.run(() => this.redis.getdel(this.key(phone, bound)))) === '1'
  }
}

// A passed captcha, remembered per phone for the contact flow (decision 017): the SMS dialog's
// resend and the final send run without solving again, and the form cannot be sent without one.
// Stored in Redis under an HMAC of the phone (never the number), for 10 minutes, consumed on send.
import { createHmac } from 'node:crypto'
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from '../../plugins/errors.js'

export const CAPTCHA_PASS_TTL_S = 600

export class CaptchaPasses {
  constructor(private readonly redis: Redis, private readonly keyPrefix: string, private readonly secret: string) {}

  private key(phone: string): string {
    const who = createHmac('sha256', this.secret).update(`contact-captcha\u0000${phone}`).digest('base64url').slice(0, 22)
    return `${this.keyPrefix}contact:captcha:${who}`
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') throw new GatewayError('CONTACT_UNAVAILABLE', 503, MSG.generic)
    try {
      return await work()
    } catch {
      throw new GatewayError('CONTACT_UNAVAILABLE', 503, MSG.generic)
    }
  }

  record(phone: string): Promise<unknown> {
    return this.run(() => this.redis.set(this.key(phone), '1', 'EX', CAPTCHA_PASS_TTL_S))
  }

  async has(phone: string): Promise<boolean> {
    return (await this.run(() => this.redis.exists(this.key(phone)))) === 1
  }

  async consume(phone: string): Promise<boolean> {
    return (await this.run(() => this.redis.getdel(this.key(phone)))) === '1'
  }
}

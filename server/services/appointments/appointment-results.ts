// The opaque result id of an appointment lookup (decision 020, KVKK): after a right SMS code the
// gateway issues a random id, bound in Redis to that phone and plate, short-lived and single use,
// and the result page reads the appointments with it. The URL carries no phone, plate or code.
// The key is an HMAC of the id, so neither the phone nor a usable id appears in a key name.
import { createHmac, randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from '../../plugins/errors.js'
import { RESULT_ID_PATTERN } from '../../schemas/verification.js'

export const RESULT_ID_TTL_S = 600
const RESULT_ID = new RegExp(RESULT_ID_PATTERN)

export interface LookupSubject {
  phone: string
  plate: string
}

export class AppointmentResults {
  constructor(private readonly redis: Redis, private readonly keyPrefix: string, private readonly secret: string) {}

  private key(id: string): string {
    const digest = createHmac('sha256', this.secret).update(`appointment-result\u0000${id}`).digest('base64url').slice(0, 32)
    return `${this.keyPrefix}appointment:result:${digest}`
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') throw new GatewayError('APPOINTMENT_UNAVAILABLE', 503, MSG.generic)
    try {
      return await work()
    } catch {
      throw new GatewayError('APPOINTMENT_UNAVAILABLE', 503, MSG.generic)
    }
  }

  /** A new id for a verified phone and plate (both normalised). */
  async issue(subject: LookupSubject): Promise<string> {
    const id = randomBytes(18).toString('base64url')
    await this.run(() => this.redis.set(this.key(id), JSON.stringify({ phone: subject.phone, plate: subject.plate }), 'EX', RESULT_ID_TTL_S))
    return id
  }

  /** The phone and plate of an id, once: the read deletes it. Null when unknown, used or expired. */
  async take(id: string): Promise<LookupSubject | null> {
    if (!RESULT_ID.test(id)) return null
    const raw = await this.run(() => this.redis.getdel(this.key(id)))
    if (!raw) return null
    try {
      const { phone, plate } = JSON.parse(raw) as Partial<LookupSubject>
      return typeof phone === 'string' && typeof plate === 'string' ? { phone, plate } : null
    } catch {
      return null
    }
  }
}

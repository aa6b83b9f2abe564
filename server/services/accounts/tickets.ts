// Opaque, short-lived, single-purpose ids the auth calls hand to the client: `userTemp` (the phone
// verification of a registration or of an unverified account) and `smsLogId` (the right to set a
// new password once). 24 random bytes; Redis holds only their SHA-256 (a dump gives no usable id),
// the purpose is part of the key (an smsLogId never opens a phone verification), and each is
// taken once (GETDEL).
import { createHash, randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from '../../plugins/errors.js'

export type TicketPurpose = 'verify-phone' | 'reset-password' | 'change-phone'

export const TICKET_TTL_S: Record<TicketPurpose, number> = { 'verify-phone': 15 * 60, 'reset-password': 10 * 60, 'change-phone': 15 * 60 }
/** What a ticket looks like on the wire: 32 base64url characters. */
export const TICKET_PATTERN = '^[A-Za-z0-9_-]{32}$'
const TICKET_RE = new RegExp(TICKET_PATTERN)

export class AuthTickets {
  constructor(private readonly redis: Redis, private readonly keyPrefix: string) {}

  private key(purpose: TicketPurpose, id: string): string {
    return `${this.keyPrefix}auth:t:${purpose}:${createHash('sha256').update(id).digest('base64url')}`
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') throw new GatewayError('AUTH_UNAVAILABLE', 503, MSG.generic)
    try {
      return await work()
    } catch {
      throw new GatewayError('AUTH_UNAVAILABLE', 503, MSG.generic)
    }
  }

  async issue<T extends object>(purpose: TicketPurpose, value: T): Promise<string> {
    const id = randomBytes(24).toString('base64url')
    await this.run(() => this.redis.set(this.key(purpose, id), JSON.stringify(value), 'EX', TICKET_TTL_S[purpose]))
    return id
  }

  async peek<T>(purpose: TicketPurpose, id: unknown): Promise<T | null> {
    if (typeof id !== 'string' || !TICKET_RE.test(id)) return null
    const raw = await this.run(() => this.redis.get(this.key(purpose, id)))
    return raw === null ? null : (JSON.parse(raw) as T)
  }

  async take<T>(purpose: TicketPurpose, id: unknown): Promise<T | null> {
    if (typeof id !== 'string' || !TICKET_RE.test(id)) return null
    const raw = await this.run(() => this.redis.getdel(this.key(purpose, id)))
    return raw === null ? null : (JSON.parse(raw) as T)
  }
}

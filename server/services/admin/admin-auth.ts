// The admin API's bearer token check with a lockout (decision 019): wrong tokens are counted per
// client address in the state Redis (shared by every instance), and after `maxFailures` in a window
// that address is answered 429 until the window passes, even with the right token. Without a
// counter (Redis down) nothing is let through: 503.
import { createHash, timingSafeEqual } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from '../../plugins/errors.js'

export const ADMIN_UNAUTHORIZED = 'Bu işlem için yetkiniz yok.'
export const adminLockedMessage = (minutes: number) =>
  `Çok fazla hatalı yetkilendirme denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyiniz.`

export interface AdminAuthOptions {
  token: string
  redis: Redis
  keyPrefix: string
  maxFailures: number
  windowS: number
}

const digest = (s: string) => createHash('sha256').update(s).digest()

/** The address failures are counted under: an IPv6 client by its /64 (one subscriber's network). */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = ip.includes('::') && tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

export class AdminAuth {
  private readonly expected: Buffer

  constructor(private readonly opts: AdminAuthOptions) {
    this.expected = digest(opts.token)
  }

  private key(request: FastifyRequest): string {
    return `${this.opts.keyPrefix}admin:auth-fail:${clientKey(request.ip)}`
  }

  private unavailable(request: FastifyRequest, err: unknown): GatewayError {
    request.log.error({ err }, 'admin api: failed-attempt counter unavailable, refusing')
    return new GatewayError('ADMIN_AUTH_UNAVAILABLE', 503, MSG.unavailable)
  }

  /**
   * Resolves when the request carries the right token from an address that is not locked out.
   * A wrong token is counted before it is answered, so a burst of parallel guesses gets no more
   * 401s than the limit; past it, right and wrong tokens alike get 429 and tell nothing.
   */
  async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { redis, maxFailures, windowS } = this.opts
    const key = this.key(request)
    const header = request.headers.authorization ?? ''
    const given = header.startsWith('Bearer ') ? header.slice(7) : ''
    const right = given !== '' && timingSafeEqual(digest(given), this.expected)
    let failures: number
    let ttlMs: number
    try {
      if (right) {
        const [count, ttl] = values(await redis.multi().get(key).pttl(key).exec())
        failures = Number(count ?? 0)
        ttlMs = Number(ttl)
      } else {
        // The window starts at the first failure: INCR keeps the TTL that SET NX gave the key.
        const [, count, ttl] = values(await redis.multi().set(key, '0', 'EX', windowS, 'NX').incr(key).pttl(key).exec())
        failures = Number(count)
        ttlMs = Number(ttl)
      }
    } catch (err) {
      throw this.unavailable(request, err)
    }
    if (right ? failures >= maxFailures : failures > maxFailures) {
      const waitMs = ttlMs > 0 ? ttlMs : windowS * 1000
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)))
      throw new GatewayError('ADMIN_AUTH_LOCKED', 429, adminLockedMessage(Math.ceil(waitMs / 60_000)))
    }
    if (right) return
    request.log.warn({ event: 'admin_auth_failed', failures }, 'admin api: missing or wrong bearer token')
    if (failures === maxFailures) request.log.warn({ event: 'admin_auth_locked', windowS }, 'admin api: client address locked out after repeated wrong tokens')
    throw new GatewayError('ADMIN_UNAUTHORIZED', 401, ADMIN_UNAUTHORIZED)
  }
}

/** The replies of a MULTI/EXEC, or the first error among them. */
function values(replies: Array<[Error | null, unknown]> | null): unknown[] {
  if (!replies) throw new Error('redis transaction aborted')
  return replies.map(([err, value]) => {
    if (err) throw err
    return value
  })
}

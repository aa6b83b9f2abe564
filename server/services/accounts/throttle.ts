// Sign-in throttling (accounts.md §3, decision 031) over redis/auth-throttle.lua: per phone and per
// client address, a captcha after the first failure, growing waits after repeated failures (from
// AUTH_LOGIN_WAIT_BASE_S, doubling, up to AUTH_LOGIN_WAIT_MAX_S), never a permanent lock, and the
// phone's failures forgotten after a success. Keys carry HMACs, never the phone or the address.
// Unknown phones are counted exactly like known ones, so the answers never tell them apart.
// A separate scope counts wrong SMS codes of the auth flows: a new code does not reset it.
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Redis } from 'ioredis'
import { REDIS_DIR } from '../../paths.js'
import { GatewayError, MSG } from '../../plugins/errors.js'

export interface ThrottleLimits {
  freePerPhone: number
  freePerIp: number
  waitBaseMs: number
  waitMaxMs: number
  hardCap: number
}

export type Begin =
  | { ok: true; token: string }
  | { ok: false; reason: 'wait'; waitMs: number }
  | { ok: false; reason: 'hard-cap' }
  | { ok: false; reason: 'captcha' }

export interface Peek {
  /** A captcha must be passed before the next try. */
  captcha: boolean
  /** Ms until the next try is taken (0: now). */
  waitMs: number
}

type Scripted = Redis & { authThrottle(...args: Array<string | number>): Promise<number[]> }

const KEY_TTL_S = 24 * 3600

export class LoginThrottle {
  private readonly redis: Scripted

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly secret: string,
    /** 'password' for sign-in attempts, 'code' for SMS codes of the auth flows. */
    private readonly scope: 'password' | 'code',
    private readonly limits: ThrottleLimits,
  ) {
    this.redis = redis as Scripted
    if (!this.redis.authThrottle) redis.defineCommand('authThrottle', { numberOfKeys: 2, lua: readFileSync(join(REDIS_DIR, 'auth-throttle.lua'), 'utf8') })
  }

  private keys(phone: string, ip: string): [string, string] {
    const h = (kind: string, v: string) => createHmac('sha256', this.secret).update(`auth-throttle\u0000${kind}\u0000${v}`).digest('base64url').slice(0, 22)
    return [`${this.keyPrefix}auth:th:${this.scope}:p:${h('phone', phone)}`, `${this.keyPrefix}auth:th:${this.scope}:ip:${h('ip', ip)}`]
  }

  private async call(mode: string, phone: string, ip: string, extra: string | number): Promise<number[]> {
    if (this.redis.status !== 'ready') throw new GatewayError('AUTH_UNAVAILABLE', 503, MSG.generic)
    const l = this.limits
    try {
      return await this.redis.authThrottle(...this.keys(phone, ip), mode, Date.now(), l.freePerPhone, l.freePerIp, l.waitBaseMs, l.waitMaxMs, KEY_TTL_S, l.hardCap, extra)
    } catch {
      throw new GatewayError('AUTH_UNAVAILABLE', 503, MSG.generic)
    }
  }

  async peek(phone: string, ip: string): Promise<Peek> {
    const [pf = 0, pu = 0, af = 0, au = 0] = await this.call('peek', phone, ip, 0)
    return { captcha: pf >= 1 || af >= 1, waitMs: Math.max(0, Math.max(pu, au) - Date.now()) }
  }

  /** Takes one attempt (counted as a failure until `succeeded`); refused while a wait runs, past the cap, or without a needed captcha. */
  async begin(phone: string, ip: string, captchaPassed: boolean): Promise<Begin> {
    const [status = 0, value = 0] = await this.call('begin', phone, ip, captchaPassed ? '1' : '0')
    if (status === 0) return { ok: true, token: String(value) }
    if (status === 1) return { ok: false, reason: 'wait', waitMs: value }
    if (status === 2) return { ok: false, reason: 'hard-cap' }
    return { ok: false, reason: 'captcha' }
  }

  /** The attempt succeeded: the phone's failures are forgotten, the address's count is back where it was. */
  async succeeded(phone: string, ip: string, token: string): Promise<void> {
    await this.call('success', phone, ip, token)
  }

  /** Forgets a phone's failures (a new password was set through its SMS code). */
  async forgetPhone(phone: string): Promise<void> {
    if (this.redis.status !== 'ready') return
    await this.redis.del(this.keys(phone, '')[0]).catch(() => 0)
  }
}

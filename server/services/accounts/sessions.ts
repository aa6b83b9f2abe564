// Sessions (accounts.md §1, decision 031): the cookie holds only an opaque random id (32 bytes); the
// record lives in the state Redis (app.redis, never evicted) under the SHA-256 of the id, so a Redis
// dump gives no usable cookie. Each customer's session keys are listed in a set, so every session
// of a customer can be ended at once (sign out everywhere, a password reset). Reading a session is
// one GET; its expiry rolls forward at most once per AUTH_SESSION_UPDATE_AGE_S (one SET), up to an
// absolute lifetime from the sign-in. Every instance reads the same records: revoking on one is
// seen by all at the next read.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { GatewayError, MSG } from '../../plugins/errors.js'
import type { AuthConfig } from './auth-config.js'

export interface UserInfo {
  id: number
  name: string
  surname: string
  email: string
  phoneNumber: string
}

/** The session as the next-auth client reads it (spec §3). */
export interface SessionView {
  user: { role: 'client'; userInfo: UserInfo; accessToken: string; contactKey: string }
  expires: string
}

interface SessionRecord {
  /** The customer's userInfo when the session was made or last refreshed. */
  i: UserInfo
  /** Expiry (ms since epoch), rolling. */
  e: number
  /** Absolute end (ms). */
  a: number
  /** Created (ms). */
  t: number
}

export interface ReadSession {
  /** Shared by the reads that found the same record: never changed by a caller. */
  readonly view: SessionView
  /** The view as the session call sends it (JSON). */
  readonly json: string
  customerId: number
  expires: Date
  /** Internal handle of the record (the SHA-256 of the id), never sent anywhere. */
  handle: string
}

const SESSION_ID_RE = /^[A-Za-z0-9_-]{43}$/
/** Access tokens last 30 to 45 minutes: re-minted every 15 minutes, so repeated reads give the same token. */
const ACCESS_STEP_MS = 15 * 60_000
const ACCESS_MIN_MS = 30 * 60_000
const accessExpiry = (now: number) => Math.ceil((now + ACCESS_MIN_MS) / ACCESS_STEP_MS) * ACCESS_STEP_MS

/** A session read lately: its handle, what Redis held then, and what was made of it. */
interface RecentRead {
  handle: string
  raw: string
  record: SessionRecord
  accessExp: number
  read: ReadSession
}

export class SessionStore {
  /**
   * Sessions read lately, by cookie value. A read whose record in Redis is exactly the one seen
   * before (same JSON, so nothing changed: no update, no refresh) and whose access token is still
   * the same 15-minute one answers with what was made of it then: no hash, no parse, no HMAC, no
   * stringify. Redis is still read every time, so a revoked or changed session is seen at once.
   * Bounded. The ids stay in this process's memory only, where every request's cookie passes anyway;
   * Redis still holds nothing but their hashes.
   */
  private readonly recent = new LRUCache<string, RecentRead>({ max: 5000 })

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly secret: string,
    private readonly config: Pick<AuthConfig, 'sessionMaxAgeS' | 'sessionUpdateAgeS' | 'sessionAbsoluteS'>,
  ) {}

  static isSessionId(id: unknown): id is string {
    return typeof id === 'string' && SESSION_ID_RE.test(id)
  }

  private handleOf(id: string): string {
    return createHash('sha256').update(id).digest('base64url')
  }

  private key(handle: string): string {
    return `${this.keyPrefix}sess:${handle}`
  }

  private listKey(customerId: number): string {
    return `${this.keyPrefix}sess:by:${customerId}`
  }

  private ready(): void {
    if (this.redis.status !== 'ready') throw new GatewayError('SESSION_UNAVAILABLE', 503, MSG.generic)
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    this.ready()
    try {
      return await work()
    } catch {
      throw new GatewayError('SESSION_UNAVAILABLE', 503, MSG.generic)
    }
  }

  /** A stable, opaque key of the customer for marketing tracking (spec §6): not the id, not reversible. */
  contactKey(customerId: number): string {
    return createHmac('sha256', this.secret).update(`contact-key\u0000${customerId}`).digest('hex').slice(0, 32)
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`access-token\u0000${payload}`).digest('base64url')
  }

  /** A bearer token bound to this session and short-lived: `<handle prefix>.<customer>.<expiry>.<mac>`. */
  accessToken(handle: string, customerId: number, now = Date.now()): string {
    const exp = accessExpiry(now)
    const payload = `${handle.slice(0, 22)}.${customerId}.${exp}`
    return `${payload}.${this.sign(payload)}`
  }

  /** The customer a bearer token stands for, while it is unexpired and its session still exists; null otherwise. */
  async verifyAccessToken(token: unknown): Promise<number | null> {
    if (typeof token !== 'string' || token.length > 200) return null
    const m = /^([A-Za-z0-9_-]{22})\.(\d{1,15})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
    if (!m) return null
    const [, prefix, customer, exp, mac] = m as unknown as [string, string, string, string, string]
    const expected = Buffer.from(this.sign(`${prefix}.${customer}.${exp}`))
    if (!timingSafeEqual(expected, Buffer.from(mac)) || Number(exp) < Date.now()) return null
    const handles = await this.run(() => this.redis.smembers(this.listKey(Number(customer))))
    return handles.some((h) => h.startsWith(prefix)) ? Number(customer) : null
  }

  private view(handle: string, record: SessionRecord, now: number): SessionView {
    return {
      user: { role: 'client', userInfo: record.i, accessToken: this.accessToken(handle, record.i.id, now), contactKey: this.contactKey(record.i.id) },
      expires: new Date(record.e).toISOString(),
    }
  }

  /** A new session (a new id at every sign-in: no fixation). */
  async create(info: UserInfo): Promise<{ id: string; expires: Date; view: SessionView }> {
    const id = randomBytes(32).toString('base64url')
    const handle = this.handleOf(id)
    const now = Date.now()
    const record: SessionRecord = { i: info, e: now + this.config.sessionMaxAgeS * 1000, a: now + this.config.sessionAbsoluteS * 1000, t: now }
    const listKey = this.listKey(info.id)
    await this.run(() => this.redis.multi()
      .set(this.key(handle), JSON.stringify(record), 'PX', record.e - now)
      .sadd(listKey, handle)
      .pexpire(listKey, this.config.sessionAbsoluteS * 1000)
      .exec())
    return { id, expires: new Date(record.e), view: this.view(handle, record, now) }
  }

  /**
   * The session of a cookie value, or null (no cookie, unknown, expired, revoked). Rolls the expiry
   * forward when it was last moved more than the update age ago. One GET in the common case.
   */
  async read(id: unknown): Promise<ReadSession | null> {
    if (!SessionStore.isSessionId(id)) return null
    const seen = this.recent.get(id)
    const handle = seen?.handle ?? this.handleOf(id)
    const raw = await this.run(() => this.redis.get(this.key(handle)))
    if (raw === null) {
      if (seen !== undefined) this.recent.delete(id)
      return null
    }
    const now = Date.now()
    const { sessionMaxAgeS, sessionUpdateAgeS } = this.config
    let record: SessionRecord
    if (seen !== undefined && seen.raw === raw) {
      record = seen.record
    } else {
      try {
        record = JSON.parse(raw) as SessionRecord
      } catch {
        return null
      }
    }
    if (record.e <= now || record.a <= now) return null
    const rolled = Math.min(now + sessionMaxAgeS * 1000, record.a)
    let held = raw
    if (rolled - record.e >= sessionUpdateAgeS * 1000 && rolled > record.e) {
      // A copy: a remembered record stays what Redis held.
      record = { ...record, e: rolled }
      held = JSON.stringify(record)
      // XX: a session revoked meanwhile stays revoked.
      await this.run(() => this.redis.set(this.key(handle), held, 'PX', record.e - now, 'XX'))
    } else if (seen !== undefined && seen.raw === raw && seen.accessExp === accessExpiry(now)) {
      return seen.read
    }
    const view = this.view(handle, record, now)
    const read: ReadSession = { view, json: JSON.stringify(view), customerId: record.i.id, expires: new Date(record.e), handle }
    this.recent.set(id, { handle, raw: held, record, accessExp: accessExpiry(now), read })
    return read
  }

  /** Ends one session (sign out). */
  async destroy(id: unknown): Promise<void> {
    if (!SessionStore.isSessionId(id)) return
    const handle = this.handleOf(id)
    const raw = await this.run(() => this.redis.getdel(this.key(handle)))
    if (raw) {
      const customerId = (JSON.parse(raw) as SessionRecord).i.id
      await this.run(() => this.redis.srem(this.listKey(customerId), handle))
    }
  }

  /** Ends every session of a customer except `keepHandle` (sign out everywhere; a password reset). Returns how many ended. */
  async destroyAll(customerId: number, keepHandle?: string): Promise<number> {
    const listKey = this.listKey(customerId)
    const handles = (await this.run(() => this.redis.smembers(listKey))).filter((h) => h !== keepHandle)
    if (!handles.length) return 0
    const results = await this.run(() => this.redis.multi().unlink(...handles.map((h) => this.key(h))).srem(listKey, ...handles).exec())
    return Number(results?.[0]?.[1] ?? 0)
  }

  /** Writes new userInfo into every live session of the customer (a profile change). */
  async refreshUserInfo(info: UserInfo): Promise<void> {
    const listKey = this.listKey(info.id)
    const handles = await this.run(() => this.redis.smembers(listKey))
    const now = Date.now()
    for (const handle of handles) {
      const raw = await this.run(() => this.redis.get(this.key(handle)))
      if (raw === null) {
        await this.run(() => this.redis.srem(listKey, handle))
        continue
      }
      const record = JSON.parse(raw) as SessionRecord
      record.i = info
      if (record.e > now) await this.run(() => this.redis.set(this.key(handle), JSON.stringify(record), 'PX', record.e - now, 'XX'))
    }
  }

  /** How many sessions a customer has (for tests and the account page). */
  async count(customerId: number): Promise<number> {
    const handles = await this.run(() => this.redis.smembers(this.listKey(customerId)))
    if (!handles.length) return 0
    return this.run(() => this.redis.exists(...handles.map((h) => this.key(h))))
  }
}

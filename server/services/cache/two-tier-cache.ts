// Two-tier cache (design §4): an in-process map of pre-serialised JSON in front of Redis.
// - one loader per key at a time in this process (single flight) and, through a Redis lock, across
//   instances while Redis is up;
// - a stale local entry is served while one background refresh runs;
// - invalidations go out on a Redis channel that every instance obeys;
// - with Redis down every call still answers, straight from the loader (PostgreSQL).
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REDIS_DIR } from '../../paths.js'
import type { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'

const FILL_SCRIPT = readFileSync(join(REDIS_DIR, 'cache-fill.lua'), 'utf8')
const LOCK_MS = 5000
const WAIT_STEP_MS = 20

export interface CachedJson {
  body: string
  etag: string
  /** Epoch ms after which the value is wrong (e.g. a campaign ends); unset = only the TTLs apply. */
  expiresAt?: number
  /** Compressed copies, made on first use by a client that accepts them (plugins/cache.ts). */
  br?: Buffer
  gzip?: Buffer
  /**
   * `body` encoded as UTF-8 on first use (plugins/cache.ts): Turkish letters make the string
   * two-byte in V8, and encoding it on every answer was the largest cost left in a cached POST.
   */
  utf8?: Buffer
}

const EXPIRING = Symbol('expiring')
interface Expiring {
  [EXPIRING]: true
  value: unknown
  expiresAt: number
}

/**
 * A loader's value that stops being right at a known moment (a campaign's end): neither tier keeps it
 * past that moment, so the change shows without an invalidation or a restart.
 */
export function expiringValue(value: unknown, expiresAt: number | null | undefined): unknown {
  if (expiresAt == null || !Number.isFinite(expiresAt)) return value
  return { [EXPIRING]: true, value, expiresAt } satisfies Expiring
}

function isExpiring(v: unknown): v is Expiring {
  return typeof v === 'object' && v !== null && (v as Partial<Expiring>)[EXPIRING] === true
}

/** A local hit answers synchronously (no promise, no microtask hops); everything else is a promise. */
export type MaybeCached = CachedJson | Promise<CachedJson>

export interface CacheOptions {
  localTtlMs?: number
  redisTtlS?: number
}

interface LocalEntry extends CachedJson {
  freshUntil: number
  staleUntil: number
}

export interface Invalidation {
  keys?: string[]
  prefixes?: string[]
}

type FillRedis = Redis & { cacheFill(value: string, lock: string, token: string, body: string, ttl: number): Promise<number> }

export interface TwoTierCacheDeps {
  redis: Redis
  sub: Redis
  keyPrefix: string
  localTtlMs: number
  redisTtlS: number
  log: FastifyBaseLogger
  maxLocalEntries?: number
}

export class TwoTierCache {
  readonly channel: string
  private readonly local = new Map<string, LocalEntry>()
  private readonly inflight = new Map<string, Promise<CachedJson>>()
  private readonly redis: FillRedis
  private epoch = 0
  /** Loader runs in this process; tests and benchmarks read it. */
  loads = 0

  constructor(private readonly deps: TwoTierCacheDeps) {
    this.channel = `${deps.keyPrefix}cache:invalidate`
    this.redis = deps.redis as FillRedis
    if (!(deps.redis as { cacheFill?: unknown }).cacheFill) deps.redis.defineCommand('cacheFill', { numberOfKeys: 2, lua: FILL_SCRIPT })
  }

  async start(): Promise<void> {
    const { sub } = this.deps
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return
      try {
        this.applyLocal(JSON.parse(raw) as Invalidation)
      } catch {
        this.deps.log.warn('ignored a malformed cache invalidation message')
      }
    })
    // Invalidations published while we were disconnected are lost: start the local tier afresh.
    sub.on('ready', () => {
      void sub.subscribe(this.channel).catch(() => {})
      this.clearLocal()
    })
    await sub.subscribe(this.channel)
  }

  private redisUp(): boolean {
    return this.redis.status === 'ready'
  }

  private redisKey(key: string): string {
    return `${this.deps.keyPrefix}cache:${key}`
  }

  /** The local entry while it is fresh, else undefined: hot callers check it before building a loader. */
  fresh(key: string): CachedJson | undefined {
    const hit = this.local.get(key)
    return hit !== undefined && Date.now() < hit.freshUntil ? hit : undefined
  }

  get(key: string, loader: () => Promise<unknown>, opts: CacheOptions = {}): MaybeCached {
    const now = Date.now()
    const hit = this.local.get(key)
    if (hit && now < hit.freshUntil) return hit
    if (hit && now < hit.staleUntil) {
      void this.fill(key, loader, opts).catch((err: unknown) => this.deps.log.warn({ key, err }, 'background cache refresh failed'))
      return hit
    }
    return this.fill(key, loader, opts)
  }

  private fill(key: string, loader: () => Promise<unknown>, opts: CacheOptions): Promise<CachedJson> {
    const running = this.inflight.get(key)
    if (running) return running
    const epoch = this.epoch
    const p = this.fillFromRedisOrLoader(key, loader, opts)
      .then((entry) => {
        if (epoch === this.epoch) this.storeLocal(key, entry, opts)
        return entry
      })
      .finally(() => this.inflight.delete(key))
    this.inflight.set(key, p)
    return p
  }

  private async runLoader(loader: () => Promise<unknown>): Promise<CachedJson> {
    this.loads++
    const loaded = await loader()
    if (isExpiring(loaded)) {
      const body = JSON.stringify(loaded.value)
      return { body, etag: etagOf(body), expiresAt: loaded.expiresAt }
    }
    const body = JSON.stringify(loaded)
    return { body, etag: etagOf(body) }
  }

  private async fillFromRedisOrLoader(key: string, loader: () => Promise<unknown>, opts: CacheOptions): Promise<CachedJson> {
    if (!this.redisUp()) return this.runLoader(loader)
    const rkey = this.redisKey(key)
    const lockKey = `${rkey}:lock`
    try {
      const cached = await this.readRedis(rkey)
      if (cached) return cached
      const token = randomUUID()
      const locked = await this.redis.set(lockKey, token, 'PX', LOCK_MS, 'NX')
      if (locked === 'OK') {
        const entry = await this.runLoader(loader)
        let ttlMs = (opts.redisTtlS ?? this.deps.redisTtlS) * 1000
        if (entry.expiresAt !== undefined) ttlMs = Math.min(ttlMs, entry.expiresAt - Date.now())
        if (ttlMs >= 1) await this.redis.cacheFill(rkey, lockKey, token, entry.body, Math.ceil(ttlMs)).catch(() => 0)
        else await this.redis.del(lockKey).catch(() => 0)
        return entry
      }
      // Another instance is loading this key: wait for its value rather than hitting the database too.
      for (let waited = 0; waited < LOCK_MS; waited += WAIT_STEP_MS) {
        await sleep(WAIT_STEP_MS)
        const value = await this.readRedis(rkey)
        if (value) return value
        if ((await this.redis.exists(lockKey)) === 0) break
      }
    } catch (err) {
      this.deps.log.warn({ key, err: (err as Error).message }, 'redis cache tier unavailable, loading directly')
    }
    return this.runLoader(loader)
  }

  // The value and its remaining lifetime in one round trip; the lifetime bounds the local tier too.
  private async readRedis(rkey: string): Promise<CachedJson | null> {
    const res = await this.redis.multi().get(rkey).pttl(rkey).exec()
    const body = res?.[0]?.[1]
    if (typeof body !== 'string') return null
    const pttl = Number(res?.[1]?.[1])
    const entry: CachedJson = { body, etag: etagOf(body) }
    if (pttl > 0) entry.expiresAt = Date.now() + pttl
    return entry
  }

  private storeLocal(key: string, entry: CachedJson, opts: CacheOptions): void {
    let ttl = opts.localTtlMs ?? this.deps.localTtlMs
    // Never keep (or serve stale) past the value's own end.
    const bound = entry.expiresAt !== undefined ? (entry.expiresAt - Date.now()) / 2 : Infinity
    ttl = Math.min(ttl, bound)
    if (ttl <= 0) return
    const max = this.deps.maxLocalEntries ?? 10_000
    if (this.local.size >= max && !this.local.has(key)) {
      const oldest = this.local.keys().next().value
      if (oldest !== undefined) this.local.delete(oldest)
    }
    const now = Date.now()
    // A stale entry may be served for as long again as it was fresh, while one refresh runs.
    this.local.set(key, { ...entry, freshUntil: now + ttl, staleUntil: now + 2 * ttl })
  }

  private readonly listeners: Array<(msg: Invalidation) => void> = []

  /** Called for every invalidation this instance applies (its own and other instances'); a reconnect reports `{ prefixes: [''] }`. */
  onInvalidate(listener: (msg: Invalidation) => void): void {
    this.listeners.push(listener)
  }

  private applyLocal(msg: Invalidation): void {
    for (const l of this.listeners) l(msg)
    this.epoch++
    for (const key of msg.keys ?? []) this.local.delete(key)
    for (const prefix of msg.prefixes ?? []) {
      for (const key of this.local.keys()) if (key.startsWith(prefix)) this.local.delete(key)
    }
  }

  clearLocal(): void {
    for (const l of this.listeners) l({ prefixes: [''] })
    this.epoch++
    this.local.clear()
  }

  /** Drops keys (exact) and prefixes everywhere: this process, Redis, and every other instance. */
  async invalidate(msg: Invalidation): Promise<void> {
    this.applyLocal(msg)
    if (!this.redisUp()) {
      this.deps.log.warn({ msg }, 'redis down: cache invalidated in this instance only')
      return
    }
    try {
      const exact = (msg.keys ?? []).flatMap((k) => [this.redisKey(k), `${this.redisKey(k)}:lock`])
      if (exact.length) await this.redis.unlink(...exact)
      for (const prefix of msg.prefixes ?? []) await this.unlinkPrefix(this.redisKey(prefix))
      await this.redis.publish(this.channel, JSON.stringify(msg))
    } catch (err) {
      this.deps.log.warn({ msg, err: (err as Error).message }, 'cache invalidation could not reach redis')
    }
  }

  private async unlinkPrefix(prefix: string): Promise<void> {
    const pattern = prefix.replace(/[*?[\]\\]/g, '\\$&') + '*'
    let cursor = '0'
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
      if (keys.length) await this.redis.unlink(...keys)
      cursor = next
    } while (cursor !== '0')
  }
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

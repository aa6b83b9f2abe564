// Two-tier cache (design §4): an in-process, byte-bounded LRU of pre-serialised JSON in front of the
// cache-role Redis.
// - one loader per key at a time in this process (single flight) and, through a Redis lock, across
//   instances while Redis is up;
// - a stale local entry is served while one background refresh runs;
// - invalidations go out on a Redis channel that every instance obeys;
// - with Redis down every call still answers, straight from the loader (PostgreSQL);
// - keys whose number a client chooses (every distinct search, every unknown slug) cannot push the
//   rest out: a "not found" answer (body `null`) never leaves this process, and a key read with
//   `admit: 'on-repeat'` waits in a small probation segment until it is asked for again before it
//   takes room in the main segment and in Redis (decision 018).
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { brotliDecompressSync } from 'node:zlib'
import { join } from 'node:path'
import { REDIS_DIR } from '../../paths.js'
import { LRUCache } from 'lru-cache'
import type { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'

const FILL_SCRIPT = readFileSync(join(REDIS_DIR, 'cache-fill.lua'), 'utf8')
const LOCK_MS = 5000
const WAIT_STEP_MS = 20

export interface CachedJson {
  body: string
  /**
   * The body's validator, made on first need by entryTag(): only GET answers send one, and hashing a
   * search's 80 KB answer that a POST sends once cost ~0.2 ms of each (decision 048).
   */
  etag?: string
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

const SERIALISED = Symbol('serialised')
interface Serialised {
  [SERIALISED]: true
  entry: CachedJson
}

/**
 * An answer made as bytes (decision 051): the search host's answers, written as UTF-8 from the cards'
 * UTF-8 copies (a search's 80–300 KB made into a string and encoded again cost ~0.3 ms), with their
 * Brotli copy when the host made one, or that copy alone for a one-off search's answer that no tier
 * keeps, asked for by a client that takes Brotli. Its text is made only if something reads `body`
 * (a page rendered from it, JSON.parse); the cache and the answers use the bytes. A compressed-only
 * entry's text never enters the event loop's heap, where, at ~1,000 searches a second, the strings
 * kept the young generation copying and the old one collecting.
 */
class ByteEntry implements CachedJson {
  etag?: string
  expiresAt?: number
  gzip?: Buffer
  private text: string | undefined
  constructor(public utf8: Buffer | undefined, public br: Buffer | undefined) {}
  get body(): string {
    return (this.text ??= entryUtf8(this).toString())
  }
}

/** A loader's value already written as UTF-8 JSON, and/or its Brotli copy (alone only for a load that is not kept: LoadHint). */
export function bytesValue(utf8: Buffer | undefined, br?: Buffer): unknown {
  if (!utf8 && !br) throw new Error('bytesValue: no bytes')
  return { [SERIALISED]: true, entry: new ByteEntry(utf8, br) } satisfies Serialised
}

/** Whether the entry was made as bytes (reading its `body` makes a string of them). */
export function isByteEntry(entry: CachedJson): boolean {
  return entry instanceof ByteEntry
}

/** The entry's UTF-8 bytes, made once (from a compressed-only entry's Brotli copy, decompressed). */
export function entryUtf8(entry: CachedJson): Buffer {
  return (entry.utf8 ??= entry instanceof ByteEntry ? brotliDecompressSync(entry.br!) : Buffer.from(entry.body))
}

/** What the entry holds, as the cache writes it to Redis and zlib compresses it: its bytes when it was made as bytes. */
export function entryPayload(entry: CachedJson): string | Buffer {
  return entry instanceof ByteEntry ? entryUtf8(entry) : entry.body
}

/** The length that decides whether the entry is worth compressing (a compressed-only one is, by construction). */
export function entryLength(entry: CachedJson): number {
  if (entry instanceof ByteEntry) return entry.utf8?.length ?? Infinity
  return entry.body.length
}

/** A copy of the entry for one tier with its own lifetime (a byte entry stays one: spreading it would make its text). */
function withLifetime(entry: CachedJson, freshUntil: number, staleUntil: number): LocalEntry {
  if (entry instanceof ByteEntry) return Object.assign(Object.create(ByteEntry.prototype) as ByteEntry, entry, { freshUntil, staleUntil })
  return { ...entry, freshUntil, staleUntil }
}

/** What a loader is told: whether what it loads will be kept (a first ask under `probation: 'key'` is not). */
export interface LoadHint {
  kept: boolean
}

function isSerialised(v: unknown): v is Serialised {
  return typeof v === 'object' && v !== null && (v as Partial<Serialised>)[SERIALISED] === true
}

/** A local hit answers synchronously (no promise, no microtask hops); everything else is a promise. */
export type MaybeCached = CachedJson | Promise<CachedJson>

export interface CacheOptions {
  localTtlMs?: number
  redisTtlS?: number
  /**
   * 'always' (default): a loaded value goes to both tiers. 'on-repeat': for keys a client can make
   * up without limit (searches, page numbers, cities): a loaded value is kept in the probation
   * segment and reaches the main segment and Redis only when it is asked for again while there.
   */
  admit?: 'always' | 'on-repeat'
  /**
   * What is kept of an 'on-repeat' value seen once: 'value' (default), in the probation segment, so
   * the second ask is a local hit; or its 'key' only (a list of keys of its own), so the second ask
   * loads it again and admits it — for answers cheap to make again (off the loop) and large to hold:
   * a one-off search's 20–100 KB text held until pushed out lived through young-generation
   * collections and kept the old generation collecting several times a second (decision 050). With
   * 'key', a first ask does not read Redis either (most first asks are one-off searches): another
   * instance's copy is read from the second.
   */
  probation?: 'value' | 'key'
}

interface LocalEntry extends CachedJson {
  freshUntil: number
  staleUntil: number
}

/** The bytes an entry may come to hold: its string (two bytes a character once it has a Turkish
 * letter), its UTF-8 copy and its compressed copies, which are made later, on first use. */
export function entryBytes(entry: CachedJson): number {
  // A byte entry's UTF-8 length stands for its text's; a compressed-only one is never kept (LoadHint),
  // and were it counted, its text would be ~10 times its copy.
  if (entry instanceof ByteEntry) return Math.ceil((entry.utf8?.length ?? entry.br!.length * 10) * 3.5) + 256
  return Math.ceil(entry.body.length * 3.5) + 256
}

const NEGATIVE = 'null'
const isNegative = (entry: CachedJson) => !(entry instanceof ByteEntry) && entry.body === NEGATIVE
/** How many keys asked once under `probation: 'key'` are remembered (their keys only). */
const SEEN_KEYS = 16_384
/** Share of the byte budget the probation segment (unadmitted and "not found" entries) may use. */
const PROBATION_SHARE = 1 / 8
const PURGE_EVERY_MS = 30_000

export interface Invalidation {
  keys?: string[]
  prefixes?: string[]
  /** The vehicles whose rows changed: every instance's search engine patches them (decision 047). */
  vehicles?: number[]
  /** View counts flushed to PostgreSQL, [vehicle id, count]: the "most visited" order follows. Drops nothing. */
  views?: Array<[id: number, views: number]>
}

type FillRedis = Redis & { cacheFill(value: string, lock: string, token: string, body: string | Buffer, expiry: number, mode: 'PX' | 'PXAT'): Promise<number> }

export interface TwoTierCacheDeps {
  redis: Redis
  sub: Redis
  keyPrefix: string
  localTtlMs: number
  redisTtlS: number
  log: FastifyBaseLogger
  /** Byte budget of the in-process tier (both segments), see entryBytes(). */
  localMaxBytes: number
  /**
   * Prefixes of entries made from other entries (server-rendered pages): every invalidation drops
   * them too, whatever it names.
   */
  derivedPrefixes?: string[]
}

export interface LocalStats {
  entries: number
  bytes: number
  probationEntries: number
  probationBytes: number
}

export class TwoTierCache {
  readonly channel: string
  /** Entries asked for more than once (or whose key set is bounded). */
  private readonly main: LRUCache<string, LocalEntry>
  /** Entries seen once under an 'on-repeat' key, and "not found" answers: never written to Redis. */
  private readonly probation: LRUCache<string, LocalEntry>
  /**
   * Keys asked once under `probation: 'key'`, until when a second ask admits them. They hold no value,
   * so no invalidation needs to reach them: dropping ~16,000 search keys from a segment on every
   * inventory change held the event loop ~12 ms a change (decision 050).
   */
  private readonly seen = new LRUCache<string, number>({ max: SEEN_KEYS })
  private purgeTimer: NodeJS.Timeout | undefined
  private readonly inflight = new Map<string, Promise<CachedJson>>()
  private readonly redis: FillRedis
  private epoch = 0
  /** Loader runs in this process; tests and benchmarks read it. */
  loads = 0

  constructor(private readonly deps: TwoTierCacheDeps) {
    this.channel = `${deps.keyPrefix}cache:invalidate`
    this.redis = deps.redis as FillRedis
    const probationBytes = Math.max(1, Math.floor(deps.localMaxBytes * PROBATION_SHARE))
    const segment = (maxSize: number) => new LRUCache<string, LocalEntry>({ maxSize, sizeCalculation: entryBytes, ttlAutopurge: false })
    this.main = segment(Math.max(1, deps.localMaxBytes - probationBytes))
    this.probation = segment(probationBytes)
    if (!(deps.redis as { cacheFill?: unknown }).cacheFill) deps.redis.defineCommand('cacheFill', { numberOfKeys: 2, lua: FILL_SCRIPT })
  }

  async start(): Promise<void> {
    const { sub } = this.deps
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return
      try {
        const { origin, ...msg } = JSON.parse(raw) as Invalidation & { origin?: string }
        this.applyLocal(msg, origin === this.origin)
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
    // Expired entries would otherwise wait for eviction; drop them so idle memory is given back.
    this.purgeTimer = setInterval(() => this.purgeStale(), PURGE_EVERY_MS).unref()
  }

  /** Drops the entries past their stale time (the timer calls it). */
  purgeStale(): void {
    this.main.purgeStale()
    this.probation.purgeStale()
  }

  stop(): void {
    clearInterval(this.purgeTimer)
  }

  /** What the in-process tier holds now (bytes as entryBytes() counts them). */
  localStats(): LocalStats {
    return { entries: this.main.size, bytes: this.main.calculatedSize, probationEntries: this.probation.size, probationBytes: this.probation.calculatedSize }
  }

  private redisUp(): boolean {
    return this.redis.status === 'ready'
  }

  private redisKey(key: string): string {
    return `${this.deps.keyPrefix}cache:${key}`
  }

  /** The local entry while it is fresh, else undefined: hot callers check it before building a loader. */
  fresh(key: string): CachedJson | undefined {
    const hit = this.main.get(key)
    return hit !== undefined && Date.now() < hit.freshUntil ? hit : undefined
  }

  get(key: string, loader: (hint: LoadHint) => Promise<unknown>, opts: CacheOptions = {}): MaybeCached {
    const now = Date.now()
    const hit = this.main.get(key)
    if (hit && now < hit.freshUntil) return hit
    if (hit && now < hit.staleUntil) {
      void this.fill(key, loader, opts).catch((err: unknown) => this.deps.log.warn({ key, err }, 'background cache refresh failed'))
      return hit
    }
    const trial = this.probation.get(key)
    if (trial && now < trial.freshUntil) {
      if (!isNegative(trial)) this.promote(key, trial)
      return trial
    }
    if (opts.probation === 'key') {
      const seenUntil = this.seen.get(key)
      if (seenUntil !== undefined && now < seenUntil) {
        this.seen.delete(key)
        return this.fill(key, loader, { ...opts, admit: 'always' })
      }
    }
    return this.fill(key, loader, opts)
  }

  /** A probation entry asked for again: into the main segment, and into Redis for the other instances. */
  private promote(key: string, entry: LocalEntry): void {
    this.probation.delete(key)
    this.main.set(key, entry, { ttl: Math.max(1, entry.staleUntil - Date.now()) })
    if (!this.redisUp()) return
    const expiry = this.redisExpiry(entry, this.deps.redisTtlS)
    if (expiry) void this.redis.set(this.redisKey(key), entryPayload(entry), expiry[0] as 'PX', expiry[1]).catch(() => 0)
  }

  /**
   * How long Redis keeps an entry: its own end as an absolute time (PXAT) when that comes first, so
   * a command delayed in a busy process (auto-pipelining sends it a tick later, a GC pause can hold
   * it longer) never keeps a value past its end; otherwise the cache's TTL. Null when already over.
   */
  private redisExpiry(entry: CachedJson, ttlS: number): ['PX' | 'PXAT', number] | null {
    const now = Date.now()
    if (entry.expiresAt !== undefined && entry.expiresAt - now < ttlS * 1000) {
      return entry.expiresAt - now >= 1 ? ['PXAT', Math.floor(entry.expiresAt)] : null
    }
    return ['PX', ttlS * 1000]
  }

  private fill(key: string, loader: (hint: LoadHint) => Promise<unknown>, opts: CacheOptions): Promise<CachedJson> {
    const running = this.inflight.get(key)
    if (running) return running
    const epoch = this.epoch
    // Only a first ask under probation 'key' keeps nothing (its key only); a refresh of an admitted entry keeps it.
    const kept = !(opts.admit === 'on-repeat' && opts.probation === 'key') || this.main.has(key)
    const p = this.fillFromRedisOrLoader(key, () => loader({ kept }), opts)
      .then(({ entry, admitted }) => {
        if (epoch === this.epoch) this.storeLocal(key, entry, opts, admitted)
        return entry
      })
      .finally(() => this.inflight.delete(key))
    this.inflight.set(key, p)
    return p
  }

  private async runLoader(loader: () => Promise<unknown>): Promise<CachedJson> {
    this.loads++
    const loaded = await loader()
    if (isSerialised(loaded)) return loaded.entry
    if (isExpiring(loaded)) {
      const body = JSON.stringify(loaded.value)
      return { body, expiresAt: loaded.expiresAt }
    }
    const body = JSON.stringify(loaded)
    return { body }
  }

  /** The value, and whether it belongs in the main segment (from Redis, or loaded under 'always'). */
  private async fillFromRedisOrLoader(key: string, loader: () => Promise<unknown>, opts: CacheOptions): Promise<{ entry: CachedJson; admitted: boolean }> {
    const always = opts.admit !== 'on-repeat'
    const loaded = async () => {
      const entry = await this.runLoader(loader)
      return { entry, admitted: always && !isNegative(entry) }
    }
    if (!this.redisUp() || (!always && opts.probation === 'key')) return loaded()
    const rkey = this.redisKey(key)
    try {
      const cached = await this.readRedis(rkey)
      if (cached) return { entry: cached, admitted: !isNegative(cached) }
      // A key seen for the first time is loaded here without the cross-instance lock: nothing is
      // written to Redis for it unless it is asked for again.
      if (!always) return await loaded()
      const lockKey = `${rkey}:lock`
      const token = randomUUID()
      const locked = await this.redis.set(lockKey, token, 'PX', LOCK_MS, 'NX')
      if (locked === 'OK') {
        const entry = await this.runLoader(loader)
        const expiry = this.redisExpiry(entry, opts.redisTtlS ?? this.deps.redisTtlS)
        // "Not found" stays in this process: unknown slugs and numbers must not fill Redis.
        if (expiry && !isNegative(entry)) await this.redis.cacheFill(rkey, lockKey, token, entryPayload(entry), expiry[1], expiry[0]).catch(() => 0)
        else await this.redis.del(lockKey).catch(() => 0)
        return { entry, admitted: !isNegative(entry) }
      }
      // Another instance is loading this key: wait for its value rather than hitting the database too.
      for (let waited = 0; waited < LOCK_MS; waited += WAIT_STEP_MS) {
        await sleep(WAIT_STEP_MS)
        const value = await this.readRedis(rkey)
        if (value) return { entry: value, admitted: true }
        if ((await this.redis.exists(lockKey)) === 0) {
          // The fill writes the value and drops the lock in one step: the lock may have gone
          // between the read above and this check, so read once more before loading too.
          const filled = await this.readRedis(rkey)
          if (filled) return { entry: filled, admitted: true }
          break
        }
      }
    } catch (err) {
      this.deps.log.warn({ key, err: (err as Error).message }, 'redis cache tier unavailable, loading directly')
    }
    return loaded()
  }

  // The value and its remaining lifetime in one round trip; the lifetime bounds the local tier too.
  private async readRedis(rkey: string): Promise<CachedJson | null> {
    // The remaining lifetime counts from before the call: a reply read late never moves the end later.
    const sent = Date.now()
    const res = await this.redis.multi().get(rkey).pttl(rkey).exec()
    const body = res?.[0]?.[1]
    if (typeof body !== 'string') return null
    const pttl = Number(res?.[1]?.[1])
    // PTTL 0: Redis still answers the key in the millisecond it expires. Its value ends now (a
    // campaign's end); taken as "no end", it was kept for the whole local TTL. A miss instead.
    if (pttl === 0) return null
    const entry: CachedJson = { body }
    if (pttl > 0) entry.expiresAt = sent + pttl
    return entry
  }

  private storeLocal(key: string, entry: CachedJson, opts: CacheOptions, admitted: boolean): void {
    let ttl = opts.localTtlMs ?? this.deps.localTtlMs
    // Never keep (or serve stale) past the value's own end.
    const bound = entry.expiresAt !== undefined ? (entry.expiresAt - Date.now()) / 2 : Infinity
    ttl = Math.min(ttl, bound)
    if (ttl <= 0) return
    const now = Date.now()
    // A stale entry may be served for as long again as it was fresh, while one refresh runs.
    const freshUntil = now + ttl, staleUntil = now + 2 * ttl
    // A refreshed entry that was admitted once stays admitted, even if Redis has since evicted it.
    if (admitted || this.main.has(key)) {
      this.probation.delete(key)
      this.main.set(key, withLifetime(entry, freshUntil, staleUntil), { ttl: Math.ceil(2 * ttl) })
    } else {
      if (opts.probation === 'key' && !isNegative(entry)) this.seen.set(key, freshUntil)
      else this.probation.set(key, withLifetime(entry, freshUntil, staleUntil), { ttl: Math.ceil(2 * ttl) })
    }
  }

  private readonly listeners: Array<(msg: Invalidation, echo: boolean) => void> = []
  /** Marks this instance's messages, so that it knows its own when Redis sends them back. */
  private readonly origin = randomUUID()

  /**
   * Called for every invalidation this instance applies (its own and other instances'); a reconnect
   * reports `{ prefixes: [''] }`. `echo`: this instance's own message come back from Redis, which it
   * applied once already when it sent it (the cache applies it again, for loads that raced it).
   */
  onInvalidate(listener: (msg: Invalidation, echo: boolean) => void): void {
    this.listeners.push(listener)
  }

  private applyLocal(msg: Invalidation, echo = false): void {
    for (const l of this.listeners) l(msg, echo)
    this.epoch++
    for (const segment of [this.main, this.probation]) {
      for (const key of msg.keys ?? []) segment.delete(key)
      for (const prefix of msg.prefixes ?? []) {
        const doomed = [...segment.keys()].filter((key) => key.startsWith(prefix))
        for (const key of doomed) segment.delete(key)
      }
    }
  }

  clearLocal(): void {
    for (const l of this.listeners) l({ prefixes: [''] }, false)
    this.epoch++
    this.main.clear()
    this.probation.clear()
    this.seen.clear()
  }

  /** Drops keys (exact) and prefixes everywhere: this process, Redis, and every other instance. */
  async invalidate(change: Invalidation): Promise<void> {
    // Pages are made from other entries: whatever drops an entry drops them (news alone drops nothing).
    const drops = (change.keys?.length ?? 0) + (change.prefixes?.length ?? 0) > 0
    const derived = drops ? (this.deps.derivedPrefixes ?? []).filter((prefix) => !change.prefixes?.includes(prefix)) : []
    const msg = derived.length ? { ...change, prefixes: [...(change.prefixes ?? []), ...derived] } : change
    this.applyLocal(msg)
    if (!this.redisUp()) {
      this.deps.log.warn({ msg }, 'redis down: cache invalidated in this instance only')
      return
    }
    try {
      const exact = (msg.keys ?? []).flatMap((k) => [this.redisKey(k), `${this.redisKey(k)}:lock`])
      if (exact.length) await this.redis.unlink(...exact)
      for (const prefix of msg.prefixes ?? []) await this.unlinkPrefix(this.redisKey(prefix))
      await this.redis.publish(this.channel, JSON.stringify({ ...msg, origin: this.origin }))
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

/** The entry's weak validator (a hash of the body), made once per entry object. */
export function entryTag(entry: CachedJson): string {
  // A string is hashed as its UTF-8 bytes: the same tag whichever way the entry was made.
  return (entry.etag ??= `W/"${createHash('sha1').update(entryPayload(entry)).digest('base64url').slice(0, 22)}"`)
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

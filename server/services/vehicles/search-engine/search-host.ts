// The search host (decision 050) owns the live search engine (live-engine.ts, built and patched as
// before) and makes a search's whole answer: the engine's facets and page, the cards (read from
// PostgreSQL, the recent ones kept), the JSON text and, on a thread, its Brotli copy.
// - Where it runs (SEARCH_HOST): on a worker thread of its own ('thread'), so that a search that
//   misses the cache costs the event loop a message each way instead of ~1.5 ms of work (at 200,000
//   cars the searches kept the loop busy enough that /healthz and cached answers queued behind
//   them); on the event loop ('inline'), where a small inventory's searches cost little and a second
//   V8 heap would cost ~60 MB; or by the inventory's size when it starts ('auto', the default:
//   a thread from THREAD_FROM_VEHICLES on).
// - Changes and searches keep their order: a change sent before a search is patched in before that
//   search runs, so an admin's change shows in the next search, as before.
// - The catalog (brands, models, value lists) travels to the thread when the gateway's copy changes.
// - The host starts with the first search (or warm() at a production start). If the thread dies, the
//   searches waiting on it fail (503) and the next search starts another, which builds afresh.
import type { Worker } from 'node:worker_threads'
import type pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import type { SearchHostMode } from '../../../config.js'
import { bytesValue } from '../../cache/two-tier-cache.js'
import type { Catalog } from '../catalog.js'
import type { NormalisedSearch } from '../search.js'
import type { BeyondLastPage } from '../search-answer.js'
import { SearchHostCore, type HostAnswer } from './host-core.js'
import type { LiveEngineStats } from './live-engine.js'
import { startWorker } from './start-worker.js'

/** What the gateway sends the host. */
export type HostRequest =
  | { t: 'catalog'; catalog: Catalog }
  | { t: 'search'; id: number; n: NormalisedSearch; brandIds: number[]; modelIds: number[]; compressedOnly: boolean }
  | { t: 'changed'; ids: number[] }
  | { t: 'views'; pairs: Array<[id: number, views: number]> }
  | { t: 'rebuild' }
  | { t: 'warm' }
  | { t: 'stats'; id: number }
  | { t: 'stop' }

/** A failure as it crosses the thread boundary: what the gateway's error handler reads. */
export interface HostError { message: string; code?: string; statusCode?: number }

/** What the host sends back. */
export type HostReply =
  | { t: 'answer'; id: number; answer: HostAnswer }
  | { t: 'answer'; id: number; error: HostError }
  | { t: 'stats'; id: number; stats: LiveEngineStats }
  | { t: 'log'; level: 'info' | 'warn' | 'error'; obj: object; msg: string }

export interface SearchHostOptions {
  /** The gateway's pool (the inline host reads with it) and the database the thread connects to. */
  db: pg.Pool
  databaseUrl: string
  mode: SearchHostMode
  /** PostgreSQL connections the thread keeps for the cards (a page's cards are one query). */
  poolSize?: number
}

/** 'auto' runs the host on a thread from this many vehicles on (decision 050). */
export const THREAD_FROM_VEHICLES = 50_000

/** What either kind of host does for the gateway. */
interface Host {
  answer(n: NormalisedSearch, catalog: Catalog, brandIds: number[], modelIds: number[], compressedOnly: boolean): Promise<unknown>
  warm(): void
  changed(ids: number[]): void
  viewsChanged(pairs: Array<[id: number, views: number]>): void
  rebuild(): void
  stats(): Promise<LiveEngineStats>
  stop(): Promise<void>
}

/** A host answer as the cache takes it: the UTF-8 JSON (a Brotli copy with it), the Brotli copy alone, or `{ beyond }`. */
function cacheValue(answer: HostAnswer): unknown {
  if ('beyond' in answer) return { beyond: answer.beyond } satisfies BeyondLastPage
  // A Buffer arrives from a thread as a plain Uint8Array: the same bytes, viewed as a Buffer without a copy.
  const view = (a: Uint8Array | undefined) => a && (a instanceof Buffer ? a : Buffer.from(a.buffer, a.byteOffset, a.byteLength))
  return bytesValue(view('utf8' in answer ? answer.utf8 : undefined), view(answer.br))
}

/**
 * The gateway's search host: decides where the host runs (at the first search or warm-up, for
 * 'auto' by counting the vehicles) and passes everything on to it.
 */
export class SearchHost {
  private host: Host | undefined
  private choosing: Promise<Host> | undefined
  private stopped = false
  /** Where the host runs, once decided. */
  where: 'thread' | 'inline' | undefined

  constructor(private readonly options: SearchHostOptions, private readonly log: FastifyBaseLogger) {}

  /**
   * `compressedOnly`: the answer will not be kept and its client takes Brotli, so a host that
   * compresses (the thread) sends the Brotli copy alone (decision 051); the inline host sends the text.
   */
  answer(n: NormalisedSearch, catalog: Catalog, brandIds: number[], modelIds: number[], compressedOnly = false): Promise<unknown> {
    if (this.host) return this.host.answer(n, catalog, brandIds, modelIds, compressedOnly)
    return this.choose().then((host) => host.answer(n, catalog, brandIds, modelIds, compressedOnly))
  }

  /** Starts the host and its first build now (production start-up), so the first search finds it ready. */
  warm(): void {
    this.choose().then(
      (host) => host.warm(),
      (err: Error) => this.log.warn({ err: err.message }, 'search host: could not start; the first search tries again'),
    )
  }

  // Before the host runs there is no engine to patch: its first build reads the rows as they are then.
  changed(ids: number[]): void {
    if (ids.length) this.host?.changed(ids)
  }

  viewsChanged(pairs: Array<[id: number, views: number]>): void {
    if (pairs.length) this.host?.viewsChanged(pairs)
  }

  rebuild(): void {
    this.host?.rebuild()
  }

  /** The engine's builds and patches so far (all zero before the host runs). */
  stats(): Promise<LiveEngineStats> {
    return this.host ? this.host.stats() : Promise.resolve({ builds: 0, patches: 0, lastBuild: null })
  }

  async stop(): Promise<void> {
    this.stopped = true
    await this.choosing?.catch(() => {})
    await this.host?.stop()
  }

  private choose(): Promise<Host> {
    if (this.host) return Promise.resolve(this.host)
    if (this.stopped) return Promise.reject(hostError({ message: 'search host stopped', code: 'GW_SEARCH_HOST_STOPPED', statusCode: 503 }))
    this.choosing ??= this.decide().then((where) => {
      this.where = where
      this.host = where === 'thread' ? new ThreadHost(this.options, this.log) : new InlineHost(this.options, this.log)
      this.log.info({ searchHost: where }, 'search host chosen')
      return this.host
    }).finally(() => (this.choosing = undefined))
    return this.choosing
  }

  private async decide(): Promise<'thread' | 'inline'> {
    if (this.options.mode !== 'auto') return this.options.mode
    const { rows } = await this.options.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles')
    return (rows[0]?.n ?? 0) >= THREAD_FROM_VEHICLES ? 'thread' : 'inline'
  }
}

/** The host on the event loop: the core called directly (answers compressed later, on libuv's pool, by plugins/cache.ts). */
class InlineHost implements Host {
  private readonly core: SearchHostCore

  constructor(options: SearchHostOptions, log: FastifyBaseLogger) {
    this.core = new SearchHostCore(options.db, options.databaseUrl, log, false)
  }

  async answer(n: NormalisedSearch, catalog: Catalog, brandIds: number[], modelIds: number[]): Promise<unknown> {
    return cacheValue(await this.core.answer(n, catalog, brandIds, modelIds))
  }

  warm(): void { this.core.warm() }
  changed(ids: number[]): void { this.core.changed(ids) }
  viewsChanged(pairs: Array<[id: number, views: number]>): void { this.core.viewsChanged(pairs) }
  rebuild(): void { this.core.rebuild() }
  stats(): Promise<LiveEngineStats> { return Promise.resolve(this.core.stats) }
  stop(): Promise<void> { return this.core.stop() }
}

const STOP_WAIT_MS = 3000
const YOUNG_GENERATION_MB = 4
const OLD_GENERATION_MB = 64

interface Waiting { resolve(value: unknown): void; reject(err: Error): void }

function hostError(e: HostError): Error {
  return Object.assign(new Error(e.message), e.code === undefined ? {} : { code: e.code }, e.statusCode === undefined ? {} : { statusCode: e.statusCode })
}

/** The host on a worker thread of its own (host-worker.ts). */
class ThreadHost implements Host {
  private worker: Worker | undefined
  private readonly waiting = new Map<number, Waiting>()
  private nextId = 1
  /** The catalog the running host holds: a search with another one sends it first. */
  private sentCatalog: Catalog | undefined
  private stopped = false

  constructor(private readonly options: SearchHostOptions, private readonly log: FastifyBaseLogger) {}

  answer(n: NormalisedSearch, catalog: Catalog, brandIds: number[], modelIds: number[], compressedOnly: boolean): Promise<unknown> {
    return this.ask((id) => {
      if (this.sentCatalog !== catalog) {
        this.post({ t: 'catalog', catalog })
        this.sentCatalog = catalog
      }
      return { t: 'search', id, n, brandIds, modelIds, compressedOnly }
    })
  }

  warm(): void {
    this.post({ t: 'warm' }, true)
  }

  changed(ids: number[]): void {
    this.post({ t: 'changed', ids })
  }

  viewsChanged(pairs: Array<[id: number, views: number]>): void {
    this.post({ t: 'views', pairs })
  }

  /** The inventory changed in bulk (or changes may have been missed): the thread rebuilds off its loop and swaps. */
  rebuild(): void {
    this.post({ t: 'rebuild' })
  }

  async stats(): Promise<LiveEngineStats> {
    if (!this.worker) return { builds: 0, patches: 0, lastBuild: null }
    return (await this.ask((id) => ({ t: 'stats', id }))) as LiveEngineStats
  }

  async stop(): Promise<void> {
    this.stopped = true
    const worker = this.worker
    if (!worker) return
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    worker.postMessage({ t: 'stop' } satisfies HostRequest)
    const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS)
    await exited
    clearTimeout(timer)
  }

  /** Sends what `make` builds (after anything it posts itself), starting the host first if needed. */
  private ask(make: (id: number) => HostRequest): Promise<unknown> {
    if (this.stopped) return Promise.reject(hostError({ message: 'search host stopped', code: 'GW_SEARCH_HOST_STOPPED', statusCode: 503 }))
    this.worker ??= this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      this.post(make(id))
    })
  }

  /** Posts to the host; `start`: start it first if it is not running (a warm-up). */
  private post(message: HostRequest, start = false): void {
    if (this.stopped) return
    if (!this.worker) {
      if (!start) return
      this.worker = this.start()
    }
    this.worker.postMessage(message)
  }

  private start(): Worker {
    // A young generation of 4 MB and an old one of 64 MB (the gateway's flags would give each thread 48
    // and 256 MB): the host's garbage is per search and short-lived, its live data 25–36 MB (the
    // engine's buffers lie outside the heap), and the memory bound counts every thread (decision 050).
    const worker = startWorker('host-worker', { databaseUrl: this.options.databaseUrl, poolSize: this.options.poolSize ?? 4 }, { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB })
    // The host never keeps a process alive by itself: a gateway's server does, and stop() ends it.
    worker.unref()
    this.sentCatalog = undefined
    worker.on('message', (reply: HostReply) => this.receive(reply))
    worker.on('error', (err) => this.log.error({ err: err.message }, 'search host failed'))
    worker.once('exit', (code) => {
      if (this.worker === worker) this.worker = undefined
      if (!this.stopped) this.log.error({ code }, 'search host exited; the next search starts another')
      const failure = hostError({ message: 'search host exited', code: 'GW_SEARCH_HOST_EXITED', statusCode: 503 })
      for (const w of this.waiting.values()) w.reject(failure)
      this.waiting.clear()
    })
    return worker
  }

  private receive(reply: HostReply): void {
    if (reply.t === 'log') {
      this.log[reply.level](reply.obj, reply.msg)
      return
    }
    const waiting = this.waiting.get(reply.id)
    if (!waiting) return
    this.waiting.delete(reply.id)
    if (reply.t === 'stats') waiting.resolve(reply.stats)
    else if ('error' in reply) waiting.reject(hostError(reply.error))
    else waiting.resolve(cacheValue(reply.answer))
  }
}

// The search engine a gateway answers with (held by its search host, on the host's thread or on the
// event loop: decision 050), kept current without ever stalling it (decision 047):
// - the first build, and a full rebuild (a bulk change: the seed, an import, a reconnect after missed
//   messages), run in a worker thread; the engine in use keeps answering until the new one swaps in;
// - a change to some vehicles (their ids in the invalidation message) patches the engine in place
//   from those rows in PostgreSQL, read on a connection of its own; a search waits for the patches
//   queued before it (~1 ms), so an admin's change shows in the next search, as it did when the
//   index was dropped and rebuilt;
// - a view-count flush moves the vehicles in the "most visited" order only.
// Changes that arrive while a build runs are applied again to the new engine once it swaps in: the
// build's snapshot may have been taken before them.
import type { Worker } from 'node:worker_threads'
import pg from 'pg'
import { BitmapEngine } from './bitmap-engine.js'
import type { EngineState } from './engine-state.js'
import { loadRows } from './loader.js'
import { startWorker } from './start-worker.js'

/** What the engine reports (pino's shape): a gateway's logger, or the search host's forwarder. */
export interface EngineLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

interface BuildReply { state?: EngineState; loadedMs?: number; builtMs?: number; error?: string }

/**
 * The build thread's young generation: the rows arrive in batches that die young, and the gateway's
 * flags would give the thread 48 MB of it, which a 200,000-car build filled on top of everything else
 * (the scale run's memory peak; decision 050).
 */
const BUILD_YOUNG_GENERATION_MB = 16

export interface LiveEngineStats {
  builds: number
  patches: number
  /** The last full build: reading the rows and building the state, in the worker (ms). */
  lastBuild: { rows: number; loadedMs: number; builtMs: number } | null
}

export class LiveSearchEngine {
  private engine: BitmapEngine | undefined
  private building: Promise<BitmapEngine> | undefined
  /** A full rebuild was asked for while one was running: run another when it ends. */
  private again = false
  /** Ids changed while a build ran, patched into the new engine when it swaps in. */
  private changedDuringBuild: Set<number> | undefined
  private patching: Promise<void> = Promise.resolve()
  private readonly workers = new Set<Worker>()
  private stopped = false
  /**
   * The changed rows are read on a connection of their own: through the searches' pool they queued
   * behind the cards' reads (12 ms on average at 200,000 cars under load), and every search waits
   * for a patch.
   */
  private patchPool: pg.Pool | undefined
  readonly stats: LiveEngineStats = { builds: 0, patches: 0, lastBuild: null }

  constructor(private readonly databaseUrl: string, private readonly log: EngineLog) {}

  /** The engine, once the patches queued so far are in; the first call starts the first build. */
  async current(): Promise<BitmapEngine> {
    await this.patching
    if (this.engine) return this.engine
    return (this.building ??= this.build())
  }

  /** Starts the first build now (production start-up), so the first search finds the engine ready. */
  warm(): void {
    if (!this.engine && !this.building) this.building = this.build()
    this.building?.catch(() => {}) // logged in build(); the next search tries again
  }

  /** Some vehicles changed (price, status, new, removed): patch them in place. */
  changed(ids: number[]): void {
    if (ids.length === 0) return
    if (this.changedDuringBuild) for (const id of ids) this.changedDuringBuild.add(id)
    if (this.engine) this.enqueue(ids)
  }

  /** The inventory changed in bulk, or changes may have been missed: rebuild off the loop and swap. */
  rebuild(): void {
    if (this.stopped) return
    if (this.building) {
      this.again = true
      return
    }
    if (!this.engine) return // nothing built yet: the first search builds from the current rows
    this.building = this.build()
    this.building.catch(() => {})
  }

  /** View counts flushed to PostgreSQL: the "most visited" order follows, nothing else changes. */
  viewsChanged(pairs: Array<[id: number, views: number]>): void {
    if (pairs.length === 0) return
    if (this.changedDuringBuild) for (const [id] of pairs) this.changedDuringBuild.add(id)
    const engine = this.engine
    if (engine) this.patching = this.patching.then(() => engine.setViews(pairs))
  }

  async stop(): Promise<void> {
    this.stopped = true
    await Promise.all([...this.workers].map((w) => w.terminate()))
    await this.patchPool?.end().catch(() => {})
  }

  private enqueue(ids: number[]): void {
    this.patching = this.patching.then(() => this.patch(ids)).catch((err: unknown) => {
      // The rows could not be read: the engine may be behind, so rebuild it from scratch.
      this.log.warn({ err: (err as Error).message, vehicles: ids.length }, 'search engine patch failed; rebuilding')
      this.rebuild()
    })
  }

  private patchReader(): pg.Pool {
    if (!this.patchPool) {
      this.patchPool = new pg.Pool({ connectionString: this.databaseUrl, max: 1, idleTimeoutMillis: 30_000, application_name: 'search-patches' })
      this.patchPool.on('error', (err) => this.log.warn({ err: err.message }, 'search engine: idle patch connection lost'))
    }
    return this.patchPool
  }

  private async patch(ids: number[]): Promise<void> {
    const rows = await loadRows(this.patchReader(), ids)
    const engine = this.engine
    if (!engine) return
    const found = new Set<number>()
    for (const row of rows) {
      engine.upsert(row)
      found.add(row.id)
    }
    for (const id of ids) if (!found.has(id)) engine.remove(id)
    this.stats.patches++
  }

  private async build(): Promise<BitmapEngine> {
    this.changedDuringBuild = new Set()
    try {
      const reply = await this.runWorker()
      const engine = new BitmapEngine(reply.state!)
      const missed = [...this.changedDuringBuild]
      this.engine = engine
      this.stats.builds++
      this.stats.lastBuild = { rows: engine.size, loadedMs: Math.round(reply.loadedMs!), builtMs: Math.round(reply.builtMs!) }
      this.log.info({ vehicles: engine.size, ...this.stats.lastBuild }, 'search engine built')
      if (missed.length) this.enqueue(missed)
      return engine
    } catch (err) {
      // A build cut short by stop() (the gateway closing) is no failure to report.
      if (!this.stopped) this.log.error({ err: (err as Error).message }, 'search engine build failed; the next search tries again')
      throw err
    } finally {
      this.changedDuringBuild = undefined
      this.building = undefined
      if (this.again && !this.stopped) {
        this.again = false
        this.rebuild()
      }
    }
  }

  private runWorker(): Promise<BuildReply> {
    return new Promise((resolve, reject) => {
      const worker = startWorker('build-worker', { databaseUrl: this.databaseUrl }, { maxYoungGenerationSizeMb: BUILD_YOUNG_GENERATION_MB })
      this.workers.add(worker)
      let settled = false
      const settle = (fn: () => void) => {
        if (settled) return
        settled = true
        this.workers.delete(worker)
        fn()
      }
      worker.once('message', (reply: BuildReply) => settle(() => (reply.error ? reject(new Error(reply.error)) : resolve(reply))))
      worker.once('error', (err) => settle(() => reject(err)))
      worker.once('exit', (code) => settle(() => reject(new Error(`search engine worker exited with code ${code}`))))
    })
  }
}

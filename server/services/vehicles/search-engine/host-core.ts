// What the search host does, wherever it runs (search-host.ts, decision 050): the live search engine,
// the cards of recent pages, the latest catalog, and a search's whole answer as UTF-8 JSON — with its
// Brotli copy when asked for (on a worker thread, where compressing holds up no other request), or
// that copy alone for an answer nobody keeps (decision 051).
import { brotliCompressSync } from 'node:zlib'
import type pg from 'pg'
import { BROTLI_QUALITY_PER_REQUEST, COMPRESS_MIN, brotliOptions } from '../../cache/compression.js'
import type { Catalog } from '../catalog.js'
import type { NormalisedSearch } from '../search.js'
import { CardTexts, searchAnswer, type BeyondLastPage } from '../search-answer.js'
import { LiveSearchEngine, type EngineLog, type LiveEngineStats } from './live-engine.js'

/** A search's answer: its UTF-8 JSON (and Brotli copy), its Brotli copy alone, or how far the pages go. */
export type HostAnswer = { utf8: Uint8Array; br?: Uint8Array } | { br: Uint8Array } | BeyondLastPage

export class SearchHostCore {
  private readonly live: LiveSearchEngine
  private readonly cards = new CardTexts()

  /** `compress`: make each answer's Brotli copy here (the worker thread does; the event loop does not). */
  constructor(private readonly db: pg.Pool, databaseUrl: string, log: EngineLog, private readonly compress: boolean) {
    this.live = new LiveSearchEngine(databaseUrl, log)
  }

  /** `compressedOnly`: the answer will not be kept and its client takes Brotli, so the copy alone is enough. */
  async answer(n: NormalisedSearch, catalog: Catalog, brandIds: number[], modelIds: number[], compressedOnly = false): Promise<HostAnswer> {
    const engine = await this.live.current()
    const utf8 = await searchAnswer(engine, this.db, this.cards, n, catalog, brandIds, modelIds)
    if ('beyond' in utf8) return utf8
    // The same test as plugins/cache.ts makes before it sends an answer compressed. zlib's result is a
    // view into a larger buffer, and a view crosses threads with all of its buffer: it is copied into
    // one of its own size, which then moves across without a copy (the UTF-8 has its own already).
    if (!this.compress || utf8.length < COMPRESS_MIN) return { utf8 }
    const br = new Uint8Array(brotliCompressSync(utf8, brotliOptions(utf8.length, BROTLI_QUALITY_PER_REQUEST)))
    return compressedOnly ? { br } : { utf8, br }
  }

  /** Some vehicles changed: their cards go, and the engine patches them before the next search. */
  changed(ids: number[]): void {
    this.cards.drop(ids)
    this.live.changed(ids)
  }

  viewsChanged(pairs: Array<[id: number, views: number]>): void {
    this.live.viewsChanged(pairs)
  }

  rebuild(): void {
    this.cards.clear()
    this.live.rebuild()
  }

  warm(): void {
    this.live.warm()
  }

  get stats(): LiveEngineStats {
    return this.live.stats
  }

  stop(): Promise<void> {
    return this.live.stop()
  }
}

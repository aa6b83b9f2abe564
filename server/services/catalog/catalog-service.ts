// The sell wizard's catalog as `app.catalog`: the option lists of steps 1–9, the leaf of an
// agac_id in a model year, and the check that a set of answers exists in the tree. The whole car
// tree is one entry of the two-tier cache, parsed once per change into a CatalogIndex (decision 023).
import type pg from 'pg'
import { entryTag, type CachedJson, type TwoTierCache } from '../cache/two-tier-cache.js'
import type { CatalogAnswers, CatalogLeaf, CatalogLevel, CatalogOption } from '../../schemas/catalog.js'
import { CatalogIndex, type CatalogResolution } from './tree-index.js'
import { loadTree } from './load-tree.js'

export const CATALOG_PREFIX = 'catalog:'
export const CATALOG_TREE_KEY = `${CATALOG_PREFIX}tree`
/**
 * The tree is 0.7 MB: reading it back from Redis (35–50 ms) every few seconds would cost more
 * than every list it answers, and a change reaches every instance by invalidation anyway.
 */
const TREE_LOCAL_TTL_MS = 60_000

export class CatalogTreeService {
  private parsed: { etag: string; index: CatalogIndex } | undefined

  constructor(private readonly db: pg.Pool, private readonly cache: TwoTierCache) {}

  /** The parsed tree; synchronous while its cache entry is fresh in this process. */
  index(): CatalogIndex | Promise<CatalogIndex> {
    const entry = this.cache.get(CATALOG_TREE_KEY, () => loadTree(this.db), { localTtlMs: TREE_LOCAL_TTL_MS })
    return entry instanceof Promise ? entry.then((e) => this.parse(e)) : this.parse(entry)
  }

  private parse(entry: CachedJson): CatalogIndex {
    if (this.parsed?.etag !== entryTag(entry)) this.parsed = { etag: entryTag(entry), index: new CatalogIndex(JSON.parse(entry.body)) }
    return this.parsed.index
  }

  /** The options of a level under the answers before it, ordered for display; [] when those do not exist. */
  async options(level: CatalogLevel, answers: CatalogAnswers): Promise<CatalogOption[]> {
    return (await this.index()).options(level, answers)
  }

  /** Model years, newest first. */
  years(): Promise<CatalogOption[]> {
    return this.options('year', {})
  }

  /** Brands with a car sold in the year, by name, with their logo. */
  brands(year: number): Promise<CatalogOption[]> {
    return this.options('brand', { year: String(year) })
  }

  models(year: number, brand: string): Promise<CatalogOption[]> {
    return this.options('model', { year: String(year), brand })
  }

  bodies(year: number, brand: string, model: string): Promise<CatalogOption[]> {
    return this.options('body', { year: String(year), brand, model })
  }

  /** Values are generation ids; labels carry the year span ('F30 (2012–2018)'). */
  generations(year: number, brand: string, model: string, body: string): Promise<CatalogOption[]> {
    return this.options('generation', { year: String(year), brand, model, body })
  }

  fuels(year: number, brand: string, model: string, body: string, generation: string): Promise<CatalogOption[]> {
    return this.options('fuel', { year: String(year), brand, model, body, generation })
  }

  gears(year: number, brand: string, model: string, body: string, generation: string, fuel: string): Promise<CatalogOption[]> {
    return this.options('gear', { year: String(year), brand, model, body, generation, fuel })
  }

  /** Values are version ids; labels like '320i · 170 PS · 1.598 cc'. */
  versions(year: number, brand: string, model: string, body: string, generation: string, fuel: string, gear: string): Promise<CatalogOption[]> {
    return this.options('version', { year: String(year), brand, model, body, generation, fuel, gear })
  }

  /** The leaves: values are agac_id. */
  trims(year: number, brand: string, model: string, body: string, generation: string, fuel: string, gear: string, version: string): Promise<CatalogOption[]> {
    return this.options('trim', { year: String(year), brand, model, body, generation, fuel, gear, version })
  }

  /** The catalog_leaves row of a trim in a model year, or null. */
  async leaf(agacId: number, modelYear: number): Promise<CatalogLeaf | null> {
    return (await this.index()).leaf(agacId, modelYear)
  }

  /** Whether partial answers exist each under its parents; names the first level that does not. */
  async resolve(answers: CatalogAnswers): Promise<CatalogResolution> {
    return (await this.index()).resolve(answers)
  }

  /** After a change to the tree: every instance drops it and reads it again. */
  invalidate(): Promise<void> {
    return this.cache.invalidate({ prefixes: [CATALOG_PREFIX] })
  }
}

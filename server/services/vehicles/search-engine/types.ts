// What every search engine answers (decision 012): one normalised search in, the total, every facet's
// counts with its own selection left out, the range bounds and the page's ids out. The linear scan
// (scan-engine.ts) is the reference; the bitmap engine (bitmap-engine.ts) must answer the same.
import type { FilterKey } from '../../../schemas/vehicles.js'
import type { NormalisedSearch } from '../search.js'

/** One vehicle as the engines index it (the columns of `vehicles` the search filters and sorts by). */
export interface IndexRow {
  id: number; t: number; b: number; m: number; y: number; km: number
  /** numeric(…) arrives from pg as a string */
  p: number | string
  fuel: string; gear: string; body: string; color: string; city: string
  res: boolean; sold: boolean; opt: boolean; cert: boolean; camp: boolean; nt: boolean; np: boolean; nc: boolean
  tags: string[]; stock: number; views: number
}

export interface FacetCounts {
  total: number
  /** facet key → value (id or text) → count */
  values: Map<FilterKey, Map<string, number>>
  ranges: Record<'Year' | 'Km' | 'Price', { min: number; max: number } | null>
  flags: Record<string, number>
  damage: Record<string, number>
}

export interface IndexResult extends FacetCounts {
  /** Vehicle ids of the requested page, in order. */
  pageIds: number[]
  /**
   * The same object for every answer with these facets, for as long as the engine remembers them
   * (until the inventory changes): lets a caller keep what it makes from the facets. Absent when the
   * engine remembers nothing.
   */
  facetsIdentity?: object
}

export interface SearchEngine {
  /** How many vehicles the engine answers for. */
  readonly size: number
  run(n: NormalisedSearch, brandIds: number[], modelIds: number[]): IndexResult
}

// The scale scenario's searches (bench/scale.ts): four kinds of car search, each an endless stream
// of bodies that never repeat, so every request misses the two-tier cache (it admits a key only on
// its second request). A kind's filters rotate over a few values (brands, brand+year+fuel combos,
// km ranges); within one, the sorter, the page size (10–100) and then the page number move on.
import type { Json } from './lib/types.js'

export const SEARCH_KINDS = ['unfiltered', 'brand', 'brand+year+fuel', 'km range'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

type Filters = Record<string, Json[]>

const BRANDS = ['fiat', 'renault', 'toyota', 'volkswagen', 'hyundai', 'ford', 'opel', 'peugeot', 'honda', 'bmw']

const FILTERS: Record<SearchKind, Filters[]> = {
  unfiltered: [{}],
  brand: BRANDS.map((b) => ({ Brand: [b] })),
  'brand+year+fuel': BRANDS.slice(0, 8).flatMap((b, i) => [
    { Brand: [b], Year: [2016 + (i % 3), 2020 + (i % 3)], FuelType: ['Benzin'] },
    { Brand: [b], Year: [2015 + (i % 4), 2021 + (i % 4)], FuelType: ['Dizel'] },
  ]),
  'km range': Array.from({ length: 40 }, (_, i) => ({ Km: [5_000 * i, 5_000 * i + 40_000 + 1_000 * (i % 7)] })),
}

const SORTERS = 9
const PAGE_SIZES = 91 // 10…100; the probes use page size 1, so no measured body repeats a probe

/** A car search with these filters; `j` picks the sorter, the page size and the page. */
function body(filters: Filters, j: number): Json {
  const sorter = 1 + (j % SORTERS)
  const pageSize = 10 + (Math.floor(j / SORTERS) % PAGE_SIZES)
  const pageNumber = 1 + Math.floor(j / (SORTERS * PAGE_SIZES))
  return { VehicleTypeId: 14870, filters, sorters: [sorter], pageSize, pageNumber }
}

/** The one-result search that tells how many cars a kind's filters find (sent once each, before the runs). */
export function probe(filters: Filters): Json {
  return { VehicleTypeId: 14870, filters, sorters: [2], pageSize: 1, pageNumber: 1 }
}

/**
 * Every kind's stream, shared by all runs of one bench so no body is ever sent twice. Filters that
 * find fewer than `minTotal` cars are dropped (`keep`), so the first pages always exist.
 */
export class DistinctSearches {
  private readonly filters: Record<SearchKind, Filters[]> = { ...FILTERS }
  private readonly sent: Record<SearchKind, number> = { unfiltered: 0, brand: 0, 'brand+year+fuel': 0, 'km range': 0 }
  private turn = 0

  filtersOf(kind: SearchKind): Filters[] {
    return this.filters[kind]
  }

  keep(kind: SearchKind, filters: Filters[]): void {
    if (filters.length === 0) throw new Error(`scale: no ${kind} search finds enough cars`)
    this.filters[kind] = filters
  }

  next(kind: SearchKind): Json {
    const all = this.filters[kind]
    const i = this.sent[kind]++
    return body(all[i % all.length]!, Math.floor(i / all.length))
  }

  /** The four kinds in turn (the concurrent load). */
  mixed(): Json {
    return this.next(SEARCH_KINDS[this.turn++ % SEARCH_KINDS.length]!)
  }
}

// Faceted vehicle search (spec §3, §4.10, §7 vehicles-get). A request is normalised (unknown keys,
// bad ranges and unknown values → 400 naming the field), then answered from the two-tier cache; a
// miss goes to the search host (a worker thread, decision 050), where the search engine (decision
// 047: the total, facets with their own selection left out, the page's ids) and the page's cards
// from PostgreSQL make the answer (search-answer.ts).
import { createHash } from 'node:crypto'
import type { MaybeCached, TwoTierCache } from '../cache/two-tier-cache.js'
import { validationFailed } from '../../plugins/errors.js'
import type { FieldError } from '../../schemas/common.js'
import {
  DAMAGE_VALUES, DEFAULT_SORTER, FILTER_KEYS, FLAG_KEYS, RANGE_KEYS, RANGE_LIMITS, SORTERS, type FilterKey, type SorterId,
} from '../../schemas/vehicles.js'
import type { Catalog } from './catalog.js'
import { TITLES, type TextFacet } from './search-answer.js'
import type { SearchHost } from './search-engine/search-host.js'

export const SEARCH_PREFIX = 'vehicles:search:'

type Scalar = string | number | boolean | null
export interface SearchRequest {
  filters: Record<string, Scalar[]>
  sorters: number[]
  pageSize: number
  pageNumber: number
  VehicleTypeId: number
}

export interface NormalisedSearch {
  type: number
  /** Only keys with a constraint, values sorted: equal searches get equal cache keys. */
  filters: Partial<Record<FilterKey, Array<string | number | boolean>>>
  sorter: SorterId
  pageSize: number
  pageNumber: number
}

const isFilterKey = (k: string): k is FilterKey => (FILTER_KEYS as readonly string[]).includes(k)
const field = (k: string) => `filters.${k}`

/** Checks a request against the catalog and returns its canonical form, or throws a 400 naming every bad field. */
export function normalise(req: SearchRequest, catalog: Catalog): NormalisedSearch {
  const errors: FieldError[] = []
  const filters: NormalisedSearch['filters'] = {}
  for (const [key, raw] of Object.entries(req.filters ?? {})) {
    if (!isFilterKey(key)) {
      errors.push({ field: field(key), message: `Tanınmayan filtre: '${key}'. Geçerli filtreler: ${FILTER_KEYS.join(', ')}.` })
      continue
    }
    const values = raw.filter((v) => v !== null && v !== '')
    if (values.length === 0) continue
    if ((RANGE_KEYS as readonly string[]).includes(key)) {
      const k = key as (typeof RANGE_KEYS)[number]
      const nums = values.map((v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN))
      const [lo, hi] = RANGE_LIMITS[k]
      if (nums.length !== 2 || nums.some((n) => !Number.isFinite(n))) {
        errors.push({ field: field(key), message: `'${TITLES[k]}' aralığı [en az, en çok] biçiminde iki sayı olmalıdır.` })
      } else if (nums[0]! > nums[1]!) {
        errors.push({ field: field(key), message: `'${TITLES[k]}' aralığında en az değer en çok değerden büyük olamaz.` })
      } else if (nums[0]! < lo || nums[1]! > hi) {
        errors.push({ field: field(key), message: `'${TITLES[k]}' aralığı ${lo} ile ${hi} arasında olmalıdır.` })
      } else {
        filters[k] = [Math.floor(nums[0]!), Math.ceil(nums[1]!)]
      }
      continue
    }
    if ((FLAG_KEYS as readonly string[]).includes(key)) {
      const v = values[0]
      if (values.length !== 1 || (typeof v !== 'boolean' && v !== 'true' && v !== 'false')) {
        errors.push({ field: field(key), message: `'${key}' tek bir doğru/yanlış (true/false) değeri olmalıdır.` })
        continue
      }
      const on = v === true || v === 'true'
      // The show-reserved/sold/optioned flags narrow when false; certified/campaign narrow when true.
      const narrows = key === 'HasCertified' || key === 'HasCampaign' ? on : !on
      if (narrows) filters[key] = [on]
      continue
    }
    if (values.some((v) => typeof v !== 'string')) {
      errors.push({ field: field(key), message: `'${TITLES[key]}' değerleri metin olmalıdır.` })
      continue
    }
    const strings = [...new Set(values as string[])].sort()
    const unknown = strings.filter((s) => !knownValue(key, s, catalog))
    if (unknown.length) {
      errors.push({ field: field(key), message: `'${TITLES[key]}' için tanınmayan değer: ${unknown.slice(0, 5).map((u) => `'${u.slice(0, 40)}'`).join(', ')}.` })
      continue
    }
    filters[key] = strings
  }
  // The spec's defaults: reserved, sold and optioned vehicles are hidden unless asked for.
  for (const key of ['HasReserved', 'HasSold', 'HasOptionedAtSap'] as const) {
    if (!(key in (req.filters ?? {}))) filters[key] = [false]
  }
  for (const s of req.sorters ?? []) {
    if (!(s in SORTERS)) errors.push({ field: 'sorters', message: `Tanınmayan sıralama: ${s}. Geçerli değerler: ${Object.keys(SORTERS).join(', ')}.` })
  }
  if (errors.length) throw validationFailed(errors)
  const ordered: NormalisedSearch['filters'] = {}
  for (const k of FILTER_KEYS) if (filters[k]) ordered[k] = filters[k]
  return {
    type: req.VehicleTypeId,
    filters: ordered,
    sorter: (req.sorters?.[0] ?? DEFAULT_SORTER) as SorterId,
    pageSize: req.pageSize,
    pageNumber: req.pageNumber,
  }
}

function knownValue(key: FilterKey, value: string, catalog: Catalog): boolean {
  switch (key) {
    case 'Brand': return catalog.brandBySlug.has(value)
    case 'Model': return catalog.modelByPath.has(value)
    case 'Damage': return value in DAMAGE_VALUES
    case 'Tags': return catalog.tags.has(value)
    default: return (catalog.values[key as TextFacet] ?? new Set()).has(value)
  }
}

/** The cache key of a normalised search: a hash of its canonical form, so every key has one short length. */
export function searchKey(n: NormalisedSearch): string {
  return SEARCH_PREFIX + createHash('sha256').update(JSON.stringify(n)).digest('base64url').slice(0, 32)
}

export class VehicleSearch {
  constructor(private readonly cache: TwoTierCache, readonly host: SearchHost) {}

  /**
   * The cached answer of a normalised search: `{statusCode, result}` or `{beyond: lastPage}`.
   * `acceptsBrotli`: the asking client takes Brotli, so an answer nobody keeps may come as that copy alone.
   */
  search(n: NormalisedSearch, catalog: Catalog, key = searchKey(n), acceptsBrotli = false): MaybeCached {
    // Every distinct search is a key a client can make up: only repeated ones take room (decision 018),
    // and one asked once is not held at all, its key only (decision 050), nor its text (decision 051).
    return this.cache.get(key, ({ kept }) => this.run(n, catalog, !kept && acceptsBrotli), { admit: 'on-repeat', probation: 'key' })
  }

  private run(n: NormalisedSearch, catalog: Catalog, compressedOnly: boolean): Promise<unknown> {
    const brandIds = ((n.filters.Brand ?? []) as string[]).map((s) => catalog.brandBySlug.get(s)!.id)
    const modelIds = ((n.filters.Model ?? []) as string[]).map((s) => catalog.modelByPath.get(s)!.id)
    return this.host.answer(n, catalog, brandIds, modelIds, compressedOnly)
  }
}

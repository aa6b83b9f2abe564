// Faceted vehicle search (spec §3, §4.10, §7 vehicles-get). A request is normalised (unknown keys,
// bad ranges and unknown values → 400 naming the field), then answered from the two-tier cache;
// a miss runs two SQL statements: the page of hits, and every facet in one round trip — facets
// without a selection share one scan (GROUPING SETS), a facet with a selection is counted with its
// own filter left out, so its other values stay selectable.
import { createHash } from 'node:crypto'
import type pg from 'pg'
import type { MaybeCached, TwoTierCache } from '../cache/two-tier-cache.js'
import { validationFailed } from '../../plugins/errors.js'
import type { FieldError } from '../../schemas/common.js'
import {
  DAMAGE_VALUES, DEFAULT_SORTER, FILTER_KEYS, FLAG_KEYS, RANGE_KEYS, SORTERS, type FilterKey, type SorterId,
} from '../../schemas/vehicles.js'
import type { Catalog } from './catalog.js'
import { cardColumns, toCard, type CardRow } from './cards.js'

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

const TITLES: Record<FilterKey, string> = {
  HasReserved: 'Rezerve araçları göster', HasSold: 'Satılan araçları göster', HasOptionedAtSap: 'Opsiyonlu araçları göster',
  HasCertified: 'Sertifikalı araçlar', Tags: 'Öne çıkanlar', HasCampaign: 'Kampanyalı araçlar', Brand: 'Marka', Model: 'Model',
  Year: 'Yıl', Km: 'Kilometre', Price: 'Fiyat', FuelType: 'Yakıt', GearType: 'Vites', CaseType: 'Kasa tipi', Color: 'Renk',
  City: 'Şehir', Damage: 'Hasar durumu',
}

// Plain-text facets: the column each reads.
const TEXT_FACETS = { FuelType: 'fuel_type', GearType: 'gear_type', CaseType: 'case_type', Color: 'color', City: 'city' } as const
type TextFacet = keyof typeof TEXT_FACETS
const RANGE_COLUMNS = { Year: 'year', Km: 'km', Price: 'current_price' } as const
const RANGE_LIMITS = { Year: [1990, 2100], Km: [0, 5_000_000], Price: [0, 1_000_000_000] } as const
const FLAG_COLUMNS = {
  HasReserved: 'is_reserved', HasSold: 'is_sold', HasOptionedAtSap: 'is_optioned_at_sap',
  HasCertified: 'certification_title IS NOT NULL', HasCampaign: 'campaign_title IS NOT NULL',
} as const
const DAMAGE_SQL = { NoTramer: 'tramer_total = 0', NoPainted: "painted_parts = '{}'", NoChanged: "changed_parts = '{}'" } as const

const ORDER: Record<SorterId, string> = {
  1: 'view_count DESC, id DESC',
  2: 'in_stock_date DESC, id DESC',
  3: '(campaign_title IS NULL), in_stock_date DESC, id DESC',
  4: 'current_price ASC, id ASC',
  5: 'current_price DESC, id DESC',
  6: 'km ASC, id ASC',
  7: 'km DESC, id DESC',
  8: 'year ASC, id ASC',
  9: 'year DESC, id DESC',
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

export function searchKey(n: NormalisedSearch): string {
  return SEARCH_PREFIX + createHash('sha1').update(JSON.stringify(n)).digest('base64url')
}

/** SQL conditions of a search, by filter key, sharing one parameter list. */
class Conditions {
  readonly params: unknown[] = []
  readonly byKey = new Map<FilterKey, string>()

  constructor(n: NormalisedSearch, catalog: Catalog) {
    const p = (v: unknown) => `$${this.params.push(v)}`
    for (const [key, values] of Object.entries(n.filters) as Array<[FilterKey, Array<string | number | boolean>]>) {
      let sql: string
      if (key === 'Brand') sql = `brand_id = ANY(${p(values.map((s) => catalog.brandBySlug.get(String(s))!.id))}::int[])`
      else if (key === 'Model') sql = `model_id = ANY(${p(values.map((s) => catalog.modelByPath.get(String(s))!.id))}::int[])`
      else if (key === 'Tags') sql = `tags && ${p(values)}::text[]`
      else if (key === 'Damage') sql = values.map((v) => DAMAGE_SQL[v as keyof typeof DAMAGE_SQL]).join(' AND ')
      else if (key in RANGE_COLUMNS) sql = `${RANGE_COLUMNS[key as keyof typeof RANGE_COLUMNS]} BETWEEN ${p(values[0])} AND ${p(values[1])}`
      else if (key in FLAG_COLUMNS) sql = values[0] ? FLAG_COLUMNS[key as keyof typeof FLAG_COLUMNS] : `NOT ${FLAG_COLUMNS[key as keyof typeof FLAG_COLUMNS]}`
      else sql = `${TEXT_FACETS[key as TextFacet]} = ANY(${p(values)}::text[])`
      this.byKey.set(key, `(${sql})`)
    }
  }

  where(type: number, except?: FilterKey): string {
    const parts = [`vehicle_type_id = ${type}`]
    for (const [k, sql] of this.byKey) if (k !== except) parts.push(sql)
    return parts.join(' AND ')
  }
}

type FacetRow = { facet: string; value: string | null; n: string }
type StatsRow = Record<string, string | number | null>

/** The per-facet statements: what each facet aggregates, over rows matching every other filter. */
function facetSql(n: NormalisedSearch, c: Conditions): string {
  const selected = new Set(Object.keys(n.filters) as FilterKey[])
  const all = c.where(n.type)
  const parts: string[] = []
  // Value facets without a selection: one scan, one grouping set each.
  const plain = (['Brand', 'Model', ...Object.keys(TEXT_FACETS)] as FilterKey[]).filter((k) => !selected.has(k))
  const col = (k: FilterKey) => (k === 'Brand' ? 'brand_id::text' : k === 'Model' ? 'model_id::text' : TEXT_FACETS[k as TextFacet])
  if (plain.length) {
    const cases = plain.map((k) => `WHEN GROUPING(${col(k)}) = 0 THEN '${k}'`).join(' ')
    parts.push(`SELECT CASE ${cases} END AS facet, COALESCE(${plain.map(col).join(', ')}) AS value, count(*)::text AS n
      FROM vehicles WHERE ${all} GROUP BY GROUPING SETS (${plain.map((k) => `(${col(k)})`).join(', ')})`)
  }
  for (const k of (['Brand', 'Model', ...Object.keys(TEXT_FACETS)] as FilterKey[]).filter((x) => selected.has(x))) {
    parts.push(`SELECT '${k}' AS facet, ${col(k)} AS value, count(*)::text AS n FROM vehicles WHERE ${c.where(n.type, k)} GROUP BY 1, 2`)
  }
  parts.push(`SELECT 'Tags' AS facet, t AS value, count(*)::text AS n FROM vehicles, unnest(tags) t WHERE ${c.where(n.type, 'Tags')} GROUP BY 2`)
  return parts.join('\nUNION ALL\n')
}

/** Ranges, damage and flag counts: one row per "all filters but this one" set that differs. */
function statsSql(n: NormalisedSearch, c: Conditions): string {
  const exprs: Record<string, string> = {
    total: 'count(*)',
    Year_min: 'min(year)', Year_max: 'max(year)', Km_min: 'min(km)', Km_max: 'max(km)',
    Price_min: 'min(current_price)', Price_max: 'max(current_price)',
    NoTramer: 'count(*) FILTER (WHERE tramer_total = 0)', NoPainted: "count(*) FILTER (WHERE painted_parts = '{}')",
    NoChanged: "count(*) FILTER (WHERE changed_parts = '{}')",
    HasReserved: 'count(*) FILTER (WHERE is_reserved)', HasSold: 'count(*) FILTER (WHERE is_sold)',
    HasOptionedAtSap: 'count(*) FILTER (WHERE is_optioned_at_sap)',
    HasCertified: 'count(*) FILTER (WHERE certification_title IS NOT NULL)', HasCampaign: 'count(*) FILTER (WHERE campaign_title IS NOT NULL)',
  }
  const owner = (name: string): FilterKey | undefined =>
    name.startsWith('Year') ? 'Year' : name.startsWith('Km') ? 'Km' : name.startsWith('Price') ? 'Price'
      : name in DAMAGE_VALUES ? 'Damage' : (FLAG_KEYS as readonly string[]).includes(name) ? (name as FilterKey) : undefined
  // Group the aggregates by which filter they leave out (none for unselected facets).
  const groups = new Map<string, string[]>()
  for (const name of Object.keys(exprs)) {
    const o = owner(name)
    const except = o && o in n.filters ? o : ''
    groups.set(except, [...(groups.get(except) ?? []), name])
  }
  return [...groups].map(([except, names]) => {
    const cols = Object.keys(exprs).map((name) => (names.includes(name) ? `${exprs[name]}::bigint AS "${name}"` : `NULL::bigint AS "${name}"`))
    return `SELECT ${cols.join(', ')} FROM vehicles WHERE ${c.where(n.type, (except || undefined) as FilterKey | undefined)}`
  }).join('\nUNION ALL\n')
}

export class VehicleSearch {
  constructor(private readonly db: pg.Pool, private readonly cache: TwoTierCache) {}

  /** The cached answer of a normalised search: `{statusCode, result}` or `{beyond: lastPage}`. */
  search(n: NormalisedSearch, catalog: Catalog): MaybeCached {
    return this.cache.get(searchKey(n), () => this.run(n, catalog))
  }

  private async run(n: NormalisedSearch, catalog: Catalog): Promise<unknown> {
    const c = new Conditions(n, catalog)
    const offset = (n.pageNumber - 1) * n.pageSize
    const [hits, facets, stats] = await Promise.all([
      this.db.query<CardRow>(`SELECT ${cardColumns} FROM vehicles WHERE ${c.where(n.type)} ORDER BY ${ORDER[n.sorter]} LIMIT ${n.pageSize} OFFSET ${offset}`, c.params),
      this.db.query<FacetRow>(facetSql(n, c), c.params),
      this.db.query<StatsRow>(statsSql(n, c), c.params),
    ])
    const merged: StatsRow = {}
    for (const row of stats.rows) for (const [k, v] of Object.entries(row)) if (v !== null) merged[k] = v
    const totalCount = Number(merged.total ?? 0)
    const lastPage = Math.max(1, Math.ceil(totalCount / n.pageSize))
    if (n.pageNumber > lastPage) return { beyond: lastPage }
    return { statusCode: 200, result: { totalCount, filters: buildFacets(n, catalog, facets.rows, merged), hits: hits.rows.map((r) => toCard(r, catalog)) } }
  }
}

function buildFacets(n: NormalisedSearch, catalog: Catalog, rows: FacetRow[], stats: StatsRow) {
  const counts = new Map<string, Map<string, number>>()
  for (const r of rows) {
    if (r.value === null) continue
    const m = counts.get(r.facet) ?? new Map<string, number>()
    m.set(r.value, Number(r.n))
    counts.set(r.facet, m)
  }
  const sel = (k: FilterKey) => new Set((n.filters[k] ?? []).map(String))
  const trTr = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'tr')
  const out: unknown[] = []

  const brandCounts = counts.get('Brand') ?? new Map()
  out.push({
    key: 'Brand', title: TITLES.Brand, type: 'multi',
    values: [...brandCounts].map(([id, count]) => {
      const b = catalog.brandById.get(Number(id))!
      return { value: b.slug, label: b.name, count, selected: sel('Brand').has(b.slug), logoUrl: b.logoUrl }
    }).sort(trTr),
  })
  const modelCounts = counts.get('Model') ?? new Map()
  out.push({
    key: 'Model', title: TITLES.Model, type: 'multi',
    values: [...modelCounts].map(([id, count]) => {
      const m = catalog.modelById.get(Number(id))!
      return { value: m.path, label: `${m.brandName} ${m.name}`, count, selected: sel('Model').has(m.path) }
    }).sort(trTr),
  })
  for (const k of RANGE_KEYS) {
    const min = stats[`${k}_min`]
    const max = stats[`${k}_max`]
    out.push({
      key: k, title: TITLES[k], type: 'range',
      ...(min != null ? { min: Number(min), max: Number(max) } : {}),
      ...(n.filters[k] ? { selected: n.filters[k] as number[] } : {}),
    })
  }
  for (const k of Object.keys(TEXT_FACETS) as TextFacet[]) {
    out.push({
      key: k, title: TITLES[k], type: 'multi',
      values: [...(counts.get(k) ?? new Map())].map(([value, count]) => ({ value, label: value, count, selected: sel(k).has(value) })).sort(trTr),
    })
  }
  out.push({
    key: 'Tags', title: TITLES.Tags, type: 'multi',
    values: [...(counts.get('Tags') ?? new Map())].map(([value, count]) => ({ value, label: value, count, selected: sel('Tags').has(value) })).sort(trTr),
  })
  out.push({
    key: 'Damage', title: TITLES.Damage, type: 'multi',
    values: (Object.keys(DAMAGE_VALUES) as Array<keyof typeof DAMAGE_VALUES>).map((v) => ({
      value: v, label: DAMAGE_VALUES[v], count: Number(stats[v] ?? 0), selected: sel('Damage').has(v),
    })),
  })
  for (const k of FLAG_KEYS) {
    const f = n.filters[k]
    const on = k === 'HasCertified' || k === 'HasCampaign' ? f?.[0] === true : f === undefined
    out.push({ key: k, title: TITLES[k], type: 'flag', count: Number(stats[k] ?? 0), on })
  }
  return out
}

// The listing's search (spec §3 filter request, §4.10) kept in the address: readable Turkish query keys,
// brand and model as path segments when they are the only choice, so a link reproduces the search and
// back/forward walk through it. Pure functions: the page reads the state from the URL and navigates.
import { DAMAGE_VALUES, DEFAULT_PAGE_SIZE, DEFAULT_SORTER, LISTING_QUERY, RANGE_LIMITS, SORTERS, type SorterId } from '../../../../server/schemas/vehicle-constants.js'
import type { FilterKey, Filters, FilterValue, VehicleSearchRequest } from '../../api/vehicles/get-vehicles.js'
import type { VehicleArea } from './vehicle-areas.js'

export const SORT_LABELS = SORTERS
export const DAMAGE_LABELS = DAMAGE_VALUES
export { DEFAULT_PAGE_SIZE, DEFAULT_SORTER, RANGE_LIMITS, type SorterId }

export const PAGE_SIZES = [12, 24, 48] as const

export type RangeKey = 'Year' | 'Km' | 'Price'
export type FlagKey = 'HasReserved' | 'HasSold' | 'HasOptionedAtSap' | 'HasCertified' | 'HasCampaign'
export type MultiKey = Exclude<FilterKey, RangeKey | FlagKey>


export interface ListingState {
  filters: Filters
  sorter: SorterId
  pageNumber: number
  pageSize: number
}

export const DEFAULT_LISTING: ListingState = { filters: {}, sorter: DEFAULT_SORTER, pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE }

const MULTI_PARAMS: Record<MultiKey, string> = LISTING_QUERY.multi
const RANGE_PARAMS: Record<RangeKey, string> = LISTING_QUERY.range
const FLAG_PARAMS: Record<FlagKey, string> = LISTING_QUERY.flag
const DAMAGE_SLUGS: Record<keyof typeof DAMAGE_VALUES, string> = { NoTramer: 'tramersiz', NoPainted: 'boyasiz', NoChanged: 'degisensiz' }
const { sort: SORT_PARAM, page: PAGE_PARAM, size: SIZE_PARAM } = LISTING_QUERY

export const MULTI_KEYS = Object.keys(MULTI_PARAMS) as MultiKey[]
export const RANGE_KEYS = Object.keys(RANGE_PARAMS) as RangeKey[]
export const FLAG_KEYS = Object.keys(FLAG_PARAMS) as FlagKey[]

export const isRangeKey = (key: string): key is RangeKey => key in RANGE_PARAMS
export const isFlagKey = (key: string): key is FlagKey => key in FLAG_PARAMS

// Values are joined with raw commas; a comma inside a value stays encoded. '/' stays readable ('fiat/egea').
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%2F/gi, '/')
function decodeValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return ''
  }
}

/** The query string as raw key → raw value (first occurrence wins), decoding done per value. */
function rawParams(search: string): Map<string, string> {
  const params = new Map<string, string>()
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue
    const at = part.indexOf('=')
    const key = decodeValue(at === -1 ? part : part.slice(0, at))
    if (!params.has(key)) params.set(key, at === -1 ? '' : part.slice(at + 1))
  }
  return params
}

const splitValues = (raw: string | undefined) => (raw ? raw.split(',').map(decodeValue).filter(Boolean) : [])

function parseRange(raw: string | undefined, key: RangeKey): [number, number] | undefined {
  const match = /^(\d{0,10})-(\d{0,10})$/.exec(raw ?? '')
  if (!match || (!match[1] && !match[2])) return undefined
  const [lo, hi] = RANGE_LIMITS[key]
  const min = match[1] ? Math.max(lo, Number(match[1])) : lo
  const max = match[2] ? Math.min(hi, Number(match[2])) : hi
  return min <= max ? [min, max] : [max, min]
}

function parsePositive(raw: string | undefined): number | undefined {
  return raw && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined
}

/** The search an address describes; `brand`/`model` are the path segments after the area prefix. */
export function parseListing(search: string, brand?: string, model?: string): ListingState {
  const params = rawParams(search)
  const filters: Filters = {}
  for (const key of MULTI_KEYS) {
    let values = splitValues(params.get(MULTI_PARAMS[key]))
    if (key === 'Damage') {
      values = values.flatMap((slug) => Object.entries(DAMAGE_SLUGS).filter(([, s]) => s === slug).map(([value]) => value))
    }
    if (key === 'Brand' && brand) values = [brand, ...values]
    if (key === 'Model' && brand && model) values = [`${brand}/${model}`, ...values]
    const unique = [...new Set(values)]
    if (unique.length) filters[key] = unique
  }
  for (const key of RANGE_KEYS) {
    const range = parseRange(params.get(RANGE_PARAMS[key]), key)
    if (range) filters[key] = range
  }
  for (const key of FLAG_KEYS) {
    if (params.get(FLAG_PARAMS[key]) === '1') filters[key] = [true]
  }
  const sorter = Number(params.get(SORT_PARAM))
  const size = Number(params.get(SIZE_PARAM))
  return {
    filters,
    sorter: sorter in SORT_LABELS ? (sorter as SorterId) : DEFAULT_SORTER,
    pageNumber: parsePositive(params.get(PAGE_PARAM)) ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  }
}

/** The address of a search: one brand (and one of its models) as path segments, the rest as query keys. */
export function listingHref(area: Pick<VehicleArea, 'prefix'>, state: ListingState): string {
  const brands = (state.filters.Brand ?? []).map(String)
  const models = (state.filters.Model ?? []).map(String)
  let path: string = area.prefix
  let pathBrand: string | undefined
  let pathModel: string | undefined
  if (brands.length === 1) {
    pathBrand = brands[0]
    if (models.length === 1 && models[0]!.startsWith(`${pathBrand}/`)) pathModel = models[0]
  }
  if (pathBrand) path += `/${pathBrand}`
  if (pathModel) path += `/${pathModel.split('/')[1]}`

  const parts: string[] = []
  const add = (param: string, value: string) => parts.push(`${param}=${value}`)
  for (const key of MULTI_KEYS) {
    let values = (state.filters[key] ?? []).map(String)
    if (key === 'Brand') values = values.filter((v) => v !== pathBrand)
    if (key === 'Model') values = values.filter((v) => v !== pathModel)
    if (key === 'Damage') values = values.map((v) => DAMAGE_SLUGS[v as keyof typeof DAMAGE_SLUGS] ?? v)
    if (values.length) add(MULTI_PARAMS[key], values.map(encodeValue).join(','))
  }
  for (const key of RANGE_KEYS) {
    const range = state.filters[key]
    if (!range) continue
    const [lo, hi] = RANGE_LIMITS[key]
    const [min, max] = range.map(Number) as [number, number]
    if (min <= lo && max >= hi) continue
    add(RANGE_PARAMS[key], `${min > lo ? min : ''}-${max < hi ? max : ''}`)
  }
  for (const key of FLAG_KEYS) if (state.filters[key]?.[0] === true) add(FLAG_PARAMS[key], '1')
  if (state.sorter !== DEFAULT_SORTER) add(SORT_PARAM, String(state.sorter))
  if (state.pageSize !== DEFAULT_PAGE_SIZE) add(SIZE_PARAM, String(state.pageSize))
  if (state.pageNumber > 1) add(PAGE_PARAM, String(state.pageNumber))
  return parts.length ? `${path}?${parts.join('&')}` : path
}

/** Spec §3 filter request; hidden-by-default flags (reserved, sold, optioned) are left to the gateway. */
export function toSearchRequest(area: Pick<VehicleArea, 'vehicleTypeId'>, state: ListingState): VehicleSearchRequest {
  return {
    filters: state.filters,
    sorters: [state.sorter],
    pageSize: state.pageSize,
    pageNumber: state.pageNumber,
    VehicleTypeId: area.vehicleTypeId,
  }
}

// Transitions (spec §4.10). Any filter change goes back to the first page; sort, page and page size do not.

function withFilters(state: ListingState, filters: Filters): ListingState {
  return { ...state, filters, pageNumber: 1 }
}

function setKey(filters: Filters, key: FilterKey, values: FilterValue[] | undefined): Filters {
  const next = { ...filters }
  // Removing the last value deletes the key.
  if (values && values.length > 0) next[key] = values
  else delete next[key]
  return next
}

/** Multiple mode: adds the value if absent; `on: false` removes it. Dropping a brand drops its models. */
export function withValue(state: ListingState, key: MultiKey, value: string, on: boolean): ListingState {
  const current = state.filters[key] ?? []
  const has = current.includes(value)
  if (has === on) return state
  let filters = setKey(state.filters, key, on ? [...current, value] : current.filter((v) => v !== value))
  if (key === 'Brand' && !on) {
    filters = setKey(filters, 'Model', (filters.Model ?? []).filter((m) => !String(m).startsWith(`${value}/`)))
  }
  return withFilters(state, filters)
}

/** A Tags toggle adds the tag if absent and removes it if present. */
export function toggleTag(state: ListingState, tag: string): ListingState {
  return withValue(state, 'Tags', tag, !(state.filters.Tags ?? []).includes(tag))
}

/** Single-select: the range replaces the previous one; null (or the full span) removes it. */
export function withRange(state: ListingState, key: RangeKey, range: [number, number] | null): ListingState {
  const [lo, hi] = RANGE_LIMITS[key]
  const normal = range && !(range[0] <= lo && range[1] >= hi) ? range : undefined
  const current = state.filters[key]
  if (current?.[0] === normal?.[0] && current?.[1] === normal?.[1]) return state
  return withFilters(state, setKey(state.filters, key, normal))
}

export function withFlag(state: ListingState, key: FlagKey, on: boolean): ListingState {
  if ((state.filters[key]?.[0] === true) === on) return state
  return withFilters(state, setKey(state.filters, key, on ? [true] : undefined))
}

/** Removes one shown filter value (or the whole key for ranges and flags). */
export function withoutFilter(state: ListingState, key: FilterKey, value?: FilterValue): ListingState {
  if (isRangeKey(key)) return withRange(state, key, null)
  if (isFlagKey(key)) return withFlag(state, key, false)
  return withValue(state, key, String(value), false)
}

/** 'Tümünü temizle': the default filters and the first page; the chosen order and page size stay. */
export function cleared(state: ListingState): ListingState {
  return { ...DEFAULT_LISTING, sorter: state.sorter, pageSize: state.pageSize }
}

export function withSorter(state: ListingState, sorter: SorterId): ListingState {
  return { ...state, sorter }
}

export function withPage(state: ListingState, pageNumber: number): ListingState {
  return { ...state, pageNumber }
}

/** Keeps the first vehicle of the current page on the new page, so the page number stays meaningful. */
export function withPageSize(state: ListingState, pageSize: number): ListingState {
  const firstShown = (state.pageNumber - 1) * state.pageSize
  return { ...state, pageSize, pageNumber: Math.floor(firstShown / pageSize) + 1 }
}

/** How many filter values are chosen ('Filtrele (3)'). */
export function activeFilterCount(state: ListingState): number {
  return Object.entries(state.filters).reduce(
    (sum, [key, values]) => sum + (isRangeKey(key) || isFlagKey(key) ? 1 : (values?.length ?? 0)),
    0,
  )
}

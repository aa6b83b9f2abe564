// The bitmap engine's remembered facets (decision 048), kept through inventory changes (decision 051).
// A changed vehicle moves each remembered facet set by what it counted for before the change and
// what it counts for after it — decision 012's rule for one row: a row passing every filter counts in
// the total and every facet, a row failing exactly one filter counts in that filter's facet only.
// Forgetting them instead cost every filter set a full count again after each change: at 200,000 cars
// and a change every 200 ms, the search rate fell from ~1,100 to ~400 a second.
// A range's end that the change takes away cannot be told without the other rows: that set is
// forgotten (counted again at its next search), as is any set the change would leave inconsistent.
import { FILTER_KEYS, type FilterKey } from '../../../schemas/vehicles.js'
import type { NormalisedSearch } from '../search.js'
import { hasBit } from './bitset.js'
import type { BitmapStore } from './bitmap-store.js'
import { RANGES, type Coded, type RangeKey } from './engine-state.js'
import { DAMAGE_BIT, FLAG_FILTER_BIT } from './row-flags.js'
import type { FacetCounts } from './types.js'

/** The filters (and facets) whose values are dictionary codes, and their column. */
export const VALUE_KEYS: Partial<Record<FilterKey, Coded>> = {
  Brand: 'brand', Model: 'model', FuelType: 'fuel', GearType: 'gear', CaseType: 'body', Color: 'color', City: 'city',
}
const VALUE_FILTERS = Object.keys(VALUE_KEYS) as FilterKey[]

/** One vehicle as the facets see it, read from its slot (before a change, and after it). */
export interface RowView {
  type: string
  values: Partial<Record<Coded, string>>
  tags: string[]
  flags: number
  Year: number
  Km: number
  Price: number
}

export function rowView(store: BitmapStore, s: number): RowView {
  const { st, tagBits } = store
  const values: Partial<Record<Coded, string>> = {}
  for (const k of VALUE_FILTERS) values[VALUE_KEYS[k]!] = st.dict[VALUE_KEYS[k]!][st.codes[VALUE_KEYS[k]!][s]!]!
  const tags: string[] = []
  for (let t = 0; t < tagBits.length; t++) if (hasBit(tagBits[t]!, s)) tags.push(st.tagNames[t]!)
  return { type: st.dict.type[st.codes.type[s]!]!, values, tags, flags: st.flags[s]!, Year: st.year[s]!, Km: st.km[s]!, Price: st.price[s]! }
}

/** The filters of one search as tests of a single row (the same rules as the engine's masks). */
interface RowTest {
  type: string
  checks: Array<[FilterKey, (r: RowView) => boolean]>
}

function rowTest(n: NormalisedSearch, brandIds: number[], modelIds: number[]): RowTest {
  const checks: RowTest['checks'] = []
  for (const k of FILTER_KEYS) {
    const want = n.filters[k]
    if (!want) continue
    if (k === 'Year' || k === 'Km' || k === 'Price') {
      const lo = Number(want[0]), hi = Number(want[1])
      checks.push([k, (r) => r[k] >= lo && r[k] <= hi])
    } else if (k === 'Tags') {
      const set = new Set(want.map(String))
      if (set.size) checks.push([k, (r) => r.tags.some((t) => set.has(t))])
    } else if (k === 'Damage') {
      const need = want.reduce<number>((m, d) => m | (DAMAGE_BIT[String(d)] ?? 0), 0)
      if (need) checks.push([k, (r) => (r.flags & need) === need])
    } else if (FLAG_FILTER_BIT[k] !== undefined) {
      const bit = FLAG_FILTER_BIT[k], on = want[0] === true
      checks.push([k, (r) => ((r.flags & bit) !== 0) === on])
    } else {
      const coded = VALUE_KEYS[k]!
      const set = new Set((k === 'Brand' ? brandIds : k === 'Model' ? modelIds : want).map(String))
      checks.push([k, (r) => set.has(r.values[coded]!)])
    }
  }
  return { type: String(n.type), checks }
}

/** What one change does to one remembered facet set. */
class Delta {
  /** Whether the row counted anywhere in these facets, before or after. */
  touched = false
  total = 0
  readonly values = new Map<FilterKey, Map<string, number>>()
  readonly flags: Record<string, number> = {}
  readonly damage: Record<string, number> = {}
  readonly ranges: Partial<Record<RangeKey, { minus?: number; plus?: number }>> = {}

  /** The row, as `r`, leaves (-1) or joins (+1) the rows counted by `test`'s facets. */
  row(test: RowTest, r: RowView, sign: 1 | -1): void {
    if (r.type !== test.type) return
    let failed: FilterKey | undefined
    for (const [k, passes] of test.checks) {
      if (passes(r)) continue
      if (failed !== undefined) return // fails two filters: counted nowhere
      failed = k
    }
    this.touched = true
    if (failed !== undefined) return this.facet(failed, r, sign)
    this.total += sign
    for (const k of FILTER_KEYS) this.facet(k, r, sign)
  }

  private facet(k: FilterKey, r: RowView, sign: 1 | -1): void {
    const coded = VALUE_KEYS[k]
    if (coded) this.count(k, r.values[coded]!, sign)
    else if (k === 'Tags') for (const t of r.tags) this.count(k, t, sign)
    else if (k === 'Year' || k === 'Km' || k === 'Price') (this.ranges[k] ??= {})[sign > 0 ? 'plus' : 'minus'] = r[k]
    else if (k === 'Damage') {
      for (const [name, bit] of Object.entries(DAMAGE_BIT)) if (r.flags & bit) this.damage[name] = (this.damage[name] ?? 0) + sign
    } else if (r.flags & FLAG_FILTER_BIT[k]!) this.flags[k] = (this.flags[k] ?? 0) + sign
  }

  private count(k: FilterKey, value: string, sign: 1 | -1): void {
    let m = this.values.get(k)
    if (!m) this.values.set(k, (m = new Map()))
    m.set(value, (m.get(value) ?? 0) + sign)
  }

  /**
   * The facets moved by this delta: the same object when nothing moved, a new one (the old is left
   * as it is: answers made from it may be kept by it) when something did, or null when they cannot
   * be known without counting again.
   */
  applyTo(f: FacetCounts, store: BitmapStore): FacetCounts | null {
    if (!this.touched) return f
    let changed = this.total !== 0
    const next: FacetCounts = {
      total: f.total + this.total,
      values: f.values,
      ranges: { ...f.ranges },
      flags: { ...f.flags },
      damage: { ...f.damage },
    }
    if (next.total < 0) return null
    for (const [k, moves] of this.values) {
      let m: Map<string, number> | undefined
      let added = false
      for (const [value, d] of moves) {
        if (d === 0) continue
        m ??= new Map(f.values.get(k))
        const n = (m.get(value) ?? 0) + d
        if (n < 0) return null
        if (n === 0) m.delete(value)
        else {
          added ||= !m.has(value)
          m.set(value, n)
        }
      }
      if (!m) continue
      if (added) m = inCodeOrder(k, m, store)
      if (next.values === f.values) next.values = new Map(f.values)
      next.values.set(k, m)
      changed = true
    }
    for (const [bag, deltas] of [[next.flags, this.flags], [next.damage, this.damage]] as const) {
      for (const [name, d] of Object.entries(deltas)) {
        if (d === 0) continue
        const n = (bag[name] ?? 0) + d
        if (n < 0) return null
        bag[name] = n
        changed = true
      }
    }
    for (const k of RANGES) {
      const move = this.ranges[k]
      if (!move) continue
      const range = movedRange(f.ranges[k], move)
      if (range === undefined) return null
      if (range !== f.ranges[k]) {
        next.ranges[k] = range
        changed = true
      }
    }
    return changed ? next : f
  }
}

/**
 * A range's bounds after one row left it at `minus` and/or joined it at `plus`; undefined when they
 * cannot be known without the other rows (the row held an end and nothing shows the new one).
 */
function movedRange(range: { min: number; max: number } | null, { minus, plus }: { minus?: number; plus?: number }): { min: number; max: number } | null | undefined {
  if (minus === plus) return range
  const extend = (r: { min: number; max: number } | null, v: number) => (r ? { min: Math.min(r.min, v), max: Math.max(r.max, v) } : { min: v, max: v })
  if (minus === undefined) return extend(range, plus!)
  if (!range) return undefined
  const { min, max } = range
  if (minus > min && minus < max) return plus === undefined ? range : extend(range, plus)
  if (plus === undefined) return undefined
  // The row held an end and moved past it: the new value is the new end (the other end stays).
  if (minus === max && minus > min && plus >= max) return { min, max: plus }
  if (minus === min && minus < max && plus <= min) return { min: plus, max }
  return undefined
}

/** The values in dictionary order, as a count made from scratch lists them. */
function inCodeOrder(k: FilterKey, m: Map<string, number>, store: BitmapStore): Map<string, number> {
  const coded = VALUE_KEYS[k]
  const code = (v: string) => (coded ? store.code(coded, v) : store.tagCode(v)) ?? Number.MAX_SAFE_INTEGER
  return new Map([...m].sort((a, b) => code(a[0]) - code(b[0])))
}

interface Remembered {
  facets: FacetCounts
  test: RowTest
}

/** Facet sets by filters, least recently used first out. */
export class FacetMemo {
  private readonly entries = new Map<string, Remembered>()

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size
  }

  get(key: string): FacetCounts | undefined {
    const e = this.entries.get(key)
    if (!e) return undefined
    this.entries.delete(key)
    this.entries.set(key, e)
    return e.facets
  }

  set(key: string, facets: FacetCounts, n: NormalisedSearch, brandIds: number[], modelIds: number[]): void {
    this.entries.set(key, { facets, test: rowTest(n, brandIds, modelIds) })
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!)
  }

  /** One vehicle changed: as it was (`before`, null if not listed) and as it is (`after`, null if gone). */
  patch(store: BitmapStore, before: RowView | null, after: RowView | null): void {
    for (const [key, e] of this.entries) {
      const delta = new Delta()
      if (before) delta.row(e.test, before, -1)
      if (after) delta.row(e.test, after, 1)
      const facets = delta.applyTo(e.facets, store)
      if (facets === null) this.entries.delete(key)
      else e.facets = facets
    }
  }
}

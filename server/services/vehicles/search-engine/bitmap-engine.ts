// The bitmap engine: decision 012's search without a pass over the inventory. One bitset per filter
// value, bucketed ranges, and for each facet the AND of every other filter's mask (prefix and suffix
// ANDs: O(keys × words), not O(keys² × words)); a facet's counts are popcounts per value, or a tally of
// the rows when its mask is small. The page is sorted directly when the match is small, else read
// along a pre-sorted order. Same answers as the reference scan (scan-engine.ts); changes are patched
// in place (bitmap-store.ts); the state moves to and from a worker without copying (engine-state.ts).
import { FILTER_KEYS, type FilterKey, type SorterId } from '../../../schemas/vehicles.js'
import type { NormalisedSearch } from '../search.js'
import { and, andInto, collect, hasBit, orInto, popcount, popcountAnd } from './bitset.js'
import { FacetMemo, VALUE_KEYS, rowView, type RowView } from './facet-memo.js'
import { BitmapStore } from './bitmap-store.js'
import { rangeMask, rangeMinMax } from './buckets.js'
import type { Columns } from './columns.js'
import { buildState, rangeColumn, sortValue, transferList, type EngineState } from './engine-state.js'
import { DAMAGE_BIT, FLAG_FILTER_BIT } from './row-flags.js'
import { orderBy } from './sort-keys.js'
import type { FacetCounts, IndexResult, IndexRow, SearchEngine } from './types.js'

const FACETS = ['Brand', 'Model', 'FuelType', 'GearType', 'CaseType', 'Color', 'City', 'Tags'] as const
/** Sorter → [ascending order, read backwards]: each descending sorter also breaks ties by id descending. */
const SORTER_ORDER: Record<SorterId, [order: number, backwards: boolean]> = {
  1: [0, true], 2: [1, true], 3: [2, true], 4: [3, false], 5: [3, true], 6: [4, false], 7: [4, true], 8: [5, false], 9: [5, true],
}
/** Up to this many matches are sorted directly; more are read along the pre-sorted order. */
const SORT_DIRECTLY = 4096
/** Tallying one row (its slot collected once for all facets) costs about as much as popcounting this many words. */
const ROW_COST = 1
/**
 * Remembered facets, by filters (not by sorter or page: paging and re-sorting one search, the
 * commonest next step, counts nothing again), least recently used first out. Facets only, a few
 * KB each whatever the inventory's size; the match is built again (one AND per filter). A change
 * to the inventory moves them by the changed vehicle (facet-memo.ts); view counts only reorder.
 */
const MEMO_SIZE = 256

export interface BitmapEngineOptions {
  /** How many searches' facets to remember (0: none, e.g. to measure). */
  memoSize?: number
}

interface Found { facets: FacetCounts; match: Uint32Array }

export class BitmapEngine implements SearchEngine {
  /** A pure function of the rows: the state a worker builds and transfers (see transferList). */
  static build(input: IndexRow[] | Columns): EngineState {
    return buildState(input)
  }

  static transferList(state: EngineState): ArrayBuffer[] {
    return transferList(state)
  }

  private readonly store: BitmapStore
  private readonly memo: FacetMemo
  private masks: Uint32Array[] = []
  private slots = new Int32Array(0)

  /** Takes the state as it is (no copy); the engine changes it in place on patches. */
  constructor(state: EngineState, options: BitmapEngineOptions = {}) {
    this.store = new BitmapStore(state)
    this.memo = new FacetMemo(options.memoSize ?? MEMO_SIZE)
  }

  /** How many filter sets' facets are remembered now. */
  get remembered(): number {
    return this.memo.size
  }

  get size(): number {
    return this.store.st.liveCount
  }

  state(): EngineState {
    return this.store.st
  }

  upsert(row: IndexRow): void {
    const before = this.viewOf(row.id)
    this.store.upsert(row)
    if (this.memo.size) this.memo.patch(this.store, before, this.viewOf(row.id))
  }

  remove(id: number): boolean {
    const before = this.viewOf(id)
    const removed = this.store.remove(id)
    if (removed && this.memo.size) this.memo.patch(this.store, before, null)
    return removed
  }

  /** The vehicle as the remembered facets count it, or null if it is not listed (or nothing is remembered). */
  private viewOf(id: number): RowView | null {
    if (this.memo.size === 0) return null
    const s = this.store.slotOf(id)
    return s >= 0 && hasBit(this.store.st.live, s) ? rowView(this.store, s) : null
  }

  /** View counts only reorder "most visited"; remembered answers hold no order, so they stay. */
  setViews(pairs: Array<[id: number, views: number]>): void {
    this.store.setViews(pairs)
  }

  run(n: NormalisedSearch, brandIds: number[], modelIds: number[]): IndexResult {
    const key = this.memo.capacity > 0 ? memoKey(n, brandIds, modelIds) : undefined
    const known = key === undefined ? undefined : this.memo.get(key)
    const found = this.match(n, brandIds, modelIds, known)
    if (!known && key !== undefined) this.memo.set(key, found.facets, n, brandIds, modelIds)
    const pageIds = this.page(found.match, found.facets.total, n)
    return key === undefined ? { ...copyFacets(found.facets), pageIds } : { ...copyFacets(found.facets), pageIds, facetsIdentity: found.facets }
  }

  /**
   * The facets and the matching rows; the match is a scratch bitset, valid until the next search.
   * With the facets already `known` (remembered for these filters), only the match is built.
   */
  private match(n: NormalisedSearch, brandIds: number[], modelIds: number[], known?: FacetCounts): Found {
    const { st, bits } = this.store
    let used = 0
    const next = () => this.mask(used++)
    const base = next()
    const type = this.store.code('type', String(n.type))
    if (type === undefined) base.fill(0)
    else and(base, st.live, bits.type[type]!)
    const keys: FilterKey[] = [], masks: Uint32Array[] = []
    for (const k of FILTER_KEYS) {
      const want = n.filters[k]
      const mask = want && this.filterMask(k, want, k === 'Brand' ? brandIds : modelIds, next)
      if (mask) {
        keys.push(k)
        masks.push(mask)
      }
    }
    // prefix[i] = base ∧ masks[0..i); then, right to left, prefix[i] ∧= masks[i+1..] (suffixes built in masks).
    const prefix = [base]
    for (let i = 0; i < keys.length; i++) prefix.push(and(next(), prefix[i]!, masks[i]!))
    if (known) return { facets: known, match: prefix[keys.length]! }
    for (let i = keys.length - 2; i >= 0; i--) {
      andInto(prefix[i]!, masks[i + 1]!)
      andInto(masks[i]!, masks[i + 1]!)
    }
    const facets = emptyFacets()
    keys.forEach((k, i) => this.count(prefix[i]!, [k], facets))
    const all = prefix[keys.length]!
    facets.total = this.count(all, FILTER_KEYS.filter((k) => !keys.includes(k)), facets)
    return { facets, match: all }
  }

  /** The rows passing filter k, or null when it constrains nothing (as the scan treats it). */
  private filterMask(k: FilterKey, want: Array<string | number | boolean>, ids: number[], next: () => Uint32Array): Uint32Array | null {
    const { st, bits, tagBits, flagBits } = this.store
    switch (k) {
      case 'Year': case 'Km': case 'Price':
        return rangeMask(next(), this.store.le[k], st.bounds[k], rangeColumn(st, k), Number(want[0]), Number(want[1]))
      case 'Tags': {
        if (want.length === 0) return null
        const out = next().fill(0)
        for (const t of want) {
          const c = this.store.tagCode(String(t))
          if (c !== undefined) orInto(out, tagBits[c]!)
        }
        return out
      }
      case 'Damage': {
        const need = want.reduce<number>((m, d) => m | (DAMAGE_BIT[String(d)] ?? 0), 0)
        if (need === 0) return null
        const out = next().fill(0xffffffff)
        for (let b = 0; b < flagBits.length; b++) if (need & (1 << b)) andInto(out, flagBits[b]!)
        return out
      }
    }
    const flag = FLAG_FILTER_BIT[k]
    if (flag !== undefined) {
      const rows = flagBits[31 - Math.clz32(flag)]!
      const out = next()
      if (want[0] === true) out.set(rows)
      else for (let i = 0; i < out.length; i++) out[i] = ~rows[i]!
      return out
    }
    const coded = VALUE_KEYS[k]!
    const out = next().fill(0)
    for (const v of k === 'Brand' || k === 'Model' ? ids : want) {
      const c = this.store.code(coded, String(v))
      if (c !== undefined) orInto(out, bits[coded][c]!)
    }
    return out
  }

  /** Fills the facets of `keys` from the rows of mask; returns how many rows it holds. */
  private count(mask: Uint32Array, keys: readonly FilterKey[], out: FacetCounts): number {
    const { st, bits, tagBits, flagBits, le } = this.store
    const words = mask.length
    const pc = popcount(mask)
    const tally = pc * ROW_COST
    let m = -1
    // The rows themselves, collected once for every facet that tallies them.
    const rows = () => (m < 0 ? (m = collect(mask, this.slotBuffer())) : m)
    const slots = this.slotBuffer()
    const flagCount = (bit: number) => {
      if (tally >= words) return popcountAnd(flagBits[31 - Math.clz32(bit)]!, mask)
      let c = 0
      for (let j = 0, end = rows(); j < end; j++) if (st.flags[slots[j]!]! & bit) c++
      return c
    }
    for (const k of keys) {
      const coded = VALUE_KEYS[k]
      if (coded) {
        const values = bits[coded]
        const counts = new Uint32Array(values.length)
        if (values.length * words <= tally) {
          for (let v = 0; v < values.length; v++) counts[v] = popcountAnd(values[v]!, mask)
        } else {
          const col = st.codes[coded]
          for (let j = 0, end = rows(); j < end; j++) counts[col[slots[j]!]!]!++
        }
        const found = out.values.get(k)!
        for (let v = 0; v < counts.length; v++) if (counts[v]! > 0) found.set(st.dict[coded][v]!, counts[v]!)
      } else if (k === 'Tags') {
        const found = out.values.get(k)!
        for (let t = 0; t < tagBits.length; t++) {
          let c = 0
          if (pc >= words) c = popcountAnd(tagBits[t]!, mask)
          else for (let j = 0, end = rows(); j < end; j++) if (hasBit(tagBits[t]!, slots[j]!)) c++
          if (c > 0) found.set(st.tagNames[t]!, c)
        }
      } else if (k === 'Year' || k === 'Km' || k === 'Price') {
        const col = rangeColumn(st, k)
        if (pc === 0) out.ranges[k] = null
        else if (tally >= 4 * words) out.ranges[k] = rangeMinMax(mask, le[k], col)
        else {
          let min = Infinity, max = -Infinity
          for (let j = 0, end = rows(); j < end; j++) {
            const v = col[slots[j]!]!
            if (v < min) min = v
            if (v > max) max = v
          }
          out.ranges[k] = { min, max }
        }
      } else if (k === 'Damage') {
        for (const [name, bit] of Object.entries(DAMAGE_BIT)) out.damage[name] = flagCount(bit)
      } else {
        out.flags[k] = flagCount(FLAG_FILTER_BIT[k]!)
      }
    }
    return pc
  }

  /** The page's ids: the matches sorted directly when few, else read along the sorter's order. */
  private page(match: Uint32Array, total: number, n: NormalisedSearch): number[] {
    const { st } = this.store
    const skip = (n.pageNumber - 1) * n.pageSize
    const take = Math.min(n.pageSize, total - skip)
    if (take <= 0) return []
    const [o, backwards] = SORTER_ORDER[n.sorter]
    const out: number[] = []
    if (total <= SORT_DIRECTLY) {
      const slots = this.slotBuffer()
      const m = collect(match, slots)
      const values = new Float64Array(m), ids = new Int32Array(m)
      for (let j = 0; j < m; j++) {
        values[j] = sortValue(st, o, slots[j]!)
        ids[j] = st.id[slots[j]!]!
      }
      const sorted = orderBy(values, ids)
      for (let j = 0; j < take; j++) out.push(sorted[backwards ? m - 1 - skip - j : skip + j]!)
      return out
    }
    const order = st.orders[o]!
    let seen = 0
    if (backwards) {
      for (let j = st.liveCount - 1; j >= 0 && out.length < take; j--) {
        const s = order[j]!
        if (hasBit(match, s) && seen++ >= skip) out.push(st.id[s]!)
      }
    } else {
      for (let j = 0; j < st.liveCount && out.length < take; j++) {
        const s = order[j]!
        if (hasBit(match, s) && seen++ >= skip) out.push(st.id[s]!)
      }
    }
    return out
  }

  /** Scratch bitset i, reused across searches (sized again after the capacity grows). */
  private mask(i: number): Uint32Array {
    const words = this.store.words
    if (this.masks[i]?.length !== words) this.masks[i] = new Uint32Array(words)
    return this.masks[i]!
  }

  private slotBuffer(): Int32Array {
    if (this.slots.length < this.store.st.capacity) this.slots = new Int32Array(this.store.st.capacity)
    return this.slots
  }
}

/** The memo key of a search: its type and filters (the brand and model ids stand for their slugs). */
function memoKey(n: NormalisedSearch, brandIds: number[], modelIds: number[]): string {
  return JSON.stringify([n.type, n.filters, brandIds, modelIds])
}

function emptyFacets(): FacetCounts {
  return {
    total: 0,
    values: new Map(FACETS.map((k) => [k, new Map<string, number>()])),
    ranges: { Year: null, Km: null, Price: null },
    flags: Object.fromEntries(Object.keys(FLAG_FILTER_BIT).map((k) => [k, 0])),
    damage: Object.fromEntries(Object.keys(DAMAGE_BIT).map((k) => [k, 0])),
  }
}

/** A caller's own copy: remembered facets are shared between searches. */
function copyFacets(f: FacetCounts): FacetCounts {
  const r = (x: { min: number; max: number } | null) => (x ? { ...x } : null)
  return {
    total: f.total,
    values: new Map([...f.values].map(([k, m]) => [k, new Map(m)])),
    ranges: { Year: r(f.ranges.Year), Km: r(f.ranges.Km), Price: r(f.ranges.Price) },
    flags: { ...f.flags },
    damage: { ...f.damage },
  }
}

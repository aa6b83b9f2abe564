// The bitmap engine's whole state as plain objects of typed arrays and strings, so a worker can build
// it and hand it over with a transfer list (no copy). Row slots are in ascending id order at build;
// a vehicle added later is appended. Every bitset family keeps bitset v at data[v × words, (v + 1) × words).
import { setBit, wordsFor } from './bitset.js'
import { quantileBounds, yearBounds, bucketOf } from './buckets.js'
import { TEXT_COLUMNS, coder, columnsFromRows, type Columns } from './columns.js'
import { ROW_FLAG } from './row-flags.js'
import { orderBy } from './sort-keys.js'
import type { IndexRow } from './types.js'

/** Columns coded through a dictionary, one bitset per value. Type, brand and model ids are kept as strings. */
export const CODED = ['type', 'brand', 'model', ...TEXT_COLUMNS] as const
export type Coded = (typeof CODED)[number]
export const RANGES = ['Year', 'Km', 'Price'] as const
export type RangeKey = (typeof RANGES)[number]
/** The six ascending orders, by (value, id); the nine sorters read them forwards or backwards. */
export const ORDERS = ['views', 'stock', 'campaign', 'price', 'km', 'year'] as const
/** The flag bitsets, bit i of ROW_FLAG each. */
export const FLAG_BITS = 8

export interface Family { count: number; data: Uint32Array }

export interface EngineState {
  /** slots in use, live or removed */
  size: number
  /** slots allocated, a multiple of 32 */
  capacity: number
  liveCount: number
  /** whether slot order is still id order (an appended id below the highest breaks it) */
  idOrdered: boolean
  id: Int32Array
  year: Int32Array
  km: Int32Array
  price: Float64Array
  flags: Uint8Array
  stock: Int32Array
  views: Int32Array
  codes: Record<Coded, Int32Array>
  dict: Record<Coded, string[]>
  tagNames: string[]
  live: Uint32Array
  bits: Record<Coded, Family>
  tags: Family
  flagBits: Family
  bounds: Record<RangeKey, Float64Array>
  /** cumulative buckets: le[b] = the rows in buckets 0..b */
  le: Record<RangeKey, Family>
  /** ascending by (value, id), ORDERS[o]; the first liveCount entries are used */
  orders: Int32Array[]
}

export const rangeColumn = (st: EngineState, k: RangeKey): Int32Array | Float64Array => (k === 'Year' ? st.year : k === 'Km' ? st.km : st.price)

/** The value order o sorts slot s by. */
export function sortValue(st: EngineState, o: number, s: number): number {
  switch (o) {
    case 0: return st.views[s]!
    case 1: return st.stock[s]!
    case 2: return (st.flags[s]! & ROW_FLAG.campaign ? 2 ** 32 : 0) + st.stock[s]!
    case 3: return st.price[s]!
    case 4: return st.km[s]!
    default: return st.year[s]!
  }
}

/** Order o of the live slots, from typed keys; ties by slot while slots are in id order, else by id. */
export function buildOrder(st: EngineState, o: number, liveSlots: Int32Array, slotOfId?: (id: number) => number): Int32Array {
  const values = Float64Array.from(liveSlots, (s) => sortValue(st, o, s))
  const out = st.orders[o] ?? new Int32Array(st.capacity)
  if (st.idOrdered) return orderBy(values, liveSlots, out)
  const ids = orderBy(values, Int32Array.from(liveSlots, (s) => st.id[s]!), out)
  for (let j = 0; j < ids.length; j++) ids[j] = slotOfId!(ids[j]!)
  return out
}

export function family(count: number, words: number, room = count): Family {
  return { count, data: new Uint32Array(words * Math.max(1, room)) }
}

export const familyView = (f: Family, words: number, v: number): Uint32Array => f.data.subarray(v * words, (v + 1) * words)

/** A pure function of its input: the state of an engine over these vehicles (ids must be unique). */
export function buildState(input: IndexRow[] | Columns): EngineState {
  const c = Array.isArray(input) ? columnsFromRows(input) : input
  const n = c.length
  // Slots in ascending id order.
  let sorted = true
  for (let i = 1; i < n && sorted; i++) sorted = c.id[i - 1]! < c.id[i]!
  const row = sorted ? null : orderBy(Float64Array.from(c.id.subarray(0, n)), Int32Array.from({ length: n }, (_, i) => i))
  const at = row ? (s: number) => row[s]! : (s: number) => s
  for (let s = 1; s < n; s++) if (c.id[at(s - 1)] === c.id[at(s)]) throw new Error(`search engine: duplicate vehicle id ${c.id[at(s)]}`)

  const capacity = Math.max(32, wordsFor(n + (n >>> 4)) << 5)
  const words = capacity >>> 5
  const pick = <A extends Int32Array | Float64Array | Uint8Array>(out: A, src: ArrayLike<number>): A => {
    for (let s = 0; s < n; s++) out[s] = src[at(s)]!
    return out
  }
  const dict = {} as Record<Coded, string[]>
  const codes = {} as Record<Coded, Int32Array>
  for (const k of CODED) {
    dict[k] = []
    codes[k] = new Int32Array(capacity)
    const code = coder(dict[k])
    if (k === 'type' || k === 'brand' || k === 'model') {
      const ids = c[k]
      for (let s = 0; s < n; s++) codes[k][s] = code(String(ids[at(s)]))
    } else {
      // The column's dictionary may repeat a value; the engine's has each once.
      const remap = c[k].dict.map(code)
      for (let s = 0; s < n; s++) codes[k][s] = remap[c[k].codes[at(s)]!]!
    }
  }
  const tagNames: string[] = []
  const tagCode = coder(tagNames)
  const tagRemap = c.tags.dict.map(tagCode)

  const st: EngineState = {
    size: n, capacity, liveCount: n, idOrdered: true,
    id: pick(new Int32Array(capacity), c.id), year: pick(new Int32Array(capacity), c.year), km: pick(new Int32Array(capacity), c.km),
    price: pick(new Float64Array(capacity), c.price), flags: pick(new Uint8Array(capacity), c.flags),
    stock: pick(new Int32Array(capacity), c.stock), views: pick(new Int32Array(capacity), c.views),
    codes, dict, tagNames,
    live: new Uint32Array(words),
    bits: Object.fromEntries(CODED.map((k) => [k, family(dict[k].length, words)])) as Record<Coded, Family>,
    tags: family(tagNames.length, words),
    flagBits: family(FLAG_BITS, words),
    bounds: {} as Record<RangeKey, Float64Array>,
    le: {} as Record<RangeKey, Family>,
    orders: [],
  }
  const set = (f: Family, v: number, s: number) => {
    const i = v * words + (s >>> 5)
    f.data[i] = f.data[i]! | (1 << (s & 31))
  }
  for (let s = 0; s < n; s++) {
    setBit(st.live, s)
    for (const k of CODED) set(st.bits[k], codes[k][s]!, s)
    for (let b = 0, fl = st.flags[s]!; b < FLAG_BITS; b++) if (fl & (1 << b)) set(st.flagBits, b, s)
    const r = at(s)
    for (let j = c.tags.start[r]!; j < c.tags.start[r + 1]!; j++) set(st.tags, tagRemap[c.tags.codes[j]!]!, s)
  }
  for (const k of RANGES) {
    const col = rangeColumn(st, k)
    const values = Float64Array.from(col.subarray(0, n)).sort()
    const bounds = (st.bounds[k] = k === 'Year' ? yearBounds(values) : quantileBounds(values))
    const le = (st.le[k] = family(bounds.length + 1, words))
    for (let s = 0; s < n; s++) set(le, bucketOf(bounds, col[s]!), s)
    // Cumulative: bucket b also holds every row of the buckets below it.
    for (let b = 1; b < le.count; b++) {
      for (let i = b * words; i < (b + 1) * words; i++) le.data[i] = le.data[i]! | le.data[i - words]!
    }
  }
  const slots = Int32Array.from({ length: n }, (_, s) => s)
  for (let o = 0; o < ORDERS.length; o++) st.orders.push(buildOrder(st, o, slots))
  return st
}

/** The buffers of a state, for postMessage / structuredClone's transfer list. */
export function transferList(st: EngineState): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>()
  const add = (a: { buffer: ArrayBufferLike }) => buffers.add(a.buffer as ArrayBuffer)
  for (const a of [st.id, st.year, st.km, st.price, st.flags, st.stock, st.views, st.live, st.tags.data, st.flagBits.data, ...st.orders]) add(a)
  for (const k of CODED) { add(st.codes[k]); add(st.bits[k].data) }
  for (const k of RANGES) { add(st.bounds[k]); add(st.le[k].data) }
  return [...buffers]
}

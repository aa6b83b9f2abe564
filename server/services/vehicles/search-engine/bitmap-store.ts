// The bitmap engine's storage: the state's columns, bitsets and sort orders, with views per value,
// and the in-place patches (a changed, new or removed vehicle; new view counts) that keep them equal
// to a fresh build without rebuilding. A new value (brand, colour, tag) gets a new bitset; a full
// family or a full row capacity doubles.
import { clearBit, collect, hasBit, setBit, wordsFor } from './bitset.js'
import { bucketOf, moveBucket } from './buckets.js'
import {
  CODED, FLAG_BITS, ORDERS, RANGES, buildOrder, familyView, rangeColumn, sortValue, type Coded, type EngineState, type Family, type RangeKey,
} from './engine-state.js'
import { rowFlags } from './row-flags.js'
import type { IndexRow } from './types.js'

/** A views batch larger than this share of the rows re-sorts the order instead of moving rows one by one. */
const VIEWS_REBUILD_SHARE = 0.01

const rowValue = (r: IndexRow, k: Coded): string => {
  switch (k) {
    case 'type': return String(r.t)
    case 'brand': return String(r.b)
    case 'model': return String(r.m)
    default: return r[k]
  }
}

/** The value order o sorts a row by (sortValue for a row not yet written). */
function rowSortValue(r: IndexRow, o: number): number {
  switch (o) {
    case 0: return r.views
    case 1: return r.stock
    case 2: return (r.camp ? 2 ** 32 : 0) + r.stock
    case 3: return Number(r.p)
    case 4: return r.km
    default: return r.y
  }
}

export class BitmapStore {
  words: number
  /** bitset views: value code → rows */
  bits = {} as Record<Coded, Uint32Array[]>
  tagBits: Uint32Array[] = []
  flagBits: Uint32Array[] = []
  /** cumulative bucket views per range */
  le = {} as Record<RangeKey, Uint32Array[]>
  private readonly index = {} as Record<Coded, Map<string, number>>
  private readonly tagIndex: Map<string, number>
  /** id → slot, only once an appended id broke the id order of the slots */
  private slotIndex: Map<number, number> | null = null

  constructor(readonly st: EngineState) {
    this.words = st.capacity >>> 5
    for (const k of CODED) this.index[k] = new Map(st.dict[k].map((v, i) => [v, i]))
    this.tagIndex = new Map(st.tagNames.map((v, i) => [v, i]))
    this.refreshViews()
  }

  code(k: Coded, v: string): number | undefined {
    return this.index[k].get(v)
  }

  tagCode(t: string): number | undefined {
    return this.tagIndex.get(t)
  }

  slotOf(id: number): number {
    const st = this.st
    if (!st.idOrdered) {
      this.slotIndex ??= new Map(Array.from(st.id.subarray(0, st.size), (v, s) => [v, s]))
      return this.slotIndex.get(id) ?? -1
    }
    let lo = 0, hi = st.size
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (st.id[mid]! < id) lo = mid + 1
      else hi = mid
    }
    return lo < st.size && st.id[lo] === id ? lo : -1
  }

  /** A changed vehicle, or a new one (appended, or back in its old slot). */
  upsert(r: IndexRow): void {
    const st = this.st
    let s = this.slotOf(r.id)
    if (s >= 0 && hasBit(st.live, s)) {
      // Only the orders whose value changes move.
      const moved = ORDERS.map((_, o) => (rowSortValue(r, o) !== sortValue(st, o, s) ? this.positionOf(o, s) : -1))
      this.dropBits(s)
      this.write(s, r)
      moved.forEach((pos, o) => { if (pos >= 0) this.reposition(o, s, pos) })
      return
    }
    if (s < 0) s = this.append(r.id)
    this.write(s, r)
    setBit(st.live, s)
    for (let o = 0; o < ORDERS.length; o++) {
      const order = st.orders[o]!
      const pos = this.seek(o, sortValue(st, o, s), r.id, st.liveCount)
      order.copyWithin(pos + 1, pos, st.liveCount)
      order[pos] = s
    }
    st.liveCount++
  }

  /** Takes a vehicle out; its slot stays reserved for its id. */
  remove(id: number): boolean {
    const st = this.st
    const s = this.slotOf(id)
    if (s < 0 || !hasBit(st.live, s)) return false
    for (let o = 0; o < ORDERS.length; o++) {
      const pos = this.positionOf(o, s)
      st.orders[o]!.copyWithin(pos, pos + 1, st.liveCount)
    }
    st.liveCount--
    this.dropBits(s)
    clearBit(st.live, s)
    return true
  }

  /** New view counts: the "most visited" order only. */
  setViews(pairs: Array<[id: number, views: number]>): void {
    const st = this.st
    const known = pairs.map(([id, views]) => [this.slotOf(id), views] as const).filter(([s]) => s >= 0 && hasBit(st.live, s))
    if (known.length > st.liveCount * VIEWS_REBUILD_SHARE) {
      for (const [s, views] of known) st.views[s] = views
      const live = new Int32Array(st.liveCount)
      collect(st.live, live)
      buildOrder(st, 0, live, (id) => this.slotOf(id))
      return
    }
    for (const [s, views] of known) {
      if (st.views[s] === views) continue
      const pos = this.positionOf(0, s)
      st.views[s] = views
      this.reposition(0, s, pos)
    }
  }

  /** Writes the row's columns and sets its bits (new values get new codes and bitsets). */
  private write(s: number, r: IndexRow): void {
    const st = this.st
    st.id[s] = r.id
    st.year[s] = r.y
    st.km[s] = r.km
    st.price[s] = Number(r.p)
    st.flags[s] = rowFlags(r)
    st.stock[s] = r.stock
    st.views[s] = r.views
    for (const k of CODED) {
      let c = this.index[k].get(rowValue(r, k))
      if (c === undefined) {
        c = st.dict[k].push(rowValue(r, k)) - 1
        this.index[k].set(rowValue(r, k), c)
        this.widen(st.bits[k])
      }
      st.codes[k][s] = c
      setBit(this.bits[k][c]!, s)
    }
    for (let b = 0; b < FLAG_BITS; b++) if (st.flags[s]! & (1 << b)) setBit(this.flagBits[b]!, s)
    for (const t of r.tags) {
      let c = this.tagIndex.get(t)
      if (c === undefined) {
        c = st.tagNames.push(t) - 1
        this.tagIndex.set(t, c)
        this.widen(st.tags)
      }
      setBit(this.tagBits[c]!, s)
    }
    for (const k of RANGES) moveBucket(this.le[k], s, -1, bucketOf(st.bounds[k], rangeColumn(st, k)[s]!))
  }

  /** Clears the slot's bits, as its columns say they are. */
  private dropBits(s: number): void {
    const st = this.st
    for (const k of CODED) clearBit(this.bits[k][st.codes[k][s]!]!, s)
    for (let b = 0; b < FLAG_BITS; b++) clearBit(this.flagBits[b]!, s)
    for (const t of this.tagBits) clearBit(t, s)
    for (const k of RANGES) moveBucket(this.le[k], s, bucketOf(st.bounds[k], rangeColumn(st, k)[s]!), -1)
  }

  /** Index in order o of the first entry not below (v, id), over len entries, as if entry `gap` were gone. */
  private seek(o: number, v: number, id: number, len: number, gap = -1): number {
    const st = this.st
    const order = st.orders[o]!
    let lo = 0, hi = len
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const t = order[gap >= 0 && mid >= gap ? mid + 1 : mid]!
      const tv = sortValue(st, o, t)
      if (tv < v || (tv === v && st.id[t]! < id)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  private positionOf(o: number, s: number): number {
    const pos = this.seek(o, sortValue(this.st, o, s), this.st.id[s]!, this.st.liveCount)
    if (this.st.orders[o]![pos] !== s) throw new Error(`search engine: order ${ORDERS[o]} lost slot ${s}`)
    return pos
  }

  /** Moves slot s, which was at `from` before its value changed, to its new place: one copyWithin. */
  private reposition(o: number, s: number, from: number): void {
    const st = this.st
    const order = st.orders[o]!
    const to = this.seek(o, sortValue(st, o, s), st.id[s]!, st.liveCount - 1, from)
    if (to >= from) order.copyWithin(from, from + 1, to + 1)
    else order.copyWithin(to + 1, to, from)
    order[to] = s
  }

  private append(id: number): number {
    const st = this.st
    if (st.size === st.capacity) this.grow()
    const s = st.size++
    st.id[s] = id
    if (st.idOrdered && s > 0 && id < st.id[s - 1]!) st.idOrdered = false
    this.slotIndex?.set(id, s)
    return s
  }

  /** Room for one more bitset in the family (doubling when full). */
  private widen(f: Family): void {
    f.count++
    if (f.count * this.words > f.data.length) {
      const data = new Uint32Array(f.data.length * 2)
      data.set(f.data)
      f.data = data
    }
    this.refreshViews()
  }

  /** Doubles the row capacity: every column, bitset and order moves to a larger buffer. */
  private grow(): void {
    const st = this.st
    const capacity = st.capacity * 2
    const words = wordsFor(capacity)
    const larger = <A extends Int32Array | Float64Array | Uint8Array | Uint32Array>(a: A, make: new (n: number) => A, length: number): A => {
      const out = new make(length)
      out.set(a)
      return out
    }
    st.id = larger(st.id, Int32Array, capacity)
    st.year = larger(st.year, Int32Array, capacity)
    st.km = larger(st.km, Int32Array, capacity)
    st.price = larger(st.price, Float64Array, capacity)
    st.flags = larger(st.flags, Uint8Array, capacity)
    st.stock = larger(st.stock, Int32Array, capacity)
    st.views = larger(st.views, Int32Array, capacity)
    for (const k of CODED) st.codes[k] = larger(st.codes[k], Int32Array, capacity)
    st.live = larger(st.live, Uint32Array, words)
    st.orders = st.orders.map((o) => larger(o, Int32Array, capacity))
    const restride = (f: Family) => {
      const room = f.data.length / this.words
      const data = new Uint32Array(room * words)
      for (let v = 0; v < f.count; v++) data.set(familyView(f, this.words, v), v * words)
      f.data = data
    }
    for (const k of CODED) restride(st.bits[k])
    restride(st.tags)
    restride(st.flagBits)
    for (const k of RANGES) restride(st.le[k])
    st.capacity = capacity
    this.words = words
    this.refreshViews()
  }

  private refreshViews(): void {
    const { st, words } = this
    const views = (f: Family) => Array.from({ length: f.count }, (_, v) => familyView(f, words, v))
    for (const k of CODED) this.bits[k] = views(st.bits[k])
    this.tagBits = views(st.tags)
    this.flagBits = views(st.flagBits)
    for (const k of RANGES) this.le[k] = views(st.le[k])
  }
}

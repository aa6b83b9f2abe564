// Range buckets for Year, Km and Price. Year has one bucket per year; Km and Price have 64 buckets of
// about equal row counts (bounds at the build's quantiles), so an edge bucket holds ~1/64 of the rows
// however skewed prices are. Buckets are stored cumulatively (le[b] = rows in buckets 0..b): the
// buckets fully inside a range are one AND-NOT, the first/last non-empty bucket under a mask a binary
// search. Bounds stay fixed between builds: a value beyond them falls into the first or last bucket,
// and the exact check of the (at most two) edge buckets keeps answers right.
import { andNot, clearBit, intersects, isSubset, setBit } from './bitset.js'

export const VALUE_BUCKETS = 64

/** Bucket b holds the values v with bounds[b - 1] ≤ v < bounds[b] (open at both ends). */
export function bucketOf(bounds: Float64Array, v: number): number {
  let lo = 0, hi = bounds.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (bounds[mid]! <= v) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** One bucket per year between the lowest and highest year. */
export function yearBounds(sorted: Float64Array): Float64Array {
  if (sorted.length === 0) return new Float64Array(0)
  const lo = sorted[0]!, hi = sorted[sorted.length - 1]!
  return Float64Array.from({ length: Math.max(0, hi - lo) }, (_, i) => lo + 1 + i)
}

/** Up to `buckets` buckets with about equal row counts: distinct values at the quantiles. */
export function quantileBounds(sorted: Float64Array, buckets = VALUE_BUCKETS): Float64Array {
  const out: number[] = []
  for (let i = 1; i < buckets; i++) {
    const v = sorted[Math.floor((i * sorted.length) / buckets)]
    if (v !== undefined && v > sorted[0]! && v !== out[out.length - 1]) out.push(v)
  }
  return Float64Array.from(out)
}

/** Moves slot s from bucket `from` to bucket `to` (−1: none) in the cumulative bitsets. */
export function moveBucket(le: Uint32Array[], s: number, from: number, to: number): void {
  const end = le.length
  const a = from < 0 ? end : from, b = to < 0 ? end : to
  for (let i = Math.min(a, b); i < Math.max(a, b); i++) {
    if (a < b) clearBit(le[i]!, s)
    else setBit(le[i]!, s)
  }
}

/**
 * out = the slots whose value is in [lo, hi]: the buckets inside the range at once, the (at most two)
 * edge buckets row by row. An edge bucket whose bounds already lie inside the range needs no row
 * read: with integer values (years, km) that is every year bucket and any quantile bucket the range
 * covers whole.
 */
export function rangeMask(out: Uint32Array, le: Uint32Array[], bounds: Float64Array, col: Int32Array | Float64Array, lo: number, hi: number): Uint32Array {
  if (!(lo <= hi)) return out.fill(0)
  const first = bucketOf(bounds, lo), last = bucketOf(bounds, hi)
  // Bucket b (not an end bucket: those take any value beyond the build's bounds) holds bounds[b-1] ≤ v < bounds[b].
  const integral = col instanceof Int32Array
  const whole = (b: number) => b > 0 && b < bounds.length && lo <= bounds[b - 1]! && (integral ? Math.ceil(bounds[b]!) - 1 : bounds[b]!) <= hi
  const from = whole(first) ? first : first + 1
  const to = whole(last) ? last : last - 1
  if (to >= from) andNot(out, le[to]!, le[from - 1]!)
  else out.fill(0)
  const edge = (b: number) => {
    const cur = le[b]!, prev = b > 0 ? le[b - 1]! : null
    for (let i = 0; i < cur.length; i++) {
      let w = prev ? cur[i]! & ~prev[i]! : cur[i]!
      while (w !== 0) {
        const low = w & -w
        const v = col[(i << 5) + 31 - Math.clz32(low)]!
        if (v >= lo && v <= hi) out[i] = out[i]! | low
        w ^= low
      }
    }
  }
  if (from !== first) edge(first)
  if (last !== first && to !== last) edge(last)
  return out
}

/** The lowest and highest value among the slots of mask (not empty), from the first and last bucket it meets. */
export function rangeMinMax(mask: Uint32Array, le: Uint32Array[], col: ArrayLike<number>): { min: number; max: number } {
  let lo = 0, hi = le.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (intersects(le[mid]!, mask)) hi = mid
    else lo = mid + 1
  }
  const first = lo
  hi = le.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (isSubset(mask, le[mid]!)) hi = mid
    else lo = mid + 1
  }
  return { min: bucketExtreme(mask, le, first, col, 1), max: bucketExtreme(mask, le, lo, col, -1) }
}

/** The lowest (sign 1) or highest (sign −1) value of the mask's slots in bucket b. */
function bucketExtreme(mask: Uint32Array, le: Uint32Array[], b: number, col: ArrayLike<number>, sign: 1 | -1): number {
  const cur = le[b]!, prev = b > 0 ? le[b - 1]! : null
  let best = Infinity
  for (let i = 0; i < cur.length; i++) {
    let w = mask[i]! & cur[i]!
    if (prev) w &= ~prev[i]!
    while (w !== 0) {
      const low = w & -w
      const v = sign * col[(i << 5) + 31 - Math.clz32(low)]!
      if (v < best) best = v
      w ^= low
    }
  }
  return sign * best
}

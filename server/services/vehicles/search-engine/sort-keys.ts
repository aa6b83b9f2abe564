// Sorting by typed keys instead of comparator closures. Integer values of a small range (years, views,
// stock days) are counted into place (stable, so ascending ties stay in order); otherwise a value
// becomes its offset from the lowest value, or if that range is too wide its rank among all values
// (a native Float64Array sort and a binary search each), and offset × 2^31 + tie is one exact double
// (offset < 2^22), so one native sort orders by (value, tie) and the tie is read back from the key.

const TIE = 2 ** 31

/** The first index of sorted[0..count) whose value is ≥ v. */
export function lowerBound(sorted: Float64Array, v: number, count = sorted.length): number {
  let lo = 0, hi = count
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]! < v) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The ties ordered by (value, tie) ascending: values[j] belongs to ties[j]; ties are distinct integers in
 * [0, 2^31) (slots or ids). Writes into out (or a new array) and returns it.
 */
export function orderBy(values: Float64Array, ties: ArrayLike<number>, out: Int32Array = new Int32Array(values.length)): Int32Array {
  const count = values.length
  if (count === 0) return out
  if (count >= 2 ** 22) throw new RangeError('orderBy: too many rows for a typed key')
  let min = Infinity, max = -Infinity, integers = true, tiesAscending = true
  for (let j = 0; j < count; j++) {
    const v = values[j]!
    if (v < min) min = v
    if (v > max) max = v
    if (integers && !Number.isInteger(v)) integers = false
    if (j > 0 && ties[j]! <= ties[j - 1]!) tiesAscending = false
  }
  const range = max - min + 1
  if (integers && tiesAscending && range <= Math.max(1024, 4 * count)) return countingOrder(values, ties, min, range, out)
  const keys = new Float64Array(count)
  if (integers && range < 2 ** 22) {
    for (let j = 0; j < count; j++) keys[j] = (values[j]! - min) * TIE + ties[j]!
  } else {
    const sorted = values.slice().sort()
    for (let j = 0; j < count; j++) keys[j] = lowerBound(sorted, values[j]!) * TIE + ties[j]!
  }
  keys.sort()
  for (let j = 0; j < count; j++) out[j] = keys[j]! % TIE
  return out
}

/** A counting sort: where each value's run starts, then every tie into its run in the given order. */
function countingOrder(values: Float64Array, ties: ArrayLike<number>, min: number, range: number, out: Int32Array): Int32Array {
  const start = new Int32Array(range + 1)
  for (let j = 0; j < values.length; j++) start[values[j]! - min + 1]!++
  for (let v = 1; v <= range; v++) start[v]! += start[v - 1]!
  for (let j = 0; j < values.length; j++) out[start[values[j]! - min]!++] = ties[j]!
  return out
}

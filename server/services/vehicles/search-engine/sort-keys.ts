// Sorting by typed keys instead of comparator closures: a value becomes its rank among all the values
// (one native Float64Array sort, then a binary search each), and rank × 2^31 + tie is one exact double
// (rank < 2^22), so a second native sort orders by (value, tie) and the tie is read back from the key.

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
  if (count >= 2 ** 22) throw new RangeError('orderBy: too many rows for a typed key')
  const sorted = values.slice().sort()
  const keys = new Float64Array(count)
  for (let j = 0; j < count; j++) keys[j] = lowerBound(sorted, values[j]!) * TIE + ties[j]!
  keys.sort()
  for (let j = 0; j < count; j++) out[j] = keys[j]! % TIE
  return out
}

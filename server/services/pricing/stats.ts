// Small statistics the price needs: weighted quantiles, the effective count of a weighted sample,
// and a least-squares solve for the fallback model.

export interface Weighted {
  value: number
  weight: number
}

/**
 * The weighted q-quantile: the first value (in order) at which the cumulative weight reaches q of
 * the total; exactly at a boundary the two neighbours are averaged, so an even unweighted sample
 * gives the usual median.
 */
export function weightedQuantile(sample: readonly Weighted[], q: number): number {
  const sorted = sample.filter((s) => s.weight > 0).sort((a, b) => a.value - b.value)
  if (!sorted.length) throw new Error('weightedQuantile: empty sample')
  const total = sorted.reduce((s, x) => s + x.weight, 0)
  const target = q * total
  let cum = 0
  for (let i = 0; i < sorted.length; i++) {
    cum += sorted[i]!.weight
    if (Math.abs(cum - target) <= 1e-12 * total && i + 1 < sorted.length) return (sorted[i]!.value + sorted[i + 1]!.value) / 2
    if (cum > target) return sorted[i]!.value
  }
  return sorted[sorted.length - 1]!.value
}

/** (Σw)² / Σw²: how many equally weighted observations the sample is worth. */
export function effectiveCount(weights: readonly number[]): number {
  let s = 0
  let s2 = 0
  for (const w of weights) {
    s += w
    s2 += w * w
  }
  return s2 === 0 ? 0 : (s * s) / s2
}

export function median(values: readonly number[]): number {
  return weightedQuantile(values.map((value) => ({ value, weight: 1 })), 0.5)
}

export function quantile(values: readonly number[], q: number): number {
  return weightedQuantile(values.map((value) => ({ value, weight: 1 })), q)
}

/** Solves the symmetric positive definite system A·x = b (Cholesky); A is p×p row-major. */
export function solveSpd(a: Float64Array, b: Float64Array, p: number): Float64Array {
  const l = choleskyOf(a, p)
  const y = new Float64Array(p)
  for (let i = 0; i < p; i++) {
    let s = b[i]!
    for (let k = 0; k < i; k++) s -= l[i * p + k]! * y[k]!
    y[i] = s / l[i * p + i]!
  }
  const x = new Float64Array(p)
  for (let i = p - 1; i >= 0; i--) {
    let s = y[i]!
    for (let k = i + 1; k < p; k++) s -= l[k * p + i]! * x[k]!
    x[i] = s / l[i * p + i]!
  }
  return x
}

/** The inverse of a symmetric positive definite matrix (for leave-one-out updates). */
export function inverseSpd(a: Float64Array, p: number): Float64Array {
  const inv = new Float64Array(p * p)
  const e = new Float64Array(p)
  for (let j = 0; j < p; j++) {
    e.fill(0)
    e[j] = 1
    const col = solveSpd(a, e, p)
    for (let i = 0; i < p; i++) inv[i * p + j] = col[i]!
  }
  return inv
}

function choleskyOf(a: Float64Array, p: number): Float64Array {
  const l = new Float64Array(p * p)
  for (let i = 0; i < p; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * p + j]!
      for (let k = 0; k < j; k++) s -= l[i * p + k]! * l[j * p + k]!
      if (i === j) {
        if (s <= 0) throw new Error('solveSpd: matrix is not positive definite')
        l[i * p + i] = Math.sqrt(s)
      } else {
        l[i * p + j] = s / l[j * p + j]!
      }
    }
  }
  return l
}

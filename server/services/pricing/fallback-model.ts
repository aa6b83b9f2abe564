// The log-linear fallback (sell-wizard.md §4.1), fitted by least squares per segment on the car
// inventory: ln(P/L) = α + β_age·age + β_km·km/10 000 + γ_fuel + γ_gear + γ_body + δ·damage.
// A segment is a brand (depreciation is a brand's trait: premium brands lose value faster); a brand
// with too few cars uses the model of the whole inventory. Its β_age and β_km also normalise the
// comparables, and they explain the 'Yaş ve kilometre' line.
import type { PricingConfig } from './pricing-config.js'
import type { SegmentModel } from './types.js'
import { inverseSpd, median, quantile, solveSpd } from './stats.js'

export interface FitRow {
  brandId: number
  fuel: string
  gear: string
  body: string
  /** Years: the valuation year less the model year. */
  age: number
  km: number
  price: number
  listPrice: number
  /** D of the listing (damage.ts listingDamage) and its tramer part Dt. */
  damage: number
  tramerDeduction: number
}

/** The levels every segment shares; the first of each is the reference (γ = 0). */
interface Levels {
  fuel: string[]
  gear: string[]
  body: string[]
}

export interface SegmentFit {
  model: SegmentModel
  /** (XᵀX + λI)⁻¹ and the coefficients, kept for exact leave-one-out updates in the backtest. */
  xtxInv: Float64Array
  beta: Float64Array
}

export interface FittedModels {
  levels: Levels
  pooled: SegmentFit
  byBrand: Map<number, SegmentFit>
}

export const ageOf = (modelYear: number, valuationYear: number) => Math.max(0, valuationYear - modelYear)

const byFrequency = (values: string[]) => {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([v]) => v)
}

const width = (lv: Levels) => 4 + lv.fuel.length - 1 + lv.gear.length - 1 + lv.body.length - 1

/** The design row: [1, age, km/10 000, damage, fuel dummies, gear dummies, body dummies]. */
function features(r: Pick<FitRow, 'age' | 'km' | 'damage' | 'fuel' | 'gear' | 'body'>, lv: Levels): Float64Array {
  const x = new Float64Array(width(lv))
  x[0] = 1
  x[1] = r.age
  x[2] = r.km / 10_000
  x[3] = r.damage
  let at = 4
  for (const [levels, value] of [[lv.fuel, r.fuel], [lv.gear, r.gear], [lv.body, r.body]] as const) {
    const i = levels.indexOf(value)
    if (i > 0) x[at + i - 1] = 1
    at += levels.length - 1
  }
  return x
}

const target = (r: FitRow) => Math.log(r.price / r.listPrice)

function fitSegment(segment: string, rows: FitRow[], lv: Levels, ridge: number): SegmentFit {
  const p = width(lv)
  const xtx = new Float64Array(p * p)
  const xty = new Float64Array(p)
  const xs = rows.map((r) => features(r, lv))
  rows.forEach((r, n) => {
    const x = xs[n]!
    const y = target(r)
    for (let i = 0; i < p; i++) {
      const xi = x[i]!
      if (xi === 0) continue
      xty[i] = xty[i]! + xi * y
      for (let j = 0; j < p; j++) xtx[i * p + j] = xtx[i * p + j]! + xi * x[j]!
    }
  })
  // Relative to each column's own size, so it never bends a real coefficient noticeably.
  for (let i = 1; i < p; i++) xtx[i * p + i] = xtx[i * p + i]! * (1 + ridge) + ridge
  const beta = solveSpd(xtx, xty, p)
  const residuals = rows.map((r, n) => target(r) - dot(xs[n]!, beta))
  const model = toModel(segment, rows.length, beta, lv, {
    residualIqr: rows.length >= 4 ? quantile(residuals, 0.75) - quantile(residuals, 0.25) : 0,
    medianTramerDeduction: rows.length ? median(rows.map((r) => r.tramerDeduction)) : 0,
  })
  return { model, xtxInv: inverseSpd(xtx, p), beta }
}

function toModel(segment: string, rows: number, beta: Float64Array, lv: Levels, rest: Pick<SegmentModel, 'residualIqr' | 'medianTramerDeduction'>): SegmentModel {
  const gamma: SegmentModel['gamma'] = { fuel: {}, gear: {}, body: {} }
  let at = 4
  for (const key of ['fuel', 'gear', 'body'] as const) {
    lv[key].forEach((level, i) => {
      gamma[key][level] = i === 0 ? 0 : beta[at + i - 1]!
    })
    at += lv[key].length - 1
  }
  return { segment, rows, alpha: beta[0]!, betaAge: beta[1]!, betaKm: beta[2]!, delta: beta[3]!, gamma, ...rest }
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!
  return s
}

export function fitModels(rows: FitRow[], config: PricingConfig['model']): FittedModels {
  if (!rows.length) throw new Error('pricing: no cars to fit the model on')
  const levels: Levels = { fuel: byFrequency(rows.map((r) => r.fuel)), gear: byFrequency(rows.map((r) => r.gear)), body: byFrequency(rows.map((r) => r.body)) }
  const pooled = fitSegment('all', rows, levels, config.ridge)
  const groups = new Map<number, FitRow[]>()
  for (const r of rows) {
    const g = groups.get(r.brandId)
    if (g) g.push(r)
    else groups.set(r.brandId, [r])
  }
  const byBrand = new Map<number, SegmentFit>()
  for (const [brandId, group] of groups) {
    if (group.length >= config.minSegmentRows) byBrand.set(brandId, fitSegment(`brand:${brandId}`, group, levels, config.ridge))
  }
  return { levels, pooled, byBrand }
}

export function segmentFor(fitted: FittedModels, brandId: number): SegmentFit {
  return fitted.byBrand.get(brandId) ?? fitted.pooled
}

/** ln(P/L) the model expects for a car. */
export function predictLog(m: SegmentModel, car: { age: number; km: number; fuel: string; gear: string; body: string; damage: number }): number {
  return m.alpha + m.betaAge * car.age + m.betaKm * (car.km / 10_000) + (m.gamma.fuel[car.fuel] ?? 0) + (m.gamma.gear[car.gear] ?? 0)
    + (m.gamma.body[car.body] ?? 0) + m.delta * car.damage
}

/**
 * The segment's model as if `row` had not been in the fit: β₋ᵢ = β − (XᵀX)⁻¹xᵢ·eᵢ/(1 − hᵢᵢ), exact for
 * least squares (up to the tiny ridge). The backtest prices each car without it at no refit cost.
 */
export function withoutRow(fit: SegmentFit, row: FitRow, lv: Levels): SegmentModel {
  const x = features(row, lv)
  const p = x.length
  const v = new Float64Array(p)
  for (let i = 0; i < p; i++) {
    let s = 0
    for (let j = 0; j < p; j++) s += fit.xtxInv[i * p + j]! * x[j]!
    v[i] = s
  }
  const h = dot(x, v)
  const e = target(row) - dot(x, fit.beta)
  const k = h < 1 ? e / (1 - h) : 0
  const beta = fit.beta.map((b, i) => b - v[i]! * k)
  return toModel(fit.model.segment, fit.model.rows - 1, beta, lv,
    { residualIqr: fit.model.residualIqr, medianTramerDeduction: fit.model.medianTramerDeduction })
}

export type { Levels }

// The fallback model and its statistics: least squares recovers known coefficients, the exact
// leave-one-out downdate equals a refit without the row, and the weighted quantiles and effective
// count behave as §4.1 uses them.
import t from 'tap'
import { fitModels, predictLog, withoutRow, type FitRow } from '../../services/pricing/fallback-model.js'
import { effectiveCount, weightedQuantile } from '../../services/pricing/stats.js'
import { mulberry32 } from '../../db/seed/vehicles/generate.js'
import { CONFIG } from '../support/pricing-market.js'

const TRUE = { alpha: -0.2, betaAge: -0.08, betaKm: -0.015, delta: -0.9, fuel: { Benzin: 0, Dizel: 0.05 }, gear: { Manuel: 0, Otomatik: 0.07 }, body: { Sedan: 0, SUV: 0.12 } }

function rows(n: number, noise: number, seed = 7): FitRow[] {
  const rnd = mulberry32(seed)
  return Array.from({ length: n }, (_, i) => {
    const fuel = i % 3 === 0 ? 'Dizel' : 'Benzin'
    const gear = i % 4 === 0 ? 'Otomatik' : 'Manuel'
    const body = i % 5 === 0 ? 'SUV' : 'Sedan'
    const age = Math.floor(rnd() * 15)
    const km = Math.round(age * 15_000 * (0.5 + rnd()))
    const damage = rnd() < 0.3 ? rnd() * 0.1 : 0
    const listPrice = 1_000_000 + Math.round(rnd() * 1_000_000)
    const log = TRUE.alpha + TRUE.betaAge * age + TRUE.betaKm * (km / 10_000) + TRUE.fuel[fuel] + TRUE.gear[gear] + TRUE.body[body] + TRUE.delta * damage
    return { brandId: 1 + (i % 2), fuel, gear, body, age, km, listPrice, damage, tramerDeduction: damage / 2, price: listPrice * Math.exp(log + noise * (rnd() - 0.5)) }
  })
}

t.test('without noise the fit finds the coefficients', async (t) => {
  const fitted = fitModels(rows(2_000, 0), CONFIG.model)
  const m = fitted.pooled.model
  for (const [name, got, want] of [['α', m.alpha, TRUE.alpha], ['β_age', m.betaAge, TRUE.betaAge], ['β_km', m.betaKm, TRUE.betaKm], ['δ', m.delta, TRUE.delta],
    ['γ Dizel', m.gamma.fuel.Dizel! - m.gamma.fuel.Benzin!, 0.05], ['γ Otomatik', m.gamma.gear.Otomatik! - m.gamma.gear.Manuel!, 0.07],
    ['γ SUV', m.gamma.body.SUV! - m.gamma.body.Sedan!, 0.12]] as const) {
    t.ok(Math.abs(got - want) < 1e-4, `${name} ${got.toFixed(5)} ≈ ${want}`)
  }
  t.ok(m.residualIqr < 1e-5, `residual IQR ${m.residualIqr}`)
  t.equal(fitted.byBrand.size, 2, 'a segment per brand with enough cars')
  t.equal(fitted.byBrand.get(1)!.model.rows, 1_000)
})

t.test('a brand with too few cars uses the pooled model', async (t) => {
  const data = rows(400, 0.05).map((r, i) => ({ ...r, brandId: i < 390 ? 1 : 9 }))
  const fitted = fitModels(data, CONFIG.model)
  t.ok(fitted.byBrand.has(1))
  t.notOk(fitted.byBrand.has(9), '10 cars are not a segment')
})

t.test('leave-one-out by downdate equals a refit without the row', async (t) => {
  const data = rows(300, 0.2)
  const fitted = fitModels(data, { ...CONFIG.model, minSegmentRows: 10_000 })
  for (const i of [0, 17, 299]) {
    const loo = withoutRow(fitted.pooled, data[i]!, fitted.levels)
    const refit = fitModels(data.filter((_, j) => j !== i), { ...CONFIG.model, minSegmentRows: 10_000 }).pooled.model
    const car = { age: 5, km: 80_000, fuel: 'Dizel', gear: 'Otomatik', body: 'SUV', damage: 0 }
    t.ok(Math.abs(predictLog(loo, car) - predictLog(refit, car)) < 1e-6, `row ${i}`)
  }
})

t.test('weighted quantiles and the effective count', async (t) => {
  const even = [1, 2, 3, 4].map((value) => ({ value, weight: 1 }))
  t.equal(weightedQuantile(even, 0.5), 2.5, 'an even unweighted sample: the usual median')
  t.equal(weightedQuantile([{ value: 10, weight: 1 }, { value: 20, weight: 3 }], 0.5), 20, 'the heavy value wins')
  t.equal(weightedQuantile([{ value: 3, weight: 1 }, { value: 1, weight: 1 }, { value: 2, weight: 1 }], 0.5), 2, 'order of input does not matter')
  t.equal(effectiveCount([1, 1, 1, 1, 1]), 5)
  t.equal(effectiveCount([1, 0, 0, 0]), 1)
  t.ok(Math.abs(effectiveCount([1, 0.5, 0.5]) - 4 / 1.5) < 1e-12)
})

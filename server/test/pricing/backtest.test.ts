// The leave-one-out backtest over the seeded car inventory (sell-wizard.md §4.6), whole (about 15 s).
// Thresholds: the seed prices each car with a uniform ±4 % noise on top of its formula, which alone
// leaves a median absolute error of 2 %; a model that reproduces the formula stays under twice that
// overall (measured 2,7 %), and under 5 % in every segment and age band with 50 cars or more. A
// broken normalisation (age, km, trim or damage) or a wrong comparable filter breaks these at once.
// This proves the code reproduces the seed's price formula, not that it knows the market: README.
import t from 'tap'
import { openPool } from '../../db/connect.js'
import { backtest } from '../../services/pricing/backtest.js'
import { loadInventory } from '../../services/pricing/inventory.js'
import { DEFAULT_PRICING_CONFIG } from '../../services/pricing/pricing-config.js'
import { TEST_DATABASE_URL } from '../helper-env.js'

const db = await openPool(TEST_DATABASE_URL, 2)
t.teardown(() => db.end())

t.test('leave-one-out over every car: the error of R·(1 − D) against the asking price', async (t) => {
  const cars = await loadInventory(db)
  t.equal(cars.length, 20_000, 'every seeded car has a catalog leaf and a list price')
  const r = backtest(cars, DEFAULT_PRICING_CONFIG, { now: new Date() })
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`
  t.comment(`overall MdAPE ${pct(r.overall.mdape)} (P90 ${pct(r.overall.p90ape)}), clean cars ${pct(r.clean.mdape)}, ${(r.runtimeMs / 1000).toFixed(1)} s`)
  for (const [name, groups] of [['segment', r.bySegment], ['age band', r.byAgeBand], ['method', r.byMethod], ['confidence', r.coverage]] as const) {
    t.comment(`by ${name}: ${Object.entries(groups).map(([k, g]) => `${k} ${pct(g.mdape)} (${g.count})`).join(', ')}`)
  }

  t.equal(r.priced, cars.length)
  t.ok(r.overall.mdape <= 0.04, `overall MdAPE ${pct(r.overall.mdape)} ≤ 4 %`)
  for (const [name, g] of [...Object.entries(r.bySegment), ...Object.entries(r.byAgeBand)]) {
    if (g.count >= 50) t.ok(g.mdape <= 0.05, `${name}: MdAPE ${pct(g.mdape)} ≤ 5 %`)
  }
  t.ok(r.byMethod.comparables!.count >= 0.75 * r.priced, 'three cars in four are priced from comparables')
  const shown = (r.coverage.yuksek?.share ?? 0) + (r.coverage.orta?.share ?? 0)
  t.ok(shown >= 0.95, `a number is shown for ${pct(shown)} of the cars`)
  t.ok(r.medianOfferShare > 0.7 && r.medianOfferShare < 0.9, `the offer is ${pct(r.medianOfferShare)} of the asking price: a buy price below retail`)
})

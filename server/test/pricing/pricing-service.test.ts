// The price against the seeded inventory in PostgreSQL: a leaf's comparables from vehicles ⨝
// catalog_leaves, the fitted market kept in memory and refitted when the inventory changes, and the
// time one price takes (target p50 ≤ 20 ms).
import t from 'tap'
import { openPool } from '../../db/connect.js'
import { PricingService, type PriceInput } from '../../services/pricing/pricing-service.js'
import { DEFAULT_PRICING_CONFIG } from '../../services/pricing/pricing-config.js'
import { originalPanels } from '../../schemas/sell-condition.js'
import { buildTestApp } from '../helper.js'
import { TEST_DATABASE_URL } from '../helper-env.js'

const db = await openPool(TEST_DATABASE_URL, 4)
t.teardown(() => db.end())

// The most common leaf and model year of the inventory, at its median km: a car with many comparables.
const { rows: [common] } = await db.query<{ agac_id: number; year: number; km: number }>(
  `SELECT agac_id, year, (percentile_disc(0.5) WITHIN GROUP (ORDER BY km))::int AS km
     FROM vehicles WHERE agac_id IS NOT NULL GROUP BY agac_id, year ORDER BY count(*) DESC, agac_id LIMIT 1`)
const service = new PricingService(db, DEFAULT_PRICING_CONFIG)
const input = (over: Partial<PriceInput> = {}): PriceInput => ({
  agacId: common!.agac_id, modelYear: common!.year, km: common!.km, panels: originalPanels(), tramer: 'yok', heavyDamage: false,
  trimUnknown: false, ...over,
})

t.test('a common car is priced from its comparables; the card\'s numbers are consistent', async (t) => {
  const priced = await service.price(input())
  t.ok(priced)
  const o = priced!.answer
  if (o.status !== 'offer') throw new Error('expected an offer')
  t.equal(o.method, 'comparables')
  t.ok(o.effectiveCount >= 5)
  t.equal(o.lines.reduce((s, l) => s + l.amount, 0), o.offer, 'the lines add up to the offer')
  t.ok(o.range && o.range[0] <= o.preOfferedPrice! && o.preOfferedPrice! <= o.range[1])
  t.match(o.modelVersion, /^p1-\d{4}-[0-9a-f]{8}$/)
  t.equal(priced!.leaf.agacId, common!.agac_id)
})

t.test('a car under 6.000 km is refused with the rule\'s message before anything is priced', async (t) => {
  const priced = await service.price(input({ km: 5_999 }))
  t.equal(priced!.answer.status, 'not-eligible')
  t.match(priced!.answer, { message: "Aracınız ilk tescilden itibaren 6 ay ve 6.000 km'yi doldurmadığı için şu an teklif veremiyoruz.", reason: 'too-few-km' })
})

t.test('an unknown leaf or a year the trim was not sold answers null', async (t) => {
  t.equal(await service.price(input({ agacId: 1 })), null)
  t.equal(await service.price(input({ modelYear: 1990 })), null)
})

t.test('trim unknown: the list price is the median of the version\'s trims that year', async (t) => {
  const { rows } = await db.query<{ list_price: string }>(
    `SELECT s.list_price FROM catalog_leaves l JOIN catalog_leaves s ON s.version_id = l.version_id AND s.model_year = l.model_year
      WHERE l.agac_id = $1 AND l.model_year = $2 ORDER BY s.list_price`, [common!.agac_id, common!.year])
  const prices = rows.map((r) => Number(r.list_price))
  const priced = await service.price(input({ trimUnknown: true }))
  t.equal(priced!.leaf.listPrice, prices[Math.ceil(prices.length / 2) - 1], 'percentile_disc(0.5)')
})

t.test('one price takes ≤ 20 ms at the median (measured, fitted market warm)', async (t) => {
  const { rows: leaves } = await db.query<{ agac_id: number; year: number; km: number }>(
    `SELECT agac_id, year, km FROM vehicles WHERE agac_id IS NOT NULL ORDER BY id LIMIT 200`)
  service.reset()
  const fitStart = performance.now()
  await service.currentMarket()
  const fitMs = performance.now() - fitStart
  const times: number[] = []
  for (const l of leaves) {
    const start = performance.now()
    await service.price(input({ agacId: l.agac_id, modelYear: l.year, km: l.km }))
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const p50 = times[Math.floor(times.length * 0.5)]!
  const p99 = times[Math.floor(times.length * 0.99)]!
  t.comment(`fit ${fitMs.toFixed(0)} ms; one price p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms over ${times.length} cars`)
  t.ok(p50 <= 20, `p50 ${p50.toFixed(2)} ms ≤ 20 ms`)
})

t.test('an inventory change (the vehicles invalidation, from any instance) refits the market', async (t) => {
  const { app } = await buildTestApp(t)
  const before = await app.pricing.currentMarket()
  t.equal(await app.pricing.currentMarket(), before, 'kept in memory')
  await app.vehicles.invalidate()
  let after = await app.pricing.currentMarket()
  for (let i = 0; i < 50 && after === before; i++) {
    await new Promise((r) => setTimeout(r, 20))
    after = await app.pricing.currentMarket()
  }
  t.not(after, before, 'fitted again')
  t.equal(after.version, before.version, 'the same inventory gives the same model version')
  await app.catalog.invalidate()
  t.not(await app.pricing.currentMarket(), after, 'a catalog change (list prices) refits too')
})

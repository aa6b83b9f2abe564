// The pre-offer price for one client (issue 13): `PricingService.price` as the gateway calls it at
// step 10 → 11 (the leaf and its comparables from PostgreSQL, the fitted market from memory, the
// pure model), one price at a time for BENCH_DURATION seconds over the inventory's own cars as
// visitors. In process, not over HTTP: a priced step needs a fresh SMS code per request, and what
// the visitor waits for besides the price is the step submit the wizard rows already measure.
import pg from 'pg'
import { loadConfig } from '../server/config.js'
import { originalPanels, type PanelId } from '../server/schemas/sell-condition.js'
import { PricingService, type PriceInput } from '../server/services/pricing/pricing-service.js'
import { pricingConfig } from '../server/services/pricing/pricing-config.js'
import { loadInventory } from '../server/services/pricing/inventory.js'
import { inProcessMeasurement } from './lib/in-process.js'
import type { EndpointResult } from './lib/types.js'

export const PRICE_NAME = 'price one car (PricingService.price, 1 client)'
export const PRICE_MAX_P50_MS = 20

async function visitorInputs(db: pg.Pool): Promise<PriceInput[]> {
  // Every car of the inventory with a leaf, described as its seller would at step 10.
  const leaves = new Map((await db.query<{ id: number; agac_id: number }>('SELECT id, agac_id FROM vehicles WHERE agac_id IS NOT NULL')).rows.map((r) => [r.id, r.agac_id]))
  return (await loadInventory(db)).flatMap((car) => {
    const agacId = leaves.get(car.id)
    if (agacId === undefined) return []
    const panels = originalPanels()
    for (const id of car.painted) panels[id as PanelId] = 'boyali'
    for (const id of car.changed) panels[id as PanelId] = 'degismis'
    const input: PriceInput = {
      agacId, modelYear: car.modelYear, km: car.km, panels, tramer: car.tramer > 0 ? { amount: car.tramer } : 'yok', heavyDamage: false, trimUnknown: false,
    }
    return [input]
  })
}


export async function measurePriceLatency(durationS: number, log: (line: string) => void): Promise<EndpointResult> {
  const result: EndpointResult = {
    name: PRICE_NAME, method: 'POST', path: '(in process)', target: 0, maxP50Ms: PRICE_MAX_P50_MS, gated: true, connections: 1,
    measurement: null, baseline: null, roundRatios: [], ratio: null, ratioToBareGet: null, pass: false, problems: [], warnings: [],
  }
  const config = loadConfig()
  const db = new pg.Pool({ connectionString: config.databaseUrl, max: 2 })
  try {
    const inputs = await visitorInputs(db)
    if (inputs.length === 0) throw new Error('no inventory car has a catalog leaf')
    const service = new PricingService(db, pricingConfig(config.pricing))
    const fitStarted = performance.now()
    await service.currentMarket()
    log(`price: market fitted in ${Math.round(performance.now() - fitStarted)} ms (once per instance and inventory change; not in the figures)`)
    const times: number[] = []
    let unpriced = 0
    const started = performance.now()
    for (let i = 0; performance.now() - started < durationS * 1000; i++) {
      const t0 = performance.now()
      const priced = await service.price(inputs[i % inputs.length]!)
      times.push(performance.now() - t0)
      if (!priced) unpriced++
    }
    const elapsedS = (performance.now() - started) / 1000
    const measurement = inProcessMeasurement(times, elapsedS, unpriced)
    result.measurement = measurement
    log(`price: ${times.length} prices over ${inputs.length} cars, p50 ${measurement.latencyMs.p50} ms, p99 ${measurement.latencyMs.p99} ms`)
    if (unpriced > 0) result.problems.push(`${unpriced} inventory cars got no price (their leaf is missing for the model year)`)
    if (measurement.latencyMs.p50 > PRICE_MAX_P50_MS) result.problems.push(`p50 ${measurement.latencyMs.p50} ms is above ${PRICE_MAX_P50_MS} ms`)
    result.pass = result.problems.length === 0
  } catch (err) {
    result.problems.push(`price: ${err instanceof Error ? err.message : String(err)}`)
  } finally {
    await db.end()
  }
  return result
}

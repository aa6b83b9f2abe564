// Leave-one-out backtest over the car inventory (sell-wizard.md §4.6): each car is priced as if a
// visitor brought it — its own year, km, trim and damage — from the other cars only (its own row is
// left out of the comparables, and out of the fitted model by an exact least-squares downdate).
//
// The target: our offer is a buy price, a listing is a retail asking price, so the offer cannot be
// compared with it. What can is the retail value the model gives the car as it is, R·(1 − D): the
// clean reference less the car's own damage. Its absolute percentage error against current_price is
// what this reports; the offer's share of the asking price is shown for information only.
import { originalPanels, type PanelId, type PanelStates } from '../../schemas/sell-condition.js'
import { withoutRow } from './fallback-model.js'
import { daysToSell, fitMarket, fitRowOf } from './market.js'
import { makeOffer } from './offer.js'
import type { PricingConfig } from './pricing-config.js'
import { median, quantile } from './stats.js'
import type { InventoryCar, Offer, SellCar } from './types.js'

export interface BacktestOptions {
  now: Date
  /** Price every k-th car only (deterministic); 1 = all. */
  every?: number
}

export interface Group {
  count: number
  /** Median absolute percentage error of R·(1 − D) against the asking price. */
  mdape: number
  /** 90th percentile of the same. */
  p90ape: number
}

export interface BacktestReport {
  cars: number
  priced: number
  overall: Group
  /** Cars without any damage: R itself against the asking price. */
  clean: Group
  bySegment: Record<string, Group>
  byAgeBand: Record<string, Group>
  byMethod: Record<string, Group>
  /** Share of cars per confidence shown (an expert review counts as 'uzman'), and their error. */
  coverage: Record<string, Group & { share: number }>
  /** Share of asking prices inside R·(1 − D)·(1 ± w): is the half-width honest? */
  insideHalfWidth: number
  /** Median offer O as a share of the asking price (the buy-to-retail ratio). */
  medianOfferShare: number
  runtimeMs: number
}

export const AGE_BANDS: Array<[string, number, number]> = [['0–2 yıl', 0, 2], ['3–5 yıl', 3, 5], ['6–9 yıl', 6, 9], ['10+ yıl', 10, Infinity]]
const ageBand = (age: number) => AGE_BANDS.find(([, lo, hi]) => age >= lo && age <= hi)![0]

/** The car as step 10 would have described it: painted panels 'boyali', changed ones 'degismis'. */
export function asVisitor(car: InventoryCar): SellCar {
  const panels: PanelStates = originalPanels()
  // The loader keeps only known panel ids (inventory.ts).
  for (const id of car.painted) panels[id as PanelId] = 'boyali'
  for (const id of car.changed) panels[id as PanelId] = 'degismis'
  return {
    leaf: {
      agacId: 0, modelYear: car.modelYear, brandId: car.brandId, modelId: car.modelId, body: car.body, generation: car.generation,
      fuel: car.fuel, gear: car.gear, versionId: 0, listPrice: car.listPrice,
    },
    km: car.km, panels, tramer: car.tramer > 0 ? { amount: car.tramer } : 'yok', heavyDamage: false, trimUnknown: false,
  }
}

function group(apes: number[]): Group {
  return apes.length ? { count: apes.length, mdape: median(apes), p90ape: quantile(apes, 0.9) } : { count: 0, mdape: 0, p90ape: 0 }
}

export function backtest(cars: InventoryCar[], config: PricingConfig, opts: BacktestOptions): BacktestReport {
  const started = performance.now()
  const year = opts.now.getUTCFullYear()
  const market = fitMarket(cars, config, year)
  const pools = new Map<string, InventoryCar[]>()
  const key = (c: InventoryCar) => `${c.modelId}|${c.fuel}|${c.gear}`
  for (const c of cars) {
    const pool = pools.get(key(c))
    if (pool) pool.push(c)
    else pools.set(key(c), [c])
  }
  const reach = Math.max(...config.comparables.stages.map((s) => s.years))
  // The candidates the loader's SQL would return: same model, fuel and gear, the widest year reach; not the car itself.
  const candidates = (car: InventoryCar) => {
    const out: InventoryCar[] = []
    for (const c of pools.get(key(car))!) if (c.id !== car.id && Math.abs(c.modelYear - car.modelYear) <= reach) out.push(c)
    return out
  }

  const all: number[] = []
  const clean: number[] = []
  const buckets = { segment: new Map<string, number[]>(), age: new Map<string, number[]>(), method: new Map<string, number[]>(), confidence: new Map<string, number[]>() }
  const push = (m: Map<string, number[]>, k: string, v: number) => (m.get(k) ?? m.set(k, []).get(k)!).push(v)
  let inside = 0
  const offerShares: number[] = []

  const every = Math.max(1, opts.every ?? 1)
  for (let i = 0; i < cars.length; i += every) {
    const car = cars[i]!
    const fit = market.models.byBrand.get(car.brandId) ?? market.models.pooled
    const model = withoutRow(fit, fitRowOf(car, year, config), market.models.levels)
    const listings = candidates(car)
    const offer: Offer = makeOffer(asVisitor(car), { listings, model, daysToSell: daysToSell(market, car.modelId), modelVersion: market.version }, config, opts.now)
    const retail = offer.reference * (1 - offer.damage.total)
    const ape = Math.abs(retail - car.price) / car.price
    all.push(ape)
    if (offer.damage.total === 0) clean.push(ape)
    push(buckets.segment, car.body, ape)
    push(buckets.age, ageBand(year - car.modelYear), ape)
    push(buckets.method, offer.method, ape)
    push(buckets.confidence, offer.expertReview ? 'uzman' : offer.confidence, ape)
    if (Math.abs(car.price - retail) <= offer.halfWidth * retail) inside++
    offerShares.push(offer.offer / car.price)
  }

  const groups = (m: Map<string, number[]>) => Object.fromEntries([...m].sort((a, b) => b[1].length - a[1].length).map(([k, v]) => [k, group(v)]))
  const coverage = Object.fromEntries([...buckets.confidence].map(([k, v]) => [k, { ...group(v), share: v.length / all.length }]))
  return {
    cars: cars.length,
    priced: all.length,
    overall: group(all),
    clean: group(clean),
    bySegment: groups(buckets.segment),
    byAgeBand: Object.fromEntries(AGE_BANDS.filter(([b]) => buckets.age.has(b)).map(([b]) => [b, group(buckets.age.get(b)!)])),
    byMethod: groups(buckets.method),
    coverage,
    insideHalfWidth: all.length ? inside / all.length : 0,
    medianOfferShare: offerShares.length ? median(offerShares) : 0,
    runtimeMs: performance.now() - started,
  }
}

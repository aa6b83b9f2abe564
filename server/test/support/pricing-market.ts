// Synthetic markets for the pricing tests: listings priced exactly by a known log-linear model, so
// every normalised comparable lands on the same reference and a test can say what R must be.
import { DEFAULT_PRICING_CONFIG } from '../../services/pricing/pricing-config.js'
import type { Leaf, Listing, Market, SegmentModel, SellCar } from '../../services/pricing/types.js'
import { originalPanels } from '../../schemas/sell-condition.js'

export const NOW = new Date('2026-03-12T09:00:00Z')
export const CONFIG = DEFAULT_PRICING_CONFIG

export const MODEL: SegmentModel = {
  segment: 'test', rows: 1000, alpha: 0, betaAge: -0.1, betaKm: -0.02,
  gamma: { fuel: {}, gear: {}, body: {} }, delta: -1, residualIqr: 0.08, medianTramerDeduction: 0.02,
}

export const LEAF: Leaf = {
  agacId: 1, modelYear: 2020, brandId: 1, modelId: 10, body: 'Sedan', generation: 'G1', fuel: 'Dizel', gear: 'Manuel', versionId: 5,
  listPrice: 1_500_000,
}

/** What the synthetic market pays for a clean car: L·exp(β_age·age + β_km·km/10 000), age from 2026. */
export function marketPrice(listPrice: number, modelYear: number, km: number, m: SegmentModel = MODEL): number {
  return listPrice * Math.exp(m.alpha + m.betaAge * (NOW.getUTCFullYear() - modelYear) + m.betaKm * (km / 10_000))
}

let nextId = 1
export function listing(over: Partial<Listing> = {}): Listing {
  const base: Listing = {
    id: nextId++, modelId: LEAF.modelId, brandId: LEAF.brandId, generation: LEAF.generation, body: LEAF.body, fuel: LEAF.fuel, gear: LEAF.gear,
    modelYear: LEAF.modelYear, km: 90_000, price: 0, listPrice: LEAF.listPrice, tramer: 0, painted: [], changed: [], ...over,
  }
  return { ...base, price: over.price ?? Math.round(marketPrice(base.listPrice, base.modelYear, base.km)) }
}

/** n clean listings exactly at the visitor's year and km, half at (1 − x) and half at (1 + x) of the market. */
export function spreadListings(n: number, x: number, km = 90_000): Listing[] {
  const fair = marketPrice(LEAF.listPrice, LEAF.modelYear, km)
  return Array.from({ length: n }, (_, i) => listing({ km, price: fair * (i % 2 === 0 ? 1 - x : 1 + x) }))
}

export function market(listings: Listing[], over: Partial<Market> = {}): Market {
  return { listings, model: MODEL, daysToSell: 60, modelVersion: 'test-1', ...over }
}

export function car(over: Partial<SellCar> = {}): SellCar {
  return { leaf: LEAF, km: 90_000, panels: originalPanels(), tramer: 'yok', heavyDamage: false, trimUnknown: false, ...over }
}

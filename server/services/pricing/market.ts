// The market the price reads, fitted once from the whole car inventory: the fallback models per
// segment, the expected days to sell per model (for the holding cost) and a version naming both.
// Pure; pricing-service.ts loads the cars and keeps the result until the inventory changes.
import { listingDamage, tramerDamage } from './damage.js'
import { ageOf, fitModels, segmentFor, type FitRow, type FittedModels } from './fallback-model.js'
import type { PricingConfig } from './pricing-config.js'
import type { InventoryCar, Listing } from './types.js'

/** Raised when the model's code changes the meaning of its coefficients. */
export const PRICING_CODE_VERSION = 'p1'
/** A model needs this many unsold cars before its own days in stock are trusted. */
const MIN_DAYS_SAMPLE = 10

export interface FittedMarket {
  models: FittedModels
  daysByModel: Map<number, number>
  daysAll: number | null
  valuationYear: number
  /** 'p1-2026-3f9a…': the code version, the valuation year and a hash of the coefficients. */
  version: string
}

export function fitRowOf(car: Listing, valuationYear: number, config: PricingConfig): FitRow {
  return {
    brandId: car.brandId, fuel: car.fuel, gear: car.gear, body: car.body, age: ageOf(car.modelYear, valuationYear), km: car.km,
    price: car.price, listPrice: car.listPrice, damage: listingDamage(car, config.damage),
    tramerDeduction: tramerDamage(car.tramer, car.price, car.km, config.damage),
  }
}

/**
 * Days a bought car waits: the mean time in stock of the unsold cars. For a steady flow of cars
 * whose selling times are roughly exponential, that mean equals the mean time to sell.
 */
function daysInStock(cars: InventoryCar[]): { byModel: Map<number, number>; all: number | null } {
  const sums = new Map<number, [number, number]>()
  let total = 0
  let n = 0
  for (const c of cars) {
    if (c.sold) continue
    const s = sums.get(c.modelId) ?? [0, 0]
    s[0] += c.daysInStock
    s[1]++
    sums.set(c.modelId, s)
    total += c.daysInStock
    n++
  }
  const byModel = new Map<number, number>()
  for (const [id, [sum, count]] of sums) if (count >= MIN_DAYS_SAMPLE) byModel.set(id, sum / count)
  return { byModel, all: n ? total / n : null }
}

export function fitMarket(cars: InventoryCar[], config: PricingConfig, valuationYear: number): FittedMarket {
  const models = fitModels(cars.map((c) => fitRowOf(c, valuationYear, config)), config.model)
  const days = daysInStock(cars)
  return { models, daysByModel: days.byModel, daysAll: days.all, valuationYear, version: versionOf(models, valuationYear) }
}

export function daysToSell(m: FittedMarket, modelId: number): number | null {
  return m.daysByModel.get(modelId) ?? m.daysAll
}

export function segmentModel(m: FittedMarket, brandId: number) {
  return segmentFor(m.models, brandId).model
}

/** FNV-1a over the rounded coefficients: two fits that price alike share a version. */
function versionOf(models: FittedModels, year: number): string {
  const parts = [models.pooled, ...[...models.byBrand.entries()].sort((a, b) => a[0] - b[0]).map(([, f]) => f)]
    .map((f) => [f.model.segment, ...Array.from(f.beta, (b) => b.toFixed(5))].join(','))
  let h = 0x811c9dc5
  for (const ch of parts.join(';')) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 0x01000193)
  }
  return `${PRICING_CODE_VERSION}-${year}-${(h >>> 0).toString(16).padStart(8, '0')}`
}

// The clean retail reference R from comparables (sell-wizard.md §4.1): cars of our inventory like
// the visitor's, each normalised to the visitor's year, km, trim and to "no damage", weighted by
// closeness; R is their weighted median. Stages widen the net until the sample is worth enough.
import { listingDamage } from './damage.js'
import type { ComparableStage, PricingConfig } from './pricing-config.js'
import { effectiveCount, weightedQuantile, type Weighted } from './stats.js'
import type { Leaf, Listing, SegmentModel } from './types.js'

export interface ComparableReference {
  stage: ComparableStage
  /** Weighted median of the comparables normalised for trim and damage only (the first line). */
  trimAndDamageOnly: number
  reference: number
  p25: number
  p75: number
  effectiveCount: number
  count: number
}

export function inStage(leaf: Leaf, km: number, l: Listing, s: ComparableStage): boolean {
  return l.modelId === leaf.modelId && l.fuel === leaf.fuel && l.gear === leaf.gear
    && (s.scope === 'model' || l.generation === leaf.generation)
    && Math.abs(l.modelYear - leaf.modelYear) <= s.years
    && Math.abs(l.km - km) <= s.kmShare * km
}

/** w = exp(−(Δyear² + (ln(km/kmⱼ)/scale)²)/2) */
export function closeness(leaf: Leaf, km: number, l: Listing, kmScale: number): number {
  const dy = l.modelYear - leaf.modelYear
  const dk = Math.log(Math.max(km, 1) / Math.max(l.km, 1)) / kmScale
  return Math.exp(-(dy * dy + dk * dk) / 2)
}

// A listing's own damage depends on it and the damage table only; the backtest reuses each listing
// for thousands of cars, so it is remembered per table.
const damageMemo = new WeakMap<PricingConfig['damage'], WeakMap<Listing, number>>()
function damageOf(l: Listing, c: PricingConfig['damage']): number {
  let memo = damageMemo.get(c)
  if (!memo) damageMemo.set(c, (memo = new WeakMap()))
  let d = memo.get(l)
  if (d === undefined) memo.set(l, (d = listingDamage(l, c)))
  return d
}

/** P̃ = P / (1 − Dⱼ) · Lᵥ/Lⱼ · exp(β_age·Δage + β_km·Δkm/10 000), and the part without age and km. */
export function normalise(leaf: Leaf, km: number, l: Listing, model: SegmentModel, config: PricingConfig): { full: number; trimAndDamage: number } {
  const clean = l.price / (1 - damageOf(l, config.damage))
  const trimAndDamage = clean * (leaf.listPrice / l.listPrice)
  // Δage = age of the visitor's car − age of the listing = the listing's model year − the visitor's.
  const dAge = l.modelYear - leaf.modelYear
  const full = trimAndDamage * Math.exp(model.betaAge * dAge + model.betaKm * ((km - l.km) / 10_000))
  return { full, trimAndDamage }
}

export function comparableReference(leaf: Leaf, km: number, listings: readonly Listing[], model: SegmentModel, config: PricingConfig): ComparableReference | null {
  const c = config.comparables
  for (const stage of c.stages) {
    const chosen = listings.filter((l) => inStage(leaf, km, l, stage))
    if (!chosen.length) continue
    const weights = chosen.map((l) => closeness(leaf, km, l, c.kmScale))
    const n = effectiveCount(weights)
    if (n < c.minEffectiveCount) continue
    const full: Weighted[] = []
    const partial: Weighted[] = []
    chosen.forEach((l, i) => {
      const v = normalise(leaf, km, l, model, config)
      full.push({ value: v.full, weight: weights[i]! })
      partial.push({ value: v.trimAndDamage, weight: weights[i]! })
    })
    return {
      stage,
      trimAndDamageOnly: weightedQuantile(partial, 0.5),
      reference: weightedQuantile(full, 0.5),
      p25: weightedQuantile(full, 0.25),
      p75: weightedQuantile(full, 0.75),
      effectiveCount: n,
      count: chosen.length,
    }
  }
  return null
}

/** What the widest stage's sample is worth when no stage was enough (shown with the fitted model). */
export function widestEffectiveCount(leaf: Leaf, km: number, listings: readonly Listing[], config: PricingConfig): number {
  const c = config.comparables
  const stage = c.stages[c.stages.length - 1]
  if (!stage) return 0
  return effectiveCount(listings.filter((l) => inStage(leaf, km, l, stage)).map((l) => closeness(leaf, km, l, c.kmScale)))
}

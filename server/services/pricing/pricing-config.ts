// Every coefficient of the pre-offer price (sell-wizard.md §4) in one typed object. The defaults are
// the design's numbers; a copy is stored with each offer, so an offer can always be explained later
// with the numbers that made it. A few can be overridden from the environment (PRICING_*, env.ts).
import type { PanelState } from '../../schemas/sell-condition.js'

export interface ComparableStage {
  /** 'generation' keeps the visitor's generation; 'model' any generation of the model. */
  scope: 'generation' | 'model'
  /** Model years either side of the visitor's. */
  years: number
  /** Share either side of the visitor's km (0.4 = ±40 %). */
  kmShare: number
}

export interface PricingConfig {
  comparables: {
    /** Tried in order until the effective count is reached; then the fitted model (§4.1). */
    stages: ComparableStage[]
    /** (Σw)²/Σw² below this: the stage is not used. */
    minEffectiveCount: number
    /** The km scale of the closeness weight: w = exp(−(Δyear² + (ln(km/kmⱼ)/kmScale)²)/2). */
    kmScale: number
  }
  model: {
    /** A segment (a brand) with fewer cars is priced by the model of the whole car inventory. */
    minSegmentRows: number
    /** Tiny ridge so a level a segment never shows (no Elektrik Fiat) gets a zero coefficient, not a singular fit. */
    ridge: number
  }
  damage: {
    /** Deduction per panel and state, as a share of the clean reference. */
    panelRates: Record<Exclude<PanelState, 'orijinal'>, number>
    /** Bumpers count this share of a panel. */
    bumperFactor: number
    /** The roof and pillars count this many panels ("tavan 10 %" when changed = 10 % / 3 %). */
    structuralFactor: number
    /** This many touched roof/pillar items → an expert looks at the car. */
    structuralReviewCount: number
    /** Dt = tramerBase × HK(T/R) × KK(km) (the former ZMSS Ek-1 shape). */
    tramerBase: number
    /** HK by the record's share of the reference: upper bound (inclusive) → factor; the last has no bound. */
    hk: Array<{ upTo: number | null; factor: number }>
    /** KK by odometer: upper bound (exclusive) → factor; the last has no bound. */
    kk: Array<{ below: number | null; factor: number }>
    /** Share the smaller of panels and record adds: D = max + share·min (one accident is not counted twice). */
    overlapShare: number
    /** D never exceeds this; at the cap an expert looks at the car. */
    cap: number
  }
  spread: {
    /** Target net margin n. */
    netMargin: number
    /** VAT on the dealer's margin: the margin counts this many times. */
    marginVatFactor: number
    /** Money cost per month while a bought car waits to be sold (real: TL interest less car price inflation). */
    monthlyMoneyCost: number
    /** Days to sell when the inventory says nothing about the model. */
    defaultDaysToSell: number
    /** Risk buffer ρ. */
    riskBuffer: number
  }
  reconditioning: {
    share: number
    minimum: number
  }
  range: {
    /** Half-width at least this share of the offer. */
    minHalfWidth: number
    /** Each 'Bilmiyorum' (tramer, trim) widens the half-width by this much. */
    unknownWidening: number
    /** Rounding step, and the smaller step below the threshold. */
    step: number
    smallStep: number
    smallBelow: number
  }
  confidence: {
    high: { minEffectiveCount: number; maxHalfWidth: number }
    medium: { minEffectiveCount: number; maxHalfWidth: number }
    /** The fitted model alone is never more sure than this. */
    modelBest: 'orta' | 'dusuk'
  }
  validityDays: number
  eligibility: {
    /** The 6 ay / 6.000 km rule; off = every car gets a price. */
    enabled: boolean
    minMonths: number
    minKm: number
    /**
     * The model year is all we know of the first registration: a car is taken as registered on the
     * first day of this month of its model year. January, the earliest possible, so the rule refuses
     * only cars that are certainly too young; the inspection reads the real date from the ruhsat.
     */
    assumedRegistrationMonth: number
  }
}

export const DEFAULT_PRICING_CONFIG: PricingConfig = {
  comparables: {
    stages: [
      { scope: 'generation', years: 1, kmShare: 0.4 },
      { scope: 'model', years: 1, kmShare: 0.4 },
      { scope: 'model', years: 2, kmShare: 0.6 },
    ],
    minEffectiveCount: 5,
    kmScale: 0.3,
  },
  model: { minSegmentRows: 150, ridge: 1e-6 },
  damage: {
    panelRates: { 'lokal-boyali': 0.005, boyali: 0.015, degismis: 0.03 },
    bumperFactor: 0.5,
    structuralFactor: 0.1 / 0.03,
    structuralReviewCount: 2,
    tramerBase: 0.19,
    hk: [{ upTo: 0.02, factor: 0.25 }, { upTo: 0.08, factor: 0.5 }, { upTo: 0.2, factor: 0.75 }, { upTo: null, factor: 0.9 }],
    kk: [
      { below: 15_000, factor: 0.9 }, { below: 30_000, factor: 0.8 }, { below: 45_000, factor: 0.6 }, { below: 60_000, factor: 0.4 },
      { below: 75_000, factor: 0.3 }, { below: 150_000, factor: 0.2 }, { below: null, factor: 0.1 },
    ],
    overlapShare: 0.5,
    cap: 0.3,
  },
  spread: { netMargin: 0.06, marginVatFactor: 1.2, monthlyMoneyCost: 0.02, defaultDaysToSell: 60, riskBuffer: 0.02 },
  reconditioning: { share: 0.01, minimum: 7_500 },
  range: { minHalfWidth: 0.03, unknownWidening: 0.03, step: 5_000, smallStep: 1_000, smallBelow: 500_000 },
  confidence: {
    high: { minEffectiveCount: 15, maxHalfWidth: 0.05 },
    medium: { minEffectiveCount: 5, maxHalfWidth: 0.1 },
    modelBest: 'orta',
  },
  validityDays: 7,
  eligibility: { enabled: true, minMonths: 6, minKm: 6_000, assumedRegistrationMonth: 1 },
}

/** The settings the environment may change; the rest stays in code and in each stored offer. */
export interface PricingOverrides {
  eligibilityEnabled?: boolean
  netMargin?: number
  riskBuffer?: number
  monthlyMoneyCost?: number
}

export function pricingConfig(overrides: PricingOverrides = {}, base: PricingConfig = DEFAULT_PRICING_CONFIG): PricingConfig {
  return {
    ...base,
    spread: {
      ...base.spread,
      netMargin: overrides.netMargin ?? base.spread.netMargin,
      riskBuffer: overrides.riskBuffer ?? base.spread.riskBuffer,
      monthlyMoneyCost: overrides.monthlyMoneyCost ?? base.spread.monthlyMoneyCost,
    },
    eligibility: { ...base.eligibility, enabled: overrides.eligibilityEnabled ?? base.eligibility.enabled },
  }
}

// The pricing model's inputs and its answer. Pure data: the model files import no Fastify and no
// database, so the same code prices a visitor's car, a backtest row and a table-driven test.
import type { Confidence, PanelStates, PillarId, PanelState, TramerAnswer } from '../../schemas/sell-condition.js'
import type { PricingConfig } from './pricing-config.js'

/** The catalog leaf (catalog_leaves) the visitor picked, for one model year. */
export interface Leaf {
  agacId: number
  modelYear: number
  brandId: number
  modelId: number
  body: string
  generation: string
  fuel: string
  gear: string
  versionId: number
  /** New list price of the trim for that model year, in 2025 TL. */
  listPrice: number
}

/** The visitor's car as step 10 describes it. */
export interface SellCar {
  leaf: Leaf
  km: number
  panels: PanelStates
  /** Optional structural answers (not asked at step 10 today). */
  pillars?: Partial<Record<PillarId, PanelState>>
  tramer: TramerAnswer
  heavyDamage: boolean
  /** 'Bilmiyorum' at donanim-sec: the leaf's list price is the version's median trim. */
  trimUnknown: boolean
}

/** A car of our inventory as the model sees it. */
export interface Listing {
  id: number
  modelId: number
  brandId: number
  generation: string
  body: string
  fuel: string
  gear: string
  modelYear: number
  km: number
  /** Asking price, TL. */
  price: number
  /** Its trim's list price for its model year (catalog_leaves.list_price). */
  listPrice: number
  tramer: number
  /** Panel ids painted and changed (from the listing's expertise). */
  painted: string[]
  changed: string[]
}

/** A listing with what the fit and the holding cost read besides. */
export interface InventoryCar extends Listing {
  sold: boolean
  /** Days since it came into stock. */
  daysInStock: number
}

/** ln(P/L) = α + β_age·age + β_km·km/10 000 + γ_fuel + γ_gear + γ_body + δ·damage, per segment. */
export interface SegmentModel {
  /** 'brand:12' or 'all'. */
  segment: string
  rows: number
  alpha: number
  betaAge: number
  /** Per 10.000 km. */
  betaKm: number
  gamma: { fuel: Record<string, number>; gear: Record<string, number>; body: Record<string, number> }
  delta: number
  /** Interquartile range of the residuals (log points): the model's own spread. */
  residualIqr: number
  /** Median tramer deduction Dt of the segment's cars: what 'Bilmiyorum' costs. */
  medianTramerDeduction: number
}

/** What the market around the visitor's car looks like: comparables and the fitted model. */
export interface Market {
  /** Candidates from the widest comparable stage; the model narrows them. */
  listings: Listing[]
  model: SegmentModel
  /** Expected days a bought car of this model waits for a buyer. */
  daysToSell: number | null
  modelVersion: string
}

export type LineId = 'comparables' | 'model' | 'age-km' | 'panels' | 'tramer' | 'costs'

export interface OfferLine {
  id: LineId
  label: string
  /** TL, signed: the reference lines add up to R, the deductions are negative; all lines add up to O. */
  amount: number
  detail: string
}

export type ExpertReason = 'heavy-damage' | 'damage-cap' | 'structural' | 'low-confidence'

export interface Offer {
  status: 'offer'
  lines: OfferLine[]
  /** Clean retail reference R, TL. */
  reference: number
  damage: { total: number; panels: number; tramer: number; capped: boolean }
  /** Spread S and reconditioning C, TL. */
  spread: number
  reconditioning: number
  /** O = R·(1 − D) − S − C, whole TL; equals the sum of the lines. */
  offer: number
  halfWidth: number
  /** Rounded; null when an expert must look at the car. */
  range: [number, number] | null
  preOfferedPrice: number | null
  confidence: Confidence
  expertReview: { reason: ExpertReason; message: string } | null
  effectiveCount: number
  comparableCount: number
  method: 'comparables' | 'model'
  modelVersion: string
  /** When it was priced and until when it holds (validityDays later), ISO 8601. */
  createdAt: string
  validUntil: string
  /** P25/P75 of the normalised comparables (null for the model). */
  quartiles: [number, number] | null
}

export interface NotEligible {
  status: 'not-eligible'
  message: string
  /** The assumed first registration and the rule's thresholds, recorded with the answer. */
  assumedRegistration: string
  reason: 'too-young' | 'too-few-km'
}

export type PriceAnswer = Offer | NotEligible

export type { PricingConfig }

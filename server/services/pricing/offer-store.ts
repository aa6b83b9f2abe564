// Offers in PostgreSQL (migration 007): each with its inputs, lines, the configuration that made it
// and the model's version. The phone is stored normalised and never logged.
import type pg from 'pg'
import type { PricingConfig } from './pricing-config.js'
import type { PriceInput } from './pricing-service.js'
import type { Leaf, Offer, OfferLine } from './types.js'

export interface OfferRecord {
  input: PriceInput
  leaf: Leaf
  offer: Offer
  configuration: PricingConfig
  flowId?: string | null
  /** 10 digits, already normalised (schemas/rules normalisePhoneTR). */
  phone?: string | null
  /** What the offer's signed link restores (services/sell/offer-snapshot.ts); never the phone. */
  flowSnapshot?: object | null
}

export interface StoredOffer {
  id: string
  createdAt: Date
  validUntil: Date
  flowId: string | null
  phone: string | null
  agacId: number
  modelYear: number
  km: number
  inputs: PriceInput & { leaf: Leaf }
  lines: OfferLine[]
  configuration: PricingConfig
  modelVersion: string
  method: Offer['method']
  confidence: Offer['confidence']
  expertReview: NonNullable<Offer['expertReview']>['reason'] | null
  reference: number
  offer: number
  range: [number, number] | null
  preOfferedPrice: number | null
  flowSnapshot: unknown
  /** SMS sends of this offer so far (decision 028). */
  smsSends: number
}

export async function saveOffer(db: pg.Pool, r: OfferRecord): Promise<{ id: string; validUntil: Date }> {
  if (r.phone != null && !/^\d{10}$/.test(r.phone)) throw new Error('saveOffer: phone must be 10 digits')
  const o = r.offer
  const { rows } = await db.query<{ id: string; valid_until: Date }>(
    `INSERT INTO sell_offers (created_at, valid_until, flow_id, phone, agac_id, model_year, km, inputs, lines, configuration, model_version,
       method, confidence, expert_review, reference, offer, range_low, range_high, pre_offered_price, flow_snapshot)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     RETURNING id, valid_until`,
    [o.createdAt, o.validUntil, r.flowId ?? null, r.phone ?? null, r.input.agacId, r.input.modelYear, r.input.km,
      JSON.stringify({ ...r.input, leaf: r.leaf }), JSON.stringify(o.lines), JSON.stringify(r.configuration), o.modelVersion,
      o.method, o.confidence, o.expertReview?.reason ?? null, o.reference, o.offer, o.range?.[0] ?? null, o.range?.[1] ?? null,
      o.preOfferedPrice, r.flowSnapshot ? JSON.stringify(r.flowSnapshot) : null])
  return { id: rows[0]!.id, validUntil: rows[0]!.valid_until }
}

interface OfferRow {
  id: string; created_at: Date; valid_until: Date; flow_id: string | null; phone: string | null; agac_id: number; model_year: number
  km: number; inputs: PriceInput & { leaf: Leaf }; lines: OfferLine[]; configuration: PricingConfig; model_version: string
  method: Offer['method']; confidence: Offer['confidence']; expert_review: StoredOffer['expertReview']; reference: string
  offer: string; range_low: string | null; range_high: string | null; pre_offered_price: string | null
  flow_snapshot: unknown; sms_sends: number
}

export async function getOffer(db: pg.Pool, id: string): Promise<StoredOffer | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
  const { rows } = await db.query<OfferRow>('SELECT * FROM sell_offers WHERE id = $1', [id])
  const r = rows[0]
  if (!r) return null
  return {
    id: r.id, createdAt: r.created_at, validUntil: r.valid_until, flowId: r.flow_id, phone: r.phone, agacId: r.agac_id,
    modelYear: r.model_year, km: r.km, inputs: r.inputs, lines: r.lines, configuration: r.configuration, modelVersion: r.model_version,
    method: r.method, confidence: r.confidence, expertReview: r.expert_review, reference: Number(r.reference), offer: Number(r.offer),
    range: r.range_low === null || r.range_high === null ? null : [Number(r.range_low), Number(r.range_high)],
    preOfferedPrice: r.pre_offered_price === null ? null : Number(r.pre_offered_price),
    flowSnapshot: r.flow_snapshot, smsSends: r.sms_sends,
  }
}

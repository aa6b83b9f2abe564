// Call requests for the call-centre in PostgreSQL (migration 008, table call_requests). The wizard's
// expert-review card stores one per offer ('sell-offer'); issue 17's call form reuses the table with
// its own source. Idempotent per offer: the unique index decides, so two instances racing on a
// double click store one request.
import type pg from 'pg'

export type CallRequestStatus = 'new' | 'in-progress' | 'done' | 'cancelled'

export interface OfferCallRequest {
  offerId: string
  flowId: string | null
  /** 10 digits, the phone verified at step 10. */
  phone: string
}

export class CallRequests {
  constructor(private readonly db: pg.Pool) {}

  /** Stores the request unless the offer has one; `created` says which happened. */
  async forOffer(r: OfferCallRequest): Promise<{ id: string; created: boolean }> {
    if (!/^\d{10}$/.test(r.phone)) throw new Error('call request: phone must be 10 digits')
    const inserted = await this.db.query<{ id: string }>(
      `INSERT INTO call_requests (source, phone, offer_id, flow_id) VALUES ('sell-offer', $1, $2, $3)
       ON CONFLICT (offer_id) WHERE offer_id IS NOT NULL DO NOTHING RETURNING id`,
      [r.phone, r.offerId, r.flowId])
    if (inserted.rows[0]) return { id: String(inserted.rows[0].id), created: true }
    const existing = await this.db.query<{ id: string }>('SELECT id FROM call_requests WHERE offer_id = $1', [r.offerId])
    return { id: String(existing.rows[0]!.id), created: false }
  }

  async hasForOffer(offerId: string): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM call_requests WHERE offer_id = $1', [offerId])
    return (rowCount ?? 0) > 0
  }
}

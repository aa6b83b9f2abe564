// A sell flow that has reached step 12 (randevu-bilgileri): a stored pre-offer and a flow state with
// the verified phone, the plate and the taken offer, written as the flow store writes it, so booking
// tests need not drive the captcha and SMS of step 10 for each of their visitors.
import type { LightMyRequestResponse } from 'fastify'
import type { App } from '../../app.js'
import type { Config } from '../../config.js'
import type { FlowState, StepState } from '../../schemas/flow.js'
import { FlowStore } from '../../services/flows/flow-store.js'

const DONE = ['yil-sec', 'marka-sec', 'model-sec', 'govde-sec', 'jenerasyon-sec', 'yakit-sec', 'vites-sec', 'model-uzantisi-sec', 'donanim-sec', 'km-tramer-bilgisi', 'on-degerlendirme']

export async function storeOffer(app: App, phone: string, validUntil: Date): Promise<string> {
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO sell_offers (created_at, valid_until, flow_id, phone, agac_id, model_year, km, inputs, lines, configuration, model_version,
       method, confidence, reference, offer, range_low, range_high, pre_offered_price)
     VALUES ($1::timestamptz - interval '1 day', $1, 'test', $2, 1, 2020, 85000, '{}', '[]', '{}', 'p1-test', 'comparables', 'orta', 1000000, 900000, 880000, 920000, 900000)
     RETURNING id`, [validUntil, phone])
  return rows[0]!.id
}

export interface BookingVisitor {
  flowId: string
  cookie: string
  offerId: string
  phone: string
  plate: string
  path: string
  revision: number
}

export async function visitorAtBooking(app: App, config: Config, opts: { phone: string; plate: string; offerValidUntil: Date; withOffer?: boolean }): Promise<BookingVisitor> {
  const offerId = await storeOffer(app, opts.phone, opts.offerValidUntil)
  const flowId = app.flowIds.issue()
  const answers: FlowState['answers'] = {
    year: '2020', brand: 'fiat', model: 'egea', km: '85.000', numberPlate: opts.plate, phone: opts.phone, tramer: 'yok', heavyDamage: 'hayir',
    ...(opts.withOffer === false ? {} : { preOffer: offerId, takeOffer: offerId }),
  }
  const state: FlowState = { revision: 11, family: 'teklif-al', answers, labels: {}, completed: opts.withOffer === false ? DONE.slice(0, 9) : DONE, auto: [] }
  const store = new FlowStore(app.redis, config.redisKeyPrefix, config.flowTtlS * 1000)
  const saved = await store.save('sell', flowId, 0, state)
  if (!saved.saved) throw new Error('visitorAtBooking: flow not saved')
  return { flowId, cookie: `sell_flow=${flowId}`, offerId, phone: opts.phone, plate: opts.plate, path: '/teklif-al/randevu-bilgileri', revision: 11 }
}

export interface StepBody { statusCode: number; message?: string; errors?: Array<{ field: string; message: string }>; result?: { state: StepState } }

export function submitBooking(app: App, v: BookingVisitor, values: Record<string, unknown>, revision = v.revision): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/flows/sell/step', headers: { cookie: v.cookie }, payload: { path: v.path, revision, values } })
}

export const bookingValues = (over: Record<string, unknown> = {}) => ({
  city: 'İstanbul', branch: '2', date: '2026-03-17', slot: '10:00', firstName: 'Ayşe', lastName: 'Yılmaz', salesDeclaration: true, etkConsent: false, ...over,
})

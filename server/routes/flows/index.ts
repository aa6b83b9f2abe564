// The sell / trade-in wizard's steps (design §8, sell-wizard.md): read a step, submit it, go back,
// start in a family. The visitor's place lives in the state Redis under an httpOnly flow cookie;
// every answer is `{ screen, state }` with the step the browser should show.
import Type from 'typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrorSchema, errorResponses } from '../../schemas/common.js'
import { StepStateSchema } from '../../schemas/flow.js'
import { ScreenSchema } from '../../schemas/screen.js'
import { PlainText } from '../../schemas/text.js'
import { FlowChangesExceeded, FlowConflict, type StepAnswer } from '../../services/flows/flow-service.js'
import { flowCookie } from './flow-cookie.js'
import sellOfferRoutes from './sell-offer.js'
import { StepAnswerSchema, sendStepAnswer } from './step-answer.js'
import { HoldAnswer, SlotChoiceBody } from '../../schemas/booking.js'
import { BOOKING_MSG, bookingError } from '../../services/booking/booking-errors.js'
import { HOLD_MINUTES } from '../../services/booking/booking-service.js'

const TAG = ['Araç Sat / Takas']

const PagePath = Type.String({
  minLength: 3, maxLength: 120, pattern: '^(/[a-z][a-z0-9-]*){2,3}$',
  description: 'Tarayıcıdaki adım adresi, örn. /teklif-al/marka-sec',
})
const Rv = Type.Integer({ minimum: 0, maximum: 1000, default: 1, description: 'İstemcinin çizici (renderer) sürümü' })
const Revision = Type.Integer({ minimum: 0, maximum: 1_000_000, description: "Okunan adımın state.revision değeri" })
const Values = Type.Record(Type.String({ maxLength: 64 }), Type.Union([PlainText({ maxLength: 2000 }), Type.Boolean()]), { maxProperties: 40 })

const ConflictSchema = Type.Object({
  statusCode: Type.Literal(409),
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldErrorSchema)),
  // Always sent with a 409: the error shape plus the step the visitor should see now.
  result: Type.Optional(Type.Object({ screen: ScreenSchema, state: StepStateSchema }, { additionalProperties: false })),
}, { additionalProperties: false, description: 'Akış başka bir sekmede değişti: güncel adım' })

const responses = { 200: StepAnswerSchema, 409: ConflictSchema, ...errorResponses() }

const flows: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sellOfferRoutes, { prefix: '/sell/offer' })
  const service = app.sellFlow
  const cookie = flowCookie(app)
  const flowIdOf = cookie.idOf
  // Submits are counted per flow, not per address: Turkish mobile carriers put many visitors behind
  // one NAT address. A flow's change is counted in the same Redis round trip that reads its state
  // (FlowStore.readCounted); a request without a flow counts against its address, and new flows are
  // capped per address and hour (FLOW_NEW_PER_HOUR), so fresh cookies buy no extra submits.
  const budget = { max: app.config.flowSubmitsPerMinute, windowMs: 60_000 }
  const keepCookie = cookie.keep
  // A new flow costs a key in the Redis that never evicts: few per address (FLOW_NEW_PER_HOUR).
  const writer = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const existing = flowIdOf(request)
    if (existing) return existing
    await app.flowLimits.allowNew(request.ip)
    const id = app.flowIds.issue()
    keepCookie(reply, id)
    return id
  }
  // The flow a submit or back changes, with the budget it is counted against; a change without a
  // flow is counted against the address (its new flow starts with a fresh budget).
  const change = async (request: FastifyRequest, reply: FastifyReply): Promise<{ flowId: string; budget?: typeof budget }> => {
    const existing = flowIdOf(request)
    if (existing) return { flowId: existing, budget }
    await app.flowLimits.allowFlowless(request.ip, budget.max)
    return { flowId: await writer(request, reply) }
  }
  const send = sendStepAnswer
  const run = async (reply: FastifyReply, work: () => Promise<StepAnswer>) => {
    try {
      return send(reply, await work())
    } catch (err) {
      if (err instanceof FlowConflict) return send(reply, err.current, 409, err.message)
      if (err instanceof FlowChangesExceeded) reply.header('retry-after', String(err.retryAfterS))
      throw err
    }
  }

  app.get('/sell/step', {
    schema: {
      operationId: 'getSellStep', tags: TAG,
      summary: 'Sihirbaz adımını ziyaretçinin durumuyla getirir; ulaşılamayan adım yerine en ileri adım döner (Read a wizard step)',
      description: 'Okuma durumu değiştirmez. Henüz ulaşılamayan bir adım istenirse cevap ulaşılabilen en ileri adımdır ' +
        "(state.path ve state.notice: 'Kaldığınız yerden devam ediyorsunuz.').",
      querystring: Type.Object({ path: PagePath, rv: Type.Optional(Rv) }, { additionalProperties: false }),
      response: responses,
    },
  }, async (request, reply) => {
    const flowId = flowIdOf(request)
    const answer = await service.read({ flowId, path: request.query.path, rv: request.query.rv ?? 1 })
    if (flowId) keepCookie(reply, flowId)
    return send(reply, answer)
  })

  app.post('/sell/step', {
    schema: {
      operationId: 'submitSellStep', tags: TAG,
      summary: 'Adımın cevaplarını doğrular, kaydeder ve sonraki adımı döner (Submit a wizard step)',
      description: 'Hatalı ya da listede olmayan değer 400 ve alanın Türkçe mesajıyla döner, durum değişmez. ' +
        'revision okunan adımınkiyle aynı değilse (başka sekme) 409 ve güncel adım döner.',
      body: Type.Object({ path: PagePath, revision: Revision, values: Values, rv: Type.Optional(Rv) }, { additionalProperties: false }),
      response: responses,
    },
  }, async (request, reply) => {
    const { path, revision, values, rv = 1 } = request.body
    return run(reply, async () => service.submit({ ...(await change(request, reply)), path, rv, ip: request.ip }, revision, values))
  })

  app.post('/sell/back', {
    schema: {
      operationId: 'backSellStep', tags: TAG,
      summary: 'Önceki bir adıma döner: o adıma kadarki cevaplar, vehicleId ve plaka kalır; sonrakiler, teklif ve randevu silinir; 0 baştan başlatır (Go back)',
      body: Type.Object({
        path: PagePath,
        revision: Revision,
        step: Type.Union([Type.Literal(0), Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9-]*$' })]),
        rv: Type.Optional(Rv),
      }, { additionalProperties: false }),
      response: responses,
    },
  }, async (request, reply) => {
    const { path, revision, step, rv = 1 } = request.body
    return run(reply, async () => service.back({ ...(await change(request, reply)), path, rv }, revision, step))
  })

  app.post('/sell/start', {
    schema: {
      operationId: 'startSellFlow', tags: TAG,
      summary: 'Sihirbazı bir ailede başlatır; "Takasla" alınacak ilanı vehicleId olarak saklar (Start in a family)',
      body: Type.Object({
        family: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9-]*$' }),
        vehicleId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Takasla alınacak ilanın kimliği' })),
        rv: Type.Optional(Rv),
      }, { additionalProperties: false }),
      response: responses,
    },
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const { family, vehicleId, rv = 1 } = request.body
    if (vehicleId !== undefined) await app.tradeIn.check(vehicleId)
    const flowId = await writer(request, reply)
    return run(reply, () => service.start({ flowId, rv }, family, vehicleId === undefined ? {} : { vehicleId }))
  })

  app.post('/sell/appointment-hold', {
    schema: {
      operationId: 'holdSellAppointmentSlot', tags: TAG,
      summary: `Adım 12: seçilen saati ${HOLD_MINUTES} dakika bu ziyaretçi için ayırır; önceki ayırma bırakılır (Hold a slot)`,
      description: "Telefonu doğrulanmış ve ön teklifi almış bir akış gerekir. Dolu saat 409 'Bu saat az önce doldu, lütfen başka bir saat seçin.'; " +
        'geçmiş, kapalı, ufkun dışındaki ya da bilinmeyen saat 400. Ayırma onaylanmazsa süresi dolunca kendiliğinden bırakılır.',
      body: SlotChoiceBody,
      response: { 200: HoldAnswer, ...errorResponses(409) },
    },
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const flowId = flowIdOf(request)
    const state = await service.stateOf(flowId)
    if (!flowId || !state) throw bookingError('BOOKING_NO_PHONE', 400, BOOKING_MSG.noVerifiedPhone, 'phone')
    const { expiresAt } = await app.booking.hold(flowId, state, request.body)
    keepCookie(reply, flowId)
    return { statusCode: 200 as const, message: `Seçtiğiniz saat ${HOLD_MINUTES} dakika sizin için ayrıldı.`, result: { expiresAt: expiresAt.toISOString() } }
  })

  app.get('/sell/appointment.ics', {
    schema: {
      operationId: 'getSellAppointmentIcs', tags: TAG,
      summary: 'Adım 13 "Takvime ekle": bu ziyaretçinin randevusunun takvim dosyası (.ics, Europe/Istanbul) (Calendar file)',
      response: { 200: { type: 'string', description: 'text/calendar (RFC 5545)' }, ...errorResponses() },
    },
  }, async (request, reply) => {
    const state = await service.stateOf(flowIdOf(request))
    const ics = state && (await app.booking.icsOfFlow(state))
    if (!ics) throw bookingError('BOOKING_NOT_FOUND', 404, BOOKING_MSG.notFound)
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="ekspertiz-randevusu.ics"')
      .header('cache-control', 'no-store').send(ics)
  })
}

export default flows

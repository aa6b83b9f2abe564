// Step 11's actions (decision 028): send the pre-offer by SMS, ask for a call on the expert-review
// card, and open a signed offer link (/teklif/<token>, whose page posts the token here). The offer
// is always the one of the visitor's flow cookie; no phone or offer id is taken from the request.
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { PlainText } from '../../schemas/text.js'
import { OFFER_STEP } from '../../services/sell/sell-offer.js'
import { flowCookie } from './flow-cookie.js'
import { StepAnswerSchema, sendStepAnswer } from './step-answer.js'

const TAG = ['Araç Sat / Takas']
const NoBody = Type.Object({}, { additionalProperties: false, description: 'Boş nesne: teklif, ziyaretçinin akış çerezinden bulunur' })
const Message = Type.Object({ statusCode: Type.Literal(200), message: Type.String() }, { additionalProperties: false })

const sellOffer: FastifyPluginAsyncTypebox = async (app) => {
  const cookie = flowCookie(app)

  app.post('/sms', {
    schema: {
      operationId: 'sendSellOfferSms', tags: TAG,
      summary: 'Ön teklifi, adım 10\'da doğrulanan telefona SMS ile gönderir (Send the pre-offer by SMS)',
      description: 'Metin fiyat aralığını, geçerlilik tarihini ve teklifi geçerlilik süresince adım 11\'de açan imzalı bağlantıyı taşır. '
        + 'Numara istekten alınmaz. Teklif başına en fazla SELL_OFFER_SMS_MAX (3) gönderim, gönderimler arası 60 sn ve SMS limitleri (amaç sell-offer) geçerlidir; '
        + 'aşıldığında 429 ve Türkçe mesaj döner.',
      body: NoBody,
      response: { 200: Message, ...errorResponses() },
    },
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const { message } = await app.sellOffers.sendSms(cookie.idOf(request), request.ip)
    return reply.header('cache-control', 'no-store').send({ statusCode: 200 as const, message })
  })

  app.post('/call-request', {
    schema: {
      operationId: 'requestSellOfferCall', tags: TAG,
      summary: 'Uzman değerlendirmesi gereken teklif için çağrı merkezine arama talebi bırakır (Ask for a call)',
      description: 'Teklif başına bir talep: ikinci istek yeni kayıt oluşturmaz ve "Talebiniz zaten alındı…" döner (result.created false).',
      body: NoBody,
      response: {
        200: Type.Object({
          statusCode: Type.Literal(200),
          message: Type.String(),
          result: Type.Object({ created: Type.Boolean({ description: 'Bu istekle yeni talep kaydedildiyse true' }) }, { additionalProperties: false }),
        }, { additionalProperties: false }),
        ...errorResponses(),
      },
    },
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const { created, message } = await app.sellOffers.requestCall(cookie.idOf(request))
    return reply.header('cache-control', 'no-store').send({ statusCode: 200 as const, message, result: { created } })
  })

  app.post('/resume', {
    schema: {
      operationId: 'resumeSellOffer', tags: TAG,
      summary: 'SMS\'teki imzalı teklif bağlantısını açar: akışı yeni bir çerezle adım 11\'de geri yükler (Open a signed offer link)',
      description: '/teklif/<token> sayfası bu çağrıyı yapar. Geçerli bağlantı, teklifin cevaplarıyla yeni bir sell_flow çerezi ve adım 11\'i döner. '
        + 'Bozuk, süresi dolmuş ya da bilinmeyen her bağlantı aynı 404 mesajını alır.',
      body: Type.Object({
        token: PlainText({ minLength: 1, maxLength: 200, description: 'Bağlantıdaki imzalı anahtar' }),
        rv: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 1, description: 'İstemcinin çizici (renderer) sürümü' })),
      }, { additionalProperties: false }),
      response: { 200: StepAnswerSchema, ...errorResponses() },
    },
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const { token, rv = 1 } = request.body
    const state = await app.sellOffers.linkState(token)
    // A restored flow is a new key in the Redis that never evicts: counted like any new flow.
    await app.flowLimits.allowNew(request.ip)
    const flowId = app.flowIds.issue()
    const answer = await app.sellFlow.restore({ flowId, rv }, state, OFFER_STEP)
    cookie.keep(reply, flowId)
    return sendStepAnswer(reply, answer)
  })
}

export default sellOffer

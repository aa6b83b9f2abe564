// GET /api/screens/:id — a screen descriptor for the generic renderer.
// POST /api/screens/:id/submit — validates a screen's values with the descriptor's own rules and
// answers the next action (design §3.4).
import Type, { type TString } from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ActionListSchema, ScreenSchema } from '../../schemas/screen.js'
import { errorResponses, resultEnvelope } from '../../schemas/common.js'
import { MultilineText } from '../../schemas/text.js'

const Params = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-zA-Z0-9-]*$', description: 'Ekran kimliği, örn. appointment-lookup' }),
})
const Query = Type.Object({
  rv: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 1, description: 'İstemcinin çizici (renderer) sürümü; daha yeni türler yerine yedek tür gönderilir' })),
})
const fieldValues = (text: TString) => Type.Record(Type.String({ maxLength: 64 }), Type.Union([text, Type.Boolean()]), { maxProperties: 60 })
const FieldValues = fieldValues(Type.String({ maxLength: 4000 }))
const SubmitBody = Type.Object({
  // Each value is checked by its descriptor field (refused characters included, decision 021), so
  // the error names the field the renderer shows; values of no field are dropped.
  values: FieldValues,
  // The opener's values, read by flow hooks: plain text at most (multi-line, as a textarea may be).
  context: Type.Optional(fieldValues(MultilineText({ maxLength: 4000 }))),
  resend: Type.Optional(Type.Boolean({ description: 'Kullanıcı kodu yeniden istedi (SMS penceresindeki Tekrar Gönder)' })),
}, { additionalProperties: false })

const screens: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', {
    schema: {
      operationId: 'getScreen',
      tags: ['Ekranlar'],
      summary: 'Ekran tanımını getirir (Get a screen descriptor)',
      params: Params,
      querystring: Query,
      response: { 200: resultEnvelope(ScreenSchema), 304: Type.Null(), ...errorResponses() },
    },
  }, (request, reply) => reply.sendCached(app.screens.get(request.params.id, request.query.rv ?? 1)))

  app.post('/:id/submit', {
    schema: {
      operationId: 'submitScreen',
      tags: ['Ekranlar'],
      summary: 'Ekran değerlerini doğrular ve sonraki adımı döner (Validate a screen submit)',
      params: Params,
      body: SubmitBody,
      response: {
        200: resultEnvelope(Type.Object({
          values: FieldValues,
          next: Type.Optional(ActionListSchema),
        })),
        ...errorResponses(),
      },
    },
  }, async (request) => {
    const { values, context = {}, resend = false } = request.body
    const result = await app.screens.submit(request.params.id, values, { ip: request.ip, context, resend })
    return { statusCode: 200 as const, result }
  })
}

export default screens

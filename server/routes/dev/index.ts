// GET /api/dev/sms-outbox — the local SMS provider's outbox, for developers and browser journeys.
// Registered only with SMS_DEV_OUTBOX=true, which configuration refuses in production; hidden from
// the API docs.
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, resultEnvelope } from '../../schemas/common.js'
import { PlainText } from '../../schemas/text.js'

const dev: FastifyPluginAsyncTypebox = async (app) => {
  const outbox = app.smsOutbox
  if (!outbox) return
  app.get('/sms-outbox', {
    schema: {
      operationId: 'devSmsOutbox', tags: ['Geliştirme'], hide: true,
      summary: 'Yalnızca geliştirme: yerel SMS sağlayıcısının gönderilmemiş mesajları (Development SMS outbox)',
      querystring: Type.Object({ phone: Type.Optional(PlainText({ maxLength: 32 })) }),
      response: {
        200: resultEnvelope(Type.Object({
          messages: Type.Array(Type.Object({ to: Type.String(), text: Type.String(), purpose: Type.String(), at: Type.String() }, { additionalProperties: false })),
        }, { additionalProperties: false })),
        ...errorResponses(),
      },
    },
  }, async (request) => ({ statusCode: 200 as const, result: { messages: outbox.list(request.query.phone) } }))
}

export default dev

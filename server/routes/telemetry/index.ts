// POST /api/telemetry/renderer-miss — the client reports a node kind it could not draw (design §3.1).
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'

const telemetry: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/renderer-miss', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      operationId: 'reportRendererMiss',
      tags: ['İzleme'],
      summary: 'İstemcinin çizemediği bir ekran öğesini bildirir (Report a renderer miss)',
      body: Type.Object({
        screenId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-zA-Z0-9-]*$' }),
        kind: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9-]*$' }),
        rendererVersion: Type.Integer({ minimum: 0, maximum: 1000 }),
      }, { additionalProperties: false }),
      response: { 204: Type.Null(), ...errorResponses() },
    },
  }, async (request, reply) => {
    request.log.warn({ miss: request.body }, 'renderer miss reported by a client')
    return reply.code(204).send(null)
  })
}

export default telemetry

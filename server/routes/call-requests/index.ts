// 'Sizi Arayalım' (issue 17, spec §7, decision 037): POST /api/informCustomer/get-call-types (the
// call types; accepts the session's access token as a bearer header) and POST
// /api/vehicle/inform-customer (the call request). The IP is the connection's, never the body's
// `ip`; the customer is the session's, never the body's `customerContactId`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { errorResponses, resultEnvelope } from '../../schemas/common.js'
import { ParameterItemSchema } from '../../schemas/content.js'
import { CALL_TYPES_TABLE, CallTypesBody, InformCustomerBody, InformCustomerResponse } from '../../schemas/call-requests.js'
import { GatewayError, validationFailed } from '../../plugins/errors.js'
import { CALL_MSG, DEFAULT_CALL_LIMITS, InformCustomerService } from '../../services/call-requests/inform-customer.js'

const TAGS = ['Sizi Arayalım']
const BEARER = /^Bearer ([^\s]{1,200})$/
export const BEARER_INVALID = 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.'

const callRequests: FastifyPluginAsyncTypebox = async (app) => {
  const service = new InformCustomerService({
    db: app.db, redis: app.redis, keyPrefix: app.config.redisKeyPrefix, secret: app.config.sessionSecret,
    captcha: app.captcha, limits: DEFAULT_CALL_LIMITS, log: app.log,
  })

  app.post('/informCustomer/get-call-types', {
    schema: {
      operationId: 'getCallTypes', tags: TAGS,
      summary: "Arama talebi konuları, id sırasıyla; tableName 'InformCustomerCallType'. İsteğe bağlı Authorization: Bearer <oturumun accessToken'ı>; geçersiz belirteç 401 (Call types)",
      body: CallTypesBody,
      response: { 200: resultEnvelope(Type.Array(ParameterItemSchema)), ...errorResponses(401) },
    },
  }, async (request, reply) => {
    // Not a schema parameter: an Authorization header is read only here (and redacted in logs).
    const auth = request.headers.authorization
    if (auth !== undefined) {
      const token = BEARER.exec(auth)?.[1]
      if (!token || (await app.sessions.verifyAccessToken(token)) === null) throw new GatewayError('CALL_TYPES_BEARER', 401, BEARER_INVALID)
    }
    const { tableName } = request.body
    if (tableName !== CALL_TYPES_TABLE) {
      throw validationFailed([{ field: 'tableName', message: `Tanınmayan parametre tablosu: '${tableName}'. Geçerli değer: ${CALL_TYPES_TABLE}.` }])
    }
    return reply.sendCached(app.content.parameters(tableName))
  })

  app.post('/vehicle/inform-customer', {
    schema: {
      operationId: 'informCustomer', tags: TAGS,
      summary: 'Araç için arama talebi (Sizi Arayalım): oturum yoksa güvenlik doğrulaması gerekir; IP bağlantıdan, müşteri oturumdan alınır; telefon ve adres başına günlük sınır; aynı talep bir kez kaydedilir (Call request)',
      body: InformCustomerBody,
      response: { 200: InformCustomerResponse, ...errorResponses(403) },
    },
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
  }, async (request) => {
    const session = await app.sessionOf(request)
    await service.submit(request.body, request.ip, session?.view.user.userInfo ?? null)
    return { status: 200 as const, message: CALL_MSG.sent }
  })
}

export default callRequests

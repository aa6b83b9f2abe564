// POST /api/events (issue 17, decision 037): the first-party collector of the behavioural events.
// Batched (up to 50), schema-validated, size-capped (64 KB), rate-limited per address and process (EVENTS_PER_MINUTE;
// decision 042: the limit protects this process's sink, so it is counted in memory), kept only with the tg_consent
// cookie's marketing consent; answers 200 with the count kept.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { CONSENT_COOKIE, allows, parseConsent } from '../../schemas/consent.js'
import { EVENTS_BODY_LIMIT, EventsBody, EventsResponse } from '../../schemas/events.js'
import { eventSourceOfHeaders } from '../../schemas/event-source.js'
import { GatewayError, MSG } from '../../plugins/errors.js'
import { LocalWindowLimiter } from '../../services/security/local-window-limiter.js'

const events: FastifyPluginAsyncTypebox = async (app) => {
  const limiter = new LocalWindowLimiter(app.events.perMinute, 60_000)
  app.post('/', {
    schema: {
      operationId: 'collectEvents', tags: ['Olaylar'],
      summary: 'Davranışsal olay toplayıcı: en fazla 50 olaylık paket, 64 KB; yalnızca pazarlama çerez izniyle (tg_consent) kaydedilir, IP açık tutulmaz (Event collector)',
      body: EventsBody,
      response: { 200: EventsResponse, ...errorResponses() },
    },
    bodyLimit: EVENTS_BODY_LIMIT,
    // Before the body is read and validated: a flood costs no parsing.
    onRequest: (request, reply, done) => {
      if (limiter.allow(request.ip)) return done()
      reply.header('retry-after', String(limiter.retryAfterS()))
      done(new GatewayError('EVENTS_RATE_LIMIT', 429, MSG.tooMany))
    },
  }, async (request) => {
    const consent = allows(parseConsent(request.cookies[CONSENT_COOKIE]), 'marketing')
    const session = consent ? await app.sessionOf(request).catch(() => null) : null
    let accepted: number
    try {
      accepted = await app.events.collector.collect(request.body.events, {
        ip: request.ip, consent, contactKey: session?.view.user.contactKey ?? null, headerSource: () => eventSourceOfHeaders(request.headers),
      })
    } catch (err) {
      if (err instanceof GatewayError) throw err
      request.log.warn({ event: 'events_sink_failed', sink: app.events.collector.sinkKind, err: (err as Error).message }, 'events: sink refused the batch')
      throw new GatewayError('EVENTS_UNAVAILABLE', 503, MSG.generic)
    }
    return { statusCode: 200 as const, accepted }
  })
}

export default events

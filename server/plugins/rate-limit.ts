// @fastify/rate-limit with its counters in Redis (shared by every instance). Not global: routes
// that protect something opt in (design §4); cached reads stay unlimited.
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { MSG } from './errors.js'

async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    redis: app.redis,
    nameSpace: `${app.config.redisKeyPrefix}rl:`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: MSG.tooMany }),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] })

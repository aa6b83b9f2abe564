// /healthz: the process is alive. /readyz: PostgreSQL and Redis answer (for load balancers).
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponseSchema } from '../schemas/common.js'

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  checks: Type.Optional(Type.Object({ postgres: Type.Boolean(), redis: Type.Boolean() })),
})

async function ping(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await Promise.race([fn(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000))])
    return true
  } catch {
    return false
  }
}

const health: FastifyPluginAsyncTypebox = async (app) => {
  // 400: what the HTTP parser answers a malformed request with, before any route (the error shape).
  const common = { tags: ['Sağlık'], response: { 200: Health, 400: ErrorResponseSchema, 503: Health } }
  app.get('/healthz', { logLevel: 'warn', schema: { ...common, operationId: 'healthz', summary: 'Süreç ayakta mı (Liveness)' } },
    async () => ({ status: 'ok' as const }))
  app.get('/readyz', { logLevel: 'warn', schema: { ...common, operationId: 'readyz', summary: 'PostgreSQL ve Redis yanıt veriyor mu (Readiness)' } },
    async (_request, reply) => {
      const [postgres, redis] = await Promise.all([ping(() => app.db.query('SELECT 1')), ping(() => app.redis.ping())])
      const ok = postgres && redis
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks: { postgres, redis } })
    })
}

export default health

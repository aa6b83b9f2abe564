// The sell flow's cookie (decision 025): a random, signed id (app.flowIds), httpOnly, SameSite=Lax,
// Secure behind https, Max-Age = the flow's TTL, sliding with every visit. Shared by the step routes and step
// 11's routes (the signed link restores a flow under a new one).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export const SELL_FLOW_COOKIE = 'sell_flow'

export function flowCookie(app: FastifyInstance) {
  const secure = app.config.publicBaseUrl.startsWith('https:')
  const maxAge = app.config.flowTtlS
  return {
    /** The flow id from the visitor's cookie, when it has a valid one. */
    idOf(request: FastifyRequest): string | undefined {
      const raw = request.cookies[SELL_FLOW_COOKIE]
      return app.flowIds.verify(raw) ? raw : undefined
    },
    /** The id is random and signed, and says nothing about the visitor. */
    keep(reply: FastifyReply, id: string): void {
      reply.setCookie(SELL_FLOW_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge })
    },
  }
}

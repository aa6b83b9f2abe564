// The security header set (services/security/headers.ts) on every answer sent through Fastify:
// pages, API, errors, 404s, files, media, docs. Cached answers bypass onSend and copy the same set
// in plugins/cache.ts; the HTTP parser's own rejections copy it in plugins/errors.ts.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { securityHeaders } from '../services/security/headers.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Lower-case header names to values, computed once at boot. */
    securityHeaders: Readonly<Record<string, string>>
  }
}

const API_PATH = /^\/+api(?:[/?]|$)/

async function securityHeadersPlugin(app: FastifyInstance) {
  const headers = securityHeaders(app.config)
  const entries = Object.entries(headers)
  app.decorate('securityHeaders', headers)
  // A route that sets one of these itself (a personal page's no-referrer) keeps its value. An /api
  // answer may carry personal data: unless its route chose a Cache-Control, nothing may store it.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of entries) if (!reply.hasHeader(name)) reply.header(name, value)
    if (!reply.hasHeader('cache-control') && API_PATH.test(request.url)) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['config'] })

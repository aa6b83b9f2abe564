// The security header sets (services/security/headers.ts) on every answer sent through Fastify:
// pages, API, errors, 404s, files, media, docs. JSON answers get the API set, everything else the
// page set. Cached answers bypass onSend and copy the API set in plugins/cache.ts; router errors
// (app.ts) and the HTTP parser's own rejections (plugins/errors.ts), JSON too, copy the API set.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { apiSecurityHeaders, securityHeaders } from '../services/security/headers.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Lower-case header names to values for pages and files, computed once at boot. */
    securityHeaders: Readonly<Record<string, string>>
    /** The same for JSON answers (a CSP that allows nothing, no opener policy). */
    apiSecurityHeaders: Readonly<Record<string, string>>
  }
}

const API_PATH = /^\/+api(?:[/?]|$)/
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i

async function securityHeadersPlugin(app: FastifyInstance) {
  const page = securityHeaders(app.config)
  const api = apiSecurityHeaders(page)
  app.decorate('securityHeaders', page)
  app.decorate('apiSecurityHeaders', api)
  const pageEntries = Object.entries(page)
  const apiEntries = Object.entries(api)
  // A route that sets one of these itself (a personal page's no-referrer) keeps its value. An /api
  // answer may carry personal data: unless its route chose a Cache-Control, nothing may store it.
  // The same hook gives every answer its request id and, once close() began, tells keep-alive
  // clients to go (app.ts): one onSend hook instead of two on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    if (app.closing) reply.header('connection', 'close')
    const apiPath = API_PATH.test(request.url)
    const type = reply.getHeader('content-type')
    const entries = (typeof type === 'string' ? JSON_TYPE.test(type) : apiPath) ? apiEntries : pageEntries
    for (const [name, value] of entries) if (!reply.hasHeader(name)) reply.header(name, value)
    if (apiPath && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['config'] })

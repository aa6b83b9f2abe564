// How a page rendered on the server reaches the API: through the gateway's own routes in-process
// (app.inject), so it gets exactly the answers, caching and errors a browser gets. Nothing of the
// visitor's request (cookies, addresses) is passed on: a rendered page holds public data only.
import type { FastifyInstance, HTTPMethods } from 'fastify'
import { internalHeaders } from './internal-request.js'

export function injectTransport(app: FastifyInstance): (url: string, init: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const body = typeof init.body === 'string' ? init.body : undefined
    const res = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...internalHeaders() },
      ...(body === undefined ? {} : { payload: body }),
    })
    const type = res.headers['content-type']
    return new Response(res.statusCode === 204 ? null : res.payload, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    })
  }
}

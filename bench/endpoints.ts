// The gateway endpoints `npm run bench` measures, as data. A later issue adds its endpoint by
// appending an entry; `target` is the minimum req/s ratio to the bare Fastify baseline (0 = shown
// but not gated on speed). Every endpoint is still gated on errors and non-2xx answers.
import type { Endpoint } from './lib/types.js'

export const endpoints: Endpoint[] = [
  {
    name: 'GET /healthz',
    method: 'GET',
    path: '/healthz',
    target: 0,
    expect: { status: 'ok' },
  },
  {
    name: 'GET /api/screens/appointment-lookup',
    method: 'GET',
    path: '/api/screens/appointment-lookup',
    target: 0.6,
    expect: { statusCode: 200, result: { id: 'appointment-lookup', kind: 'dialog' } },
  },
]

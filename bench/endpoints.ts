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
  // Site content (issue 3): cached reads the footer makes on every page.
  {
    name: 'POST /api/get-footer-services',
    method: 'POST',
    path: '/api/get-footer-services',
    body: {},
    target: 0.7,
    expect: { statusCode: 200, data: { attributes: {} } },
  },
  {
    name: 'POST /api/socialMedia/get-social-media-url',
    method: 'POST',
    path: '/api/socialMedia/get-social-media-url',
    body: {},
    target: 0.7,
    expect: { statusCode: 200 },
  },
  {
    name: 'POST /api/get-site-static',
    method: 'POST',
    path: '/api/get-site-static',
    body: { prefix: 'FOOTER_' },
    target: 0.7,
    expect: { statusCode: 200 },
  },
  {
    name: 'POST /api/general-info/get-general-info',
    method: 'POST',
    path: '/api/general-info/get-general-info',
    body: {},
    target: 0.7,
    expect: { statusCode: 200 },
  },
  {
    name: 'POST /api/customerContactForm/get-customer-parameter',
    method: 'POST',
    path: '/api/customerContactForm/get-customer-parameter',
    body: { tableName: 'CustomerFormSubjectType' },
    target: 0.7,
    expect: { statusCode: 200 },
  },
]

// The gateway endpoints `npm run bench` measures, as data. A later issue adds its endpoint by
// appending an entry; `target` is the minimum req/s ratio to the bare Fastify baseline (0 = shown
// but not gated on speed). Every endpoint is still gated on errors and non-2xx answers. `before`
// marks the cached endpoints issue 12's hardening may cost at most 5 % of (BENCH_BEFORE_REF).
import type { Endpoint } from './lib/types.js'
import { searchMix, uncachedSearches } from './search-mix.js'
import { authEndpoints, signedIn } from './auth-session.js'

const CAR_SEARCH = { VehicleTypeId: 14870, filters: { Brand: ['fiat'], Year: [2018, 2022] }, sorters: [4], pageSize: 12, pageNumber: 1 }

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
    before: true,
    expect: { statusCode: 200, result: { id: 'appointment-lookup', kind: 'dialog' } },
  },
  // Site content (issue 3): cached reads the footer makes on every page.
  {
    name: 'POST /api/get-footer-services',
    method: 'POST',
    path: '/api/get-footer-services',
    body: {},
    target: 0.7,
    before: true,
    expect: { statusCode: 200, data: { attributes: {} } },
  },
  {
    name: 'POST /api/socialMedia/get-social-media-url',
    method: 'POST',
    path: '/api/socialMedia/get-social-media-url',
    body: {},
    target: 0.7,
    before: true,
    expect: { statusCode: 200 },
  },
  {
    name: 'POST /api/get-site-static',
    method: 'POST',
    path: '/api/get-site-static',
    body: { prefix: 'FOOTER_' },
    target: 0.7,
    before: true,
    expect: { statusCode: 200 },
  },
  {
    name: 'POST /api/general-info/get-general-info',
    method: 'POST',
    path: '/api/general-info/get-general-info',
    body: {},
    target: 0.7,
    before: true,
    expect: { statusCode: 200 },
  },
  {
    name: 'POST /api/customerContactForm/get-customer-parameter',
    method: 'POST',
    path: '/api/customerContactForm/get-customer-parameter',
    body: { tableName: 'CustomerFormSubjectType' },
    target: 0.7,
    before: true,
    expect: { statusCode: 200 },
  },
  // Vehicle search (issue 4): (a) one repeated search, from the cache; (b) a realistic mix of 500
  // distinct searches where 30 % are never repeated; (c) one client, every search new (uncached).
  {
    name: 'POST /api/vehicle/vehicles-get (repeated, cached)',
    method: 'POST',
    path: '/api/vehicle/vehicles-get',
    body: CAR_SEARCH,
    target: 0.6,
    before: true,
    expect: { statusCode: 200, result: { hits: [{ brandSlug: 'fiat' }] } },
  },
  {
    name: 'POST /api/vehicle/vehicles-get (mix: 500 distinct, 30% never repeated)',
    method: 'POST',
    path: '/api/vehicle/vehicles-get',
    body: CAR_SEARCH,
    bodies: searchMix,
    target: 0,
    expect: { statusCode: 200 },
  },
  {
    name: 'POST /api/vehicle/vehicles-get (1 client, uncached)',
    method: 'POST',
    path: '/api/vehicle/vehicles-get',
    body: CAR_SEARCH,
    bodies: uncachedSearches,
    connections: 1,
    target: 0,
    maxP50Ms: 10,
    expect: { statusCode: 200 },
  },
  // Server-rendered pages (issue 15), anonymous and warm (the page cache holds them): each against
  // bare Fastify answering the same HTML as a static page, compressed alike.
  {
    name: 'GET /araba-al (server-rendered listing)',
    method: 'GET',
    path: '/araba-al',
    target: 0,
    expect: {},
    page: { contains: ['<h1 class="listing-page__title">İkinci El Araba İlanları</h1>', 'data-announcement-no=', 'id="ssr-state"'] },
  },
  {
    name: 'GET car page (server-rendered detail)',
    method: 'GET',
    path: '/araba-al',
    target: 0,
    expect: {},
    page: { contains: ['İlan No', 'Araç bilgileri', 'id="ssr-state"'] },
    setup: async ({ baseUrl }) => {
      const res = await fetch(`${baseUrl}/api/vehicle/vehicles-get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ VehicleTypeId: 14870, filters: {}, sorters: [2], pageSize: 12, pageNumber: 1 }),
      })
      const { result } = (await res.json()) as { result: { hits: Array<{ detailPath: string }> } }
      const path = result.hits[0]?.detailPath
      if (!path) throw new Error('no car to load: is the database seeded?')
      return { path }
    },
  },
]

// The sell wizard (issue 13): a visitor's flow walked to the model step once; then reading that
// step and submitting its answer again (the same brand: the flow does not change, so every request
// reads the state, checks the answer against the catalog and answers the next step). Both are held
// against the bare server doing one Redis GET and SET per request, the floor for per-visitor state.
async function sellFlowAtModelStep({ baseUrl }: { baseUrl: string }): Promise<{ cookie: string; revision: number; brand: string }> {
  const call = async (method: string, path: string, body?: unknown, cookie?: string) => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`)
    const set = res.headers.get('set-cookie')
    return { json: (await res.json()) as { result: { state: { revision: number; options?: { items: Array<{ value: string }> } } } }, cookie: set?.split(';')[0] ?? cookie }
  }
  const first = await call('GET', '/api/flows/sell/step?path=/teklif-al/yil-sec')
  const year = first.json.result.state.options!.items[0]!.value
  const second = await call('POST', '/api/flows/sell/step', { path: '/teklif-al/yil-sec', revision: 0, values: { year } })
  const brand = second.json.result.state.options!.items[0]!.value
  const third = await call('POST', '/api/flows/sell/step', { path: '/teklif-al/marka-sec', revision: second.json.result.state.revision, values: { brand } }, second.cookie)
  return { cookie: third.cookie!, revision: third.json.result.state.revision, brand }
}

endpoints.push(
  {
    name: 'GET /api/flows/sell/step (read a step, vs state)',
    method: 'GET',
    path: '/api/flows/sell/step?path=/teklif-al/marka-sec',
    baseline: 'state',
    target: 0.6,
    expect: { statusCode: 200, result: { state: { step: 'marka-sec' } } },
    setup: async (ctx) => ({ headers: { cookie: (await sellFlowAtModelStep(ctx)).cookie } }),
  },
  {
    name: 'POST /api/flows/sell/step (submit a step, vs state)',
    method: 'POST',
    path: '/api/flows/sell/step',
    baseline: 'state',
    target: 0.6,
    expect: { statusCode: 200, result: { state: { family: 'teklif-al' } } },
    setup: async (ctx) => {
      const flow = await sellFlowAtModelStep(ctx)
      return { headers: { cookie: flow.cookie }, body: { path: '/teklif-al/marka-sec', revision: flow.revision, values: { brand: flow.brand } } }
    },
  },
)

// Booking (issue 14): a branch-day's slot list, cached per branch-day (dropped on every booking).
// The day is the first open one after today in the running gateway's strip.
endpoints.push({
  name: 'GET /api/appointment/slots',
  method: 'GET',
  path: '/api/appointment/slots?branchId=1&date=2026-03-17',
  target: 0.6,
  expect: { statusCode: 200, result: { branchId: 1, day: { open: true } } },
  setup: async ({ baseUrl }) => {
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
    const res = await fetch(`${baseUrl}/api/appointment/slots?branchId=1&date=${today}`)
    const { result } = (await res.json()) as { result: { days: Array<{ date: string; open: boolean }> } }
    const day = result.days.find((d) => d.open && d.date > today) ?? result.days[1]!
    return { path: `/api/appointment/slots?branchId=1&date=${day.date}` }
  },
})

// Accounts (issue 16): the session read signed in and out, and the credentials sign-in.
endpoints.push(...authEndpoints)

// Favourites (issue 17): the ids the header and every card read, signed in (the session's Redis GET
// plus one indexed PostgreSQL read), against the bare server's one Redis GET; shown, not gated,
// until a first run sets the floor (decision 037).
endpoints.push({
  name: 'POST /api/favoriteVehicle/get-user-favorite-vehicle-ids (signed in, vs one Redis GET)',
  method: 'POST',
  path: '/api/favoriteVehicle/get-user-favorite-vehicle-ids',
  body: {},
  baseline: 'get',
  target: 0,
  expect: { statusCode: 200 },
  setup: async (ctx) => ({ headers: { cookie: await signedIn(ctx) } }),
})

// The event collector (issue 17): a batch of three events with the marketing consent, buffered
// into batch inserts (EVENTS_BUFFER_MS), against the bare server answering the same POST body.
const CONSENTED = `tg_consent=${encodeURIComponent(JSON.stringify({ version: 1, necessary: true, analytics: true, marketing: true, decidedAt: '2026-01-01T00:00:00.000Z' }))}`
endpoints.push({
  name: 'POST /api/events (3 events, consented)',
  method: 'POST',
  path: '/api/events',
  headers: { cookie: CONSENTED },
  body: {
    events: [
      { name: 'page_view', page_type: 'listing', page_url: 'https://www.turuncugaraj.com/araba-al', source: 'WIN Desktop' },
      { name: 'buton_click', page_type: 'product', page_url: 'https://www.turuncugaraj.com/araba-al/fiat/egea/2020-1-6-multijet-urban/100000001', source: 'WIN Desktop', label: 'Sizi Arayalım' },
      { name: 'submit_form', page_type: 'offer', page_url: 'https://www.turuncugaraj.com/teklif-al/yil-sec', source: 'Android Mobile', year: 2019 },
    ],
  },
  target: 0.6,
  expect: { statusCode: 200, accepted: 3 },
})

// POST /api/events (issue 17, decision 037) on a real gateway and PostgreSQL: nothing kept without
// the marketing consent; the batch validated (names, page_type, sizes, control characters), capped
// and rate-limited; channel 'Web', the source from the client or the request's headers, hash_id
// from the session, the IP only as a daily keyed hash; a day partition; the admin summary; and the
// HTTP adapter against a local stand-in of a hosted engagement service.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { randomBytes } from 'node:crypto'
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA } from '../support/captcha.js'
import { Browser, createCustomer } from '../support/auth-client.js'
import { freePort } from '../support/redis-server.js'
import type { App } from '../../app.js'

const ADMIN_TOKEN = 'events-admin-token-0123456789'
const ENV = { ...TINY_CAPTCHA, ADMIN_TOKEN, EVENTS_BUFFER_MS: '0' }
const consentCookie = (marketing: boolean) =>
  `tg_consent=${encodeURIComponent(JSON.stringify({ version: 1, necessary: true, analytics: false, marketing, decidedAt: new Date().toISOString() }))}`
const tag = () => `t${randomBytes(6).toString('hex')}`

const post = (app: App, body: unknown, opts: { cookie?: string; headers?: Record<string, string>; ip?: string; raw?: string } = {}) =>
  app.inject({
    method: 'POST', url: '/api/events', remoteAddress: opts.ip ?? '10.7.7.7',
    headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    payload: opts.raw ?? JSON.stringify(body),
  })

const rowsWith = async (app: App, pageType: string) =>
  (await app.db.query('SELECT * FROM engagement_events WHERE page_type = $1 ORDER BY received_at', [pageType])).rows

t.test('consent: nothing is kept without marketing consent; with it every event is', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const pageType = tag()
  const events = [{ name: 'page_view', page_type: pageType, page_url: 'https://www.turuncugaraj.test/' }]
  for (const cookie of [undefined, consentCookie(false), 'tg_consent=bozuk']) {
    const res = await post(app, { events }, cookie ? { cookie } : {})
    t.equal(res.statusCode, 200)
    t.same(res.json(), { statusCode: 200, accepted: 0 })
  }
  t.same(await rowsWith(app, pageType), [], 'nothing stored before consent')
  // Characters JSON and SQL text must escape survive the JSON rows the sink sends.
  const note = 'tırnak " ters \\ virgül , {süslü} NULL'
  const ok = await post(app, { events: [...events, { ...events[0], name: 'buton_click', label: 'Sizi Arayalım', note }] }, { cookie: consentCookie(true) })
  t.same(ok.json(), { statusCode: 200, accepted: 2 })
  const rows = await rowsWith(app, pageType)
  t.equal(rows.length, 2)
  t.match(rows[1], { name: 'buton_click', channel: 'Web', props: { label: 'Sizi Arayalım', note } })
})

t.test('the stored event: channel Web, source rule, hash_id from the session, the IP only hashed', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const pageType = tag()
  const base = { page_type: pageType, page_url: 'https://www.turuncugaraj.test/araba-al' }
  const res = await post(app, {
    events: [
      { ...base, name: 'page_view', source: 'IOS Desktop', channel: 'App', hash_id: 'given-key' },
      { ...base, name: 'submit_form', source: 'Nokia Mobile', year: 2020, km: 45000, is_appointment_made: true, plate: null },
    ],
  }, { cookie: consentCookie(true), ip: '203.0.113.9', headers: { 'sec-ch-ua-platform': '"Android"', 'sec-ch-ua-mobile': '?1' } })
  t.equal(res.statusCode, 200)
  const [first, second] = await rowsWith(app, pageType)
  t.match(first, { source: 'IOS Desktop', channel: 'Web', hash_id: 'given-key' }, 'the channel is always Web; a valid source is kept')
  t.match(second, { source: 'Android Mobile', hash_id: null, props: { year: 2020, km: 45000, is_appointment_made: true, plate: null } }, 'an invalid source is replaced by the client hints')
  t.notMatch(JSON.stringify([first, second]), /203\.0\.113\.9/, 'the IP is not stored in clear')
  t.equal(first.ip_hash, second.ip_hash, 'the same address, the same hash within a day')

  const customer = await createCustomer(app)
  const b = new Browser(app)
  await b.signIn({ phoneNumber: customer.phone, password: customer.password, isCaptcha: 'true', token: '' })
  const contactKey = (await b.session()).body.user.contactKey as string
  const signed = await post(app, { events: [{ ...base, name: 'page_view', source: 'WIN Desktop' }] }, { cookie: `${consentCookie(true)}; ${b.cookieHeader()}` })
  t.equal(signed.statusCode, 200)
  const rows = await rowsWith(app, pageType)
  t.equal(rows[2].hash_id, contactKey, "the session's contact key when no hash_id is given")

  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '')
  const part = await app.db.query("SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE c.relname = $1", [`engagement_events_${day}`])
  t.equal(part.rowCount, 1, "today's partition exists")
})

t.test('validation: names, page_type, sizes and refused characters are 400 naming the field; nothing stored', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const pageType = tag()
  const good = { name: 'page_view', page_type: pageType, page_url: '/x' }
  const cookie = consentCookie(true)
  const cases: Array<[unknown, string]> = [
    [{ events: [{ ...good, page_type: undefined }] }, 'events.0.page_type'],
    [{ events: [good, { ...good, name: 'purchase' }] }, 'events.1.name'],
    [{ events: [{ ...good, page_url: '' }] }, 'events.0.page_url'],
    [{ events: [{ ...good, hash_id: 'a b' }] }, 'events.0.hash_id'],
    [{ events: [{ ...good, note: 'x\u0000y' }] }, 'events.0.note'],
    [{ events: [{ ...good, nested: { a: 1 } }] }, 'events.0.nested'],
    [{ events: [] }, 'events'],
    [{ events: Array.from({ length: 51 }, () => good) }, 'events'],
  ]
  for (const [body, field] of cases) {
    const res = await post(app, body, { cookie })
    t.equal(res.statusCode, 400, `${field} → 400`)
    t.ok((res.json().errors as Array<{ field: string }>).some((e) => e.field === field), `names ${field}`)
  }
  const big = await post(app, null, { cookie, raw: JSON.stringify({ events: [{ ...good, text: 'a'.repeat(70 * 1024) }] }) })
  t.equal(big.statusCode, 413, 'a body over 64 KB is refused')
  t.same(await rowsWith(app, pageType), [])
})

t.test('buffered (the default): several requests are one insert after the flush interval', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ENV, EVENTS_BUFFER_MS: '200' } })
  const pageType = tag()
  const body = { events: [{ name: 'page_view', page_type: pageType, page_url: '/' }] }
  for (let i = 0; i < 5; i++) t.same((await post(app, body, { cookie: consentCookie(true) })).json(), { statusCode: 200, accepted: 1 })
  t.equal((await rowsWith(app, pageType)).length, 0, 'answered before the write')
  await app.events.flush()
  t.equal((await rowsWith(app, pageType)).length, 5, 'all five written in one batch')
  const last = await post(app, body, { cookie: consentCookie(true) })
  t.equal(last.statusCode, 200)
  const started = Date.now()
  while ((await rowsWith(app, pageType)).length < 6 && Date.now() - started < 3000) await new Promise((resolve) => setTimeout(resolve, 25))
  t.equal((await rowsWith(app, pageType)).length, 6, 'written after the interval without a flush call')
  t.ok(Date.now() - started < 3000)
})

t.test('rate limited per address', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ENV, EVENTS_PER_MINUTE: '30' } })
  const body = { events: [{ name: 'page_view', page_type: tag(), page_url: '/' }] }
  let last
  for (let i = 0; i < 31; i++) last = await post(app, body, { ip: '10.8.8.8' })
  t.equal(last!.statusCode, 429, 'the 31st request in a minute (EVENTS_PER_MINUTE=30)')
  t.same(last!.json(), { statusCode: 429, message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyiniz.' })
  const retry = Number(last!.headers['retry-after'])
  t.ok(retry >= 1 && retry <= 60, `Retry-After within the minute (${retry})`)
  t.equal((await post(app, { events: 'bozuk' }, { ip: '10.8.8.8' })).statusCode, 429, 'refused before the body is even validated')
  t.equal((await post(app, body, { ip: '10.8.8.9' })).statusCode, 200, 'another address goes on')
})

t.test('the admin summary: the last day by name and page_type', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const pageType = tag()
  const events = [
    { name: 'page_view', page_type: pageType, page_url: '/' }, { name: 'page_view', page_type: pageType, page_url: '/' },
    { name: 'buton_click', page_type: pageType, page_url: '/' },
  ]
  await post(app, { events }, { cookie: consentCookie(true) })
  const unauthorised = await app.inject({ url: '/api/admin/events/summary' })
  t.equal(unauthorised.statusCode, 401)
  const res = await app.inject({ url: '/api/admin/events/summary', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
  t.equal(res.statusCode, 200)
  const { result } = res.json()
  const mine = result.byType.filter((r: { pageType: string }) => r.pageType === pageType)
  t.same(mine, [{ name: 'page_view', pageType, count: 2 }, { name: 'buton_click', pageType, count: 1 }])
  t.ok(result.total >= 3)
})

t.test('the HTTP adapter: a local stand-in engagement service gets the batch with the bearer; its failure is a 503', async (t) => {
  const seen: Array<{ headers: IncomingHttpHeaders; body: any }> = []
  let answer = 204
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      seen.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      res.writeHead(answer).end()
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { app } = await buildTestApp(t, { env: { ...ENV, EVENTS_SINK: 'http', EVENTS_HTTP_URL: `http://127.0.0.1:${port}/v1/events`, EVENTS_HTTP_KEY: 'stand-in-key' } })
  const pageType = tag()
  const res = await post(app, { events: [{ name: 'submit_form', page_type: pageType, page_url: '/teklif-al/yil-sec', year: 2019, source: 'Mac Desktop' }] }, { cookie: consentCookie(true) })
  t.equal(res.statusCode, 200)
  t.equal(seen.length, 1)
  t.equal(seen[0]!.headers.authorization, 'Bearer stand-in-key')
  t.match(seen[0]!.body.events[0], { name: 'submit_form', page_type: pageType, page_url: '/teklif-al/yil-sec', channel: 'Web', source: 'Mac Desktop', year: 2019, received_at: String })
  t.same(await rowsWith(app, pageType), [], 'the PostgreSQL sink is not used')

  answer = 500
  const failed = await post(app, { events: [{ name: 'page_view', page_type: pageType, page_url: '/' }] }, { cookie: consentCookie(true) })
  t.equal(failed.statusCode, 503)
  t.same(failed.json(), { statusCode: 503, message: 'Bir hata oluştu' })
  const refused = await post(app, { events: [{ name: 'page_view', page_type: pageType, page_url: '/' }] })
  t.same(refused.json(), { statusCode: 200, accepted: 0 }, 'without consent the service is not called')
  t.equal(seen.length, 2)
})

t.test('the address hash: one per address and day, unlinkable across days, the same however many addresses came before', async (t) => {
  const { EventCollector } = await import('../../services/events/collector.js')
  const kept: Array<{ ipHash: string }> = []
  const sink = { kind: 'memory', write: async (events: ReadonlyArray<{ ipHash: string }>) => void kept.push(...events) }
  const collector = new EventCollector(sink as never, 'a-secret-of-the-test-0123456789')
  const hashOf = async (c: InstanceType<typeof EventCollector>, ip: string, now: Date) => {
    kept.length = 0
    await c.collect([{ name: 'page_view', page_type: 'listing', page_url: '/' }], { ip, consent: true, contactKey: null, headerSource: () => 'WIN Desktop', now })
    return kept[0]!.ipHash
  }
  const day1 = new Date('2026-03-01T10:00:00Z'), later = new Date('2026-03-01T23:59:00Z'), day2 = new Date('2026-03-02T00:01:00Z')
  const first = await hashOf(collector, '198.51.100.7', day1)
  t.equal(await hashOf(collector, '198.51.100.7', later), first, 'the same address, the same day')
  t.not(await hashOf(collector, '198.51.100.8', later), first, 'another address')
  const nextDay = await hashOf(collector, '198.51.100.7', day2)
  t.not(nextDay, first, 'the next day the same address hashes differently')
  for (let i = 0; i < 10_050; i++) await hashOf(collector, `10.0.${i >> 8}.${i & 255}`, day2)
  const fresh = new EventCollector(sink as never, 'a-secret-of-the-test-0123456789')
  t.equal(await hashOf(collector, '198.51.100.7', day2), nextDay, 'after more addresses than are kept')
  t.equal(await hashOf(fresh, '198.51.100.7', day2), nextDay, 'a fresh collector (another instance) agrees')
})

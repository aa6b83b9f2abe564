// Observability (design §7): the request id goes in and out and ties the log lines together; logs
// carry no secrets: no authorization or cookie header, no query string of a sensitive route and no
// query parameter outside the public ones, no appointment result id, phone numbers masked wherever
// they appear, URLs cut at 512 characters (decision 020).
import t from 'tap'
import { MAX_LOGGED_URL, maskPhone, sanitizeUrl } from '../../logging/redaction.js'
import { buildTestApp } from '../helper.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const RESULT_URL = '/check-appointment-result/5321234567?id=5321234567&plate=34ABC123&code=1234'

type Logs = Array<Record<string, unknown>>
const lines = (logs: Logs) => logs.map((r) => JSON.stringify(r))
const urlsOf = (logs: Logs, reqId: string) =>
  logs.filter((r) => r.reqId === reqId && r.req).map((r) => (r.req as { url: string }).url)

// The test requests come from 127.0.0.1: trusting it makes them arrive "through the proxy".
const VIA_PROXY = { TRUST_PROXY: '127.0.0.1' }

t.test('a valid x-request-id from a trusted proxy is echoed and ties together the log lines of its request', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true, env: VIA_PROXY })
  for (const id of ['lb-7f3a9c', '0b6a1d52-3c1e-4f0a-9d7e-2f4b8a6c1e90', 'a'.repeat(64), 'trace.id_01:02']) {
    const res = await app.inject({ url: '/api/screens/BAD!id', headers: { 'x-request-id': id } })
    t.equal(res.headers['x-request-id'], id, `${id}: echoed on the response`)
    const own = logs.filter((r) => r.reqId === id)
    t.ok(own.some((r) => (r.req as { url?: string } | undefined)?.url === '/api/screens/BAD!id' && r.res), `${id}: the access line carries it`)
    t.ok(own.some((r) => r.msg === 'request failed schema validation'), `${id}: so does the line about its failure`)
  }
})

t.test('an x-request-id from anyone but a trusted proxy is replaced by a generated UUID', async (t) => {
  for (const [label, env, remoteAddress] of [
    ['TRUST_PROXY unset', {}, '127.0.0.1'],
    ['not from the proxy', { TRUST_PROXY: '10.0.0.0/8' }, '203.0.113.5'],
  ] as const) {
    const { app, logs } = await buildTestApp(t, { captureLogs: true, env })
    const res = await app.inject({ url: '/api/no-such', headers: { 'x-request-id': 'chosen-by-client' }, remoteAddress })
    t.match(String(res.headers['x-request-id']), UUID, `${label}: a generated id`)
    t.notOk(logs.some((r) => r.reqId === 'chosen-by-client'), `${label}: the client's id is in no log line`)
  }
  const { app } = await buildTestApp(t, { env: { TRUST_PROXY: '10.0.0.0/8, ::1' } })
  for (const remoteAddress of ['10.1.2.3', '::ffff:10.1.2.3', '::1']) {
    const res = await app.inject({ url: '/api/no-such', headers: { 'x-request-id': 'lb-1234' }, remoteAddress })
    t.equal(res.headers['x-request-id'], 'lb-1234', `from the proxy at ${remoteAddress}: kept`)
  }
})

t.test('an invalid x-request-id is replaced by a generated UUID and never logged', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true, env: VIA_PROXY })
  const bad = ['a'.repeat(65), 'has space', 'line\nbreak', 'tab\there', '<script>', 'çerez', 'a;b', 'x"y', '']
  const seen = new Set<string>()
  for (const id of bad) {
    const res = await app.inject({ url: '/api/no-such', headers: { 'x-request-id': id } })
    const given = String(res.headers['x-request-id'])
    t.match(given, UUID, `${JSON.stringify(id)}: replaced by a UUID`)
    t.notOk(seen.has(given), `${JSON.stringify(id)}: a fresh id each time`)
    seen.add(given)
    t.ok(logs.some((r) => r.reqId === given), `${JSON.stringify(id)}: the log lines use the generated id`)
    if (id.length > 3) t.notOk(lines(logs).some((l) => l.includes(JSON.stringify(id).slice(1, -1))), `${JSON.stringify(id)}: not in the logs`)
  }
  const none = await app.inject({ url: '/api/no-such' })
  t.match(String(none.headers['x-request-id']), UUID, 'no header: a generated UUID too')
})

t.test('authorization and cookie headers never reach the logs', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true, env: VIA_PROXY })
  const token = `tok-${Math.random().toString(36).slice(2)}`
  const sid = `sid-${Math.random().toString(36).slice(2)}`
  const headers = { authorization: `Bearer ${token}`, cookie: `next-auth.session-token=${sid}; other=1`, 'x-request-id': 'auth-check-1' }
  await app.inject({ url: '/api/screens/appointment-lookup', headers })
  await app.inject({ method: 'POST', url: '/api/screens/appointment-lookup/submit', headers, payload: { values: { phone: 'x' } } })
  await app.inject({ method: 'POST', url: '/api/telemetry/renderer-miss', headers, payload: '{bad' })
  t.ok(logs.some((r) => r.reqId === 'auth-check-1'), 'the requests were logged')
  for (const secret of [token, sid, 'Bearer']) {
    t.notOk(lines(logs).some((l) => l.includes(secret)), `${secret.slice(0, 6)}…: in no log line`)
  }
})

t.test('the appointment result URL is logged without its id, its query or the phone', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true, env: VIA_PROXY })
  const opaque = '/check-appointment-result/AbCdEfGhIjKlMnOpQrStUvWx'
  const variants = [RESULT_URL, RESULT_URL.replace('5321234567?', '5321234567/?'), `/${RESULT_URL}`, opaque]
  for (const [i, url] of variants.entries()) {
    const reqId = `result-${i}`
    await app.inject({ url, headers: { 'x-request-id': reqId } })
    const logged = urlsOf(logs, reqId)
    t.ok(logged.length > 0, `${url}: the request is logged`)
    for (const u of logged) t.match(u, /^\/check-appointment-result\/\[gizlendi\](\?\[gizlendi\])?$/, `${url}: logged as ${u}`)
    const own = lines(logs.filter((r) => r.reqId === reqId))
    for (const secret of ['5321234567', '34ABC123', 'code=1234', 'AbCdEfGhIjKlMnOpQrStUvWx']) {
      t.notOk(own.some((l) => l.includes(secret)), `${url}: ${secret} is in no log line`)
    }
  }
})

t.test('a phone-looking run of digits in any other URL is masked', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true, env: VIA_PROXY })
  const urls = [
    '/araba-al/5321234567?tel=05321234567',
    '/araba-al?marka=905321234567',
    '/api/no-such/5329876543',
  ]
  for (const [i, url] of urls.entries()) {
    await app.inject({ url, headers: { 'x-request-id': `digits-${i}` } })
    const own = lines(logs.filter((r) => r.reqId === `digits-${i}`))
    t.ok(own.length > 0, `${url}: logged`)
    for (const raw of url.match(/\d{10,}/g) ?? []) t.notOk(own.some((l) => l.includes(raw)), `${url}: ${raw} is masked`)
    t.ok(own.some((l) => /5\*{7}\d\d/.test(l)), `${url}: the masked form is there for debugging`)
  }
})

t.test('secrets and phone numbers that code logs under their own names are censored or masked', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true })
  const secrets = { password: 'Parola-9x!', code: '4821', token: 'tk-abcdef', authorization: 'Bearer tk-abcdef', cookie: 'sid=s3cr3t' }
  const phones = { phone: '5321234567', gsmNo: '05329876543' }
  app.log.info({ ...secrets, ...phones }, 'sms sent')
  const line = lines(logs.filter((r) => r.msg === 'sms sent'))[0] ?? ''
  t.ok(line, 'logged')
  for (const [key, value] of Object.entries(secrets)) t.notMatch(line, value, `${key} is not in the line`)
  t.notMatch(line, '5321234567', 'phone is not in the line')
  t.notMatch(line, '5329876543', 'gsmNo is not in the line')
  t.match(line, '5*******67', 'phone is masked, not dropped, so support can still match it')
  t.match(line, '5*******43', 'gsmNo is masked too')
})

t.test('maskPhone keeps the first and the last two digits of a Turkish number', async (t) => {
  const cases: Array<[unknown, string]> = [
    ['5321234567', '5*******67'],
    ['05321234567', '5*******67'],
    ['+90 532 123 45 67', '5*******67'],
    ['0 (532) 123-4567', '5*******67'],
    ['905321234567', '5*******67'],
    [5321234567, '5*******67'],
    ['123', '***'],
    ['', '***'],
    [undefined, '***'],
  ]
  for (const [input, masked] of cases) t.equal(maskPhone(input), masked, JSON.stringify(input))
})

t.test('sanitizeUrl keeps only public query parameters, hides sensitive ones, masks digit runs and cuts at 512', async (t) => {
  const cases: Array<[string, string]> = [
    [RESULT_URL, '/check-appointment-result/[gizlendi]?[gizlendi]'],
    ['/check-appointment-result/5321234567', '/check-appointment-result/[gizlendi]'],
    ['/teklif/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdEfGhIj', '/teklif/[gizlendi]'],
    ['/teklif/AbCd?x=1', '/teklif/[gizlendi]?[gizlendi]'],
    ['/teklif-al/yil-sec', '/teklif-al/yil-sec'],
    ['/api/auth/callback/credentials?code=1234&csrfToken=abc', '/api/auth/callback/credentials?[gizlendi]'],
    ['/araba-al?marka=bmw&sayfa=2', '/araba-al?marka=bmw&sayfa=2'],
    ['/araba-al?marka=bmw,audi&yil=2018-&sessionid=123&adet=24&utm_source=x&siralama=4', '/araba-al?marka=bmw,audi&yil=2018-&adet=24&siralama=4'],
    ['/blog?sayfa=3&foo=bar', '/blog?sayfa=3'],
    ['/?foo=bar&sessionid=123', '/'],
    ['/api/seo/page?path=%2Fcheck-appointment-result%2F5321234567', '/api/seo/page'],
    ['/araba-al/bmw/3-serisi/320i/20240001', '/araba-al/bmw/3-serisi/320i/20240001'],
    ['/x?tel=05321234567', '/x'],
    ['/x?marka=05321234567', '/x?marka=5*******67'],
    ['/', '/'],
  ]
  for (const [url, logged] of cases) t.equal(sanitizeUrl(url), logged, url)
  const long = sanitizeUrl(`/araba-al/${'a'.repeat(2000)}?sayfa=2`)
  t.equal(long.length, MAX_LOGGED_URL, 'a long URL is cut at 512 characters')
  t.ok(long.endsWith('…') && long.startsWith('/araba-al/aaa'), 'with a mark where it was cut')
  const digits = sanitizeUrl(`/x/${'1'.repeat(600)}`)
  t.notMatch(digits, /\d{10}/, 'digit runs are masked before the cut, so no cut leaves a bare phone')
  t.equal(sanitizeUrl('/araba-al/bmw'), '/araba-al/bmw', 'a short plain URL is logged as it is')
})

t.test('the access line of a long URL with private parameters holds neither', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true, env: VIA_PROXY })
  await app.inject({ url: `/api/no-such/${'x'.repeat(3000)}?sessionid=s3cr3t-session&sayfa=2`, headers: { 'x-request-id': 'long-1' } })
  const [url] = urlsOf(logs, 'long-1')
  t.ok(url && url.length <= MAX_LOGGED_URL, `logged URL of ${url?.length} characters`)
  t.notOk(lines(logs.filter((r) => r.reqId === 'long-1')).some((l) => l.includes('s3cr3t-session')), 'the session id is in no line')
})

t.test('the access line stays one valid JSON line whatever the client sends; probes are not logged', async (t) => {
  const { app, logs } = await buildTestApp(t, { captureLogs: true, env: { TRUST_PROXY: '127.0.0.1' } })
  const ua = 'Mozilla/5.0 "quoted" \\back\\slash\u0007 çğüşöı'
  const forwarded = '203.0.113.9", "injected":"yes'
  const res = await app.inject({
    url: '/api/no-such/%22x%22?q=%5C%22',
    headers: { 'user-agent': ua, 'x-forwarded-for': forwarded },
    remoteAddress: '127.0.0.1',
  })
  const id = String(res.headers['x-request-id'])
  const line = logs.find((r) => r.reqId === id && r.msg === 'request completed')
  t.ok(line, 'the access line parsed as JSON')
  t.equal((line!.req as Record<string, unknown>).userAgent, ua, 'the user agent is logged exactly, escaped')
  const address = (line!.req as Record<string, unknown>).remoteAddress
  t.ok(forwarded.split(',').map((p) => p.trim()).includes(String(address)), `the forwarded address ${JSON.stringify(address)} is logged as a string, escaped`)
  t.notOk('injected' in line!, 'no field can be smuggled in')
  t.same(line!.res, { statusCode: 404 })
  await app.inject({ url: '/healthz' })
  await app.inject({ url: '/readyz' })
  t.notOk(logs.some((r) => ['/healthz', '/readyz'].includes((r.req as { url?: string } | undefined)?.url ?? '')), 'health probes log at warn only')
})

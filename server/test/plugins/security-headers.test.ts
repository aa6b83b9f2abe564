// Security headers on every answer (issue 12 §4, design §9): pages, plain and cached API answers,
// errors, 404s, hashed assets, drawn media, the social image, the docs, robots.txt and the sitemap
// all carry the same set; HSTS only in production; personal answers are never stored.
import t, { type Test } from 'tap'
import { connect } from 'node:net'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { loadConfig } from '../../config.js'
import { securityHeaders } from '../../services/security/headers.js'
import { TEST_ENV } from '../helper-env.js'
import { buildTestApp } from '../helper.js'
import { tempWebDist } from '../support/web-dist.js'

const ASSET = '/assets/index-Bx7f3a9c.js'
const UNUSED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb']

type Headers = Record<string, string | string[] | number | undefined>

const isJson = (headers: Headers) => /^application\/(?:[\w.+-]+\+)?json\b/.test(String(headers['content-type'] ?? ''))

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...values] = d.split(/\s+/)
    return [name!, values]
  }))
}

/** Answers without a body carry the set of the JSON answer they stand for. */
const BODYLESS_JSON = /^API (plain \(204\)|cached GET 304)/

function assertSet(t: Test, headers: Headers, label: string, opts: { production?: boolean; referrer?: string } = {}) {
  const json = BODYLESS_JSON.test(label) || isJson(headers)
  const csp = directives(String(headers['content-security-policy'] ?? ''))
  t.ok(csp.size > 0, `${label}: a Content-Security-Policy`)
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? []
  t.ok(scripts.length > 0, `${label}: scripts are restricted`)
  t.notOk(scripts.some((s) => /unsafe-(inline|eval)|^\*$|^https?:$|^data:$/.test(s)), `${label}: no inline, eval or wildcard scripts (${scripts.join(' ')})`)
  t.same(csp.get('script-src-attr') ?? csp.get('script-src') ?? csp.get('default-src'), ["'none'"], `${label}: no inline event handlers`)
  t.same(csp.get('object-src'), ["'none'"], `${label}: object-src 'none'`)
  t.same(csp.get('base-uri'), ["'self'"], `${label}: base-uri 'self'`)
  t.same(csp.get('frame-ancestors'), ["'self'"], `${label}: frame-ancestors 'self'`)
  t.equal(headers['x-content-type-options'], 'nosniff', `${label}: nosniff`)
  // Frame protection: the CSP's frame-ancestors everywhere, X-Frame-Options too where a document loads things.
  if (json) t.notOk(headers['x-frame-options'], `${label}: frame-ancestors is the JSON answer's frame protection (decision 032)`)
  else t.equal(headers['x-frame-options'], 'SAMEORIGIN', `${label}: frame protection for older browsers`)
  t.equal(headers['referrer-policy'], json ? 'no-referrer' : opts.referrer ?? 'strict-origin-when-cross-origin', `${label}: referrer policy`)
  const permissions = String(headers['permissions-policy'] ?? '')
  for (const feature of UNUSED_FEATURES) t.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)`), `${label}: ${feature} switched off`)
  if (json) {
    t.same(csp.get('default-src'), ["'none'"], `${label}: a JSON answer's policy allows nothing (decision 022)`)
    t.notOk(csp.has('script-src'), `${label}: no source list to widen it`)
    t.notOk(headers['cross-origin-opener-policy'], `${label}: no document-only opener policy`)
    t.notOk(headers['cross-origin-resource-policy'], `${label}: ORB keeps nosniff JSON out of other sites (decision 032)`)
  } else {
    t.same(csp.get('default-src'), ["'self'"], `${label}: a page or file gets the page policy`)
    t.equal(headers['cross-origin-opener-policy'], 'same-origin', `${label}: its own browsing context group`)
    t.equal(headers['cross-origin-resource-policy'], 'same-origin', `${label}: not embeddable by other sites`)
  }
  if (opts.production) t.match(String(headers['strict-transport-security']), /^max-age=31536000\b/, `${label}: HSTS in production`)
  else t.notOk(headers['strict-transport-security'], `${label}: no HSTS outside production`)
}

async function setup(t: Test, env: Record<string, string> = {}) {
  const dist = await tempWebDist(t)
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, ASSET), 'console.log(1)\n')
  return buildTestApp(t, { webDistDir: dist, env })
}

/** One answer of each kind a visitor, a crawler or an integrator gets. */
async function answers(app: Awaited<ReturnType<typeof buildTestApp>>['app']): Promise<Array<[string, LightMyRequestResponse]>> {
  const json = { 'content-type': 'application/json' }
  const cachedGet = await app.inject({ url: '/api/screens/appointment-lookup' })
  let docs = await app.inject({ url: '/docs' })
  if (docs.statusCode >= 300 && docs.statusCode < 400) docs = await app.inject({ url: new URL(String(docs.headers.location), 'http://x/docs').pathname })
  return [
    ['HTML page', await app.inject({ url: '/' })],
    ['HTML 404 page', await app.inject({ url: '/boyle-bir-sayfa-yok' })],
    ['API plain (204)', await app.inject({ method: 'POST', url: '/api/telemetry/renderer-miss', headers: json, payload: { screenId: 'x', kind: 'y', rendererVersion: 1 } })],
    ['API cached GET', cachedGet],
    ['API cached GET 304', await app.inject({ url: '/api/screens/appointment-lookup', headers: { 'if-none-match': String(cachedGet.headers.etag) } })],
    ['API cached POST', await app.inject({ method: 'POST', url: '/api/get-footer-services', headers: json, payload: {} })],
    ['API validation error', await app.inject({ method: 'POST', url: '/api/telemetry/renderer-miss', headers: json, payload: { screenId: '!' } })],
    ['API 404', await app.inject({ url: '/api/no-such' })],
    ['bad URL', await app.inject({ url: '/api/%E0%A4%A' })],
    ['hashed asset', await app.inject({ url: ASSET })],
    ['media', await app.inject({ url: '/media/social/facebook.svg' })],
    ['social image', await app.inject({ url: '/og/default.png' })],
    ['docs', docs],
    ['docs json', await app.inject({ url: '/docs/json' })],
    ['robots.txt', await app.inject({ url: '/robots.txt' })],
    ['sitemap.xml', await app.inject({ url: '/sitemap.xml' })],
  ]
}

t.test('every kind of answer carries the security headers (no HSTS outside production)', async (t) => {
  const { app } = await setup(t)
  const all = await answers(app)
  for (const [label, res] of all) {
    t.ok(res.statusCode < 500, `${label}: answered ${res.statusCode}`)
    assertSet(t, res.headers, `${label} (${res.statusCode})`)
  }
  const kinds = new Map(all.map(([label, res]) => [label, String(res.headers['content-security-policy']).startsWith("default-src 'none'") ? 'api' : 'page']))
  for (const label of ['API cached GET', 'API cached GET 304', 'API cached POST', 'API plain (204)', 'API 404', 'bad URL', 'docs json']) t.equal(kinds.get(label), 'api', `${label}: the JSON set`)
  for (const label of ['HTML page', 'HTML 404 page', 'hashed asset', 'media', 'docs', 'robots.txt', 'sitemap.xml']) t.equal(kinds.get(label), 'page', `${label}: the page set`)
})

t.test('in production every answer also carries HSTS and the CSP upgrades insecure requests', async (t) => {
  const { app } = await setup(t, { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48), SMS_PROVIDER: 'disabled' })
  for (const [label, res] of await answers(app)) {
    assertSet(t, res.headers, `${label} (${res.statusCode})`, { production: true })
    // A JSON answer loads nothing, so there is nothing to upgrade.
    if (!BODYLESS_JSON.test(label) && !isJson(res.headers)) t.ok(directives(String(res.headers['content-security-policy'])).has('upgrade-insecure-requests'), `${label}: upgrade-insecure-requests`)
  }
})

t.test('a request the HTTP parser rejects is answered with the headers too', async (t) => {
  const { app } = await setup(t)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const raw = await new Promise<string>((resolve, reject) => {
    let got = ''
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n'))
    socket.setEncoding('utf8').on('data', (d: string) => (got += d)).on('close', () => resolve(got)).on('error', reject)
  })
  t.match(raw, /^HTTP\/1\.1 400 /, 'answered 400')
  const headers = Object.fromEntries(raw.split('\r\n\r\n')[0]!.split('\r\n').slice(1).map((l) => {
    const i = l.indexOf(':')
    return [l.slice(0, i).toLowerCase(), l.slice(i + 1).trim()]
  }))
  assertSet(t, headers, 'parser rejection')
})

t.test('cache control: hashed assets for a year, personal and API answers never stored', async (t) => {
  const { app } = await setup(t)
  t.equal((await app.inject({ url: ASSET })).headers['cache-control'], 'public, max-age=31536000, immutable', 'hashed asset: immutable for a year')
  t.equal((await app.inject({ url: '/' })).headers['cache-control'], 'no-cache', 'HTML: revalidated every time')

  const json = { 'content-type': 'application/json' }
  const lookup = await app.inject({ method: 'POST', url: '/api/appointment/get-user-appointment', headers: json, payload: { phone: '5321234567', plate: '34ABC123', code: '12' } })
  t.equal(lookup.headers['cache-control'], 'no-store', `appointment lookup (${lookup.statusCode}): no-store`)
  const sms = await app.inject({ method: 'POST', url: '/api/customer/sms-verify-code', headers: json, payload: {} })
  t.equal(sms.headers['cache-control'], 'no-store', `SMS call (${sms.statusCode}): no-store`)
  const plain = await app.inject({ method: 'POST', url: '/api/telemetry/renderer-miss', headers: json, payload: { screenId: 'x', kind: 'y', rendererVersion: 1 } })
  t.equal(plain.headers['cache-control'], 'no-store', 'any /api answer without its own policy: no-store')
  t.equal((await app.inject({ url: '/api/no-such' })).headers['cache-control'], 'no-store', '/api 404: no-store')
  const cachedPost = await app.inject({ method: 'POST', url: '/api/get-footer-services', headers: json, payload: {} })
  // A cache entry is shared by every visitor (nothing personal), and no HTTP cache stores a POST
  // answer that gives no freshness: the hottest answers carry no Cache-Control line (decision 032).
  t.notOk(cachedPost.headers['cache-control'], 'cached POST answer (shared, public): no Cache-Control')
  const cachedGet = await app.inject({ url: '/api/screens/appointment-lookup' })
  t.equal(cachedGet.headers['cache-control'], 'no-cache', 'cached GET answer keeps no-cache')
  t.ok(cachedGet.headers.etag, 'and its ETag')
  const challenge = await app.inject({ url: '/api/captcha/challenge' })
  t.equal(challenge.headers['cache-control'], 'no-store', 'a route that sets its own policy keeps it')

  const result = await app.inject({ url: '/check-appointment-result/abc' })
  t.equal(result.headers['cache-control'], 'no-store', 'appointment result page: no-store')
  assertSet(t, result.headers, 'appointment result page', { referrer: 'no-referrer' })
})

t.test('a hosted captcha is allowed exactly where its provider documents it', async (t) => {
  const csp = (env: Record<string, string>) => directives(securityHeaders(loadConfig({ ...TEST_ENV, ...env }))['content-security-policy']!)
  const altcha = csp({})
  t.same(altcha.get('script-src'), ["'self'"], 'ALTCHA (self-hosted): scripts from the site only')
  t.same(altcha.get('worker-src'), ["'self'"], 'its worker is a file from the site, no blob:')
  const hosted = { CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET_KEY: 'secret-key' }
  const turnstile = csp({ CAPTCHA_PROVIDER: 'turnstile', ...hosted })
  t.ok(turnstile.get('script-src')?.includes('https://challenges.cloudflare.com'), 'Turnstile: its script')
  t.ok(turnstile.get('frame-src')?.includes('https://challenges.cloudflare.com'), 'Turnstile: its frame')
  const hcaptcha = csp({ CAPTCHA_PROVIDER: 'hcaptcha', ...hosted })
  for (const d of ['script-src', 'frame-src', 'style-src', 'connect-src']) t.ok(hcaptcha.get(d)?.includes('https://*.hcaptcha.com'), `hCaptcha: ${d}`)
  t.notOk(altcha.get('frame-src')?.some((s) => s.includes('hcaptcha') || s.includes('cloudflare')), 'no provider origin when it is not configured')
})

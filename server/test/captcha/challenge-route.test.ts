// GET /api/captcha/challenge and app.captcha on a real gateway: a fresh uncached challenge the
// browser widget can solve, whose solution app.captcha.verify accepts exactly once; a hosted
// provider's site key; the route in the API docs.
import t from 'tap'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { buildTestApp } from '../helper.js'

const TINY = { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '20' }

t.test('the challenge is fresh, uncached and verifies once through app.captcha', async (t) => {
  const { app } = await buildTestApp(t, { env: TINY })
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], 'no-store')
  const body = res.json()
  t.equal(body.provider, 'altcha')
  t.same(Object.keys(body.parameters).sort(), ['algorithm', 'cost', 'expiresAt', 'keyLength', 'keyPrefix', 'keySignature', 'nonce', 'salt'])
  t.not((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json().signature, body.signature, 'a new one each time')

  const solution = await solveChallenge({ challenge: body, deriveKey, timeout: 10_000 })
  const token = Buffer.from(JSON.stringify({ challenge: { parameters: body.parameters, signature: body.signature }, solution })).toString('base64')
  t.same(await app.captcha.verify(token, '127.0.0.1'), { ok: true })
  t.same(await app.captcha.verify(token, '127.0.0.1'), { ok: false, code: 'replayed' })
  t.equal(app.captcha.provider, 'altcha')
})

t.test('refusals are logged with their code, never the token', async (t) => {
  const { app, logs } = await buildTestApp(t, { env: TINY, captureLogs: true })
  t.same(await app.captcha.verify('bm9wZQ==', '10.0.0.7'), { ok: false, code: 'malformed' })
  const line = logs.find((l) => l.event === 'captcha_verify')
  t.match(line, { reason: 'malformed', ip: '10.0.0.7', provider: 'altcha' })
  t.notMatch(JSON.stringify(logs), /bm9wZQ/)
})

t.test('a hosted provider: the widget gets the provider and the site key', async (t) => {
  const { app } = await buildTestApp(t, { env: { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '1x00000000000000000000AA', CAPTCHA_SECRET_KEY: '1x0000000000000000000000000000000AA' } })
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { provider: 'turnstile', siteKey: '1x00000000000000000000AA', scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit' })
  t.notMatch(res.body, /1x0000000000000000000000000000000AA/, 'never the secret')
})

t.test('documented in Swagger with a Turkish summary', async (t) => {
  const { app } = await buildTestApp(t, { env: TINY })
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json()
  const op = doc.paths['/api/captcha/challenge']?.get
  t.equal(op?.operationId, 'getCaptchaChallenge')
  t.same(op?.tags, ['Güvenlik Doğrulaması'])
  t.match(op?.summary, /Güvenlik doğrulaması/)
})

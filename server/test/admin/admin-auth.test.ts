// Guessing the admin token (issue 12 §8, decision 019): wrong tokens are counted per client address
// in the state Redis, shared by every instance; after ADMIN_AUTH_MAX_FAILURES the address gets 429
// with a Turkish message even for the right token until the window passes; without Redis nothing
// gets through (503).
import t from 'tap'
import { clientKey } from '../../services/admin/admin-auth.js'
import { buildTestApp, testConfig } from '../helper.js'
import { PrivateRedis, NO_REMINDER_WORKER } from '../support/redis-server.js'

const TOKEN = 'admin-auth-test-token-0123456789'
const RIGHT = { authorization: `Bearer ${TOKEN}` }
const WRONG = { authorization: 'Bearer wrong-token-wrong-token-wrong' }
const DOC = '/api/admin/openapi.json'
const LOCKED = /^Çok fazla hatalı yetkilendirme denemesi yapıldı\. Lütfen \d+ dakika sonra tekrar deneyiniz\.$/

const env = { ADMIN_TOKEN: TOKEN, ADMIN_AUTH_MAX_FAILURES: '3', ADMIN_AUTH_WINDOW_S: '600' }

t.test('after N wrong tokens an address is locked out, even with the right token, until the window passes', async (t) => {
  const { app, config } = await buildTestApp(t, { env })
  const from = (ip: string, headers: Record<string, string>) => app.inject({ url: DOC, headers, remoteAddress: ip })

  t.equal((await from('203.0.113.7', RIGHT)).statusCode, 200, 'the right token works at first')
  const tries = [WRONG, {}, { authorization: TOKEN }]
  for (const [i, headers] of tries.entries()) {
    const res = await from('203.0.113.7', headers)
    t.equal(res.statusCode, 401, `wrong attempt ${i + 1} (${JSON.stringify(headers)}): 401`)
    t.equal(res.json().message, 'Bu işlem için yetkiniz yok.')
  }
  const locked = await from('203.0.113.7', RIGHT)
  t.equal(locked.statusCode, 429, 'locked out: the right token is refused too')
  t.match(locked.json().message, LOCKED, 'with a Turkish message saying how long to wait')
  t.same(Object.keys(locked.json()).sort(), ['message', 'statusCode'], 'in the error shape')
  const retry = Number(locked.headers['retry-after'])
  t.ok(retry > 590 && retry <= 600, `Retry-After is the rest of the window (${retry} s)`)
  t.equal((await app.inject({ method: 'PUT', url: '/api/admin/general-info/x', headers: RIGHT, payload: { boolValue: true }, remoteAddress: '203.0.113.7' })).statusCode, 429, 'every admin call is locked for that address')
  t.equal((await from('203.0.113.7', WRONG)).statusCode, 429, 'a further wrong guess gets the same 429: nothing to learn')

  t.equal((await from('198.51.100.4', RIGHT)).statusCode, 200, 'another address is not affected')

  // The window passing, without waiting 10 minutes: the counter's own TTL runs out.
  const [key] = await app.redis.keys(`${config.redisKeyPrefix}admin:auth-fail:*`)
  t.ok(key, 'the counter is a Redis key with the instance prefix')
  t.ok(await app.redis.pttl(key!) > 590_000, 'it expires with the window')
  await app.redis.pexpire(key!, 1)
  await new Promise((r) => setTimeout(r, 20))
  t.equal((await from('203.0.113.7', RIGHT)).statusCode, 200, 'after the window the right token works again')
})

t.test('failures count across instances: guesses spread over gateways are limited together', async (t) => {
  const config = testConfig(env)
  const { app: a } = await buildTestApp(t, { config })
  const { app: b } = await buildTestApp(t, { config: { ...config } })
  await a.inject({ url: DOC, headers: WRONG, remoteAddress: '203.0.113.9' })
  await b.inject({ url: DOC, headers: WRONG, remoteAddress: '203.0.113.9' })
  await a.inject({ url: DOC, headers: WRONG, remoteAddress: '203.0.113.9' })
  t.equal((await b.inject({ url: DOC, headers: RIGHT, remoteAddress: '203.0.113.9' })).statusCode, 429, 'the other instance knows')
})

t.test('a burst of parallel guesses gets no more answers than the limit', async (t) => {
  const { app } = await buildTestApp(t, { env })
  const answers = await Promise.all(Array.from({ length: 12 }, () => app.inject({ url: DOC, headers: WRONG, remoteAddress: '203.0.113.11' })))
  const statuses = answers.map((r) => r.statusCode)
  t.equal(statuses.filter((s) => s === 401).length, 3, 'exactly 3 guesses were answered 401')
  t.equal(statuses.filter((s) => s === 429).length, 9, 'the other 9 got 429')
  t.equal((await app.inject({ url: DOC, headers: RIGHT, remoteAddress: '203.0.113.11' })).statusCode, 429, 'and the address is locked')
})

t.test('without Redis the admin API refuses everyone (503), never unlimited guesses', async (t) => {
  const server = await PrivateRedis.create()
  t.teardown(() => server.stop())
  const { app } = await buildTestApp(t, { env: { ...env, REDIS_URL: server.url }, booking: NO_REMINDER_WORKER })
  t.equal((await app.inject({ url: DOC, headers: RIGHT })).statusCode, 200, 'works while Redis is up')
  await server.stop()
  for (let i = 0; i < 150 && app.redis.status === 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  for (const [label, headers] of [['the right token', RIGHT], ['a wrong token', WRONG]] as const) {
    const res = await app.inject({ url: DOC, headers })
    t.equal(res.statusCode, 503, `${label}: 503`)
    t.equal(res.json().message, 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyiniz.')
  }
  await server.start()
  for (let i = 0; i < 150 && app.redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  t.equal((await app.inject({ url: DOC, headers: RIGHT })).statusCode, 200, 'works again once Redis is back')
})

t.test('an IPv6 client is counted by its /64, an IPv4-mapped one as IPv4', async (t) => {
  t.equal(clientKey('203.0.113.7'), '203.0.113.7')
  t.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7')
  t.equal(clientKey('2001:db8:85a3:0042:1000:8a2e:370:7334'), '2001:db8:85a3:42::/64')
  t.equal(clientKey('2001:db8:85a3:42::1'), '2001:db8:85a3:42::/64', 'another address of the same network')
  t.equal(clientKey('2001:DB8::1'), '2001:db8:0:0::/64')
  t.equal(clientKey('::1'), '0:0:0:0::/64')
})

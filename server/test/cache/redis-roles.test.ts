// Redis in two roles (design §1, decision 018): cache traffic, however much of it, can never remove a
// protection kept in the state role, and a key a client makes up never becomes a cache entry.
import t from 'tap'
import { Redis } from 'ioredis'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REDIS_DIR } from '../../paths.js'
import { buildTestApp } from '../helper.js'
import { PrivateRedis, NO_REMINDER_WORKER } from '../support/redis-server.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import type { App } from '../../app.js'

const STATE = ['--maxmemory-policy', 'noeviction']
const CACHE = ['--maxmemory', '8mb', '--maxmemory-policy', 'allkeys-lru']
const SHIPPED_STATE = join(REDIS_DIR, 'state.conf')
const SHIPPED_CACHE = join(REDIS_DIR, 'cache.conf')

interface Teardown {
  teardown(fn: () => unknown): void
}

async function privateRedis(t: Teardown, args: string[], configFile?: string): Promise<{ server: PrivateRedis; client: Redis }> {
  const server = await PrivateRedis.create(args, configFile)
  const client = new Redis(server.url, { maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  t.teardown(async () => {
    client.disconnect()
    await server.stop()
  })
  return { server, client }
}

async function stat(client: Redis, name: string): Promise<number> {
  const info = await client.info()
  return Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? NaN)
}

async function sms(app: App, gsmNo: string, ip: string) {
  const payload = { gsmNo, captchaToken: await solveCaptcha(app) }
  const res = await app.inject({ method: 'POST', url: '/api/mbs/sms-create-code', payload, remoteAddress: ip })
  return { status: res.statusCode, message: (res.json() as { message: string }).message }
}

/** A distinct search (a km ceiling no other uses), asked twice so the cache admits it. */
async function distinctSearch(app: App, n: number): Promise<number> {
  const payload = { VehicleTypeId: 14870, filters: { Km: [0, 150_000 + n] }, sorters: [2], pageSize: 12, pageNumber: 1 }
  let bytes = 0
  for (let i = 0; i < 2; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload })
    if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}`)
    bytes = res.rawPayload.length
  }
  return bytes
}

t.test('a cache Redis filled until it evicts leaves used captchas refused, caps capped and cooldowns running', async (t) => {
  // The shipped configurations (redis/state.conf with its append-only file, redis/cache.conf), with
  // a smaller cache so the flood is short.
  const dir = mkdtempSync(join(tmpdir(), 'redis-state-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const state = await privateRedis(t, ['--appendonly', 'yes', '--dir', dir], SHIPPED_STATE)
  const cache = await privateRedis(t, ['--maxmemory', '8mb'], SHIPPED_CACHE)
  t.same(await state.client.config('GET', 'maxmemory-policy'), ['maxmemory-policy', 'noeviction'], 'the state role never evicts')
  t.same(await cache.client.config('GET', 'maxmemory-policy'), ['maxmemory-policy', 'allkeys-lru'], 'the cache role evicts any key')
  const { app } = await buildTestApp(t, {
    env: { ...TINY_CAPTCHA, REDIS_URL: state.server.url, REDIS_CACHE_URL: cache.server.url, SMS_PER_IP_HOUR: '2', SMS_DIALOG_COUNTDOWN_S: '600' },
  })

  const token = await solveCaptcha(app)
  t.equal((await app.captcha.verify(token, '10.7.0.1')).ok, true, 'a solved captcha passes once')
  t.equal((await app.captcha.verify(token, '10.7.0.1')).ok, false, '… and not twice')
  t.equal((await sms(app, '5550004001', '10.7.0.1')).status, 200, 'a code is sent')
  const cooling = await sms(app, '5550004001', '10.7.0.1')
  t.equal(cooling.status, 429, 'a resend within the countdown waits')
  t.equal((await sms(app, '5550004002', '10.7.0.1')).status, 200, 'a second phone from the address')
  t.equal((await sms(app, '5550004003', '10.7.0.1')).status, 429, 'SMS_PER_IP_HOUR=2 caps the address')
  const stateKeys = await state.client.dbsize()

  // The flood: distinct searches, each asked twice so it is admitted to Redis, until Redis has
  // evicted plenty (an attacker needs no more than this).
  let n = 0
  let bytes = 0
  while ((await stat(cache.client, 'evicted_keys')) < 100 && n < 3000) bytes += await distinctSearch(app, n++)
  const evicted = await stat(cache.client, 'evicted_keys')
  t.ok(evicted >= 100, `the cache Redis evicted ${evicted} keys after ${n} distinct searches (${Math.round(bytes / 1024)} KB of answers)`)

  t.equal((await app.captcha.verify(token, '10.7.0.1')).ok, false, 'the used captcha is still refused')
  const stillCooling = await sms(app, '5550004001', '10.7.0.1')
  t.equal(stillCooling.status, 429, 'the resend cooldown still holds')
  t.match(stillCooling.message, /^Yeni kod için \d+ dakika \d+ saniye beklemelisiniz\.$/)
  t.equal((await sms(app, '5550004004', '10.7.0.1')).status, 429, 'the per-IP cap still holds')
  t.equal(await stat(state.client, 'evicted_keys'), 0, 'the state Redis evicted nothing')
  t.ok((await state.client.dbsize()) >= stateKeys, 'every protection key is still there')
})

t.test('made-up page paths, vehicle numbers and one-off searches never become Redis cache entries', async (t) => {
  const cache = await privateRedis(t, CACHE)
  const { app, config } = await buildTestApp(t, { env: { REDIS_CACHE_URL: cache.server.url } })
  // Known keys first: the home page's head, the catalog a search loads.
  await app.inject({ url: '/' })
  await app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: { VehicleTypeId: 14870, filters: {}, sorters: [2], pageSize: 12, pageNumber: 1 } })
  const before = await cache.client.dbsize()
  for (let i = 0; i < 200; i++) {
    t.equal((await app.inject({ url: `/olmayan-sayfa-${i}?${'x'.repeat(i)}` })).statusCode, 404)
    const missing = await app.inject({ method: 'POST', url: '/api/vehicle/get-vehicle-by-announcement-no', payload: { announcementno: String(900_000_000 + i) } })
    t.equal(missing.statusCode, 404)
  }
  const oneOff = { VehicleTypeId: 14870, filters: { Km: [0, 987_654] }, sorters: [2], pageSize: 12, pageNumber: 1 }
  t.equal((await app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: oneOff })).statusCode, 200)
  const keys = await cache.client.keys(`${config.redisKeyPrefix}*`)
  t.equal(await cache.client.dbsize(), before, `no new key (${keys.length} cache keys, all of known pages and content)`)
  t.notOk(keys.some((k) => k.includes('olmayan-sayfa') || k.includes(':detail:9')), 'none for an unknown path or number')

  // Asked again, the search is admitted: a shared, fixed-length key. The Redis copy is written
  // behind the answer (two-tier-cache.ts), so it lands a moment after the answer went out.
  t.equal((await app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: oneOff })).statusCode, 200)
  let searchKeys: string[] = []
  for (let waited = 0; waited < 2000 && searchKeys.length === 0; waited += 20) {
    searchKeys = await cache.client.keys(`${config.redisKeyPrefix}cache:vehicles:search:*`)
    if (searchKeys.length === 0) await new Promise((r) => setTimeout(r, 20))
  }
  t.equal(searchKeys.length, 1, 'a repeated search is cached in Redis')
  t.equal(searchKeys[0]!.length, `${config.redisKeyPrefix}cache:vehicles:search:`.length + 32, 'under a hashed key of fixed length')
})

t.test('start-up warns when the state Redis may evict, or shares a bounded server with the cache', async (t) => {
  const evicting = await privateRedis(t, ['--maxmemory', '100mb', '--maxmemory-policy', 'allkeys-lru'])
  const { logs } = await buildTestApp(t, { env: { REDIS_URL: evicting.server.url }, captureLogs: true })
  const warnings = logs.filter((l) => l.level === 40).map((l) => String(l.msg))
  t.ok(warnings.some((m) => /state role .* evicts keys .*allkeys-lru.*noeviction/.test(m)), 'names the policy and the fix')
  t.ok(warnings.some((m) => /also holds the cache .*REDIS_CACHE_URL/.test(m)), 'names the shared, bounded server')

  const safe = await privateRedis(t, STATE)
  const cache = await privateRedis(t, CACHE)
  const quiet = await buildTestApp(t, { env: { REDIS_URL: safe.server.url, REDIS_CACHE_URL: cache.server.url }, captureLogs: true })
  t.same(quiet.logs.filter((l) => l.level === 40 && /redis/.test(String(l.msg))), [], 'no warning for a noeviction state role and a separate cache')
})

t.test('rate limits fail closed: with the state Redis down a limited route answers 503, not unlimited', async (t) => {
  const state = await privateRedis(t, STATE)
  const { app } = await buildTestApp(t, { env: { REDIS_URL: state.server.url }, booking: NO_REMINDER_WORKER })
  const view = () => app.inject({ method: 'POST', url: '/api/vehicle/view', payload: { announcementNo: '100000001' } })
  t.equal((await view()).statusCode, 200, 'counted while Redis is up')
  await state.server.stop()
  for (let i = 0; i < 150 && app.redis.status === 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  const res = await view()
  t.equal(res.statusCode, 503)
  t.same(res.json(), { statusCode: 503, message: 'Bir hata oluştu' })
  await state.server.start()
  for (let i = 0; i < 150 && app.redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  t.equal((await view()).statusCode, 200, 'and counted again once Redis is back')
})

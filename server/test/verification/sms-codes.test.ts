// SMS codes (issue 5) against real Redis and the real development adapter (codes read from its
// outbox): single use, purpose binding, 5 wrong tries, resend cooldown with the wait in Turkish,
// per-phone, per-IP and global limits, provider failure not counted, two instances sharing limits,
// Redis down failing closed, and 10,000 guesses that never get in.
import t, { type Test } from 'tap'
import http from 'node:http'
import { randomBytes } from 'node:crypto'
import pino from 'pino'
import { Redis } from 'ioredis'
import { createRedis } from '../../plugins/redis.js'
import { flushPrefix } from '../helper.js'
import { PrivateRedis, freePort } from '../support/redis-server.js'
import { LocalSmsProvider, NetgsmSmsProvider, SmsOutbox } from '../../integrations/sms/index.js'
import { CooldownError, DEFAULT_BUDGET_SHARES, SmsCodes, formatWait, type SmsLimits } from '../../services/verification/sms-codes.js'
import { parseBudgetShares } from '../../services/verification/sms-limits.js'
import { GatewayError } from '../../plugins/errors.js'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const log = pino({ level: 'silent' })
const SECRET = 'test-secret-test-secret-test-secret-0123'

async function setup(tt: { teardown(fn: () => unknown): void }, opts: { limits?: Partial<SmsLimits>; url?: string; prefix?: string } = {}) {
  const prefix = opts.prefix ?? `sms${randomBytes(4).toString('hex')}:`
  const redis = createRedis(opts.url ?? REDIS_URL)
  redis.on('error', () => {})
  await redis.connect()
  const outbox = new SmsOutbox()
  const codes = new SmsCodes({ redis, keyPrefix: prefix, secret: SECRET, provider: new LocalSmsProvider(log, outbox), log, ...(opts.limits ? { limits: opts.limits } : {}) })
  tt.teardown(async () => {
    redis.disconnect()
    if (!opts.url) await flushPrefix(REDIS_URL, prefix)
  })
  const lastCode = (phone: string) => /(\d{4})/.exec(outbox.list(phone)[0]?.text ?? '')?.[1]
  return { codes, outbox, redis, prefix, lastCode }
}

async function rejects(t: Test, p: Promise<unknown>, status: number, message: string | RegExp, label: string) {
  try {
    await p
    t.fail(`${label}: expected ${status}`)
  } catch (err) {
    t.type(err, GatewayError, label)
    t.equal((err as GatewayError).statusCode, status, `${label}: ${status}`)
    t.match((err as GatewayError).message, message, `${label}: message`)
  }
}

t.test('a code is 4 digits, single use and bound to its purpose', async (t) => {
  const { codes, lastCode } = await setup(t)
  await codes.send('appointment', '0532 123 45 67', '10.0.0.1')
  const code = lastCode('5321234567')!
  t.match(code, /^\d{4}$/)
  t.equal(await codes.verify('contact', '5321234567', code), 'expired', 'not valid for another purpose')
  t.equal(await codes.verify('appointment', '5321234567', '0000' === code ? '1111' : '0000'), 'wrong')
  t.equal(await codes.verify('appointment', '+90 532 123 45 67', ` ${code.slice(0, 2)} ${code.slice(2)} `), 'ok', 'spaces and +90 are tolerated')
  t.equal(await codes.verify('appointment', '5321234567', code), 'expired', 'used once only')
  const { redis, prefix } = await setup(t)
  const keys = await redis.keys(`${prefix}*`)
  t.notOk(keys.some((k) => k.includes('5321234567')), 'no Redis key carries the phone number')
})

t.test('the 5th wrong try burns the code', async (t) => {
  const { codes, lastCode } = await setup(t)
  await codes.send('contact', '5551112233', '10.0.0.1')
  const code = lastCode('5551112233')!
  const wrong = code === '9999' ? '0000' : '9999'
  for (let i = 1; i <= 4; i++) t.equal(await codes.verify('contact', '5551112233', wrong), 'wrong', `try ${i}`)
  t.equal(await codes.verify('contact', '5551112233', 'abcd'), 'wrong', 'a malformed guess is a try too')
  t.equal(await codes.verify('contact', '5551112233', code), 'expired', 'even the right code fails afterwards')
})

t.test('resend within the countdown is refused with the wait in minutes and seconds', async (t) => {
  const { codes, outbox } = await setup(t)
  t.same(await codes.send('appointment', '5551112234', '10.0.0.1'), { resent: false })
  try {
    await codes.send('appointment', '5551112234', '10.0.0.1')
    t.fail('expected a cooldown')
  } catch (err) {
    t.type(err, CooldownError)
    const wait = (err as CooldownError).waitMs
    t.ok(wait > 170_000 && wait <= 180_000, `about 180 s left (${wait} ms)`)
    t.match((err as CooldownError).message, /^Yeni kod için [23] dakika \d+ saniye beklemelisiniz\.$/)
  }
  t.equal(outbox.list('5551112234').length, 1, 'nothing more was sent')
  t.equal(formatWait(125_000), '2 dakika 5 saniye')
  t.equal(formatWait(400), '0 dakika 1 saniye')
  // Auth flows use the spec's 90 s countdown.
  await codes.send('login', '5551112234', '10.0.0.1')
  try {
    await codes.send('login', '5551112234', '10.0.0.1')
  } catch (err) {
    t.ok((err as CooldownError).waitMs <= 90_000, 'login countdown is 90 s')
  }
})

t.test('only valid Turkish mobile numbers are sent to', async (t) => {
  const { codes, outbox } = await setup(t)
  await rejects(t, codes.send('contact', '', '10.0.0.1'), 400, 'Telefon numarası girmeniz gerekmektedir', 'missing phone')
  await rejects(t, codes.send('contact', undefined, '10.0.0.1'), 400, 'Telefon numarası girmeniz gerekmektedir', 'no phone at all')
  await rejects(t, codes.send('contact', '0212 555 12 34', '10.0.0.1'), 400, 'Geçersiz telefon numarası', 'a landline')
  await rejects(t, codes.send('contact', '532123456', '10.0.0.1'), 400, 'Geçersiz telefon numarası', '9 digits')
  await rejects(t, codes.send('contact', 'çğş', '10.0.0.1'), 400, 'Geçersiz telefon numarası', 'letters are a wrong number, not a missing one')
  t.equal(outbox.list().length, 0, 'nothing sent')
})

t.test('per-phone hourly and daily caps, per-IP cap and the global budget', async (t) => {
  const phoneCap = await setup(t, { limits: { perPhoneHour: 2 } })
  await phoneCap.codes.send('contact', '5550000001', '10.0.0.1')
  await phoneCap.codes.send('appointment', '5550000001', '10.0.0.2')
  await rejects(t, phoneCap.codes.send('login', '5550000001', '10.0.0.3'), 429, /çok fazla kod/, 'third send to one phone in an hour')

  const dayCap = await setup(t, { limits: { perPhoneHour: 100, perPhoneDay: 3 } })
  for (const p of ['contact', 'appointment', 'login'] as const) await dayCap.codes.send(p, '5550000002', '10.0.0.1')
  await rejects(t, dayCap.codes.send('register', '5550000002', '10.0.0.1'), 429, /çok fazla kod/, 'fourth send in a day')

  const ipCap = await setup(t, { limits: { perIpHour: 3 } })
  for (const phone of ['5550000003', '5550000004', '5550000005']) await ipCap.codes.send('contact', phone, '10.9.9.9')
  await rejects(t, ipCap.codes.send('contact', '5550000006', '10.9.9.9'), 429, /çok fazla kod/, 'fourth phone from one IP')
  await ipCap.codes.send('contact', '5550000006', '10.9.9.10')
  t.pass('another IP may still send')

  // Every purpose may use the whole budget here, so the global cap is what stops the third send.
  const budget = await setup(t, { limits: { dailyBudget: 2, budgetShares: { contact: 100 } } })
  await budget.codes.send('contact', '5550000007', '10.0.0.1')
  await budget.codes.send('contact', '5550000008', '10.0.0.2')
  await rejects(t, budget.codes.send('contact', '5550000009', '10.0.0.3'), 503, 'Bir hata oluştu', 'budget reached: nothing more is sent')
  t.equal(budget.outbox.list().length, 2)
})

t.test("each purpose spends only its share of the daily budget; the others still send; the total still holds", async (t) => {
  // 10 a day: contact and appointment 40 % each (4), login 30 % (3): 11 shares of 10, the total caps it.
  const { codes, outbox, redis, prefix } = await setup(t, { limits: { dailyBudget: 10, perIpHour: 100, budgetShares: { contact: 40, appointment: 40, login: 30 } } })
  const phone = (i: number) => `55500200${String(i).padStart(2, '0')}`
  for (let i = 0; i < 4; i++) await codes.send('appointment', phone(i), '10.0.0.1')
  await rejects(t, codes.send('appointment', phone(4), '10.0.0.1'), 503, 'Bir hata oluştu', 'the 5th appointment SMS: its share (4) is spent')
  t.equal(outbox.list(phone(4)).length, 0, 'nothing sent for it')
  for (let i = 10; i < 14; i++) await codes.send('contact', phone(i), '10.0.0.1')
  t.pass('the abused appointment flow did not silence the contact flow: its 4 went out')
  await codes.send('login', phone(20), '10.0.0.1')
  await codes.send('login', phone(21), '10.0.0.1')
  t.equal(outbox.list().length, 10, 'ten sent in all')
  await rejects(t, codes.send('login', phone(22), '10.0.0.1'), 503, 'Bir hata oluştu', 'login still has a share left, but the global budget of 10 holds')
  await rejects(t, codes.send('register', phone(23), '10.0.0.1'), 503, 'Bir hata oluştu', 'a purpose with no share sends nothing (fail closed)')
  t.equal(outbox.list().length, 10)
  const keys = await redis.keys(`${prefix}sms:budget:*`)
  t.same(keys.map((k) => k.replace(/\d{4}-\d{2}-\d{2}/, 'DAY')).sort(),
    [`${prefix}sms:budget:DAY`, `${prefix}sms:budget:DAY:appointment`, `${prefix}sms:budget:DAY:contact`, `${prefix}sms:budget:DAY:login`].sort(), 'one counter a day in total and one per purpose')

  // A counter that is not a number (corrupted) refuses the send rather than reading as 0.
  const [appointmentDay] = keys.filter((k) => k.endsWith(':appointment'))
  await redis.set(appointmentDay!, 'x', 'KEEPTTL')
  const fresh = await setup(t, { limits: { budgetShares: { appointment: 100 } }, prefix })
  await rejects(t, fresh.codes.send('appointment', phone(30), '10.0.0.9'), 503, 'Bir hata oluştu', 'a malformed counter fails closed')
})

t.test('SMS_BUDGET_SHARES: defaults for every purpose; a set list replaces them whole; bad lists are refused', async (t) => {
  t.same(parseBudgetShares({}), DEFAULT_BUDGET_SHARES, 'unset: the defaults')
  t.equal(Object.values(DEFAULT_BUDGET_SHARES).reduce((a, b) => a + b, 0), 100, 'the default shares add up to the whole budget')
  t.same(parseBudgetShares({ SMS_BUDGET_SHARES: 'contact:30, appointment:30,login:40' }), { contact: 30, appointment: 30, login: 40 })
  for (const bad of ['contact=30', 'contact:30,contact:10', 'fax:10', 'contact:101', 'contact:-1', 'contact:']) {
    t.throws(() => parseBudgetShares({ SMS_BUDGET_SHARES: bad }), /^config: SMS_BUDGET_SHARES /, JSON.stringify(bad))
  }
  const { codes } = await setup(t, { limits: { dailyBudget: 5000, budgetShares: { contact: 33 } } })
  t.equal(codes.purposeBudget('contact'), 1650)
  t.equal(codes.purposeBudget('sell'), 0, 'not listed: nothing')
})

t.test('a provider failure tells the user "Bir hata oluştu" and does not count as a send', async (t) => {
  const port = await freePort()
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"80","description":"limit"}'))
  })
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()))
  t.teardown(() => new Promise<void>((r) => server.close(() => r())))
  const prefix = `sms${randomBytes(4).toString('hex')}:`
  const redis = createRedis(REDIS_URL)
  await redis.connect()
  t.teardown(async () => {
    redis.disconnect()
    await flushPrefix(REDIS_URL, prefix)
  })
  const provider = new NetgsmSmsProvider({ baseUrl: `http://127.0.0.1:${port}`, usercode: 'u', password: 'p', msgheader: 'TURUNCU', timeoutMs: 1000 }, log)
  t.teardown(() => provider.close?.())
  const failing = new SmsCodes({ redis, keyPrefix: prefix, secret: SECRET, provider, log, limits: { perPhoneHour: 1 } })
  await rejects(t, failing.send('contact', '5550000010', '10.0.0.1'), 502, 'Bir hata oluştu', 'provider code 80')
  const outbox = new SmsOutbox()
  const working = new SmsCodes({ redis, keyPrefix: prefix, secret: SECRET, provider: new LocalSmsProvider(log, outbox), log, limits: { perPhoneHour: 1 } })
  await working.send('contact', '5550000010', '10.0.0.1')
  t.equal(outbox.list('5550000010').length, 1, 'no cooldown and the hourly cap of 1 not used up by the failed send')
  const day = new Date().toISOString().slice(0, 10)
  t.same([await redis.get(`${prefix}sms:budget:${day}`), await redis.get(`${prefix}sms:budget:${day}:contact`)], ['1', '1'],
    'the failed send was taken back from the daily budget and from its purpose\'s share')
})

t.test('two instances share codes and limits', async (t) => {
  const a = await setup(t)
  const b = await setup(t, { prefix: a.prefix })
  await a.codes.send('appointment', '5550000011', '10.0.0.1')
  await rejects(t, b.codes.send('appointment', '5550000011', '10.0.0.1'), 429, /dakika/, 'instance B sees A\'s cooldown')
  t.equal(await b.codes.verify('appointment', '5550000011', a.lastCode('5550000011')), 'ok', 'a code sent by A verifies on B')
})

t.test('with Redis down nothing is sent and nothing verifies (fail closed)', async (t) => {
  const server = await PrivateRedis.create()
  t.teardown(() => server.stop())
  const { codes, outbox, redis } = await setup(t, { url: server.url })
  await codes.send('contact', '5550000012', '10.0.0.1')
  const code = /(\d{4})/.exec(outbox.list()[0]!.text)![1]!
  await server.stop()
  for (let i = 0; i < 100 && redis.status === 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  await rejects(t, codes.send('contact', '5550000013', '10.0.0.1'), 503, 'Bir hata oluştu', 'send')
  await rejects(t, codes.verify('contact', '5550000012', code), 503, 'Bir hata oluştu', 'verify')
  t.equal(outbox.list().length, 1, 'no message left while Redis was down')
})

t.test('10,000 guesses, every possible code, never get in', async (t) => {
  const { codes, lastCode } = await setup(t)
  await codes.send('contact', '5550000014', '10.0.0.1')
  const real = Number(lastCode('5550000014'))
  // Every code from the one after the real one round to the real one itself: 10,000 guesses.
  const guesses = Array.from({ length: 10_000 }, (_, i) => String((real + 1 + i) % 10_000).padStart(4, '0'))
  t.equal(guesses.at(-1), String(real).padStart(4, '0'), 'the right code is among the guesses')
  let ok = 0
  for (let i = 0; i < guesses.length; i += 200) {
    const batch = await Promise.all(guesses.slice(i, i + 200).map((g) => codes.verify('contact', '5550000014', g)))
    ok += batch.filter((r) => r === 'ok').length
  }
  t.equal(ok, 0, 'none of the 10,000 guesses succeeded')
  // And guesses spread over many phones get no further: each code dies after 5 tries.
  const phones = Array.from({ length: 20 }, (_, i) => `55500001${String(i).padStart(2, '0')}`)
  for (const p of phones) await codes.send('contact', p, `10.1.0.${phones.indexOf(p)}`)
  let spread = 0
  for (const p of phones) {
    const r = Number(lastCode(p))
    const tries = Array.from({ length: 50 }, (_, i) => String((r + 1 + i) % 10_000).padStart(4, '0'))
    tries.push(String(r).padStart(4, '0'))
    for (const g of tries) if ((await codes.verify('contact', p, g)) === 'ok') spread++
  }
  t.equal(spread, 0, '20 phones × 51 guesses each (the right one last): none succeeded')
})

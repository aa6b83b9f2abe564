// The contact form's SMS calls over HTTP (spec §7): /api/mbs/sms-create-code and
// /api/customer/sms-verify-code with the development provider's outbox, the limits from the
// environment, two gateways sharing them, Redis down failing closed, and no phone or code in logs.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { PrivateRedis, freePort, NO_REMINDER_WORKER } from '../support/redis-server.js'
import { spawnGateway, waitUntilUp } from '../support/process.js'
import type { App } from '../../app.js'
import { solveCaptcha } from '../support/captcha.js'

const OUTBOX = { SMS_DEV_OUTBOX: 'true' }

async function post(app: App, url: string, payload: Record<string, unknown>, ip = '10.0.0.1') {
  // Both SMS sends need a passed captcha (decisions 017, 020): solve one as the widget would.
  if (url === '/api/mbs/sms-create-code' && payload.gsmNo) payload = { ...payload, captchaToken: await solveCaptcha(app) }
  if (url === '/api/appointment/create-verification-code' && payload.phoneNumber) payload = { ...payload, captchaToken: await solveCaptcha(app) }
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  return { status: res.statusCode, body: res.json() as Record<string, any> }
}

async function lastCode(app: App, phone: string): Promise<string | undefined> {
  const res = await app.inject({ url: `/api/dev/sms-outbox?phone=${phone}` })
  const messages = (res.json() as { result: { messages: Array<{ text: string }> } }).result.messages
  return /(\d{4})/.exec(messages[0]?.text ?? '')?.[1]
}

t.test('send, resend message, wrong code, right code once, then the contact mark', async (t) => {
  const { app, logs } = await buildTestApp(t, { env: { ...OUTBOX, SMS_DIALOG_COUNTDOWN_S: '1' }, captureLogs: true })
  t.same(await post(app, '/api/mbs/sms-create-code', {}), { status: 400, body: { statusCode: 400, message: 'Telefon numarası girmeniz gerekmektedir' } }, 'missing phone')
  t.same(await post(app, '/api/mbs/sms-create-code', { gsmNo: '' }), { status: 400, body: { statusCode: 400, message: 'Telefon numarası girmeniz gerekmektedir' } }, 'empty phone')
  t.same((await post(app, '/api/mbs/sms-create-code', { gsmNo: '0212 555 12 34' })).body.message, 'Geçersiz telefon numarası', 'a landline gets no SMS')

  const first = await post(app, '/api/mbs/sms-create-code', { gsmNo: '0532 765 43 21' })
  t.same(first, { status: 200, body: { statusCode: 200, message: 'Doğrulama kodu telefonunuza gönderildi' } })
  const code1 = (await lastCode(app, '5327654321'))!
  t.match(code1, /^\d{4}$/)
  await new Promise((r) => setTimeout(r, 1100))
  const again = await post(app, '/api/mbs/sms-create-code', { gsmNo: '5327654321' })
  t.same(again.body, { statusCode: 200, message: 'Telefonunuza sms tekrar gönderildi' }, 'a resend says so')
  const code = (await lastCode(app, '5327654321'))!

  const wrong = code === '0000' ? '1111' : '0000'
  const bad = await post(app, '/api/customer/sms-verify-code', { phoneNumber: '5327654321', code: wrong })
  t.equal(bad.status, 400)
  t.equal(bad.body.status, 400, 'the spec client reads status')
  t.equal(bad.body.message, 'Doğrulama kodunu kontrol ediniz')
  if (code1 !== code) {
    t.equal((await post(app, '/api/customer/sms-verify-code', { phoneNumber: '5327654321', code: code1 })).body.message, 'Doğrulama kodunu kontrol ediniz', 'the replaced code no longer works')
  }
  const ok = await post(app, '/api/customer/sms-verify-code', { phoneNumber: '5327654321', code: ` ${code.slice(0, 2)} ${code.slice(2)}` })
  t.same(ok.body, { status: 200, message: 'Telefon numaranız doğrulandı.' })
  t.equal((await post(app, '/api/customer/sms-verify-code', { phoneNumber: '5327654321', code })).status, 400, 'a code works once')
  t.equal(await app.smsCodes.consumeVerified('contact', '5327654321'), true, 'the contact form finds the phone verified')
  t.equal(await app.smsCodes.consumeVerified('contact', '5327654321'), false, '… once')

  const text = JSON.stringify(logs)
  t.notOk(text.includes('5327654321'), 'no full phone number in the logs')
  t.notOk(new RegExp(`\\b${code}\\b`).test(text.replace(/"time":\d+|"responseTime":[\d.]+|"reqId":"[^"]*"/g, '')), 'no code in the logs')
})

t.test('the cooldown, the per-phone, per-IP and budget limits come from the environment', async (t) => {
  // The contact purpose may use the whole budget here, so SMS_DAILY_BUDGET itself is what stops the sixth.
  const env = { SMS_PER_PHONE_HOUR: '2', SMS_PER_IP_HOUR: '3', SMS_DAILY_BUDGET: '5', SMS_BUDGET_SHARES: 'contact:100', SMS_DIALOG_COUNTDOWN_S: '1' }
  const { app } = await buildTestApp(t, { env })
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003001' })).status, 200)
  const cool = await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003001' })
  t.equal(cool.status, 429, 'within the countdown')
  t.match(cool.body.message, /^Yeni kod için 0 dakika 1 saniye beklemelisiniz\.$/)
  await new Promise((r) => setTimeout(r, 1100))
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003001' })).status, 200, 'after the countdown')
  await new Promise((r) => setTimeout(r, 1100))
  const capped = await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003001' })
  t.equal(capped.status, 429, 'SMS_PER_PHONE_HOUR=2')
  t.match(capped.body.message, /çok fazla kod/)
  // Sends from 10.0.0.1 so far: 2 (refused requests are not counted).
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003002' })).status, 200, 'third send from the IP')
  const ip = await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003006' })
  t.equal(ip.status, 429, 'SMS_PER_IP_HOUR=3: a fourth send from one IP is refused')
  t.match(ip.body.message, /çok fazla kod/)
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003003' }, '10.0.0.2')).status, 200, 'another IP may send')
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003004' }, '10.0.0.3')).status, 200, 'fifth send overall')
  const budget = await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003005' }, '10.0.0.4')
  t.same(budget, { status: 503, body: { statusCode: 503, message: 'Bir hata oluştu' } }, 'SMS_DAILY_BUDGET=5 reached')
})

t.test('code checks are limited per IP: the 61st guess within a minute is refused, another IP is not', async (t) => {
  const { app } = await buildTestApp(t)
  for (const [url, body] of [
    ['/api/customer/sms-verify-code', { phoneNumber: '5327654321', code: '1234' }],
    ['/api/appointment/get-user-appointment', { phone: '5327654321', numberPlate: '34ABC123', verificationCode: '1234' }],
  ] as const) {
    const statuses: number[] = []
    for (let i = 0; i < 60; i++) statuses.push((await post(app, url, body, '10.9.9.9')).status)
    t.ok(statuses.every((s) => s === 400), `${url}: 60 wrong guesses get the wrong-code answer`)
    const refused = await post(app, url, body, '10.9.9.9')
    t.same(refused, { status: 429, body: { statusCode: 429, message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyiniz.' } }, `${url}: then 429 in Turkish`)
    t.equal((await post(app, url, body, '10.9.9.10')).status, 400, `${url}: another IP still gets an answer`)
  }
})

t.test('a bad SMS setting stops the start with one line; production needs an explicit provider', async (t) => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ SMS_DAILY_BUDGET: 'lots' }, /^config: SMS_DAILY_BUDGET must be an integer between 1 and 10000000 \(got "lots"\)\./],
    [{ SMS_BUDGET_SHARES: 'contact:50,fax:50' }, /^config: SMS_BUDGET_SHARES names an unknown purpose; known: contact, appointment, .* \(got "fax"\)\./],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, /^config: SMS_PROVIDER must be one of local, netgsm, disabled/],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) }, /^config: SMS_PROVIDER must be netgsm in production .*or disabled/],
  ]
  for (const [env, line] of cases) {
    const gw = spawnGateway(t, { PORT: '0', ...env })
    const exit = await gw.exited(20_000)
    t.equal(exit.code, 1, `${JSON.stringify(env)}: exit code 1`)
    const lines = gw.stderr().split('\n').filter((l) => l.trim() !== '')
    t.equal(lines.length, 1, `exactly one line on stderr, got:\n${gw.stderr()}`)
    t.match(lines[0] ?? '', line)
  }
  // What the benchmark runs: the production build without SMS.
  const port = await freePort()
  const gw = spawnGateway(t, { PORT: String(port), NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), SMS_PROVIDER: 'disabled' })
  t.ok(await waitUntilUp(gw, `http://127.0.0.1:${port}/readyz`, 30_000), `production with SMS_PROVIDER=disabled starts:\n${gw.stderr()}`)
})

t.test('the outbox endpoint exists only with SMS_DEV_OUTBOX=true and is not documented', async (t) => {
  const { app: plain } = await buildTestApp(t)
  t.equal((await plain.inject({ url: '/api/dev/sms-outbox' })).statusCode, 404)
  const { app } = await buildTestApp(t, { env: OUTBOX })
  t.equal((await app.inject({ url: '/api/dev/sms-outbox' })).statusCode, 200)
  const doc = (await app.inject({ url: '/docs/json' })).json() as { paths: Record<string, unknown> }
  t.notOk('/api/dev/sms-outbox' in doc.paths, 'not in the OpenAPI document')
  t.ok('/api/mbs/sms-create-code' in doc.paths && '/api/customer/sms-verify-code' in doc.paths, 'the SMS calls are documented')
})

t.test('SMS_PROVIDER=disabled answers 503 and sends nothing', async (t) => {
  const { app } = await buildTestApp(t, { env: { SMS_PROVIDER: 'disabled' } })
  t.same(await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003010' }), { status: 503, body: { statusCode: 503, message: 'Bir hata oluştu' } })
  t.same(await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003010' }), { status: 503, body: { statusCode: 503, message: 'Bir hata oluştu' } }, 'no cooldown was left behind')
})

t.test('two gateways share codes, cooldowns and limits', async (t) => {
  const { app: a, config } = await buildTestApp(t, { env: { ...OUTBOX, SMS_PER_IP_HOUR: '2' } })
  const { app: b } = await buildTestApp(t, { env: { ...OUTBOX, SMS_PER_IP_HOUR: '2', REDIS_KEY_PREFIX: config.redisKeyPrefix } })
  t.equal((await post(a, '/api/mbs/sms-create-code', { gsmNo: '5550003020' })).status, 200)
  t.equal((await post(b, '/api/mbs/sms-create-code', { gsmNo: '5550003020' })).status, 429, 'B sees the cooldown A started')
  const code = (await lastCode(a, '5550003020'))!
  t.equal((await post(b, '/api/customer/sms-verify-code', { phoneNumber: '5550003020', code })).status, 200, 'a code sent through A verifies on B')
  t.equal((await post(a, '/api/customer/sms-verify-code', { phoneNumber: '5550003020', code })).status, 400, 'and is then used up on A too')
  t.equal((await post(b, '/api/mbs/sms-create-code', { gsmNo: '5550003021' })).status, 200, 'second send from the IP, through B')
  t.equal((await post(a, '/api/mbs/sms-create-code', { gsmNo: '5550003022' })).status, 429, 'the per-IP cap of 2 counts both gateways')
})

t.test('with Redis down the SMS calls fail closed with 503 and send nothing', async (t) => {
  const server = await PrivateRedis.create()
  t.teardown(() => server.stop())
  const { app } = await buildTestApp(t, { env: { ...OUTBOX, REDIS_URL: server.url }, booking: NO_REMINDER_WORKER })
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003030' })).status, 200)
  const code = (await lastCode(app, '5550003030'))!
  await server.stop()
  for (let i = 0; i < 150 && app.redis.status === 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  const down = { status: 503, body: { statusCode: 503, message: 'Bir hata oluştu' } }
  t.same(await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003031' }), down, 'sending')
  t.same(await post(app, '/api/customer/sms-verify-code', { phoneNumber: '5550003030', code }), down, 'verifying, even the right code')
  t.same(await post(app, '/api/appointment/create-verification-code', { phoneNumber: '5550003031', plateNumber: '34ABC123' }), down, 'appointment code')
  t.same(await post(app, '/api/appointment/get-user-appointment', { phone: '5550003030', numberPlate: '34ABC123', verificationCode: code }), down, 'appointment lookup')
  const outbox = (await app.inject({ url: '/api/dev/sms-outbox' })).json() as { result: { messages: unknown[] } }
  t.equal(outbox.result.messages.length, 1, 'nothing was sent while Redis was down')
  await server.start()
  for (let i = 0; i < 150 && app.redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550003031' })).status, 200, 'sending works again once Redis is back')
})

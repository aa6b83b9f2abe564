// The appointment lookup over HTTP (spec §2.5, §4.5, §5.1, §5.2, §8; decision 020): a captcha before
// the first SMS (with a pass bound to phone and token, so 'Tekrar Gönder' needs no new puzzle), a
// code for phone + plate whether or not appointments exist, the 502 wait within the countdown, the
// same answer to a stranger whatever the state of someone else's code, and appointments only for a
// right and unused code: through the spec's call, or through the dialogs' single-use result id.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import { turkishDate } from '../support/turkish-date.js'
import type { App } from '../../app.js'

const ENV = { SMS_DEV_OUTBOX: 'true', ...TINY_CAPTCHA }
const CREATE = '/api/appointment/create-verification-code'
const GET = '/api/appointment/get-user-appointment'
const RESULT = '/api/appointment/get-appointment-result'
const CAPTCHA_MSG = 'Lütfen güvenlik doğrulamasını tamamlayın.'

async function post(app: App, url: string, payload: object, ip = '10.0.0.1') {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  return { status: res.statusCode, body: res.json() as Record<string, any> }
}

/** The spec's send call with a freshly solved captcha, as an integrator makes it. */
async function create(app: App, body: Record<string, unknown>, ip = '10.0.0.1') {
  return post(app, CREATE, { ...body, captchaToken: await solveCaptcha(app) }, ip)
}

function lastCode(app: App, phone: string): string {
  return /(\d{4})/.exec(app.smsOutbox!.list(phone)[0]?.text ?? '')![1]!
}

const sent = (app: App, phone: string) => app.smsOutbox!.list(phone).length

async function keysOf(app: App): Promise<string[]> {
  return app.redis.keys(`${app.config.redisKeyPrefix}*`)
}

t.test('phone and plate are checked with the shared rules and their spec messages, before the captcha', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  t.same((await post(app, CREATE, { plateNumber: '34ABC123' })).body, { statusCode: 400, message: 'Telefon numarası girmeniz gerekmektedir', errors: [{ field: 'phoneNumber', message: 'Telefon numarası girmeniz gerekmektedir' }] })
  t.same((await post(app, CREATE, { phoneNumber: '5321234567' })).body.errors, [{ field: 'plateNumber', message: 'Lütfen plaka giriniz' }])
  t.same((await post(app, CREATE, { phoneNumber: '532123', plateNumber: '00 A 1234' })).body.errors, [
    { field: 'phoneNumber', message: 'Geçersiz telefon numarası' },
    { field: 'plateNumber', message: 'Geçersiz plaka no' },
  ])
  t.equal(app.smsOutbox!.list().length, 0, 'no SMS for invalid input')
})

t.test('the spec call sends nothing without a valid captcha token; a token opens a pass for that phone only', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const refused = { status: 400, body: { statusCode: 400, message: CAPTCHA_MSG, errors: [{ field: 'captchaToken', message: CAPTCHA_MSG }] } }
  t.same(await post(app, CREATE, { phoneNumber: '5550007001', plateNumber: '34ABC123' }), refused, 'no token')
  t.same(await post(app, CREATE, { phoneNumber: '5550007001', plateNumber: '34ABC123', captchaToken: 'bm90LWEtdG9rZW4=' }), refused, 'a made-up token')
  t.equal(sent(app, '5550007001'), 0, 'nothing sent')

  const token = await solveCaptcha(app)
  t.same(await post(app, CREATE, { phoneNumber: '5550007001', plateNumber: '34ABC123', captchaToken: token }),
    { status: 200, body: { statusCode: 200, message: 'Doğrulama kodu telefonunuza gönderildi' } })
  t.equal(sent(app, '5550007001'), 1)
  t.same(await post(app, CREATE, { phoneNumber: '5550007002', plateNumber: '34ABC123', captchaToken: token }), refused,
    'the same token for another phone: used, and its pass is bound to the first phone')
  t.equal(sent(app, '5550007002'), 0)
  const again = await post(app, CREATE, { phoneNumber: '5550007001', plateNumber: '34ABC123', captchaToken: token })
  t.equal(again.status, 502, "the same token again for the same phone rides on the pass: no captcha error, the countdown's wait")
  const keys = await keysOf(app)
  t.notOk(keys.some((k) => k.includes('5550007001')), 'no Redis key carries the phone')
  t.notOk(keys.some((k) => k.includes(token.slice(0, 40))), 'nor the token')
})

t.test('a resend after the countdown with the same token needs no new puzzle and says so', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ENV, SMS_DIALOG_COUNTDOWN_S: '1' } })
  const token = await solveCaptcha(app)
  const body = { phoneNumber: '5550007003', plateNumber: '34ABC123', captchaToken: token }
  t.equal((await post(app, CREATE, body)).body.message, 'Doğrulama kodu telefonunuza gönderildi')
  await new Promise((r) => setTimeout(r, 1100))
  t.same((await post(app, CREATE, body)).body, { statusCode: 200, message: 'Telefonunuza sms tekrar gönderildi' })
  t.equal(sent(app, '5550007003'), 2, 'two codes, one captcha')
})

t.test('a right code shows the appointments of that phone AND plate, in Turkish, once', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const first = await create(app, { phoneNumber: '0532 123 45 67', plateNumber: '34 abc 123' })
  t.same(first, { status: 200, body: { statusCode: 200, message: 'Doğrulama kodu telefonunuza gönderildi' } })
  const code = lastCode(app, '5321234567')
  const wrong = code === '0000' ? '1111' : '0000'
  const bad = await post(app, GET, { phone: '5321234567', numberPlate: '34ABC123', verificationCode: wrong })
  t.same(bad, { status: 400, body: { statusCode: 400, message: 'Doğrulama kodunu kontrol ediniz', errors: [{ field: 'verificationCode', message: 'Doğrulama kodunu kontrol ediniz' }] } })

  const ok = await post(app, GET, { phone: '5321234567', numberPlate: '34 ABC 123', verificationCode: code })
  t.equal(ok.status, 200)
  const list = ok.body.result.appointments as Array<Record<string, any>>
  t.equal(list.length, 2, 'both demo appointments of 5321234567 / 34ABC123')
  t.ok(list.every((a) => a.plate === '34ABC123'), 'only that plate')
  t.same(list.map((a) => a.statusText), ['Onaylandı', 'Müşteri Randevuya Geldi'], 'statuses in Turkish, newest first')
  const [ahead, behind] = list
  t.ok(Date.parse(ahead!.startsAt) > Date.now() && Date.parse(behind!.startsAt) < Date.now(), 'the confirmed one is ahead, the visited one behind')
  t.match(ahead, { branchName: 'Turuncu Garaj Ataşehir', date: turkishDate(ahead!.startsAt), time: '10:30' }, 'branch, Turkish date and Istanbul time')

  const again = await post(app, GET, { phone: '5321234567', numberPlate: '34ABC123', verificationCode: code })
  t.equal(again.status, 400, 'a used code never returns anything')
  t.notOk('result' in again.body)
})

t.test('the same answer whether or not appointments exist; none are shown for another plate', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const withAppointments = await create(app, { phoneNumber: '5550002000', plateNumber: '34ABC123' })
  const without = await create(app, { phoneNumber: '5559998877', plateNumber: '34ABC123' })
  t.same(without, withAppointments, 'identical answers')
  t.equal(sent(app, '5559998877'), 1, 'a code is sent either way')
  const none = await post(app, GET, { phone: '5559998877', numberPlate: '34ABC123', verificationCode: lastCode(app, '5559998877') })
  t.same(none.body, { statusCode: 200, message: 'Bu telefon numarası ve plakaya ait randevu bulunamadı.', result: { appointments: [] } })
  // 5550002000 has appointments for 34ABC123 only; another plate shows nothing.
  const other = await post(app, GET, { phone: '5550002000', numberPlate: '06TG4512', verificationCode: lastCode(app, '5550002000') })
  t.same(other.body.result.appointments, [], 'the phone alone is not enough')
})

t.test('within the countdown the call answers 502 with the wait in minutes and seconds', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  t.equal((await create(app, { phoneNumber: '5550004001', plateNumber: '34ABC123' })).status, 200)
  const wait = await create(app, { phoneNumber: '5550004001', plateNumber: '34ABC123' })
  t.equal(wait.status, 502)
  t.equal(wait.body.statusCode, 502)
  t.match(wait.body.message, /^Yeni kod için (3 dakika 0|2 dakika 5\d) saniye beklemelisiniz\.$/, 'about 3 minutes: the web parses X dakika Y saniye')
  t.equal(sent(app, '5550004001'), 1, 'nothing more was sent')
})

/** The three dialogs' submits as the renderer makes them (the opener's values travel as context). */
function dialogs(app: App, ip = '10.0.0.1') {
  const submit = (screen: string, payload: object) => post(app, `/api/screens/${screen}/submit`, payload, ip)
  return {
    lookup: (phone: string, plate: string) => submit('appointment-lookup', { values: { phone, plate } }),
    captcha: (phone: string, plate: string, captchaToken: string, resend = false) =>
      submit('appointment-captcha', { values: { captchaToken }, context: { phone, plate }, ...(resend ? { resend: true } : {}) }),
    sms: (phone: string, plate: string, captchaToken: string, code: string) =>
      submit('sms-verification', { values: { code }, context: { phone, plate, captchaToken } }),
  }
}

t.test('the dialogs: lookup → captcha (sends the code) → SMS code → an opaque result address read once', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const d = dialogs(app)
  const lookup = await d.lookup('0555 000 40 02', '34 abc 123')
  t.same(lookup.body.result, { values: { phone: '5550004002', plate: '34ABC123' }, next: [{ type: 'openDialog', screen: 'appointment-captcha' }] })
  t.equal(sent(app, '5550004002'), 0, 'the lookup itself sends nothing: the captcha comes first')
  const landline = await d.lookup('0212 555 12 34', '34ABC123')
  t.same(landline.body.errors, [{ field: 'phone', message: 'Geçersiz telefon numarası' }], 'a number that cannot get an SMS is refused before the captcha')

  t.equal((await d.captcha('5550004002', '34ABC123', '')).status, 400, 'the captcha dialog needs its token')
  const token = await solveCaptcha(app)
  const captcha = await d.captcha('5550004002', '34ABC123', token)
  t.same(captcha.body.result.next, [{ type: 'openDialog', screen: 'sms-verification', replace: 'top' }])
  t.equal(sent(app, '5550004002'), 1, 'the passed captcha sent the code')
  const resend = await d.captcha('5550004002', '34ABC123', token, true)
  t.equal(resend.status, 502, "'Tekrar Gönder' resubmits the used token: no new puzzle, the countdown's wait")
  t.match(resend.body.message, /\d dakika \d+ saniye/)

  const code = lastCode(app, '5550004002')
  const wrong = await d.sms('5550004002', '34ABC123', token, code === '0000' ? '1111' : '0000')
  t.same(wrong.body, { statusCode: 400, message: 'Doğrulama kodunu kontrol ediniz', errors: [{ field: 'code', message: 'Doğrulama kodunu kontrol ediniz' }] }, 'a wrong code lands on the field')
  const right = await d.sms('5550004002', '34ABC123', token, code)
  t.equal(right.status, 200)
  const actions = right.body.result.next as Array<{ type: string; to: string; query?: unknown }>
  t.equal(actions.length, 1, 'one action follows')
  const next = actions[0]!
  t.equal(next.type, 'navigate')
  t.match(next.to, /^\/check-appointment-result\/[A-Za-z0-9_-]{24}$/, 'the spec route shape with an opaque 144-bit id')
  t.notOk('query' in next, 'no query string')
  for (const secret of ['5550004002', '34ABC123', code]) t.notOk(next.to.includes(secret), `${secret} is not in the address`)

  const id = next.to.split('/').pop()!
  const keys = await keysOf(app)
  t.notOk(keys.some((k) => k.includes(id) || k.includes('5550004002')), 'no Redis key holds the id or the phone')
  const [resultKey] = keys.filter((k) => k.includes('appointment:result:'))
  const ttl = await app.redis.ttl(resultKey!)
  t.ok(ttl > 0 && ttl <= 600, `the id lives at most 10 minutes (${ttl} s)`)

  const shown = await post(app, RESULT, { resultId: id })
  t.same(shown.body, { statusCode: 200, message: 'Bu telefon numarası ve plakaya ait randevu bulunamadı.', result: { appointments: [] } })
  const reload = await post(app, RESULT, { resultId: id })
  t.same(reload, { status: 404, body: { statusCode: 404, message: 'Sorgulama sonucunun süresi doldu ya da sonuç daha önce görüntülendi. Randevunuzu görmek için yeniden sorgulama yapınız.' } }, 'single use')
  t.equal((await d.sms('5550004002', '34ABC123', token, code)).status, 400, 'the code was used up by the first confirm')
})

t.test('the result id shows the appointments of the verified phone and plate; expired, unknown and malformed ids show nothing', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const d = dialogs(app)
  const token = await solveCaptcha(app)
  await d.captcha('5321234567', '34ABC123', token)
  const right = await d.sms('5321234567', '34ABC123', token, lastCode(app, '5321234567'))
  const id = String(right.body.result.next[0].to).split('/').pop()!
  const shown = await post(app, RESULT, { resultId: id })
  t.equal(shown.status, 200)
  t.same(shown.body.result.appointments.map((a: { statusText: string }) => a.statusText), ['Onaylandı', 'Müşteri Randevuya Geldi'], 'both demo appointments')

  // An id whose 10 minutes are over: let Redis expire the key now.
  const token2 = await solveCaptcha(app)
  await d.captcha('5550002000', '34ABC123', token2)
  const second = await d.sms('5550002000', '34ABC123', token2, lastCode(app, '5550002000'))
  const expiring = String(second.body.result.next[0].to).split('/').pop()!
  for (const key of (await keysOf(app)).filter((k) => k.includes('appointment:result:'))) await app.redis.pexpire(key, 1)
  await new Promise((r) => setTimeout(r, 20))
  t.equal((await post(app, RESULT, { resultId: expiring })).status, 404, 'expired: the clear message, no data')
  t.equal((await post(app, RESULT, { resultId: 'A'.repeat(24) })).status, 404, 'unknown: the same')
  const malformed = await post(app, RESULT, { resultId: '5321234567' })
  t.equal(malformed.status, 400, 'not an id at all: refused by the schema')
})

t.test("a stranger gets the same answer whatever the state of someone else's code", async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const owner = dialogs(app, '10.0.1.1')
  const stranger = dialogs(app, '10.0.2.2')
  const phone = '5550004003'
  const ask = async () => {
    const res = await stranger.captcha(phone, '34ABC123', await solveCaptcha(app))
    // Everything but the echo of the stranger's own (new) token.
    return { status: res.status, message: res.body.message, next: res.body.result?.next }
  }

  const ownerToken = await solveCaptcha(app)
  await owner.captcha(phone, '34ABC123', ownerToken)
  const code = lastCode(app, phone)
  const whileUnused = await ask()
  t.equal(whileUnused.status, 200, 'within the countdown a first request opens the SMS dialog')

  await owner.sms(phone, '34ABC123', ownerToken, code)
  const afterUse = await ask()
  t.same(afterUse, whileUnused, 'identical after the owner used the code')

  await owner.captcha(phone, '34ABC123', ownerToken)
  t.equal(sent(app, phone), 1, 'nothing more was sent within the countdown')
  for (let i = 0; i < 5; i++) await owner.sms(phone, '34ABC123', ownerToken, '0000' === code ? '1111' : '0000')
  const afterBurn = await ask()
  t.same(afterBurn, whileUnused, 'identical after the code was burnt by wrong tries')
  t.equal(sent(app, phone), 1, 'and the stranger sent nothing')

  // The spec call: after the countdown a fresh token says "sent", not whether a code is waiting.
  const fast = (await buildTestApp(t, { env: { ...ENV, SMS_DIALOG_COUNTDOWN_S: '1' } })).app
  t.equal((await create(fast, { phoneNumber: phone, plateNumber: '34ABC123' }, '10.0.1.1')).status, 200)
  await new Promise((r) => setTimeout(r, 1100))
  t.same((await create(fast, { phoneNumber: phone, plateNumber: '34ABC123' }, '10.0.2.2')).body,
    { statusCode: 200, message: 'Doğrulama kodu telefonunuza gönderildi' }, "a stranger's send does not say 'tekrar': it cannot tell the owner's code is still unused")
})

t.test('an abused lookup spends only its share of the daily budget: the contact form still gets its codes', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ENV, SMS_DAILY_BUDGET: '4', SMS_BUDGET_SHARES: 'contact:50,appointment:50' } })
  for (const [i, phone] of ['5550008001', '5550008002'].entries()) t.equal((await create(app, { phoneNumber: phone, plateNumber: '34ABC123' }, `10.4.0.${i}`)).status, 200)
  const spent = await create(app, { phoneNumber: '5550008003', plateNumber: '34ABC123' }, '10.4.0.3')
  t.same(spent, { status: 503, body: { statusCode: 503, message: 'Bir hata oluştu' } }, "the lookup's share (2 of 4) is spent")
  const contact = await post(app, '/api/mbs/sms-create-code', { gsmNo: '5550008004', captchaToken: await solveCaptcha(app) }, '10.4.0.4')
  t.equal(contact.status, 200, 'the contact flow still sends')
  t.equal(sent(app, '5550008004'), 1)
})

t.test('5 wrong codes burn the code; 2,000 guesses over HTTP across phones and IPs never get in', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ENV, SMS_PER_IP_HOUR: '1000' } })
  const phones = Array.from({ length: 20 }, (_, i) => `55500050${String(i).padStart(2, '0')}`)
  for (const [i, phone] of phones.entries()) t.equal((await create(app, { phoneNumber: phone, plateNumber: '34ABC123' }, `10.2.0.${i}`)).status, 200)
  let ok = 0
  let guesses = 0
  for (let round = 0; round < 100; round++) {
    await Promise.all(phones.map(async (phone, i) => {
      const guess = String((round * 97 + i * 13) % 10_000).padStart(4, '0')
      guesses++
      const res = await post(app, GET, { phone, numberPlate: '34ABC123', verificationCode: guess }, `10.3.${round}.${i}`)
      if (res.status === 200) ok++
    }))
  }
  t.equal(guesses, 2000)
  t.equal(ok, 0, 'none of 2,000 guesses succeeded (each code dies after 5 wrong tries)')
  const phone = phones[0]!
  t.equal((await post(app, GET, { phone, numberPlate: '34ABC123', verificationCode: lastCode(app, phone) })).status, 400, 'even the right code fails once burnt')
})

// POST /api/customerContactForm/add-customer-form on real gateways (spec §3, §5.3, §7; decision 017):
// Turkish validation messages, ids checked against the parameter lists and contracts, the order
// captcha → SMS → form enforced by the gateway, the IP from the connection, one row per double
// submit (sequential, concurrent, across two instances), Redis down fails closed.
import { randomBytes, randomInt } from 'node:crypto'
import t, { type Test } from 'tap'
import { buildTestApp } from '../helper.js'
import { PrivateRedis, NO_REMINDER_WORKER } from '../support/redis-server.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import type { App } from '../../app.js'

const ENV = { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '100' }
const URL = '/api/customerContactForm/add-customer-form'
const PROMOTION_CONTRACT = 1005 // seeded contract of type 109

const phone = () => `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

async function post(app: App, url: string, payload: object, ip = '10.0.0.1') {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  return { status: res.statusCode, body: res.json() as Record<string, any> }
}

async function lastCode(app: App, gsmNo: string): Promise<string> {
  const res = await app.inject({ url: `/api/dev/sms-outbox?phone=${gsmNo}` })
  const messages = (res.json() as { result: { messages: Array<{ text: string }> } }).result.messages
  return /(\d{4})/.exec(messages[0]?.text ?? '')![1]!
}

/** Captcha solved and sent with the SMS request, then the code verified: what the browser does first. */
async function passChecks(t: Test, app: App, gsmNo: string, verifyOn: App = app) {
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo, captchaToken: await solveCaptcha(app) })).status, 200, 'captcha passed, SMS sent')
  const code = await lastCode(app, gsmNo)
  t.equal((await post(verifyOn, '/api/customer/sms-verify-code', { phoneNumber: gsmNo, code })).status, 200, 'SMS code verified')
}

function form(gsmNo: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', gsmNo,
    requestTypeName: 'Bilgi Talebi', requestTypeId: 1, subjectName: 'Araç Alımı', subjectId: 1,
    message: `Merhaba, bilgi almak istiyorum. ${randomBytes(6).toString('hex')}`,
    contractIdList: [], applicationName: 'Turuncu Garaj', isEtk: false, isKvkk: true, ...extra,
  }
}

async function rowsFor(app: App, gsmNo: string) {
  const { rows } = await app.db.query(
    `SELECT f.*, host(f.ip_address) AS ip, c.contract_ids, c.is_etk, c.is_kvkk, c.channel, host(c.ip_address) AS consent_ip, c.consented_at
       FROM customer_contact_forms f JOIN customer_contact_form_consents c ON c.contact_form_id = f.id WHERE f.gsm_no = $1`, [gsmNo])
  return rows
}

t.test('payload rules answer 400 with the spec’s Turkish messages, naming every field', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const empty = await post(app, URL, {})
  t.equal(empty.status, 400)
  t.equal(empty.body.message, 'Devam etmek için hatalı alanları düzeltiniz.')
  t.same(Object.fromEntries(empty.body.errors.map((e: any) => [e.field, e.message])), {
    name: 'Lütfen adınızı giriniz!',
    surname: 'Lütfen soyadınızı giriniz!',
    email: 'Lütfen email adresinizi giriniz!',
    gsmNo: 'Lütfen telefon numaranızı giriniz!',
    subjectId: 'Lütfen konu tipini seçiniz!',
    requestTypeId: 'Lütfen talep tipini seçiniz!',
    message: 'Lütfen mesajınızı giriniz!',
    isKvkk: 'Aydınlatma metni onaylanmadan form gönderilemez.',
  })
  const gsmNo = phone()
  t.same((await post(app, URL, form('123'))).body.errors, [{ field: 'gsmNo', message: 'Geçersiz telefon numarası' }])
  t.same((await post(app, URL, form(gsmNo, { email: 'not an address' }))).status, 403, 'e-mail is required only, no format rule (spec §5.3): the order check comes next')
  t.same((await post(app, URL, form(gsmNo, { requestTypeId: 99 }))).body.errors, [{ field: 'requestTypeId', message: 'Geçersiz talep tipi.' }], 'ids come from the parameter list')
  t.same((await post(app, URL, form(gsmNo, { subjectName: 'Takas' }))).body.errors, [{ field: 'subjectId', message: 'Geçersiz konu tipi.' }], 'a name that disagrees with its id')
  const contracts = { field: 'contractIdList', message: 'Sözleşme listesi ticari ileti onayı ile uyuşmuyor.' }
  t.same((await post(app, URL, form(gsmNo, { isEtk: false, contractIdList: [PROMOTION_CONTRACT] }))).body.errors, [contracts], 'no consent: empty list')
  t.same((await post(app, URL, form(gsmNo, { isEtk: true, contractIdList: [] }))).body.errors, [contracts], 'consent: the promotion contract')
  t.same((await post(app, URL, form(gsmNo, { isEtk: true, contractIdList: [1007] }))).body.errors, [contracts], 'only the promotion contract (type 109)')
  t.same((await post(app, URL, form(gsmNo, { isKvkk: false }))).body.errors, [{ field: 'isKvkk', message: 'Aydınlatma metni onaylanmadan form gönderilemez.' }])
  t.equal((await post(app, URL, form(gsmNo, { applicationName: 'Başka' }))).status, 400, 'the application name is fixed')
  t.same(await rowsFor(app, gsmNo), [], 'nothing stored')
})

t.test('the gateway enforces captcha → SMS → form', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const gsmNo = phone()
  const noCaptcha = await post(app, URL, form(gsmNo))
  t.same(noCaptcha, { status: 403, body: { statusCode: 403, message: 'Lütfen güvenlik doğrulamasını tamamlayın.', errors: [{ field: 'captchaToken', message: 'Lütfen güvenlik doğrulamasını tamamlayın.' }] } }, 'no captcha: refused')
  t.same((await post(app, '/api/mbs/sms-create-code', { gsmNo })).status, 403, 'no SMS without a passed captcha')
  t.same((await post(app, '/api/mbs/sms-create-code', { gsmNo, captchaToken: 'bm9wZQ==' })).body.message, 'Lütfen güvenlik doğrulamasını tamamlayın.', 'a bad token sends nothing')
  t.same((await app.inject({ url: `/api/dev/sms-outbox?phone=${gsmNo}` })).json().result.messages, [], 'no SMS went out')

  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo, captchaToken: await solveCaptcha(app) })).status, 200)
  const noSms = await post(app, URL, form(gsmNo))
  t.equal(noSms.status, 403, 'captcha but no verified SMS: refused')
  t.equal(noSms.body.message, 'Lütfen telefon numaranızı SMS doğrulama kodu ile doğrulayınız.')

  const other = phone()
  await passChecks(t, app, other)
  t.equal((await post(app, URL, form(gsmNo))).status, 403, 'SMS verified for another phone: refused')
  t.same(await rowsFor(app, gsmNo), [], 'nothing stored')
  const code = await lastCode(app, gsmNo)
  t.equal((await post(app, '/api/customer/sms-verify-code', { phoneNumber: gsmNo, code })).status, 200)
  t.equal((await post(app, URL, form(gsmNo))).status, 200, 'after captcha and SMS: accepted')
})

t.test('stored with the consent record; the IP is the connection’s; a double submit stores one row', async (t) => {
  const { app, logs } = await buildTestApp(t, { env: ENV, captureLogs: true })
  const gsmNo = phone()
  await passChecks(t, app, gsmNo)
  const payload = form(`0 (${gsmNo.slice(0, 3)}) ${gsmNo.slice(3, 6)}-${gsmNo.slice(6)}`, { isEtk: true, contractIdList: [PROMOTION_CONTRACT], ipAddress: '203.0.113.9' })
  const ok = await post(app, URL, payload, '10.9.8.7')
  t.same(ok, { status: 200, body: { statusCode: 200, message: 'Mesajınızı aldık. Müşteri ilişkileri ekibimiz en kısa sürede sizinle iletişime geçecek.' } })
  t.same((await post(app, URL, payload, '10.9.8.7')).status, 200, 'the same payload again: ok')
  const rows = await rowsFor(app, gsmNo)
  t.equal(rows.length, 1, 'one row')
  t.match(rows[0], {
    name: 'Ayşe', surname: 'Yılmaz', gsm_no: gsmNo, request_type_id: 1, request_type_name: 'Bilgi Talebi', subject_id: 1, subject_name: 'Araç Alımı',
    application_name: 'Turuncu Garaj', ip: '10.9.8.7', contract_ids: [PROMOTION_CONTRACT], is_etk: true, is_kvkk: true, channel: 'Web', consent_ip: '10.9.8.7',
  }, 'form and consent stored; ipAddress from the body ignored')
  t.ok(rows[0].consented_at instanceof Date, 'consent time recorded')
  t.equal((await post(app, URL, form(gsmNo))).status, 403, 'a different form needs new checks: the marks were consumed')
  t.notOk(JSON.stringify(logs).includes(gsmNo), 'no full phone number in the logs')
})

t.test('a concurrent double submit stores one row, both answers ok', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const gsmNo = phone()
  await passChecks(t, app, gsmNo)
  const payload = form(gsmNo)
  const answers = await Promise.all([post(app, URL, payload), post(app, URL, { ...payload, name: ' ayşe ' })])
  t.same(answers.map((a) => a.status), [200, 200])
  t.equal((await rowsFor(app, gsmNo)).length, 1)
})

t.test('two gateways: captcha and SMS passed on one, the form sent to the other', async (t) => {
  const { app: a, config } = await buildTestApp(t, { env: ENV })
  const { app: b } = await buildTestApp(t, { env: { ...ENV, REDIS_KEY_PREFIX: config.redisKeyPrefix } })
  const gsmNo = phone()
  await passChecks(t, a, gsmNo, b)
  const payload = form(gsmNo)
  const answers = await Promise.all([post(b, URL, payload), post(a, URL, payload)])
  t.same(answers.map((x) => x.status), [200, 200])
  t.equal((await rowsFor(a, gsmNo)).length, 1, 'one row across both instances')
})

t.test('with Redis down the form is refused with 503 and nothing is stored', async (t) => {
  const server = await PrivateRedis.create()
  t.teardown(() => server.stop())
  const { app } = await buildTestApp(t, { env: { ...ENV, REDIS_URL: server.url }, booking: NO_REMINDER_WORKER })
  const gsmNo = phone()
  await passChecks(t, app, gsmNo)
  await server.stop()
  for (let i = 0; i < 150 && app.redis.status === 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  t.same(await post(app, URL, form(gsmNo)), { status: 503, body: { statusCode: 503, message: 'Bir hata oluştu' } })
  t.same(await rowsFor(app, gsmNo), [], 'nothing stored')
  await server.start()
  for (let i = 0; i < 150 && app.redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 20))
  t.equal((await post(app, URL, form(gsmNo))).status, 403, 'Redis back: answers again (its marks went with the old server)')
})

t.test('documented in Swagger', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const op = (await app.inject({ url: '/docs/json' })).json().paths[URL]?.post
  t.equal(op?.operationId, 'addCustomerForm')
  t.same(op?.tags, ['Müşteri İletişim Formu'])
  t.match(op?.summary, /iletişim formu/i)
})

t.test('through the dialogs: a send that fails answers Request Failed and needs a new captcha', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const gsmNo = phone()
  // A subject id the lists do not have passes the form's own rules but not the send.
  const values = { name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phone: gsmNo, subjectId: '999', requestTypeId: '1', message: 'Bilgi almak istiyorum.', isEtk: false }
  const submit = (screen: string, body: object) => post(app, `/api/screens/${screen}/submit`, body)
  t.same((await submit('customer-contact-form', { values })).body.result.next, [{ type: 'openDialog', screen: 'contact-captcha' }], 'the form opens the captcha')
  const captcha = await submit('contact-captcha', { values: { captchaToken: await solveCaptcha(app) }, context: values })
  t.equal(captcha.status, 200, 'the captcha passes and the code is sent')
  const code = await lastCode(app, gsmNo)
  const failed = await submit('contact-sms-verification', { values: { code }, context: values })
  t.same(failed, { status: 422, body: { statusCode: 422, message: 'Request Failed' } }, 'the send fails with the spec’s message')
  t.same(await rowsFor(app, gsmNo), [], 'nothing is stored')
  const again = await post(app, '/api/mbs/sms-create-code', { gsmNo })
  t.equal(again.status, 403, 'the captcha pass is gone: the next try needs a new captcha')
  t.equal(again.body.message, 'Lütfen güvenlik doğrulamasını tamamlayın.', 'with the spec’s captcha message')
})

// Issue 12 finding 7: a NUL passed validation and failed at the INSERT with a 500, after the visitor
// had spent a captcha and an SMS code (decision 021).
t.test('refused characters answer 400 naming the field before the captcha pass or the code is spent', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const gsmNo = phone()
  await passChecks(t, app, gsmNo)
  const refused: Array<[string, string]> = [
    ['name', 'Ay\u0000şe'], ['surname', 'Yıl\u202emaz'], ['email', 'ayse\ud800@example.com'], ['message', 'Merhaba\u0000'],
    ['message', 'Merhaba \u2066gizli\u2069'], ['requestTypeName', 'Bilgi\u0085Talebi'], ['name', 'Ayşe\u007f'], ['name', 'Ayşe\tYılmaz'],
  ]
  for (const [field, value] of refused) {
    const res = await post(app, URL, form(gsmNo, { [field]: value }))
    t.equal(res.status, 400, `${field} ${JSON.stringify(value)}: 400, not 500`)
    t.same(res.body.errors, [{ field, message: `'${field}' alanı geçersiz karakter içeriyor.` }], 'naming the field in Turkish')
  }
  const nulPhone = await post(app, URL, form(`${gsmNo}\u0000`))
  t.same(nulPhone.body.errors, [{ field: 'gsmNo', message: 'Geçersiz telefon numarası' }], 'a phone with a NUL is not a phone')
  t.same(await rowsFor(app, gsmNo), [], 'nothing stored')

  const multiline = `Merhaba,\r\n\tbilgi almak istiyorum. ${randomBytes(6).toString('hex')}`
  const ok = await post(app, URL, form(gsmNo, { message: multiline }))
  t.equal(ok.status, 200, 'the captcha pass and the verified code were still there: the corrected form is sent')
  t.equal((await rowsFor(app, gsmNo))[0]?.message, multiline, 'the message keeps its line breaks and tab')
})

t.test('through the dialogs: a NUL in the form costs neither the captcha nor the code', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const gsmNo = phone()
  const values = { name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phone: gsmNo, subjectId: '1', requestTypeId: '1', message: `Bilgi almak istiyorum. ${randomBytes(6).toString('hex')}`, isEtk: false }
  const bad = { ...values, name: 'Ay\u0000şe' }
  const submit = (screen: string, body: object) => post(app, `/api/screens/${screen}/submit`, body)

  t.same((await submit('customer-contact-form', { values: bad })).body.errors, [{ field: 'name', message: 'Geçersiz karakter içeriyor.' }], 'the form dialog names the field')
  const token = await solveCaptcha(app)
  const refusedCaptcha = await submit('contact-captcha', { values: { captchaToken: token }, context: bad })
  t.same(refusedCaptcha.body.errors, [{ field: 'context.name', message: "'context.name' alanı geçersiz karakter içeriyor." }], 'a forged context is refused at the captcha dialog …')
  t.same(await app.inject({ url: `/api/dev/sms-outbox?phone=${gsmNo}` }).then((r) => r.json().result.messages), [], '… and no SMS is sent')
  const tabbed = await submit('contact-captcha', { values: { captchaToken: token }, context: { ...values, name: 'Ayşe\tYılmaz' } })
  t.same(tabbed.body.errors, [{ field: 'name', message: 'Geçersiz karakter içeriyor.' }], 'the form’s own rules run before the captcha is spent')
  t.equal((await submit('contact-captcha', { values: { captchaToken: token }, context: values })).status, 200, 'the same captcha token still passes')

  const code = await lastCode(app, gsmNo)
  const refusedCode = await submit('contact-sms-verification', { values: { code }, context: bad })
  t.same(refusedCode.body.errors, [{ field: 'context.name', message: "'context.name' alanı geçersiz karakter içeriyor." }], 'the SMS dialog refuses the forged form before trying the code')
  const sent = await submit('contact-sms-verification', { values: { code }, context: values })
  t.equal(sent.status, 200, 'the code still verifies and the form is sent')
  t.same(sent.body.result.next, [
    { type: 'track', event: 'form_success', form: 'customer-contact-form' },
    { type: 'openDialog', screen: 'contact-form-sent', replace: 'all' },
  ], 'the success list: form_success for the data layer, then the sent dialog')
  t.equal((await rowsFor(app, gsmNo)).length, 1)
})

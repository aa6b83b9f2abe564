// Only numbers that look like a phone get an SMS (issue 12 finding 6, decision 021): text with other
// characters than digits, spaces and + ( ) - is refused with the spec's 'Geçersiz telefon
// numarası', and so is a mobile prefix that is not allocated (SMS_MOBILE_PREFIXES), on every call
// that sends an SMS. The local provider's outbox shows that nothing was sent.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import type { App } from '../../app.js'

const ENV = { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '100' }
const INVALID = 'Geçersiz telefon numarası'

// Each would have been normalised into a valid-looking number before.
const NOT_PHONES = [
  'abc5559000080', '5559000080\u0000', '555\u00009000080', '0555 900 00 80 x', '555.900.00.80', '555/9000080',
  '\u202e5559000080', '5559000080\ud800', '٥٥٥9000080', '5559000080\n', '+90 555 900 00 80;',
]
// Ten digits starting with 5, outside the allocated 501, 505-507, 530-559 and 561.
const UNALLOCATED = ['5009000080', '5029000080', '5089000080', '5209000080', '5609000080', '5629000080', '5999000080']

async function post(app: App, url: string, payload: object, ip = '10.0.0.1') {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  return { status: res.statusCode, body: res.json() as Record<string, any> }
}

function sent(app: App): number {
  return app.smsOutbox!.list().length
}

t.test('mbs/sms-create-code: not a phone, or an unallocated prefix, gets no SMS and keeps the captcha unspent', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const token = await solveCaptcha(app)
  for (const gsmNo of [...NOT_PHONES, ...UNALLOCATED]) {
    const res = await post(app, '/api/mbs/sms-create-code', { gsmNo, captchaToken: token })
    t.equal(res.status, 400, `${JSON.stringify(gsmNo)}: 400`)
    t.equal(res.body.message, INVALID, 'with the spec’s message')
  }
  t.equal(sent(app), 0, 'no SMS was sent')
  const ok = await post(app, '/api/mbs/sms-create-code', { gsmNo: '0 (555) 900-00 80', captchaToken: token })
  t.equal(ok.status, 200, 'the captcha token was not spent on the refused numbers')
  t.equal(app.smsOutbox!.list('5559000080').length, 1, 'a well-written number gets its SMS')
})

t.test('appointment/create-verification-code names the field and sends nothing', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  for (const phoneNumber of NOT_PHONES) {
    const res = await post(app, '/api/appointment/create-verification-code', { phoneNumber, plateNumber: '34 ABC 123' })
    t.equal(res.status, 400, `${JSON.stringify(phoneNumber)}: 400`)
    t.match(res.body.errors, [{ field: 'phoneNumber', message: INVALID }], 'naming phoneNumber')
  }
  for (const phoneNumber of UNALLOCATED) {
    const res = await post(app, '/api/appointment/create-verification-code', { phoneNumber, plateNumber: '34 ABC 123' })
    t.equal(res.status, 400, `${phoneNumber}: an unallocated prefix gets no SMS`)
    t.equal(res.body.message, INVALID)
  }
  t.equal(sent(app), 0, 'no SMS was sent')
})

t.test('the lookup dialog and the contact dialogs refuse them as well', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const submit = (screen: string, body: object) => post(app, `/api/screens/${screen}/submit`, body)
  for (const phone of NOT_PHONES) {
    const res = await submit('appointment-lookup', { values: { phone, plate: '34 ABC 123' } })
    t.equal(res.status, 400, `lookup ${JSON.stringify(phone)}: 400`)
    t.match(res.body.errors, [{ field: 'phone' }], 'on the phone field')
  }
  for (const phone of UNALLOCATED) {
    const res = await submit('appointment-lookup', { values: { phone, plate: '34 ABC 123' } })
    t.same([res.status, res.body.message], [400, INVALID], `lookup ${phone}`)
  }
  const form = { name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', subjectId: '1', requestTypeId: '1', message: 'Bilgi almak istiyorum.', isEtk: false }
  for (const phone of ['abc5559000080', '5209000080']) {
    t.same((await submit('customer-contact-form', { values: { ...form, phone } })).body.errors, [{ field: 'phone', message: INVALID }], `contact form ${phone}`)
    const captcha = await submit('contact-captcha', { values: { captchaToken: await solveCaptcha(app) }, context: { ...form, phone } })
    t.equal(captcha.status, 400, `contact captcha dialog ${phone}: 400`)
  }
  t.equal(sent(app), 0, 'no SMS was sent')
})

t.test('SMS_MOBILE_PREFIXES decides which prefixes get an SMS', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ENV, SMS_MOBILE_PREFIXES: '520, 530-531' } })
  // The lookup needs a solved captcha for each send (decision 020).
  const create = async (phoneNumber: string) =>
    post(app, '/api/appointment/create-verification-code', { phoneNumber, plateNumber: '34 ABC 123', captchaToken: await solveCaptcha(app) })
  t.equal((await create('5209000080')).status, 200, 'a configured prefix gets its SMS')
  t.equal((await create('5319000080')).status, 200, 'a prefix of a configured range too')
  t.equal((await create('5559000080')).body.message, INVALID, 'a default prefix left out of the list does not')
  t.same(app.smsOutbox!.list().map((m) => m.to).sort(), ['5209000080', '5319000080'])
})

// POST /api/customer/sms-verify-code answers spec §5.4's messages for a malformed code (issue 12
// finding 7): required, digits only, at least and at most 4 characters, before the code is tried.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import type { App } from '../../app.js'

const URL = '/api/customer/sms-verify-code'

async function post(app: App, url: string, payload: object) {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.1' })
  return { status: res.statusCode, body: res.json() as Record<string, any> }
}

t.test('a malformed code gets the spec’s message naming the field, and is not a try', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true' } })
  const phoneNumber = '5327650001'
  t.equal((await post(app, '/api/mbs/sms-create-code', { gsmNo: phoneNumber, captchaToken: await solveCaptcha(app) })).status, 200)
  const table: Array<[unknown, string]> = [
    ['12', 'Kod minimum 4 karakter olmalıdır.'],
    ['1', 'Kod minimum 4 karakter olmalıdır.'],
    [12, 'Kod minimum 4 karakter olmalıdır.'],
    ['12345', 'Kod en fazla 4 karakter olmalıdır.'],
    ['12a4', 'Sadece rakam giriniz'],
    ['', 'Lütfen SMS Kodunu giriniz'],
    ['  ', 'Lütfen SMS Kodunu giriniz'],
    [undefined, 'Lütfen SMS Kodunu giriniz'],
    ['12\u00003', "'code' alanı geçersiz karakter içeriyor."], // refused by the route schema
  ]
  for (const [code, message] of table) {
    const res = await post(app, URL, { phoneNumber, ...(code === undefined ? {} : { code }) })
    t.same(res, { status: 400, body: { statusCode: 400, message, errors: [{ field: 'code', message }] } }, `${JSON.stringify(code)}: ${message}`)
  }
  const wrong = await post(app, URL, { phoneNumber, code: '0000' === lastCode(app, phoneNumber) ? '1111' : '0000' })
  t.same(wrong.body, { statusCode: 400, status: 400, message: 'Doğrulama kodunu kontrol ediniz', errors: [{ field: 'code', message: 'Doğrulama kodunu kontrol ediniz' }] }, 'a well-formed wrong code keeps its answer')
  // Five tries burn a code: the nine malformed ones above must not have counted.
  t.same((await post(app, URL, { phoneNumber, code: lastCode(app, phoneNumber) })).body, { status: 200, message: 'Telefon numaranız doğrulandı.' }, 'the right code still verifies')
})

function lastCode(app: App, phone: string): string {
  return /(\d{4})/.exec(app.smsOutbox!.list(phone)[0]?.text ?? '')![1]!
}

// 'Sizi Arayalım' on a real gateway, PostgreSQL and Redis (issue 17, spec §3, §5.7, §7, §8,
// decision 037): the call types with and without the bearer, every message of the call form, the
// captcha for an anonymous request, the limits per phone and per address, a double submit storing
// one request, the IP from the connection and the signed-in customer's own details.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import { Browser, createCustomer, randomPhone } from '../support/auth-client.js'
import type { App } from '../../app.js'

const ENV = { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true' }
const SENT = { status: 200, message: 'Formunuz başarıyla gönderildi.' }

async function vehicleIds(app: App, n = 4): Promise<number[]> {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM vehicles ORDER BY id LIMIT ${n}`)
  return rows.map((r) => r.id)
}

const form = (vehiclelId: number, extra: Record<string, unknown> = {}) => ({
  ip: '9.9.9.9', vehiclelId, callTypeId: 1, name: 'Ayşe', surname: 'Yılmaz', gsmNo: randomPhone(), email: 'ayse@example.com',
  kvkkConfirm: true, kvkkPermission: true, etkCall: false, etkMail: false, etkSMS: false, ...extra,
})

const inform = (b: Browser, body: unknown) => b.request('POST', '/api/vehicle/inform-customer', { json: body })
const rowsOf = async (app: App, phone: string) =>
  (await app.db.query('SELECT * FROM call_requests WHERE phone = $1 ORDER BY id', [phone])).rows

async function contractIds(app: App, type: number): Promise<number[]> {
  const { rows } = await app.db.query<{ id: number }>('SELECT id FROM contracts WHERE contract_type_id = $1 ORDER BY id', [type])
  return rows.map((r) => r.id)
}

t.test('call types: the list sorted by id, with or without a valid bearer; a bad bearer is 401; another table is 400', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const b = new Browser(app)
  const url = '/api/informCustomer/get-call-types'
  const plain = await b.request('POST', url, { json: { tableName: 'InformCustomerCallType' } })
  t.equal(plain.status, 200)
  t.equal(plain.body.statusCode, 200)
  t.ok(plain.body.result.length >= 1)
  t.same(plain.body.result.map((r: any) => r.id), [...plain.body.result.map((r: any) => r.id)].sort((x: number, y: number) => x - y), 'sorted by id')
  t.match(plain.body.result[0], { id: Number, value: String })

  const customer = await createCustomer(app)
  await b.signIn({ phoneNumber: customer.phone, password: customer.password, isCaptcha: 'true', token: '' })
  const token = (await b.session()).body.user.accessToken as string
  const withBearer = await new Browser(app).request('POST', url, { json: { tableName: 'InformCustomerCallType' }, headers: { authorization: `Bearer ${token}` } })
  t.equal(withBearer.status, 200, 'the session access token is accepted')
  t.same(withBearer.body, plain.body, 'the same list')

  for (const bad of [`Bearer ${token.slice(0, -2)}xx`, 'Bearer', 'Basic abc', `Bearer ${'a'.repeat(150)}`]) {
    const res = await new Browser(app).request('POST', url, { json: { tableName: 'InformCustomerCallType' }, headers: { authorization: bad } })
    t.equal(res.status, 401, `${bad.slice(0, 12)}… → 401`)
    t.same(res.body, { statusCode: 401, message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.' })
  }
  await b.signOut()
  const revoked = await new Browser(app).request('POST', url, { json: { tableName: 'InformCustomerCallType' }, headers: { authorization: `Bearer ${token}` } })
  t.equal(revoked.status, 401, 'the token of an ended session is refused')

  const other = await b.request('POST', url, { json: { tableName: 'CustomerFormSubjectType' } })
  t.equal(other.status, 400)
  t.match(other.body.errors, [{ field: 'tableName' }])
})

t.test('every message of the call form (spec §5.7); nothing stored', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const b = new Browser(app)
  const empty = await inform(b, {})
  t.equal(empty.status, 400)
  t.same(Object.fromEntries(empty.body.errors.map((e: any) => [e.field, e.message])), {
    name: 'Lütfen değer giriniz',
    surname: 'Lütfen değer giriniz',
    email: 'Lütfen email giriniz',
    gsmNo: 'Lütfen telefon numarası giriniz',
    callTypeId: 'Lütfen talep konusu seçiniz',
    vehiclelId: 'Araç bulunamadı.',
    kvkkConfirm: 'Lütfen Aydınlatma Metni’ni okuduğunuzu onaylayınız.',
  })
  t.equal(empty.body.message, 'Devam etmek için hatalı alanları düzeltiniz.')
  const [v] = await vehicleIds(app)
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ email: 'ayse@' }, 'email', 'Mail adresiniz uygun değil'],
    [{ name: 'Ayşe!' }, 'name', 'Özel karakter girilmemelidir'],
    [{ surname: 'Yıl<maz>' }, 'surname', 'Özel karakter girilmemelidir'],
    [{ gsmNo: '555123' }, 'gsmNo', 'Geçersiz telefon numarası'],
    [{ callTypeId: 999 }, 'callTypeId', 'Lütfen talep konusu seçiniz'],
    [{ vehiclelId: 2_000_000_000 }, 'vehiclelId', 'Araç bulunamadı.'],
    [{ kvkkConfirm: false }, 'kvkkConfirm', 'Lütfen Aydınlatma Metni’ni okuduğunuzu onaylayınız.'],
  ]
  for (const [change, field, message] of cases) {
    const res = await inform(b, form(v!, { ...change, captchaToken: 'x' }))
    t.equal(res.status, 400, `${field} → 400`)
    t.same(res.body.errors, [{ field, message }], `${field}: '${message}'`)
  }
  const control = await inform(b, form(v!, { name: 'Ay\u0000şe' }))
  t.equal(control.status, 400, 'a control character is refused by the schema')
  const { rows } = await app.db.query("SELECT count(*)::int AS n FROM call_requests WHERE source = 'vehicle'")
  t.equal(rows[0].n, 0)
})

t.test('anonymous: the captcha is required; stored with the vehicle, the consent, the channels and the connection IP', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const [v, w] = await vehicleIds(app)
  const b = new Browser(app, '10.20.30.40')
  const body = form(v!, { customerContactId: 12345 })
  const none = await inform(b, body)
  t.equal(none.status, 400)
  t.same(none.body.errors, [{ field: 'captchaToken', message: 'Lütfen güvenlik doğrulamasını tamamlayın.' }])
  const forged = await inform(b, { ...body, captchaToken: 'bm90IGEgdG9rZW4=' })
  t.equal(forged.status, 400, 'a forged token is refused')
  t.same(await rowsOf(app, body.gsmNo), [], 'nothing stored without a passed captcha')

  const res = await inform(b, { ...body, captchaToken: await solveCaptcha(app) })
  t.equal(res.status, 200)
  t.same(res.body, SENT)
  const [row] = await rowsOf(app, body.gsmNo)
  t.match(row, {
    source: 'vehicle', status: 'new', vehicle_id: v, customer_id: null, call_type_id: 1, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com',
    kvkk_confirm: true, kvkk_permission: true, etk_call: false, etk_mail: false, etk_sms: false, channel: 'Web', ip_address: '10.20.30.40',
  })
  t.equal(row.ip_address, '10.20.30.40', "the connection's IP, not the body's 9.9.9.9")
  t.same(row.contract_ids, await contractIds(app, 111), 'the information text only: no ETK channel was ticked')
  t.ok(row.call_type_name.length > 0, 'the call type name is stored from the list')

  const etk = form(w!, { etkCall: true, etkSMS: 'true', kvkkPermission: false })
  t.same((await inform(b, { ...etk, captchaToken: await solveCaptcha(app) })).body, SENT)
  const [withEtk] = await rowsOf(app, etk.gsmNo)
  t.match(withEtk, { etk_call: true, etk_mail: false, etk_sms: true, kvkk_permission: false })
  t.same(withEtk.contract_ids, [...await contractIds(app, 111), ...await contractIds(app, 112)].sort((x, y) => x - y), 'and the promotion text with a channel')
})

t.test('a double submit stores one request (concurrent, also with the same captcha token)', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const [v] = await vehicleIds(app)
  const b = new Browser(app)
  const body = { ...form(v!), captchaToken: await solveCaptcha(app) }
  const both = await Promise.all([inform(b, body), inform(b, body)])
  t.same(both.map((r) => r.body), [SENT, SENT], 'both answer success')
  t.equal((await rowsOf(app, body.gsmNo)).length, 1, 'one request stored')
  const later = await inform(b, { ...body, captchaToken: await solveCaptcha(app) })
  t.same(later.body, SENT, 'sent again the same day: success')
  t.equal((await rowsOf(app, body.gsmNo)).length, 1, 'still one')
})

t.test('limits: 3 requests a day per phone, 10 per address', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const vehicles = await vehicleIds(app, 4)
  const b = new Browser(app)
  const phone = randomPhone()
  for (const v of vehicles.slice(0, 3)) t.same((await inform(b, { ...form(v, { gsmNo: phone }), captchaToken: await solveCaptcha(app) })).body, SENT)
  const fourth = await inform(b, { ...form(vehicles[3]!, { gsmNo: phone }), captchaToken: await solveCaptcha(app) })
  t.equal(fourth.status, 429)
  t.same(fourth.body, { statusCode: 429, message: 'Bu telefon numarasıyla bugün çok fazla arama talebi gönderildi. Lütfen yarın tekrar deneyiniz.' })
  t.equal((await rowsOf(app, phone)).length, 3)

  const fromOneAddress = new Browser(app, '10.99.0.1')
  for (let i = 0; i < 10; i++) {
    const res = await inform(fromOneAddress, { ...form(vehicles[0]!), captchaToken: await solveCaptcha(app) })
    t.equal(res.status, 200, `request ${i + 1} from one address`)
  }
  const eleventh = await inform(fromOneAddress, { ...form(vehicles[0]!), captchaToken: await solveCaptcha(app) })
  t.equal(eleventh.status, 429)
  t.equal(eleventh.body.message, 'Çok fazla arama talebi gönderildi. Lütfen daha sonra tekrar deneyiniz.')
  const another = await inform(new Browser(app, '10.99.0.2'), { ...form(vehicles[0]!), captchaToken: await solveCaptcha(app) })
  t.equal(another.status, 200, 'another address is not affected')
})

t.test('signed in: no captcha, the person is the session customer whatever the body says', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const [v] = await vehicleIds(app)
  const customer = await createCustomer(app)
  const b = new Browser(app)
  await b.signIn({ phoneNumber: customer.phone, password: customer.password, isCaptcha: 'true', token: '' })
  const res = await inform(b, form(v!, { name: 'Başka', surname: 'Biri', gsmNo: randomPhone(), email: 'baska@example.com', customerContactId: 1 }))
  t.same(res.body, SENT)
  const [row] = await rowsOf(app, customer.phone)
  t.match(row, { customer_id: String(customer.id), name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phone: customer.phone })
  const bare = await inform(b, { vehiclelId: v, callTypeId: 2, kvkkConfirm: true })
  t.same(bare.body, SENT, 'the locked fields may be left out')
})

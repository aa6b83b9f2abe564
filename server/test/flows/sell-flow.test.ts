// The sell wizard's steps 1–9 over HTTP, as a browser drives them (design §8, issue 13): options
// from the real catalog, the flow cookie, reading never changes state, deep links land on the
// furthest reachable step, bad input answers 400 on the field and loses nothing, a stale submit
// gets 409 and the current step, and two gateway instances serve one flow.
import t, { type Test } from 'tap'
import { Redis } from 'ioredis'
import type { LightMyRequestResponse } from 'fastify'
import type { StepState } from '../../schemas/flow.js'
import type { Screen } from '../../schemas/screen.js'
import { RESUMED, STALE } from '../../services/flows/flow-service.js'
import { LISTING_NOT_FOUND } from '../../services/sell/trade-in.js'
import { buildTestApp, testConfig } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import { CONDITION_MSG } from '../../services/sell/condition-step.js'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']
interface Answer { statusCode: number; message?: string; result: { screen: Screen; state: StepState }; errors?: Array<{ field: string; message: string }> }

const CAR_STEPS = ['yil-sec', 'marka-sec', 'model-sec', 'govde-sec', 'jenerasyon-sec', 'yakit-sec', 'vites-sec', 'model-uzantisi-sec', 'donanim-sec']

class Visitor {
  cookie: string | undefined
  constructor(private app: App) {}
  use(app: App) {
    this.app = app
    return this
  }
  private keep(res: LightMyRequestResponse) {
    const set = res.cookies.find((c) => c.name === 'sell_flow')
    if (set) this.cookie = set.value
    return res
  }
  private headers() {
    return this.cookie ? { cookie: `sell_flow=${this.cookie}` } : {}
  }
  async read(path: string) {
    return this.keep(await this.app.inject({ url: `/api/flows/sell/step?path=${encodeURIComponent(path)}`, headers: this.headers() }))
  }
  async submit(path: string, revision: number, values: Record<string, unknown>) {
    return this.keep(await this.app.inject({ method: 'POST', url: '/api/flows/sell/step', headers: this.headers(), payload: { path, revision, values } }))
  }
  async back(path: string, revision: number, step: string | 0) {
    return this.keep(await this.app.inject({ method: 'POST', url: '/api/flows/sell/back', headers: this.headers(), payload: { path, revision, step } }))
  }
  async start(family: string, vehicleId?: number) {
    return this.keep(await this.app.inject({ method: 'POST', url: '/api/flows/sell/start', headers: this.headers(), payload: { family, ...(vehicleId ? { vehicleId } : {}) } }))
  }
}

const body = (res: LightMyRequestResponse) => res.json() as Answer
const stateOf = (res: LightMyRequestResponse) => body(res).result.state

/** Answers each step with its first option until `until` (a step id) shows; the last answer. */
async function walk(t: Test, v: Visitor, from: LightMyRequestResponse, until: string): Promise<LightMyRequestResponse> {
  let res = from
  for (let i = 0; i < 12 && stateOf(res).step !== until; i++) {
    const s = stateOf(res)
    t.ok(s.options && s.options.items.length > 0, `${s.step}: options come with the step`)
    res = await v.submit(s.path, s.revision, { [s.options!.field]: s.options!.items[0]!.value })
    t.equal(res.statusCode, 200, `${s.step}: answered`)
  }
  t.equal(stateOf(res).step, until)
  return res
}

t.test('a new visitor: step 1 with the years, nothing stored, deep links land on step 1', async (t) => {
  const { app } = await buildTestApp(t)
  const v = new Visitor(app)
  const first = await v.read('/teklif-al/yil-sec')
  t.equal(first.statusCode, 200)
  t.equal(first.headers['cache-control'], 'no-store')
  t.notOk(first.headers['set-cookie'], 'reading creates no flow')
  const { screen, state } = body(first).result
  t.equal(screen.id, 'sell-year')
  t.equal(screen.title, 'Aracınızın model yılı nedir?')
  t.equal(state.path, '/teklif-al/yil-sec')
  t.same(state.progress.step, 1)
  t.equal(state.progress.total, 13)
  t.same(state.progress.phases.map((p) => [p.label, p.status]), [['Araç', 'current'], ['Durum', 'todo'], ['Teklif', 'todo'], ['Randevu', 'todo']])
  const years = state.options!.items.map((o) => Number(o.value))
  t.ok(years.length > 10, `${years.length} model years`)
  t.same(years, [...years].sort((a, b) => b - a), 'newest first')
  t.notOk(state.back, 'no way back from step 1')

  const deep = await v.read('/teklif-al/donanim-sec')
  t.equal(stateOf(deep).path, '/teklif-al/yil-sec', 'a deep link on a fresh browser answers the furthest reachable step')
  t.equal(stateOf(deep).notice, RESUMED)
  const landing = await v.read('/form/teklif-al/yil-sec')
  t.equal(stateOf(landing).step, 'yil-sec', 'the landing shows step 1')
  t.equal((await v.read('/teklif-al/boyle-adim-yok')).statusCode, 404)
  t.equal((await v.read('/yeni-araba-ekle/on-degerlendirme')).statusCode, 404, 'yeni-araba-ekle shows only steps 1–9')
})

t.test('steps 1–9: the cookie, the summary, single-option steps picked and skipped, Back over them', async (t) => {
  const { app, config } = await buildTestApp(t)
  const v = new Visitor(app)
  const start = await v.read('/teklif-al/yil-sec')
  const year = stateOf(start).options!.items[0]!
  const second = await v.submit('/teklif-al/yil-sec', 0, { year: year.value })
  t.equal(second.statusCode, 200)
  const cookie = second.cookies.find((c) => c.name === 'sell_flow')
  t.ok(cookie, 'the first submit sets the flow cookie')
  t.match(cookie, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: config.flowTtlS })
  t.match(cookie!.value, /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/, 'a random id with its signature')
  t.equal(stateOf(second).step, 'marka-sec')
  t.same(stateOf(second).summary, [{ step: 'yil-sec', label: 'Model yılı', value: year.label, path: '/teklif-al/yil-sec' }])

  const last = await walk(t, v, second, 'km-tramer-bilgisi')
  const s = stateOf(last)
  t.equal(s.progress.step, 10)
  t.same(s.progress.phases.map((p) => p.status), ['done', 'current', 'todo', 'todo'])
  t.same(s.summary.map((i) => i.step), CAR_STEPS, 'every car step in the summary, skipped ones too')
  const redis = new Redis(config.redisUrl)
  t.teardown(() => redis.quit())
  const keys = await redis.keys(`${config.redisKeyPrefix}flow:sell:*`)
  t.equal(keys.length, 1, 'one flow in the state Redis')
  const ttl = await redis.ttl(keys[0]!)
  t.ok(ttl > config.flowTtlS - 60 && ttl <= config.flowTtlS, `sliding TTL (${ttl} s)`)

  // Refresh: the same step with the same answers.
  const again = await v.read(s.path)
  t.same(stateOf(again), s, 'a refresh shows the same step and state')
  // Browser Back to an earlier step shows it with its answer, and changes nothing.
  const earlier = await v.read('/teklif-al/marka-sec')
  t.equal(stateOf(earlier).step, 'marka-sec')
  t.ok(stateOf(earlier).values.brand, 'the brand chosen before is shown')
  t.equal(stateOf(await v.read(s.path)).revision, s.revision, 'reading never changes state')

  // The wizard's Back from a step goes to the last step answered by the visitor, never to a skipped one.
  const autoSteps = s.summary.filter((item) => item.auto).map((item) => item.step)
  t.ok(autoSteps.length > 0, `single-option steps were picked and skipped (${autoSteps.join(', ')})`)
  t.ok(s.back, 'a way back')
  t.notOk(autoSteps.includes(s.back!.step), `Back goes to ${s.back!.step}, not to a skipped step`)
  t.equal(s.back!.step, s.summary.filter((item) => !item.auto).at(-1)!.step, 'the last step the visitor answered')
})

t.test('bad input answers 400 on the field with the step message and loses nothing', async (t) => {
  const { app } = await buildTestApp(t)
  const v = new Visitor(app)
  const first = await v.read('/teklif-al/yil-sec')
  const years = stateOf(first).options!.items
  const newest = years[0]!.value
  const r1 = await v.submit('/teklif-al/yil-sec', 0, { year: newest })
  const brandStep = stateOf(r1)
  t.equal(brandStep.step, 'marka-sec')
  const sold = new Set(brandStep.options!.items.map((o) => o.value))
  // A brand the catalog has in some year but not in this one.
  const oldest = years.at(-1)!.value
  const fresh = new Visitor(app)
  const o1 = await fresh.submit('/teklif-al/yil-sec', 0, { year: oldest })
  const foreign = stateOf(o1).options!.items.map((o) => o.value).find((b) => !sold.has(b)) ?? 'tesla-olmayan-marka'
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a brand not sold in the chosen year', { brand: foreign }, 'brand', 'Lütfen marka seçin.'],
    ['no brand', {}, 'brand', 'Lütfen marka seçin.'],
    ['an empty brand', { brand: '' }, 'brand', 'Lütfen marka seçin.'],
    ['a control character', { brand: 'bmw\u0000' }, 'brand', ''],
    ['a lone surrogate', { brand: 'b\ud800' }, 'brand', ''],
  ]
  for (const [label, values, field, message] of cases) {
    const res = await v.submit('/teklif-al/marka-sec', brandStep.revision, values)
    t.equal(res.statusCode, 400, `${label}: 400`)
    const errors = (res.json() as Answer).errors ?? []
    t.ok(errors.some((e) => e.field === field || e.field === `values.${field}` || e.field.endsWith(field)), `${label}: on the ${field} field`)
    if (message) t.equal(errors[0]?.message, message, `${label}: '${message}'`)
  }
  const wrongType = await v.submit('/teklif-al/marka-sec', brandStep.revision, { brand: { x: 1 } })
  t.equal(wrongType.statusCode, 400, 'a value of the wrong type: 400')
  const badYear = await v.submit('/teklif-al/yil-sec', brandStep.revision, { year: '1899' })
  t.equal(badYear.statusCode, 400, 'a year outside the catalog: 400')
  t.equal(body(badYear).errors?.[0]?.message, 'Lütfen model yılını seçin.')
  const after = stateOf(await v.read('/teklif-al/marka-sec'))
  t.equal(after.revision, brandStep.revision, 'nothing was stored')
  t.same(after.summary, brandStep.summary)
  const badPath = await v.submit('/teklif-al/../admin', 0, {})
  t.equal(badPath.statusCode, 400, 'a path that is not a step path: 400')
})

t.test('a stale submit from another tab gets 409 and the current step', async (t) => {
  const { app } = await buildTestApp(t)
  const tab1 = new Visitor(app)
  const first = await tab1.read('/teklif-al/yil-sec')
  const [a, b] = stateOf(first).options!.items
  const r1 = await tab1.submit('/teklif-al/yil-sec', 0, { year: a!.value })
  const tab2 = new Visitor(app)
  tab2.cookie = tab1.cookie
  // Tab 2 still shows step 1 at revision 0 and picks another year.
  const stale = await tab2.submit('/teklif-al/yil-sec', 0, { year: b!.value })
  t.equal(stale.statusCode, 409)
  t.equal(body(stale).message, STALE)
  t.same(body(stale).result.state, stateOf(r1), 'with the current step')
  // An unreachable step's submit is answered the same way.
  const ahead = await tab2.submit('/teklif-al/donanim-sec', stateOf(r1).revision, { trim: '1' })
  t.equal(ahead.statusCode, 409)
  t.equal(body(ahead).result.state.step, stateOf(r1).step)
})

t.test('two gateway instances serve one flow; racing submits: one wins, one gets 409', async (t) => {
  const config = testConfig()
  const { app: a } = await buildTestApp(t, { config })
  const { app: b } = await buildTestApp(t, { config })
  const v = new Visitor(a)
  const first = await v.read('/takas/yil-sec')
  const r1 = await v.submit('/takas/yil-sec', 0, { year: stateOf(first).options!.items[0]!.value })
  const onB = await new Visitor(b).use(b).read('/takas/marka-sec')
  t.equal(stateOf(onB).step, 'yil-sec', 'without the cookie, instance B knows nothing')
  const w = new Visitor(b)
  w.cookie = v.cookie
  const seen = await w.read('/takas/marka-sec')
  t.same(stateOf(seen), stateOf(r1), 'with it, instance B shows the same step and state')
  const s = stateOf(seen)
  const [x, y] = s.options!.items
  const [ra, rb] = await Promise.all([v.submit(s.path, s.revision, { brand: x!.value }), w.submit(s.path, s.revision, { brand: (y ?? x)!.value })])
  t.same([ra.statusCode, rb.statusCode].sort(), [200, 409], 'compare-and-set: exactly one of two racing submits is stored')
})

t.test('back through the summary: another model drops later answers but keeps the plate and the listing', async (t) => {
  const { app } = await buildTestApp(t)
  const v = new Visitor(app)
  const listing = await app.db.query<{ id: number }>('SELECT id FROM vehicles WHERE vehicle_type_id = 14870 AND NOT is_sold ORDER BY id LIMIT 1')
  const started = await v.start('takas', listing.rows[0]!.id)
  t.equal(started.statusCode, 200)
  t.equal(stateOf(started).path, '/takas/yil-sec')
  t.equal(stateOf(started).family, 'takas')
  const atTen = await walk(t, v, started, 'km-tramer-bilgisi')
  // Choose a model that has more than one sibling so there is another one to pick.
  const s = stateOf(atTen)
  const back = await v.back(s.path, s.revision, 'model-sec')
  t.equal(back.statusCode, 200)
  const m = stateOf(back)
  t.equal(m.step, 'model-sec')
  t.ok(m.values.model, 'the model chosen before is shown')
  t.equal(m.summary.length, 2, 'the summary ends before the step')
  const other = m.options!.items.find((o) => o.value !== m.values.model)
  if (!other) return t.pass('this brand has one model in that year')
  const next = await v.submit(m.path, m.revision, { model: other.value })
  t.equal(next.statusCode, 200)
  t.ok(stateOf(next).progress.step <= 9, 'later car answers are asked again')
  t.notOk(stateOf(next).summary.some((i) => i.step === 'donanim-sec'), 'the old trim is gone')
  const noListing = await v.start('takas', 2_000_000_000)
  t.equal(noListing.statusCode, 400)
  t.equal(body(noListing).message, LISTING_NOT_FOUND)
})

t.test('yeni-araba-ekle hands over to /araba-sat/km-tramer-bilgisi in the paid-traffic frame', async (t) => {
  const { app } = await buildTestApp(t)
  const v = new Visitor(app)
  const first = await v.read('/yeni-araba-ekle/yil-sec')
  t.equal(stateOf(first).frame, 'default')
  const last = await walk(t, v, first, 'km-tramer-bilgisi')
  t.equal(stateOf(last).path, '/araba-sat/km-tramer-bilgisi')
  t.equal(stateOf(last).family, 'yeni-araba-ekle', 'still the yeni-araba-ekle flow')
  t.equal(stateOf(last).frame, 'paid')
  t.equal(stateOf(await v.read('/araba-sat/model-sec')).path, '/araba-sat/model-sec', 'the paid family shows any step')
})

t.test('a client address starts a bounded number of flows an hour', async (t) => {
  const { app } = await buildTestApp(t, { env: { FLOW_NEW_PER_HOUR: '2' } })
  const year = stateOf(await new Visitor(app).read('/teklif-al/yil-sec')).options!.items[0]!.value
  const codes = []
  for (let i = 0; i < 3; i++) codes.push((await new Visitor(app).submit('/teklif-al/yil-sec', 0, { year })).statusCode)
  t.same(codes, [200, 200, 429], 'the third new flow within the hour is refused')
  const forged = new Visitor(app)
  forged.cookie = `${'A'.repeat(22)}.${'B'.repeat(22)}`
  const refused = await forged.submit('/teklif-al/yil-sec', 0, { year })
  t.equal(refused.statusCode, 429, 'a made-up flow id is a new flow: it does not get past the limit')
  t.equal(await app.redis.exists(`${app.config.redisKeyPrefix}flow:sell:${forged.cookie}`), 0, 'and nothing is stored under it')
})

t.test('a visitor with an issued flow cookie is not a new flow', async (t) => {
  const { app } = await buildTestApp(t, { env: { FLOW_NEW_PER_HOUR: '1' } })
  const year = stateOf(await new Visitor(app).read('/teklif-al/yil-sec')).options!.items[0]!.value
  const known = new Visitor(app)
  t.equal((await known.submit('/teklif-al/yil-sec', 0, { year })).statusCode, 200, 'the first flow of the address')
  t.equal((await new Visitor(app).submit('/teklif-al/yil-sec', 0, { year })).statusCode, 429, 'a second new flow is refused')
  const again = await known.submit('/teklif-al/yil-sec', 1, { year })
  t.equal(again.statusCode, 200, 'the visitor with its cookie goes on')
})

t.test('submits are counted per flow, not per address (visitors behind one carrier NAT)', async (t) => {
  const { app } = await buildTestApp(t, { env: { FLOW_SUBMITS_PER_MINUTE: '3' } })
  const year = stateOf(await new Visitor(app).read('/teklif-al/yil-sec')).options!.items[0]!.value
  const a = new Visitor(app)
  const b = new Visitor(app)
  const codesA = []
  // The first submit has no cookie yet: it counts against the address; the next ones against the flow.
  let refused
  for (let i = 0; i < 5; i++) {
    const res = await a.submit('/teklif-al/yil-sec', i === 0 ? 0 : 1, { year })
    codesA.push(res.statusCode)
    refused = res
  }
  t.same(codesA, [200, 200, 200, 200, 429], 'one flow gets its submits a minute, then 429')
  t.same(refused!.json(), { statusCode: 429, message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyiniz.' }, 'the refusal says so in Turkish')
  t.equal(refused!.headers['retry-after'], '60', 'and when to try again')
  t.equal((await a.back('/teklif-al/marka-sec', 1, 'yil-sec')).statusCode, 429, 'Back counts against the same budget')
  t.equal((await b.submit('/teklif-al/yil-sec', 0, { year })).statusCode, 200, 'another visitor from the same address is not affected')
})

t.test('a change that cannot be counted is not made: the state Redis down answers 503, never 500', async (t) => {
  const { app } = await buildTestApp(t)
  const v = new Visitor(app)
  const year = stateOf(await v.read('/teklif-al/yil-sec')).options!.items[0]!.value
  t.equal((await v.submit('/teklif-al/yil-sec', 0, { year })).statusCode, 200)
  app.redis.disconnect()
  const res = await v.submit('/teklif-al/marka-sec', 1, { brand: 'fiat' })
  t.equal(res.statusCode, 503)
  t.equal(res.json().message, 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyiniz.')
})

const PANELS = 'on-tampon=boyali;motor-kaputu=orijinal;tavan=orijinal;bagaj-kapagi=orijinal;arka-tampon=orijinal;sol-on-camurluk=orijinal;sag-on-camurluk=orijinal;sol-on-kapi=lokal-boyali;sag-on-kapi=orijinal;sol-arka-kapi=orijinal;sag-arka-kapi=orijinal;sol-arka-camurluk=orijinal;sag-arka-camurluk=orijinal'
const CONDITION = { km: '85.000', numberPlate: '34 ABC 123', tramer: 'yok', panels: PANELS, heavyDamage: 'hayir', phone: '0 (532) 765 43 21' }

t.test('step 10: the condition, then the captcha and the SMS code (purpose sell) before the step completes', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '100' } })
  const v = new Visitor(app)
  const atTen = stateOf(await walk(t, v, await v.read('/teklif-al/yil-sec'), 'km-tramer-bilgisi'))
  const submitTen = (values: Record<string, unknown>) => v.submit(atTen.path, atTen.revision, values)

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no km', { ...CONDITION, km: '' }, 'km', 'Lütfen kilometre bilgisini giriniz.'],
    ['km 0', { ...CONDITION, km: '0' }, 'km', 'Geçerli bir kilometre giriniz.'],
    ['km 10.000.000', { ...CONDITION, km: '10.000.000' }, 'km', 'Geçerli bir kilometre giriniz.'],
    ['letters in km', { ...CONDITION, km: '85a000' }, 'km', 'Geçerli bir kilometre giriniz.'],
    ['a plate of province 82', { ...CONDITION, numberPlate: '82 ABC 123' }, 'numberPlate', ''],
    ['a tramer answer that does not exist', { ...CONDITION, tramer: 'belki' }, 'tramer', ''],
    ['a record without its amount', { ...CONDITION, tramer: 'var' }, 'tramerAmount', CONDITION_MSG.tramerAmountRequired],
    ['no panel answer', { ...CONDITION, panels: '' }, 'panels', CONDITION_MSG.panelsRequired],
    ['a panel state that does not exist', { ...CONDITION, panels: PANELS.replace('on-tampon=boyali', 'on-tampon=kirik') }, 'panels', CONDITION_MSG.panelsRequired],
    ['a panel twice', { ...CONDITION, panels: PANELS.replace('motor-kaputu=orijinal', 'on-tampon=orijinal') }, 'panels', CONDITION_MSG.panelsRequired],
    ['a phone that gets no SMS', { ...CONDITION, phone: '0 (212) 555 00 00' }, 'phone', ''],
  ]
  for (const [label, values, field, message] of cases) {
    const res = await submitTen(values)
    t.equal(res.statusCode, 400, `${label}: 400`)
    const error = body(res).errors?.find((e) => e.field === field)
    t.ok(error, `${label}: on ${field}`)
    if (message) t.equal(error?.message, message, `${label}: '${message}'`)
  }

  const first = await submitTen(CONDITION)
  t.equal(first.statusCode, 200)
  t.equal(stateOf(first).step, 'km-tramer-bilgisi', 'without a code the step stays open')
  t.same(stateOf(first).actions, [{ type: 'openDialog', screen: 'sell-captcha' }], '… and asks for the captcha first')
  t.equal(stateOf(first).revision, atTen.revision, 'nothing was stored')

  const phone = '5327654321'
  const outbox = async () => ((await app.inject({ url: `/api/dev/sms-outbox?phone=${phone}` })).json() as { result: { messages: Array<{ text: string; purpose: string }> } }).result.messages
  const noToken = await app.inject({ method: 'POST', url: '/api/screens/sell-captcha/submit', payload: { values: { captchaToken: 'bm9wZQ==' }, context: CONDITION } })
  t.equal(noToken.statusCode, 400, 'a bad captcha sends no code')
  t.same(await outbox(), [])
  const captcha = await app.inject({ method: 'POST', url: '/api/screens/sell-captcha/submit', payload: { values: { captchaToken: await solveCaptcha(app) }, context: { ...CONDITION, phone: '5327654321', numberPlate: '34ABC123' } } })
  t.equal(captcha.statusCode, 200, 'a solved captcha sends the code')
  t.same(captcha.json().result.next, [{ type: 'openDialog', screen: 'sell-sms-verification', replace: 'top' }])
  const [sms] = await outbox()
  t.equal(sms?.purpose, 'sell', 'one SMS went to the phone, for the sell purpose')
  const code = /\b(\d{4})\b/.exec(sms!.text)![1]!

  const wrong = await submitTen({ ...CONDITION, verificationCode: code === '0000' ? '1111' : '0000' })
  t.equal(wrong.statusCode, 400)
  t.same(body(wrong).errors, [{ field: 'verificationCode', message: 'Doğrulama kodunu kontrol ediniz' }], 'a wrong code is said on the code field')
  const right = await submitTen({ ...CONDITION, verificationCode: code })
  t.equal(right.statusCode, 200)
  t.equal(stateOf(right).step, 'on-degerlendirme', 'the right code completes the condition step')
  t.equal(stateOf(right).event?.km, 85000, 'the event carries km as an integer')
  t.equal(stateOf(right).event?.damage_amount, 0)
  t.equal(stateOf(right).event?.plate, '34ABC123')

  // Step 11: the stored pre-offer as a card; taking it opens the booking step.
  const card = stateOf(right).offer as { status: string; rangeText?: string; subtitle: string; lines: unknown[]; validUntil: string; id: string } | undefined
  t.ok(card, 'step 11 carries the offer card')
  t.ok(card!.lines.length >= 3, 'with the lines that explain it')
  const stored = await app.db.query<{ flow_id: string; phone: string; km: number }>('SELECT flow_id, phone, km FROM sell_offers WHERE id = $1', [card!.id])
  t.same(stored.rows[0], { flow_id: v.cookie, phone: '5327654321', km: 85000 }, 'the offer is stored with the flow, the phone and the km')
  if (card!.status === 'offer') {
    t.match(card!.rangeText, /^\d{1,3}(\.\d{3})* – \d{1,3}(\.\d{3})* TL$/, `a range in TL (${card!.rangeText})`)
    t.match(card!.subtitle, /^Ön teklif · \d{2}\.\d{2}\.\d{4} tarihine kadar geçerli · Güven: (Yüksek|Orta|Düşük)$/)
    const took = await v.submit(stateOf(right).path, stateOf(right).revision, {})
    t.equal(took.statusCode, 200)
    t.equal(stateOf(took).step, 'randevu-bilgileri', '"Ekspertiz randevusu al" opens the booking step')
  } else {
    t.equal(card!.status, 'expert', 'or the expert-review path')
  }
})

t.test('a car too new for an offer is told so before any SMS is spent', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true' } })
  const v = new Visitor(app)
  const atTen = stateOf(await walk(t, v, await v.read('/teklif-al/yil-sec'), 'km-tramer-bilgisi'))
  const res = await v.submit(atTen.path, atTen.revision, { ...CONDITION, km: '900' })
  t.equal(res.statusCode, 400)
  t.same(body(res).errors, [{ field: 'km', message: "Aracınız ilk tescilden itibaren 6 ay ve 6.000 km'yi doldurmadığı için şu an teklif veremiyoruz." }])
})

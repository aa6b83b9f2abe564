// Step 11's actions (decision 028) over HTTP with the real catalog, pricing, PostgreSQL and Redis:
// the offer sent by SMS to the verified phone with a signed link (limits, cap, Turkish messages),
// the link restoring the flow at step 11 on a fresh cookie jar (and every broken link answering
// the same), the call request once per expert-review offer, and bad input on every new route.
import t from 'tap'
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA } from '../support/captcha.js'
import { OfferLinks } from '../../services/sell/offer-link.js'
import { OFFER_MSG } from '../../services/sell/sell-offer.js'
import type { OfferCard } from '../../services/sell/offer-card.js'
import { PHONE, SMS_ENV, SellVisitor, completeCondition, popularCar, stateOf, walkToCondition } from '../support/sell-visitor.js'

const ENV = { ...TINY_CAPTCHA, ...SMS_ENV }
const SMS_URL = '/api/flows/sell/offer/sms'
const CALL_URL = '/api/flows/sell/offer/call-request'
const RESUME_URL = '/api/flows/sell/offer/resume'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']
const outbox = async (app: App, phone: string) =>
  ((await app.inject({ url: `/api/dev/sms-outbox?phone=${phone}` })).json() as { result: { messages: Array<{ text: string; purpose: string }> } }).result.messages

/** Lets the next offer SMS go out now: the 60 s between sends is the limits' business, tested once. */
async function clearOfferCooldown(app: App, prefix: string) {
  const redis = new Redis(app.config.redisUrl)
  try {
    const keys = await redis.keys(`${prefix}sms:cd:sell-offer:*`)
    if (keys.length) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}

t.test('the signed link: valid, expired, tampered, another offer', async (t) => {
  const links = new OfferLinks('k'.repeat(64), 'https://www.turuncugaraj.test')
  const id = randomUUID()
  const other = randomUUID()
  const now = new Date('2026-03-12T10:00:00Z')
  const until = new Date('2026-03-19T10:00:00Z')
  const token = links.token(id, until)
  t.match(token, /^[A-Za-z0-9_-]{48}$/, '48 URL-safe characters')
  t.equal(links.url(id, until), `https://www.turuncugaraj.test/teklif/${token}`)
  t.notOk(links.url(id, until).includes(id), 'the offer id is not readable in the address')
  t.same(links.verify(token, now), { offerId: id, expiresAt: until }, 'a valid link names its offer')
  t.equal(links.verify(token, new Date(until.getTime() + 1000)), null, 'expired with the offer')
  const raw = Buffer.from(token, 'base64url')
  const flipped = (i: number) => { const b = Buffer.from(raw); b[i] = b[i]! ^ 1; return b.toString('base64url') }
  for (const i of [0, 15, 17, 19, 20, 35]) t.equal(links.verify(flipped(i), now), null, `a changed byte ${i}: refused`)
  const swapped = Buffer.concat([Buffer.from(other.replace(/-/g, ''), 'hex'), raw.subarray(16)]).toString('base64url')
  t.equal(links.verify(swapped, now), null, "another offer's id under this signature: refused")
  const later = Buffer.from(raw); later.writeUInt32BE(later.readUInt32BE(16) + 86_400, 16)
  t.equal(links.verify(later.toString('base64url'), now), null, 'a later expiry under this signature: refused')
  t.equal(new OfferLinks('j'.repeat(64), 'https://x.test').verify(token, now), null, 'another key: refused')
  for (const bad of ['', 'x', token.slice(1), `${token}A`, token.replace(/.$/, '.'), '💥'.repeat(24)]) t.equal(links.verify(bad, now), null, `malformed ${JSON.stringify(bad.slice(0, 10))}`)
  t.not(links.token(id, until), links.token(other, until), 'each offer its own token')
})

t.test('"Teklifi SMS ile gönder" and the link: sent to the verified phone, resumes at step 11 on a fresh browser', async (t) => {
  const { app, config, logs } = await buildTestApp(t, { env: ENV, captureLogs: true })
  const car = await popularCar(app.db)
  const v = new SellVisitor(app)
  const at11 = stateOf(await completeCondition(v, await walkToCondition(v, 'takas', car), { km: car.km.toLocaleString('tr-TR') }))
  t.equal(at11.step, 'on-degerlendirme')
  const card = at11.offer as OfferCard
  t.equal(card.status, 'offer', `a popular car gets a priced offer (${card.rangeText})`)
  t.same(at11.hidden, ['call-request'], 'a priced card leaves out the call button; the server decides')

  // Bad input first: nothing is sent, nothing changes.
  for (const [label, payload] of [['a body that is not an object', '"x"'], ['an array', '[]'], ['no body', undefined]] as const) {
    const res = await app.inject({ method: 'POST', url: SMS_URL, headers: { ...v.headers(), 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload }) })
    t.equal(res.statusCode, 400, `${label}: 400`)
    t.match(res.json().message, /[çğıöşüÇĞİÖŞÜ]|İstek|Geçersiz/, `${label}: a Turkish message`)
  }
  const stranger = await app.inject({ method: 'POST', url: SMS_URL, payload: { phone: '5051112233' } })
  t.equal(stranger.statusCode, 400, 'no flow cookie: 400')
  t.equal(stranger.json().message, OFFER_MSG.noOffer)
  t.same(await outbox(app, '5051112233'), [], 'a number in the request gets nothing')
  t.same((await outbox(app, PHONE)).filter((m) => m.purpose === 'sell-offer'), [], 'nothing sent yet')

  const sent = await v.post(SMS_URL, { phone: '5051112233' })
  t.equal(sent.statusCode, 200)
  t.same(sent.json(), { statusCode: 200, message: 'Teklifiniz telefonunuza gönderildi.' })
  t.same(await outbox(app, '5051112233'), [], 'the number in the body is ignored')
  const [sms] = (await outbox(app, PHONE)).filter((m) => m.purpose === 'sell-offer')
  t.ok(sms, 'the offer went to the phone verified at step 10')
  const [low, high] = card.rangeText!.replace(' TL', '').split(' – ')
  t.ok(sms!.text.includes(`${low} - ${high} TL`), `with the range (${sms!.text})`)
  t.ok(sms!.text.includes(`${card.validUntil.split('-').reverse().join('.')} tarihine kadar geçerli`), 'and the validity date')
  const link = /(https?:\/\/\S+\/teklif\/([A-Za-z0-9_-]{48}))$/.exec(sms!.text)
  t.ok(link, 'and a signed link at the end')
  t.equal(link![1]!.startsWith(config.publicBaseUrl), true, 'on the public address')
  t.notOk(link![1]!.includes(PHONE) || link![1]!.includes(card.id), 'no phone and no offer id in the address')
  const logText = JSON.stringify(logs)
  t.notOk(logText.includes(link![2]!), 'the token is never logged')
  t.notOk(logText.includes(PHONE), 'nor the full phone')
  t.ok(logs.some((l) => l.event === 'sell_offer_sms' && l.to === '5*******21'), 'ops see the send, the phone masked')

  const again = await v.post(SMS_URL, {})
  t.equal(again.statusCode, 429, 'a second send within the cooldown: 429')
  t.match(again.json().message, /^Teklifi yeniden göndermek için \d+ dakika \d+ saniye beklemelisiniz\.$/)
  const sends = async () => (await app.db.query<{ sms_sends: number }>('SELECT sms_sends FROM sell_offers WHERE id = $1', [card.id])).rows[0]!.sms_sends
  t.equal(await sends(), 1, 'a refused send does not count')
  for (let i = 2; i <= 3; i++) {
    await clearOfferCooldown(app, config.redisKeyPrefix)
    t.equal((await v.post(SMS_URL, {})).statusCode, 200, `send ${i}`)
  }
  await clearOfferCooldown(app, config.redisKeyPrefix)
  const capped = await v.post(SMS_URL, {})
  t.equal(capped.statusCode, 429, 'the fourth send of one offer: 429')
  t.equal(capped.json().message, 'Bu teklif en fazla 3 kez SMS ile gönderilebilir.')
  t.equal((await outbox(app, PHONE)).filter((m) => m.purpose === 'sell-offer').length, 3, 'three SMS, no more')

  // The link on another browser: a new cookie, step 11 with the same offer.
  const fresh = new SellVisitor(app)
  const opened = await fresh.post(RESUME_URL, { token: link![2] })
  t.equal(opened.statusCode, 200)
  t.ok(fresh.cookie && fresh.cookie !== v.cookie, 'under a new sell_flow cookie')
  t.match(opened.cookies.find((c) => c.name === 'sell_flow'), { httpOnly: true, sameSite: 'Lax', path: '/' })
  const restored = stateOf(opened)
  t.equal(restored.path, '/takas/on-degerlendirme', 'lands on step 11 of the family the offer was made in')
  t.equal((restored.offer as OfferCard).rangeText, card.rangeText, 'with the same range')
  t.equal((restored.offer as OfferCard).id, card.id, 'the same offer')
  t.same(restored.summary.map((s) => [s.step, s.value]), at11.summary.map((s) => [s.step, s.value]), 'and the same choices')
  const reread = stateOf(await fresh.read('/takas/on-degerlendirme'))
  t.equal((reread.offer as OfferCard).rangeText, card.rangeText, 'a refresh on the new browser shows it again')
  const condition = stateOf(await fresh.read('/takas/km-tramer-bilgisi'))
  t.ok(condition.values.km, 'the condition answers are restored')
  t.notOk('phone' in condition.values, 'the restored flow does not carry the phone (a link may be forwarded)')
  t.equal(condition.values.numberPlate, '34ABC123', 'the plate is kept for the booking')
  // The restored flow books like the original: "Ekspertiz randevusu al".
  const took = await fresh.submit(restored.path, restored.revision, {})
  t.equal(stateOf(took).step, 'randevu-bilgileri', 'taking the offer from the restored flow opens the booking step')

  // Every link that does not open answers the same.
  const links = new OfferLinks(config.sellOffer.linkKey, config.publicBaseUrl)
  const other = (await app.db.query<{ id: string }>('INSERT INTO sell_offers (valid_until, agac_id, model_year, km, inputs, lines, configuration, model_version, method, confidence, reference, offer, range_low, range_high, pre_offered_price) SELECT valid_until, agac_id, model_year, km, inputs, lines, configuration, model_version, method, confidence, reference, offer, range_low, range_high, pre_offered_price FROM sell_offers WHERE id = $1 RETURNING id', [card.id])).rows[0]!.id
  const tampered = link![2]!.slice(0, 10) + (link![2]![10] === 'A' ? 'B' : 'A') + link![2]!.slice(11)
  const cases: Array<[string, string]> = [
    ['tampered', tampered],
    ['expired', links.token(card.id, new Date(Date.now() - 1000))],
    ['unknown offer', links.token(randomUUID(), new Date(Date.now() + 86_400_000))],
    ['an offer without a flow snapshot', links.token(other, new Date(Date.now() + 86_400_000))],
    ['not a token', 'merhaba'],
  ]
  const bodies = new Set<string>()
  for (const [label, token] of cases) {
    const stranger = new SellVisitor(app)
    const res = await stranger.post(RESUME_URL, { token })
    t.equal(res.statusCode, 404, `${label}: 404`)
    t.equal(res.json().message, 'Teklif bulunamadı. Bağlantının süresi dolmuş ya da bağlantı hatalı olabilir.', `${label}: the one message`)
    t.notOk(stranger.cookie, `${label}: no flow cookie`)
    bodies.add(res.body)
  }
  t.equal(bodies.size, 1, 'byte-identical answers: the link tells nothing')
  await app.db.query(`UPDATE sell_offers SET created_at = now() - interval '8 days', valid_until = now() - interval '1 day' WHERE id = $1`, [card.id])
  t.equal((await new SellVisitor(app).post(RESUME_URL, { token: link![2] })).statusCode, 404, 'an offer that expired before its link: 404')

  const badResume: Array<[string, unknown]> = [['no token', {}], ['an object', { token: { a: 1 } }], ['a control character', { token: `${link![2]!.slice(0, 20)}\u0000` }], ['too long', { token: 'a'.repeat(201) }]]
  for (const [label, payload] of badResume) {
    const res = await new SellVisitor(app).post(RESUME_URL, payload)
    t.equal(res.statusCode, 400, `resume, ${label}: 400`)
    t.ok(res.json().errors?.some((e: { field: string }) => e.field === 'token'), `resume, ${label}: on the token field`)
  }
  t.equal((await v.post(SMS_URL, {})).statusCode, 400, 'once the offer expired, it is not sent')
  t.equal((await v.post(SMS_URL, {})).json().message, OFFER_MSG.expired)
})

t.test('"Sizi arayalım mı?": one call request per expert-review offer, for the call-centre', async (t) => {
  const { app, logs } = await buildTestApp(t, { env: ENV, captureLogs: true })
  const car = await popularCar(app.db)
  const v = new SellVisitor(app)
  const phone = '5337654321'
  const at11 = stateOf(await completeCondition(v, await walkToCondition(v, 'teklif-al', car), { heavyDamage: 'evet' }, phone))
  const card = at11.offer as OfferCard
  t.equal(card.status, 'expert', 'heavy damage: the expert-review card')
  t.same(at11.hidden, ['book', 'send-sms'], 'without the booking and SMS buttons')
  const sms = await v.post(SMS_URL, {})
  t.equal(sms.statusCode, 400, 'no SMS for an offer without a price')
  t.equal(sms.json().message, OFFER_MSG.smsExpert)

  t.equal((await app.inject({ method: 'POST', url: CALL_URL, payload: {} })).json().message, OFFER_MSG.noOffer, 'without a flow: 400')
  const bad = await app.inject({ method: 'POST', url: CALL_URL, headers: { ...v.headers(), 'content-type': 'application/json' }, payload: '[1]' })
  t.equal(bad.statusCode, 400, 'a body that is not an object: 400')
  const count = async () => Number((await app.db.query('SELECT count(*) FROM call_requests WHERE offer_id = $1', [card.id])).rows[0].count)
  t.equal(await count(), 0, 'nothing stored by bad requests')

  const first = await v.post(CALL_URL, { phone: '5051112233' })
  t.equal(first.statusCode, 200)
  t.same(first.json(), { statusCode: 200, message: 'Talebiniz alındı. Uzmanlarımız en kısa sürede sizi arayacak.', result: { created: true } })
  const [second, third] = await Promise.all([v.post(CALL_URL, {}), v.post(CALL_URL, {})])
  for (const res of [second, third]) t.same(res.json(), { statusCode: 200, message: 'Talebiniz zaten alındı. Uzmanlarımız en kısa sürede sizi arayacak.', result: { created: false } })
  t.equal(await count(), 1, 'one request, whatever the clicks')
  const row = (await app.db.query('SELECT source, status, phone, flow_id FROM call_requests WHERE offer_id = $1', [card.id])).rows[0]
  t.same(row, { source: 'sell-offer', status: 'new', phone, flow_id: v.cookie }, 'with the verified phone (not the body\'s), the flow and the offer')
  const line = logs.find((l) => l.event === 'call_request' && l.created === true)
  t.match(line, { source: 'sell-offer', offer: card.id, reason: 'heavy-damage', to: '5*******21' }, 'ops see it in the log')
  t.notOk(JSON.stringify(logs).includes(phone), 'never the full phone')

  const after = stateOf(await v.read(at11.path))
  t.equal((after.offer as OfferCard).callRequestText, 'Arama talebiniz alındı. Uzmanlarımız en kısa sürede sizi arayacak.', 'the card says the request is in')
  t.same(after.hidden, ['book', 'send-sms', 'call-request'], 'and the button is gone')

  // A priced offer is booked, not called about.
  const priced = new SellVisitor(app)
  await completeCondition(priced, await walkToCondition(priced, 'teklif-al', car), {}, '5357654321')
  const refused = await priced.post(CALL_URL, {})
  t.equal(refused.statusCode, 400)
  t.equal(refused.json().message, OFFER_MSG.callNotExpert)
})

t.test('the new routes are in the API document with their operation ids (the fuzz test walks it)', async (t) => {
  const { app } = await buildTestApp(t)
  const doc = (await app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, { operationId: string }>> }
  t.equal(doc.paths['/api/flows/sell/offer/sms']?.post?.operationId, 'sendSellOfferSms')
  t.equal(doc.paths['/api/flows/sell/offer/call-request']?.post?.operationId, 'requestSellOfferCall')
  t.equal(doc.paths['/api/flows/sell/offer/resume']?.post?.operationId, 'resumeSellOffer')
  const screen = (await app.inject({ url: '/api/screens/sell-offer' })).json() as { result?: unknown }
  const text = JSON.stringify(screen)
  t.ok(text.includes('/api/flows/sell/offer/sms') && text.includes('/api/flows/sell/offer/call-request'), 'the step 11 descriptor calls them by operation id')
})

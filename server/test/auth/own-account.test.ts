// The signed-in customer's own calls behind /hesabim (issue 16, decision 035) on a real gateway:
// profile (name, surname, e-mail with the spec's Turkish messages, every session sees the change),
// password change (the current password under the throttle, other sessions end, an SMS notice),
// phone change by SMS (the code of the new phone, 409 when another account has it), and the
// session, CSRF and cross-site checks every one of them shares.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import { Browser, PASSWORD, createCustomer, lastCode, outbox, randomPhone, signInError } from '../support/auth-client.js'
import { bookingValues, submitBooking, visitorAtBooking, type StepBody } from '../support/booking-flow.js'
import { AccountRecords } from '../../services/accounts/account-records.js'
import { instantOf } from '../../services/booking/istanbul-time.js'
import type { App } from '../../app.js'

const ENV = { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '10000', SMS_PER_PHONE_HOUR: '50', SMS_PER_PHONE_DAY: '100' }
const fieldErrors = (body: Record<string, any>) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))

t.test('every own call needs the CSRF token, a same-site request and a session', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  const calls = ['/api/auth/profile', '/api/auth/change-password', '/api/auth/change-phone', '/api/auth/change-phone-verification']
  const signedOut = new Browser(app)
  const signedIn = new Browser(app)
  t.equal((await signedIn.signIn({ phoneNumber: customer.phone, password: PASSWORD })).status, 200)
  for (const url of calls) {
    t.equal((await signedOut.request('POST', url, { json: { csrfToken: await signedOut.csrf() } })).status, 401, `${url}: signed out → 401`)
    t.equal((await signedIn.request('POST', url, { json: {} })).status, 403, `${url}: no csrfToken → 403`)
    t.equal((await signedIn.request('POST', url, { json: { csrfToken: 'f'.repeat(64) } })).status, 403, `${url}: a forged csrfToken → 403`)
    const cross = await signedIn.request('POST', url, { json: { csrfToken: await signedIn.csrf() }, headers: { origin: 'https://evil.example' } })
    t.equal(cross.status, 403, `${url}: a cross-site Origin → 403`)
    t.equal(cross.body.message, 'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyiniz.')
    const form = await signedIn.request('POST', url, { form: { csrfToken: await signedIn.csrf() } })
    t.equal(form.status, 415, `${url}: JSON only (an HTML form cannot reach it)`)
    const control = await signedIn.request('POST', url, { json: { csrfToken: await signedIn.csrf(), name: 'A\u0007' } })
    t.ok(control.status === 400 || control.status === 403 || control.status === 401, `${url}: a control character never reaches a 5xx (${control.status})`)
  }
})

t.test('profile: the spec’s messages; a saved change shows in every session of the customer', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  const laptop = new Browser(app)
  const phone = new Browser(app)
  await laptop.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  await phone.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  const profile = async (data: Record<string, string>) => laptop.request('POST', '/api/auth/profile', { json: { csrfToken: await laptop.csrf(), ...data } })

  const empty = await profile({})
  t.equal(empty.status, 400)
  t.same(fieldErrors(empty.body), { name: 'Lütfen değer giriniz', surname: 'Lütfen değer giriniz', email: 'Lütfen email giriniz' }, 'each missing field with its message')
  const bad = await profile({ name: 'Ay$e', surname: 'Yılmaz', email: 'ayse@' })
  t.same(fieldErrors(bad.body), { name: 'Özel karakter girilmemelidir', email: 'Mail adresiniz uygun değil' })

  const saved = await profile({ name: ' Ayşe Nur ', surname: 'Demir', email: 'nur@example.com' })
  t.equal(saved.status, 200)
  t.same(saved.body, { status: 200, message: 'Bilgileriniz güncellendi.', data: { id: customer.id, name: 'Ayşe Nur', surname: 'Demir', email: 'nur@example.com', phoneNumber: customer.phone } })
  t.same((await phone.session()).body.user.userInfo, saved.body.data, 'the other session shows the change too')
  const { rows } = await app.db.query('SELECT first_name, last_name, email FROM customers WHERE id = $1', [customer.id])
  t.same(rows[0], { first_name: 'Ayşe Nur', last_name: 'Demir', email: 'nur@example.com' }, 'stored in PostgreSQL')
})

t.test('password change: the rules, the current password under the throttle, other sessions end, an SMS notice', async (t) => {
  const { app, logs } = await buildTestApp(t, { env: ENV, captureLogs: true })
  const customer = await createCustomer(app)
  const laptop = new Browser(app)
  const other = new Browser(app)
  await laptop.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  await other.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  const change = async (data: Record<string, string>) => laptop.request('POST', '/api/auth/change-password', { json: { csrfToken: await laptop.csrf(), ...data } })

  t.same(fieldErrors((await change({})).body), {
    currentPassword: 'Lütfen mevcut şifrenizi giriniz.', password: 'Lütfen şifre giriniz', passwordConfirm: 'Lütfen şifre giriniz',
  }, 'every field required, with its message')
  t.equal(fieldErrors((await change({ currentPassword: PASSWORD, password: 'kisa1A', passwordConfirm: 'kisa1A' })).body).password, 'Şifre en az 8 karakter olmalıdır.')
  t.equal(fieldErrors((await change({ currentPassword: PASSWORD, password: 'sadecekucuk1', passwordConfirm: 'sadecekucuk1' })).body).password, 'Şifre büyük harf, küçük harf ve rakam içermelidir.')
  t.equal(fieldErrors((await change({ currentPassword: PASSWORD, password: 'Yeni.Sifre2026', passwordConfirm: 'Yeni.Sifre2027' })).body).passwordConfirm, 'Girdiğiniz şifreler aynı olmalıdır.')
  t.equal(fieldErrors((await change({ currentPassword: PASSWORD, password: PASSWORD, passwordConfirm: PASSWORD })).body).password, 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.')
  const wrong = await change({ currentPassword: 'Yanlis.Sifre1', password: 'Yeni.Sifre2026', passwordConfirm: 'Yeni.Sifre2026' })
  t.equal(wrong.status, 400)
  t.same(fieldErrors(wrong.body), { currentPassword: 'Mevcut şifreniz hatalı.' })

  const done = await change({ currentPassword: PASSWORD, password: 'Yeni.Sifre2026', passwordConfirm: 'Yeni.Sifre2026' })
  t.same(done, { ...done, status: 200, body: { status: 200, message: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.', ended: 1 } })
  t.ok((await laptop.session()).body.user, 'the session that changed it stays')
  t.same((await other.session()).body, {}, 'the other session ended')
  t.match((await outbox(app, customer.phone))[0], /şifresi değiştirildi/, 'an SMS notice went out')
  t.equal(signInError(await new Browser(app).signIn({ phoneNumber: customer.phone, password: PASSWORD, token: await solveCaptcha(app) }))?.status, 401, 'the old password no longer works')
  t.equal((await new Browser(app).signIn({ phoneNumber: customer.phone, password: 'Yeni.Sifre2026', token: await solveCaptcha(app) })).status, 200, 'the new one does')

  // Guessing the current password through a session meets the sign-in throttle's waits.
  let waited = false
  for (let i = 0; i < 8 && !waited; i++) {
    const guess = await change({ currentPassword: `Tahmin.${i}Aa`, password: 'Baska.Sifre2026', passwordConfirm: 'Baska.Sifre2026' })
    waited = guess.status === 429
  }
  t.ok(waited, 'repeated wrong current passwords are told to wait (429)')
  const text = JSON.stringify(logs)
  for (const secret of [PASSWORD, 'Yeni.Sifre2026', customer.phone]) t.notOk(text.includes(secret), 'no log line holds a password or the phone')
})

t.test('phone change: a code to the new phone after the captcha; the right code moves the account; 409 when another account has it', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  const taken = await createCustomer(app)
  const b = new Browser(app)
  await b.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  const call = async (url: string, data: Record<string, unknown>) => b.request('POST', url, { json: { csrfToken: await b.csrf(), ...data } })

  t.equal(fieldErrors((await call('/api/auth/change-phone', {})).body).phoneNumber, 'Lütfen telefon numarası giriniz')
  t.equal(fieldErrors((await call('/api/auth/change-phone', { phoneNumber: customer.phone, captchaToken: await solveCaptcha(app) })).body).phoneNumber, 'Yeni telefon numarası mevcut numaranızla aynı.')
  t.equal(fieldErrors((await call('/api/auth/change-phone', { phoneNumber: randomPhone() })).body).captchaToken, 'Lütfen güvenlik doğrulamasını tamamlayın.')

  const next = randomPhone()
  const sent = await call('/api/auth/change-phone', { phoneNumber: next, captchaToken: await solveCaptcha(app) })
  t.equal(sent.status, 200)
  t.equal(sent.body.message, 'Doğrulama kodu telefonunuza gönderildi')
  const userTemp = sent.body.data.userTemp as string
  t.match(userTemp, /^[A-Za-z0-9_-]{32}$/, 'an opaque userTemp')
  const code = (await lastCode(app, next))!
  const wrong = await call('/api/auth/change-phone-verification', { id: userTemp, phoneNumber: next, code: code === '0000' ? '1111' : '0000' })
  t.same(fieldErrors(wrong.body), { code: 'Doğrulama kodunu kontrol ediniz' })
  const otherPhone = await call('/api/auth/change-phone-verification', { id: userTemp, phoneNumber: randomPhone(), code })
  t.equal(otherPhone.body.message, 'Doğrulama süresi doldu. Lütfen işlemi yeniden başlatınız.', 'the ticket is bound to the phone it was issued for')
  const moved = await call('/api/auth/change-phone-verification', { id: userTemp, phoneNumber: next, code })
  t.equal(moved.status, 200)
  t.same(moved.body, { status: 200, message: 'Telefon numaranız güncellendi.', data: { id: customer.id, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phoneNumber: next } })
  t.equal((await b.session()).body.user.userInfo.phoneNumber, next, 'the session shows the new phone')
  t.equal((await call('/api/auth/change-phone-verification', { id: userTemp, phoneNumber: next, code })).status, 400, 'userTemp is single use')
  t.equal((await new Browser(app).signIn({ phoneNumber: next, password: PASSWORD })).status, 200, 'the customer signs in with the new phone')

  // Another account's phone: told only after its code proved it.
  const again = await call('/api/auth/change-phone', { phoneNumber: taken.phone, captchaToken: await solveCaptcha(app) })
  t.equal(again.status, 200, 'the same answer before the code')
  const conflict = await call('/api/auth/change-phone-verification', { id: again.body.data.userTemp, phoneNumber: taken.phone, code: (await lastCode(app, taken.phone))! })
  t.equal(conflict.status, 409)
  t.equal(conflict.body.message, 'Bu telefon numarası başka bir üyeliğe ait.')
})

// ── /hesabim's records (decision 043) ───────────────────────────────────────────────────────────

// Monday 16 March 2026, 08:00 Istanbul: the booking's clock, on which the 180-day window is measured.
const MONDAY = instantOf('2026-03-16', 8 * 60)
const DAY = 86_400_000
const daysFromMonday = (n: number) => new Date(MONDAY.getTime() + n * DAY)

async function appointmentFor(app: App, phone: string, startsAt: Date, opts: { status?: number; plate?: string } = {}): Promise<number> {
  const status = opts.status ?? 6
  const { rows } = await app.db.query<{ id: string }>(
    'INSERT INTO appointments (phone, plate, branch_id, starts_at, status, hold_expires_at) VALUES ($1, $2, 2, $3, $4, $5) RETURNING id',
    [phone, opts.plate ?? '34TG1234', startsAt, status, status === 1 ? daysFromMonday(1) : null])
  return Number(rows[0]!.id)
}

async function offerFor(app: App, phone: string, createdAt: Date, opts: { agacId?: number; expert?: boolean } = {}): Promise<string> {
  const expert = opts.expert === true
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO sell_offers (created_at, valid_until, flow_id, phone, agac_id, model_year, km, inputs, lines, configuration, model_version,
       method, confidence, expert_review, reference, offer, range_low, range_high, pre_offered_price)
     VALUES ($1, $2, 'test', $3, $4, 2020, 85000, '{}', '[]', '{}', 'p1-test', 'comparables', 'orta', $5, 1000000, 900000, $6, $7, $8) RETURNING id`,
    [createdAt, new Date(createdAt.getTime() + 7 * DAY), phone, opts.agacId ?? 1, expert ? 'heavy-damage' : null,
      expert ? null : 880000, expert ? null : 920000, expert ? null : 900000])
  return rows[0]!.id
}

const records = (b: Browser, json: unknown = {}, headers?: Record<string, string>) =>
  b.request('POST', '/api/auth/account-records', { json, ...(headers ? { headers } : {}) })
const idsOf = (body: any) => ({
  appointments: (body.data.appointments as Array<{ id: number }>).map((a) => a.id),
  offers: (body.data.offers as Array<{ id: string }>).map((o) => o.id),
})

t.test('account records: refused signed out; the customer’s own, by the verified phone, in the window; a wizard booking shows', async (t) => {
  const { app, config, logs } = await buildTestApp(t, { env: ENV, captureLogs: true, booking: { now: () => MONDAY, reminderWorker: false } })
  const out = await records(new Browser(app))
  t.equal(out.status, 401, 'signed out: 401')
  t.equal(out.body.message, 'Bu işlem için giriş yapmalısınız.', '… with the session-required answer')

  const ayse = await createCustomer(app)
  const mehmet = await createCustomer(app, { firstName: 'Mehmet' })
  const a = new Browser(app)
  const m = new Browser(app)
  t.equal((await a.signIn({ phoneNumber: ayse.phone, password: PASSWORD })).status, 200)
  t.equal((await m.signIn({ phoneNumber: mehmet.phone, password: PASSWORD })).status, 200)
  t.same((await records(a)).body, { status: 200, data: { windowDays: 180, appointments: [], offers: [] } }, 'nothing yet: two empty lists')

  // Ayşe books through the wizard (step 12) with the phone verified at step 10.
  const v = await visitorAtBooking(app, config, { phone: ayse.phone, plate: '34ABC777', offerValidUntil: instantOf('2026-03-23', 0) })
  const booked = await submitBooking(app, v, bookingValues({ branch: '1', date: '2026-03-18', slot: '10:00' }))
  t.equal(booked.statusCode, 200, 'booked')
  const reference = ((booked.json() as StepBody).result!.state.appointment as { reference: string }).reference
  const visited = await appointmentFor(app, ayse.phone, daysFromMonday(-100), { status: 4, plate: '06ABC12' })
  await appointmentFor(app, ayse.phone, daysFromMonday(-181), { status: 4 })
  await appointmentFor(app, ayse.phone, daysFromMonday(2), { status: 1, plate: '35XY999' })
  const { rows: [leaf] } = await app.db.query<{ agac_id: number; title: string }>(
    `SELECT agac_id, concat_ws(' ', brand_name, model_name, version_name) AS title FROM catalog_leaves ORDER BY agac_id LIMIT 1`)
  const priced = await offerFor(app, ayse.phone, daysFromMonday(-3), { agacId: leaf!.agac_id })
  const expert = await offerFor(app, ayse.phone, daysFromMonday(-20), { expert: true })
  await offerFor(app, ayse.phone, daysFromMonday(-181))
  const mehmetsVisit = await appointmentFor(app, mehmet.phone, daysFromMonday(3))
  const mehmetsOffer = await offerFor(app, mehmet.phone, daysFromMonday(-1))

  const mine = await records(a)
  t.equal(mine.status, 200)
  const [wizardAppointment, older] = mine.body.data.appointments
  t.same(wizardAppointment, {
    id: wizardAppointment.id, reference, startsAt: instantOf('2026-03-18', 600).toISOString(), plate: '34ABC777',
    branch: 'Turuncu Garaj Ataşehir', city: wizardAppointment.city, status: 6, statusText: 'Randevuya Bekleniyor',
  }, 'the wizard booking, with its reference, branch, time and status')
  t.equal(older.id, visited, 'then the earlier visit …')
  t.equal(older.statusText, 'Müşteri Randevuya Geldi', '… with its status in Turkish')
  t.equal(mine.body.data.appointments.length, 2, 'not a hold (Taslak), nor one older than 180 days')
  t.same(mine.body.data.offers.map((o: { id: string }) => o.id).slice(1), [priced, expert], 'offers newest first, none older than 180 days (the wizard’s own first)')
  t.same(mine.body.data.offers[0].id, v.offerId, 'the pre-offer of the booked flow')
  t.match(mine.body.data.offers[1], { title: leaf!.title, modelYear: 2020, km: 85000, status: 'offer', preOfferedPrice: 900000, rangeLow: 880000, rangeHigh: 920000, valid: true })
  t.match(mine.body.data.offers[2], { title: 'Aracınız', status: 'expert', preOfferedPrice: null, valid: false }, 'an expert review; its week is over')

  t.same(idsOf((await records(m)).body), { appointments: [mehmetsVisit], offers: [mehmetsOffer] }, 'Mehmet sees his own only')
  const ayseIds = idsOf(mine.body)
  t.notOk(ayseIds.appointments.includes(mehmetsVisit) || ayseIds.offers.includes(mehmetsOffer), 'and Ayşe never his')
  const asking = await records(a, { phoneNumber: mehmet.phone, gsmNo: mehmet.phone, customerContactId: mehmet.id })
  t.same(idsOf(asking.body), ayseIds, 'a phone or customer id in the body changes nothing')
  t.equal((await records(a, {}, { origin: 'https://evil.example' })).status, 403, 'a cross-site request: 403')
  t.equal((await a.request('POST', '/api/auth/account-records', { form: { phoneNumber: mehmet.phone } })).status, 415, 'JSON only')

  // A phone typed but not verified matches nothing: the phone change asked for, its code not yet given.
  const next = randomPhone()
  const nextVisit = await appointmentFor(app, next, daysFromMonday(4))
  const sent = await a.request('POST', '/api/auth/change-phone', { json: { csrfToken: await a.csrf(), phoneNumber: next, captchaToken: await solveCaptcha(app) } })
  t.equal(sent.status, 200, 'a code sent to the new phone')
  t.same(idsOf((await records(a)).body), ayseIds, 'the typed phone’s appointment is not shown before its code')
  const moved = await a.request('POST', '/api/auth/change-phone-verification', {
    json: { csrfToken: await a.csrf(), id: sent.body.data.userTemp, phoneNumber: next, code: await lastCode(app, next) },
  })
  t.equal(moved.status, 200, 'the code verifies the new phone')
  t.same(idsOf((await records(a)).body), { appointments: [nextVisit], offers: [] }, 'now the new phone’s records, and no longer the old one’s')

  // A registration whose phone was never verified (it cannot sign in either) has no records.
  const unverified = await createCustomer(app, { verified: false })
  await appointmentFor(app, unverified.phone, daysFromMonday(1))
  await offerFor(app, unverified.phone, daysFromMonday(-1))
  t.same(await new AccountRecords(app.db, () => MONDAY).of(unverified.id), { windowDays: 180, appointments: [], offers: [] }, 'an unverified phone matches nothing')

  const text = JSON.stringify(logs)
  for (const phone of [ayse.phone, mehmet.phone, next]) t.notOk(text.includes(phone), 'no log line holds a phone')
})

// Booking over HTTP as the wizard and the manage link drive it (issue 14): 50 confirms of one seat
// across two gateways book once; a double submit books once; holds lapse; every bad input answers
// 400/409 in Turkish and changes nothing; the result step, the .ics, the lookup, the manage link.
import t from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, testConfig } from '../helper.js'
import { instantOf } from '../../services/booking/istanbul-time.js'
import { BOOKING_MSG } from '../../services/booking/booking-errors.js'
import { bookingValues, submitBooking, visitorAtBooking, type StepBody } from '../support/booking-flow.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'

// Monday 16 March 2026, 08:00 Istanbul: the strip runs to Sunday the 29th, across the Ramazan Bayramı.
const MONDAY = instantOf('2026-03-16', 8 * 60)
const OFFER_VALID = instantOf('2026-03-23', 0)
const env = { SMS_DEV_OUTBOX: 'true' }
const body = (res: LightMyRequestResponse) => res.json() as StepBody
let phoneSeq = 0
const nextPhone = () => `53200${String(10000 + phoneSeq++).slice(-5)}`
const plateOf = (n: number) => `34TG${String(1000 + n)}`

async function seatsAt(app: Awaited<ReturnType<typeof buildTestApp>>['app'], branchId: number, startsAt: Date) {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointment_seats WHERE branch_id = $1 AND slot_start = $2', [branchId, startsAt])
  return rows[0]!.n
}

t.test('50 confirms of one seat across two gateways: exactly one booking, 49 clear refusals', async (t) => {
  const config = testConfig(env)
  const a = await buildTestApp(t, { config, env, booking: { now: () => MONDAY, reminderWorker: false } })
  const b = await buildTestApp(t, { config, env, booking: { now: () => MONDAY, reminderWorker: false } })
  const visitors = await Promise.all(Array.from({ length: 50 }, (_, i) => visitorAtBooking(a.app, config, { phone: nextPhone(), plate: plateOf(i), offerValidUntil: OFFER_VALID })))
  // Branch 2 (Kartal) has one inspection bay.
  const values = bookingValues({ branch: '2', date: '2026-03-17', slot: '14:30' })
  const slotOn = async (app: typeof a.app) => ((await app.inject({ url: '/api/appointment/slots?branchId=2&date=2026-03-17' })).json() as { result: { slots: Array<{ time: string; status: string }> } }).result.slots.find((s) => s.time === '14:30')!.status
  t.same([await slotOn(a.app), await slotOn(b.app)], ['available', 'available'], 'the slot list, cached on both gateways')
  const answers = await Promise.all(visitors.map((v, i) => submitBooking(i % 2 ? b.app : a.app, v, values)))
  const ok = answers.filter((r) => r.statusCode === 200)
  const refused = answers.filter((r) => r.statusCode === 409)
  t.equal(ok.length, 1, 'one booking')
  t.equal(refused.length, 49, '49 refusals')
  t.ok(refused.every((r) => body(r).message === BOOKING_MSG.raced), `each reads '${BOOKING_MSG.raced}'`)
  t.ok(refused.every((r) => body(r).errors?.[0]?.field === 'slot'), '… on the slot field')
  t.equal(body(ok[0]!).result!.state.step, 'randevu-sonuc')
  const start = instantOf('2026-03-17', 14 * 60 + 30)
  t.equal(await seatsAt(a.app, 2, start), 1, 'one seat taken')
  const { rows } = await a.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE branch_id = 2 AND starts_at = $1', [start])
  t.equal(rows[0]!.n, 1, 'one appointment row: the losers left nothing behind')
  await new Promise((r) => setTimeout(r, 200))
  t.same([await slotOn(a.app), await slotOn(b.app)], ['full', 'full'], 'both gateways show it full at once')
})

t.test('a booking: idempotent, the result step, the event, the SMS, the .ics and the lookup', async (t) => {
  const { app, config } = await buildTestApp(t, { env, booking: { now: () => MONDAY, reminderWorker: false } })
  const v = await visitorAtBooking(app, config, { phone: '5321110001', plate: '34ABC777', offerValidUntil: OFFER_VALID })
  const values = bookingValues({ branch: '1', date: '2026-03-18', slot: '10:00', etkConsent: true })
  const clicks = await Promise.all([submitBooking(app, v, values), submitBooking(app, v, values)])
  // The flow stores one of the two; the other is told the current step (409), which is the result.
  const first = clicks.find((r) => r.statusCode === 200)!
  t.ok(first, 'a double click: one answer is the booking')
  const second = clicks.find((r) => r !== first)!
  t.ok([200, 409].includes(second.statusCode), '… the other the booking or the current step')
  if (second.statusCode === 409) t.equal(body(second).result?.state.step, 'randevu-sonuc', '… which is the result step')
  // form_success (spec §3) rides on the answer that booked, from the step's descriptor; never on a 409 or a read.
  t.same(body(first).result!.state.track, [{ type: 'track', event: 'form_success', form: 'sell-appointment' }], 'the booking answer carries form_success')
  if (second.statusCode === 409) t.notOk(body(second).result?.state.track, '… the refused double click does not')
  const reread = await app.inject({ url: `/api/flows/sell/step?path=${encodeURIComponent('/teklif-al/randevu-sonuc')}`, headers: { cookie: v.cookie } })
  t.equal((reread.json() as StepBody).result?.state.step, 'randevu-sonuc')
  t.notOk((reread.json() as StepBody).result?.state.track, '… nor does reading the result step again')
  const { rows } = await app.db.query<{ id: string; status: number; consents: Array<{ id: string; accepted: boolean }>; consent_ip: string; channel: string; offer_id: string; flow_id: string; first_name: string }>(
    'SELECT id, status, consents, consent_ip, channel, offer_id, flow_id, first_name FROM appointments WHERE phone = $1', ['5321110001'])
  t.equal(rows.length, 1, 'a double click books once')
  const row = rows[0]!
  t.equal(row.status, 6, 'RandevuyaBekleniyor')
  t.same(row.consents.map((c) => [c.id, c.accepted]), [['contract-type-114', true], ['satis-kosullari-beyani', true], ['contract-type-170', true]])
  t.ok(row.consent_ip && row.channel === 'Web' && row.offer_id === v.offerId && row.flow_id === v.flowId && row.first_name === 'Ayşe')

  const state = body(first).result!.state
  t.equal(state.step, 'randevu-sonuc')
  const appt = state.appointment as Record<string, unknown> & { branch: { name: string; mapUrl: string; address: string }; offer: { validText: string; note?: string }; manageUrl: string; checklist: string[] }
  t.equal(appt.date, '2026-03-18')
  t.equal(appt.time, '10:00')
  t.equal(appt.dateText, '18.03.2026 Çarşamba')
  t.equal(appt.plate, '34ABC777')
  t.equal(appt.branch.name, 'Turuncu Garaj Ataşehir')
  t.match(appt.branch.mapUrl, /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=40\.98590,29\.11230$/)
  t.equal(appt.offer.validText, 'Ön teklif 23.03.2026 tarihine kadar geçerli')
  t.notOk(appt.offer.note, 'booked inside the validity: the offer holds')
  t.equal(appt.checklist.length, 5)
  t.match(appt.manageUrl, /^https:\/\/www\.turuncugaraj\.test\/randevu-yonetimi\/\d+\.[A-Za-z0-9_-]{32}$/)
  t.same(state.event && {
    dealer: state.event.dealer_appointment, date: state.event.appointment_date, time: state.event.appointment_time, city: state.event.city, made: state.event.is_appointment_made,
  }, { dealer: 'Turuncu Garaj Ataşehir', date: '2026-03-18 10:00:00', time: '10:00', city: 'İstanbul', made: true }, 'the sell-flow event of the booking')

  const sms = app.smsOutbox!.list('5321110001')
  t.equal(sms.length, 1, 'one confirmation SMS')
  t.equal(sms[0]!.text, `Ekspertiz randevunuz: 18.03.2026 Çar 10:00, Turuncu Garaj Ataşehir. Değiştir/iptal: ${appt.manageUrl}`)

  const ics = await app.inject({ url: '/api/flows/sell/appointment.ics', headers: { cookie: v.cookie } })
  t.equal(ics.statusCode, 200)
  t.match(ics.headers['content-type'], /^text\/calendar/)
  t.match(ics.body, /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
  t.match(ics.body, /BEGIN:VTIMEZONE\r\nTZID:Europe\/Istanbul\r\n/)
  t.match(ics.body, /DTSTART;TZID=Europe\/Istanbul:20260318T100000\r\nDTEND;TZID=Europe\/Istanbul:20260318T110000\r\n/)
  t.ok(ics.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75), 'lines folded at 75 octets')
  t.equal((await app.inject({ url: '/api/flows/sell/appointment.ics' })).statusCode, 404, 'no flow, no calendar')

  const found = await app.appointments.byPhoneAndPlate('5321110001', '34ABC777')
  t.same(found.map((f) => [f.branchName, f.time, f.statusText]), [['Turuncu Garaj Ataşehir', '10:00', 'Randevuya Bekleniyor']], "'Randevu Sorgulama' finds it")

  // A second booking of the same phone and plate offers to move the first.
  const again = await visitorAtBooking(app, config, { phone: '5321110001', plate: '34ABC777', offerValidUntil: OFFER_VALID })
  const second2 = await submitBooking(app, again, bookingValues({ branch: '1', date: '2026-03-19', slot: '09:00' }))
  t.equal(second2.statusCode, 409)
  t.equal(body(second2).message, BOOKING_MSG.existing(`TG${String(row.id).padStart(6, '0')}`, '18.03.2026 Çar 10:00', 'Turuncu Garaj Ataşehir'))
})

t.test('bad input: 400/409 in Turkish, nothing changed', async (t) => {
  const { app, config } = await buildTestApp(t, { env, booking: { now: () => MONDAY, reminderWorker: false } })
  const count = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointment_seats')).rows[0]!.n
  const before = await count()
  const v = await visitorAtBooking(app, config, { phone: '5321110002', plate: '06TG111', offerValidUntil: OFFER_VALID })
  const step = (await app.inject({ url: `/api/flows/sell/step?path=${encodeURIComponent(v.path)}`, headers: { cookie: v.cookie } })).json() as StepBody & { result: { screen: { id: string } } }
  t.equal(step.result.screen.id, 'sell-appointment')
  const booking = step.result!.state.booking as { cities: string[]; branches: Array<{ id: number; city: string; name: string; mapUrl: string }> }
  t.equal(booking.cities[0], 'Adana', 'cities in Turkish order')
  t.ok(booking.cities.includes('İstanbul') && booking.branches.length === 24, 'every branch takes inspections')
  const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
    ['a past slot (inside the 2-hour lead)', { date: '2026-03-16', slot: '09:00' }, 400, 'slot', BOOKING_MSG.past],
    ['a past day', { date: '2026-03-13', slot: '10:00' }, 400, 'slot', BOOKING_MSG.past],
    ['a holiday', { date: '2026-03-20', slot: '10:00' }, 400, 'date', BOOKING_MSG.closed('Ramazan Bayramı')],
    ['a Sunday', { date: '2026-03-22', slot: '10:00' }, 400, 'date', BOOKING_MSG.closed('Ramazan Bayramı')],
    ['the afternoon of a half day', { date: '2026-03-19', slot: '14:30' }, 400, 'slot', BOOKING_MSG.unknownSlot],
    ['a time that is no slot', { slot: '10:15' }, 400, 'slot', BOOKING_MSG.unknownSlot],
    ['past the horizon', { date: '2026-03-30', slot: '10:00' }, 400, 'date', BOOKING_MSG.horizon],
    ['a day that does not exist', { date: '2026-02-30' }, 400, 'date', 'Lütfen randevu gününü seçin.'],
    ['an unknown branch', { branch: '999' }, 400, 'branch', BOOKING_MSG.branch],
    ['a branch of another city', { city: 'Ankara' }, 400, 'branch', BOOKING_MSG.cityMismatch],
    ['no declaration', { salesDeclaration: false }, 400, 'salesDeclaration', BOOKING_MSG.declaration],
    ['no first name', { firstName: '' }, 400, 'firstName', 'Lütfen adınızı giriniz.'],
    ['a control character in the name', { lastName: 'Yıl\u0007maz' }, 400, 'values.lastName', ''],
  ]
  for (const [label, over, status, field, message] of cases) {
    const res = await submitBooking(app, v, bookingValues(over))
    t.equal(res.statusCode, status, `${label}: ${status}`)
    const error = body(res).errors?.find((e) => e.field === field)
    t.ok(error, `${label}: on ${field} (${JSON.stringify(body(res).errors)})`)
    if (message) t.equal(error?.message, message, `${label}: '${message}'`)
  }
  // Saturday the 21st is the Bayram too; Sunday the 29th is an ordinary Sunday.
  const sunday = await submitBooking(app, v, bookingValues({ date: '2026-03-29' }))
  t.equal(body(sunday).message, BOOKING_MSG.closed('Pazar'))

  const noPhone = await visitorAtBooking(app, config, { phone: '5321110003', plate: '06TG112', offerValidUntil: OFFER_VALID, withOffer: false })
  const res = await submitBooking(app, { ...noPhone, path: '/teklif-al/randevu-bilgileri' }, bookingValues())
  t.not(res.statusCode, 200, 'a flow without a verified phone cannot book')
  const hold = await app.inject({ method: 'POST', url: '/api/flows/sell/appointment-hold', headers: { cookie: noPhone.cookie }, payload: { branch: '2', date: '2026-03-17', slot: '10:00' } })
  t.equal(hold.statusCode, 400)
  t.equal(body(hold).message, BOOKING_MSG.noVerifiedPhone)
  t.equal(await count(), before, 'no seat was taken by any of it')
})

t.test('holds: 10 minutes, a full slot for others, released when lapsed, an expired hold refused', async (t) => {
  let now = MONDAY
  const { app, config } = await buildTestApp(t, { env, booking: { now: () => now, reminderWorker: false } })
  const holder = await visitorAtBooking(app, config, { phone: '5321110010', plate: '35KR100', offerValidUntil: OFFER_VALID })
  const other = await visitorAtBooking(app, config, { phone: '5321110011', plate: '35KR101', offerValidUntil: OFFER_VALID })
  const slot = { branch: '2', date: '2026-03-17', slot: '11:00' }
  const slots = async () => ((await app.inject({ url: '/api/appointment/slots?branchId=2&date=2026-03-17' })).json() as { result: { slots: Array<{ time: string; status: string; remaining: number }> } }).result.slots.find((s) => s.time === '11:00')!
  t.same(await slots(), { time: '11:00', startsAt: '2026-03-17T08:00:00.000Z', endsAt: '2026-03-17T09:00:00.000Z', remaining: 1, status: 'available', label: 'Son 1 yer' })
  const held = await app.inject({ method: 'POST', url: '/api/flows/sell/appointment-hold', headers: { cookie: holder.cookie }, payload: slot })
  t.equal(held.statusCode, 200)
  t.equal(held.json().result.expiresAt, new Date(MONDAY.getTime() + 10 * 60_000).toISOString(), 'held for 10 minutes')
  t.equal((await slots()).status, 'full', 'the cached slot list shows it at once')
  const raced = await app.inject({ method: 'POST', url: '/api/flows/sell/appointment-hold', headers: { cookie: other.cookie }, payload: slot })
  t.equal(raced.statusCode, 409)
  t.equal(raced.json().message, BOOKING_MSG.raced)
  t.same(await app.appointments.byPhoneAndPlate('5321110010', '35KR100'), [], 'a hold is not an appointment in the lookup')

  now = new Date(MONDAY.getTime() + 11 * 60_000)
  t.equal((await slots()).status, 'available', 'a lapsed hold no longer counts')
  const late = await submitBooking(app, holder, bookingValues(slot))
  t.equal(late.statusCode, 409)
  t.equal(body(late).message, BOOKING_MSG.holdExpired, 'confirming a lapsed hold is refused')
  const takes = await submitBooking(app, other, bookingValues(slot))
  t.equal(takes.statusCode, 200, 'the seat of the lapsed hold is free for someone else')
  t.equal(await seatsAt(app, 2, instantOf('2026-03-17', 11 * 60)), 1)

  // A hold confirmed in time becomes the booking.
  const third = await visitorAtBooking(app, config, { phone: '5321110012', plate: '35KR102', offerValidUntil: OFFER_VALID })
  const slot2 = { branch: '2', date: '2026-03-17', slot: '13:30' }
  t.equal((await app.inject({ method: 'POST', url: '/api/flows/sell/appointment-hold', headers: { cookie: third.cookie }, payload: slot2 })).statusCode, 200)
  const booked = await submitBooking(app, third, bookingValues(slot2))
  t.equal(booked.statusCode, 200)
  const { rows } = await app.db.query<{ status: number; hold_expires_at: Date | null }>('SELECT status, hold_expires_at FROM appointments WHERE phone = $1', ['5321110012'])
  t.same(rows, [{ status: 6, hold_expires_at: null }], 'the hold became the booking (one row)')
})

t.test('the manage link: valid, tampered, after a move, after a cancel, expired', async (t) => {
  let now = MONDAY
  const { app, config } = await buildTestApp(t, { env: { ...env, ...TINY_CAPTCHA }, booking: { now: () => now, reminderWorker: false } })
  const v = await visitorAtBooking(app, config, { phone: '5321110020', plate: '16A12345', offerValidUntil: OFFER_VALID })
  const booked = await submitBooking(app, v, bookingValues({ branch: '1', date: '2026-03-17', slot: '15:30' }))
  const url = (booked.json().result.state.appointment as { manageUrl: string }).manageUrl
  const token = url.slice(url.lastIndexOf('/') + 1)
  const call = (op: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/appointment/manage/${op}`, payload })
  const notFound = (res: LightMyRequestResponse, label: string) => {
    t.equal(res.statusCode, 404, `${label}: 404`)
    t.equal(res.json().message, BOOKING_MSG.notFound, `${label}: 'Randevu bulunamadı.'`)
  }
  const got = await call('get', { token })
  t.equal(got.statusCode, 200)
  t.equal(got.json().result.time, '15:30')
  const [id, mac] = token.split('.')
  notFound(await call('get', { token: `${id}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}` }), 'a tampered signature')
  notFound(await call('get', { token: `${Number(id) + 1}.${mac}` }), 'another id with this signature')
  notFound(await call('get', { token: 'nonsense' }), 'not a token')

  const moved = await call('reschedule', { token, branch: '3', date: '2026-03-24', slot: '09:00' })
  t.equal(moved.statusCode, 200)
  t.equal(moved.json().result.branch.name, 'Turuncu Garaj Maslak')
  t.match(moved.json().result.offer.note, /fiyat ekspertiz günü güncellenir/, 'past the offer validity: repriced on the day')
  const after = await call('get', { token })
  t.equal(after.json().result.date, '2026-03-24', 'the same link shows the new booking')
  t.equal(await seatsAt(app, 1, instantOf('2026-03-17', 15 * 60 + 30)), 0, 'the old seat is free')
  t.equal(app.smsOutbox!.list('5321110020').length, 2, 'a second SMS for the new time')
  const ics = await call('ics', { token })
  t.match(ics.body, /DTSTART;TZID=Europe\/Istanbul:20260324T090000/)
  t.match(ics.body, /SEQUENCE:1/)

  const cancelled = await call('cancel', { token })
  t.equal(cancelled.json().result.statusText, 'İptal')
  t.equal(await seatsAt(app, 3, instantOf('2026-03-24', 9 * 60)), 0, 'a cancel frees the seat')
  const revive = await call('reschedule', { token, branch: '3', date: '2026-03-25', slot: '09:00' })
  t.equal(revive.statusCode, 409)
  t.equal(revive.json().message, BOOKING_MSG.cancelled, 'a cancelled booking cannot be revived')
  // 'Randevu Sorgulama' as the footer's dialog calls it: captcha, SMS code, then the list.
  const sent = await app.inject({ method: 'POST', url: '/api/appointment/create-verification-code', payload: { phoneNumber: '0532 111 00 20', plateNumber: '16 A 12345', captchaToken: await solveCaptcha(app) } })
  t.equal(sent.statusCode, 200)
  const code = /\b(\d{4})\b/.exec(app.smsOutbox!.list('5321110020').find((m) => m.purpose === 'appointment')!.text)![1]
  const lookup = await app.inject({ method: 'POST', url: '/api/appointment/get-user-appointment', payload: { phone: '05321110020', numberPlate: '16A12345', verificationCode: code } })
  t.same(lookup.json().result.appointments.map((a: { branchName: string; time: string; statusText: string; date: string }) => [a.branchName, a.date, a.time, a.statusText]),
    [['Turuncu Garaj Maslak', '24 Mart 2026 Salı', '09:00', 'İptal']], "'Randevu Sorgulama' finds the moved booking, cancelled: İptal")

  now = instantOf('2026-03-24', 10 * 60)
  notFound(await call('get', { token }), 'past the slot end')
})

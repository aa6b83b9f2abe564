// Editing the booking calendar (issue 14): the admin API and `npm run content` change a branch's
// schedule, the holidays and closures, and every gateway's cached slot answers follow at once;
// statuses of set A are set by the admin API, İptal freeing the seat.
import t, { type Test } from 'tap'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { buildTestApp, testConfig } from '../helper.js'
import { TEST_ENV } from '../helper-env.js'
import { instantOf } from '../../services/booking/istanbul-time.js'
import { bookingValues, submitBooking, visitorAtBooking } from '../support/booking-flow.js'

const run = promisify(execFile)
const MONDAY = instantOf('2026-03-16', 8 * 60)
const TOKEN = 'booking-admin-token-0123456789'
const env = { ADMIN_TOKEN: TOKEN, SMS_DEV_OUTBOX: 'true' }
const auth = { authorization: `Bearer ${TOKEN}` }
type App = Awaited<ReturnType<typeof buildTestApp>>['app']
interface Slots { result: { slots: Array<{ time: string; status: string }>; day: { open: boolean; closedReason?: string }; days: Array<{ date: string; closedReason?: string }> } }
const slots = async (app: App, branchId: number, date: string) => (await app.inject({ url: `/api/appointment/slots?branchId=${branchId}&date=${date}` })).json() as Slots

const SCHEDULE = {
  weekdayOpens: '10:00', weekdayCloses: '16:00', saturdayOpens: null, saturdayCloses: null, lunchStarts: '12:00', lunchEnds: '13:00',
  slotMinutes: 90, capacity: 2, leadMinutes: 120, horizonDays: 14,
}

t.test('a schedule edit reaches both gateways at once; a bad one is refused in Turkish', async (t) => {
  const config = testConfig(env)
  const a = await buildTestApp(t, { config, env, booking: { now: () => MONDAY, reminderWorker: false } })
  const b = await buildTestApp(t, { config, env, booking: { now: () => MONDAY, reminderWorker: false } })
  const before = await app5(t, a.app, b.app)
  t.same(before, ['09:00', '10:00', '11:00', '13:30', '14:30', '15:30', '16:30'], 'the seeded schedule (cached on both)')
  const bad = await a.app.inject({ method: 'PUT', url: '/api/admin/branches/5/schedule', headers: auth, payload: { ...SCHEDULE, weekdayCloses: '09:00' } })
  t.equal(bad.statusCode, 400)
  t.same(bad.json().errors, [{ field: 'weekdayCloses', message: 'Hafta içi çalışma saatleri bitişi başlangıcından sonra olmalıdır.' }])
  t.equal((await a.app.inject({ method: 'PUT', url: '/api/admin/branches/5/schedule', payload: SCHEDULE })).statusCode, 401, 'no token, no edit')
  t.equal((await a.app.inject({ method: 'PUT', url: '/api/admin/branches/999/schedule', headers: auth, payload: SCHEDULE })).statusCode, 404)
  // Test files share the database: the seeded schedule comes back afterwards.
  const seeded = (await a.app.inject({ url: '/api/admin/branches/5/schedule', headers: auth })).json().result
  const ok = await a.app.inject({ method: 'PUT', url: '/api/admin/branches/5/schedule', headers: auth, payload: SCHEDULE })
  t.equal(ok.statusCode, 200)
  await new Promise((r) => setTimeout(r, 200))
  t.same(await app5(t, a.app, b.app), ['10:00', '13:00', '14:30'], 'both gateways show the new schedule')
  t.same((await a.app.inject({ url: '/api/admin/branches/5/schedule', headers: auth })).json().result, SCHEDULE)
  t.same((await slots(b.app, 5, '2026-03-28')).result.day, { open: false, closedReason: 'Kapalı' }, 'no Saturday hours: Kapalı')

  // Another branch's slot at this branch is no slot.
  const v = await visitorAtBooking(a.app, config, { phone: '5321118001', plate: '07BCD45', offerValidUntil: instantOf('2026-03-23', 0) })
  const res = await submitBooking(a.app, v, bookingValues({ branch: '5', date: '2026-03-17', slot: '09:00' }))
  t.equal(res.statusCode, 400)
  t.equal(res.json().errors[0].field, 'slot')
  t.equal((await a.app.inject({ method: 'PUT', url: '/api/admin/branches/5/schedule', headers: auth, payload: seeded })).statusCode, 200, 'the seeded schedule back')
})

async function app5(t: Test, a: App, b: App) {
  const [x, y] = await Promise.all([slots(a, 5, '2026-03-17'), slots(b, 5, '2026-03-17')])
  t.same(x.result.slots.map((s) => s.time), y.result.slots.map((s) => s.time), 'both gateways agree')
  return x.result.slots.map((s) => s.time)
}

t.test('holidays and closures through the admin API and npm run content', async (t) => {
  const config = testConfig(env)
  const { app } = await buildTestApp(t, { config, env, booking: { now: () => MONDAY, reminderWorker: false } })
  t.equal((await slots(app, 6, '2026-03-27')).result.day.open, true)
  t.equal((await app.inject({ method: 'PUT', url: '/api/admin/holidays/2026-03-27', headers: auth, payload: { name: 'Çanakkale Zaferi' } })).statusCode, 200)
  t.same((await slots(app, 6, '2026-03-27')).result.day, { open: false, closedReason: 'Çanakkale Zaferi' })
  const listed = (await app.inject({ url: '/api/admin/holidays', headers: auth })).json().result as Array<{ day: string; name: string; closesAt: string | null }>
  t.same(listed.find((h) => h.day === '2026-03-27'), { day: '2026-03-27', name: 'Çanakkale Zaferi', closesAt: null })
  t.same(listed.find((h) => h.day === '2026-03-19'), { day: '2026-03-19', name: 'Ramazan Bayramı Arifesi', closesAt: '13:00' }, 'the seeded half day')
  t.equal((await app.inject({ method: 'DELETE', url: '/api/admin/holidays/2026-03-27', headers: auth })).statusCode, 200)
  t.equal((await slots(app, 6, '2026-03-27')).result.day.open, true, 'deleted: open again')
  t.equal((await app.inject({ method: 'POST', url: '/api/admin/branches/6/closures', headers: auth, payload: { startsOn: '2026-03-24', endsOn: '2026-03-23' } })).statusCode, 400, 'a closure that ends before it starts')

  const cli = (...args: string[]) => run('npx', ['tsx', 'server/content-cli.ts', ...args], {
    env: { ...process.env, ...TEST_ENV, REDIS_KEY_PREFIX: config.redisKeyPrefix, LOG_LEVEL: 'silent' },
  })
  const out = await cli('put', 'closure', '6', '2026-03-24', '2026-03-25', 'Tadilat')
  t.match(out.stdout, /^content: closure \d+ saved/)
  await new Promise((r) => setTimeout(r, 300))
  const strip = (await slots(app, 6, '2026-03-27')).result.days
  t.same(strip.filter((d) => d.closedReason === 'Kapalı').map((d) => d.date), ['2026-03-24', '2026-03-25'], 'the running gateway shows the closure')
  await cli('put', 'holiday', '2026-03-26', 'Deneme Arifesi', '13:00')
  await new Promise((r) => setTimeout(r, 300))
  t.same((await slots(app, 6, '2026-03-26')).result.slots.map((s) => s.time), ['09:00', '10:00', '11:00'], 'a half day from the shell')
  t.match((await cli('show', 'holidays')).stdout, /"day": "2026-03-26"/)
  await cli('delete', 'holiday', '2026-03-26')
})

t.test('statuses of set A through the admin API; İptal frees the seat', async (t) => {
  const config = testConfig(env)
  const { app } = await buildTestApp(t, { config, env, booking: { now: () => MONDAY, reminderWorker: false } })
  const v = await visitorAtBooking(app, config, { phone: '5321118002', plate: '07BCD46', offerValidUntil: instantOf('2026-03-23', 0) })
  const res = await submitBooking(app, v, bookingValues({ branch: '2', date: '2026-03-27', slot: '09:00' }))
  const id = Number(res.json().result.state.appointment.id)
  const set = (status: number) => app.inject({ method: 'PUT', url: `/api/admin/appointments/${id}/status`, headers: auth, payload: { status } })
  t.equal((await set(1)).statusCode, 400, 'Taslak is not set by hand')
  t.equal((await set(2)).statusCode, 200)
  t.same((await app.appointments.byPhoneAndPlate('5321118002', '07BCD46')).map((a) => a.statusText), ['Onaylandı'])
  t.equal((await slots(app, 2, '2026-03-27')).result.slots[0]!.status, 'full')
  t.equal((await set(5)).statusCode, 200)
  t.equal((await slots(app, 2, '2026-03-27')).result.slots[0]!.status, 'available', 'cancelled: the seat is free again')
  t.equal((await set(6)).statusCode, 404, 'a cancelled appointment stays cancelled')
})

// The reminder the day before at 18:00 (issue 14): a BullMQ job in the state Redis, run once when two
// gateways work the queue, run after the gateway that scheduled it restarted, skipped for a booking
// that moved or was cancelled; a booking that lost its job gets it back from the sweep.
import t from 'tap'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, testConfig } from '../helper.js'
import { instantOf } from '../../services/booking/istanbul-time.js'
import { reminderAt } from '../../services/booking/notifications.js'
import { bookingValues, submitBooking, visitorAtBooking } from '../support/booking-flow.js'

const MONDAY = instantOf('2026-03-16', 8 * 60)
const env = { SMS_DEV_OUTBOX: 'true' }
type App = Awaited<ReturnType<typeof buildTestApp>>['app']

const reminders = (apps: App[], phone: string) => apps.flatMap((a) => a.smsOutbox!.list(phone)).filter((m) => m.text.startsWith('Hatırlatma'))

async function book(app: App, config: ReturnType<typeof testConfig>, phone: string, slot: string) {
  // A booking made on the Monday or the evening before (the offer is valid until the 23rd).
  const v = await visitorAtBooking(app, config, { phone, plate: '41TT2024', offerValidUntil: instantOf('2026-03-23', 0) })
  // Branch 4 on the 18th is this file's own: test files share the database.
  const res = await submitBooking(app, v, bookingValues({ branch: '4', date: '2026-03-18', slot }))
  t.equal(res.statusCode, 200, 'booked', { body: res.body })
  const id = Number((res.json().result.state.appointment as { id: number }).id)
  return { id, startsAt: instantOf('2026-03-18', Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3))) }
}

async function waitFor(check: () => boolean, ms = 8000) {
  const until = Date.now() + ms
  while (!check() && Date.now() < until) await sleep(50)
}

t.test('18:00 Istanbul the day before', async (t) => {
  t.equal(reminderAt(instantOf('2026-03-18', 10 * 60)).toISOString(), '2026-03-17T15:00:00.000Z')
  t.equal(reminderAt(instantOf('2026-03-02', 9 * 60)).toISOString(), '2026-03-01T15:00:00.000Z', 'a Monday: Sunday evening')
})

// The clock stands just before 18:00 on the evening before, so the reminder the booking schedules is
// due in a moment (the job's delay is the same arithmetic as for a booking days ahead).
const EVENING = (ms: number) => new Date(reminderAt(instantOf('2026-03-18', 10 * 60)).getTime() - ms)

t.test('two gateways working the queue send one reminder', async (t) => {
  const config = testConfig(env)
  const now = EVENING(300)
  const a = await buildTestApp(t, { config, env, booking: { now: () => now } })
  const b = await buildTestApp(t, { config, env, booking: { now: () => now } })
  const { id, startsAt } = await book(a.app, config, '5321119001', '10:00')
  // Scheduling it again, from either gateway, keeps one job.
  await a.app.booking.notifications.scheduleReminder(id, startsAt)
  await b.app.booking.notifications.scheduleReminder(id, startsAt)
  await waitFor(() => reminders([a.app, b.app], '5321119001').length > 0)
  await sleep(1000)
  const sent = reminders([a.app, b.app], '5321119001')
  t.equal(sent.length, 1, 'one reminder')
  t.match(sent[0]?.text, /^Hatırlatma: Yarın ekspertiz randevunuz var: 18\.03\.2026 Çar 10:00, Turuncu Garaj Beylikdüzü\. Değiştir\/iptal: https:\/\/www\.turuncugaraj\.test\/randevu-yonetimi\//)
  const { rows } = await a.app.db.query<{ reminder_sent_at: Date | null }>('SELECT reminder_sent_at FROM appointments WHERE id = $1', [id])
  t.ok(rows[0]!.reminder_sent_at, 'recorded as sent')
  t.equal((await a.app.booking.notifications.queue.getJobCounts()).completed, 1, 'one job, completed')
})

t.test('a reminder scheduled before a restart is sent after it', async (t) => {
  const config = testConfig(env)
  const now = EVENING(1500)
  let closed = false
  const first = await buildTestApp({ teardown: (fn) => t.teardown(() => (closed ? undefined : fn())) }, { config, env, booking: { now: () => now, reminderWorker: false } })
  await book(first.app, config, '5321119002', '11:00')
  await first.app.close()
  closed = true
  const second = await buildTestApp(t, { config, env, booking: { now: () => now } })
  await waitFor(() => reminders([second.app], '5321119002').length > 0)
  t.equal(reminders([second.app], '5321119002').length, 1, 'the restarted gateway sends it')
})

t.test('a moved or cancelled booking gets no reminder for its old time', async (t) => {
  const config = testConfig(env)
  const { app } = await buildTestApp(t, { config, env, booking: { now: () => MONDAY, reminderWorker: false } })
  const { id, startsAt } = await book(app, config, '5321119003', '13:30')
  await app.db.query('UPDATE appointments SET starts_at = starts_at + interval \'1 hour\', ends_at = ends_at + interval \'1 hour\' WHERE id = $1', [id])
  t.equal(await app.booking.notifications.runReminder({ id, startsAt: startsAt.getTime() }), 'skipped', 'moved')
  await app.booking.service.setStatus(id, 5)
  t.equal(await app.booking.notifications.runReminder({ id, startsAt: startsAt.getTime() + 3_600_000 }), 'skipped', 'cancelled')
  t.equal(reminders([app], '5321119003').length, 0)
})

t.test('the sweep gives a booking that lost its job one (a gateway died between the commit and the job)', async (t) => {
  const config = testConfig(env)
  const { app } = await buildTestApp(t, { config, env, booking: { now: () => MONDAY, reminderWorker: false } })
  const { queue } = app.booking.notifications
  const lost = await book(app, config, '5321119004', '14:30')
  const jobId = `reminder-${lost.id}-${lost.startsAt.getTime()}`
  t.ok(await queue.getJob(jobId), 'the booking scheduled its reminder')
  // What a crash right after the commit leaves: the booking, no job.
  await queue.remove(jobId)
  t.notOk(await queue.getJob(jobId), 'the job is gone')
  const cancelled = await book(app, config, '5321119005', '15:30')
  await queue.remove(`reminder-${cancelled.id}-${cancelled.startsAt.getTime()}`)
  await app.booking.service.setStatus(cancelled.id, 5)

  t.ok(await app.booking.notifications.sweep() >= 1, 'the sweep scheduled at least the lost one')
  const job = await queue.getJob(jobId)
  t.ok(job, 'the lost booking has its job again')
  t.equal(job?.delay, reminderAt(lost.startsAt).getTime() - MONDAY.getTime(), 'due at 18:00 the day before')
  t.notOk(await queue.getJob(`reminder-${cancelled.id}-${cancelled.startsAt.getTime()}`), 'a cancelled booking gets none')
  await app.booking.notifications.sweep()
  t.equal((await queue.getJobs(['delayed'])).filter((j) => j.id === jobId).length, 1, 'sweeping again keeps one job')
})

t.test('a gateway with the worker keeps the sweep scheduled, once for the queue', async (t) => {
  const config = testConfig({ ...env, REMINDER_SWEEP_MINUTES: '10' })
  const a = await buildTestApp(t, { config, env, booking: { now: () => MONDAY } })
  const b = await buildTestApp(t, { config, env, booking: { now: () => MONDAY } })
  const { queue } = a.app.booking.notifications
  let schedulers = await queue.getJobSchedulers()
  for (let i = 0; i < 100 && schedulers.length === 0; i++) {
    await sleep(50)
    schedulers = await queue.getJobSchedulers()
  }
  await sleep(200)
  schedulers = await queue.getJobSchedulers()
  t.same(schedulers.map((s) => [s.key, s.every]), [['reminder-sweep', 600_000]], 'one scheduler, every 10 minutes, whichever gateway wrote it')
  t.ok(b.app.booking.notifications.queue, 'the second gateway shares the queue')
})

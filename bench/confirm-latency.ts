// The booking confirm for one client (issue 14): step 12's submit hook exactly as the gateway wires
// it (plugins/booking.ts) — the branches from the cache, the booking transaction (the subject's
// lock, the replay and second-booking checks, the flow's hold turned into the booking), the slot
// cache dropped, then the confirmation SMS through the provider interface and the reminder job on
// the state Redis — one booking after another for BENCH_DURATION seconds, each a new visitor who
// held the seat first (step 12's slot choice, not timed), as in the browser. In process, not over
// HTTP: a booking needs the phone verified by SMS code in step 10, which the production bench
// gateway cannot send, and the flow submit around the hook is what the wizard's submit row measures.
// It runs in its own Redis prefix with the local SMS provider; everything it books is deleted after.
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type pg from 'pg'
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { BOOKING_STEP, bookingStep } from '../server/services/booking/booking-step.js'
import type { SlotView } from '../server/services/booking/slots.js'
import type { FlowState } from '../server/schemas/flow.js'
import { inProcessMeasurement } from './lib/in-process.js'
import type { EndpointResult } from './lib/types.js'

export const CONFIRM_NAME = 'confirm a booking (step 12 submit hook, 1 client)'
const PREFIX = 'bench-confirm:'
const FLOW_PREFIX = 'bench-confirm-'


async function flush(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000)
      if (keys.length) await redis.unlink(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
}

/** A visitor who reached step 12: a verified phone, a plate and an offer taken, all their own. */
async function visitor(db: pg.Pool, i: number): Promise<{ flowId: string; state: FlowState }> {
  const digits = String(i).padStart(7, '0')
  const flowId = `${FLOW_PREFIX}${randomBytes(6).toString('hex')}`
  const phone = `532${digits}`
  // The offer of step 11 (an expert-review one: no range to make up).
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sell_offers (valid_until, flow_id, phone, agac_id, model_year, km, inputs, lines, configuration, model_version, method, confidence, expert_review, reference, offer)
     VALUES (now() + interval '7 days', $1, $2, 1, 2020, 50000, '{}', '[]', '{}', 'bench', 'model', 'dusuk', 'low-confidence', 1, 1) RETURNING id`,
    [flowId, phone])
  return {
    flowId,
    state: {
      revision: 12, family: 'teklif-al', labels: {}, completed: [], auto: [],
      answers: { preOffer: rows[0]!.id, takeOffer: rows[0]!.id, phone, numberPlate: `34BC${digits.slice(-4)}` },
    },
  }
}

export async function measureConfirmLatency(durationS: number, log: (line: string) => void): Promise<EndpointResult> {
  const result: EndpointResult = {
    name: CONFIRM_NAME, method: 'POST', path: '(in process)', target: 0, gated: false, connections: 1,
    measurement: null, baseline: null, roundRatios: [], ratio: null, ratioToBareGet: null, pass: false, problems: [], warnings: [],
  }
  const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', SMS_PROVIDER: 'local', REDIS_KEY_PREFIX: PREFIX, AUTO_SEED: 'false', SCREENS_WATCH: 'false' }
  const config = loadConfig(env)
  const app = await buildApp({ config, env, booking: { reminderWorker: false } })
  try {
    await app.ready()
    const desk = app.booking
    const confirm = bookingStep({
      booking: desk.service, branches: () => desk.branches(), booked: (id, startsAt) => desk.notifications.booked(id, startsAt), log: app.log,
    })
    // Free seats, branch by branch and day by day, from the answers the slot picker reads.
    const seats: Array<{ branch: string; city: string; date: string; slot: string }> = []
    for (const branch of await desk.branches()) {
      const first = JSON.parse((await desk.slotsAnswer(branch.id, new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10))).body) as { result: { days: Array<{ date: string; open: boolean }> } }
      for (const day of first.result.days.filter((d) => d.open)) {
        const { result } = JSON.parse((await desk.slotsAnswer(branch.id, day.date)).body) as { result: { slots: SlotView[] } }
        for (const slot of result.slots) for (let seat = 0; slot.status === 'available' && seat < slot.remaining; seat++) {
          seats.push({ branch: String(branch.id), city: branch.city, date: day.date, slot: slot.time })
        }
      }
      if (seats.length >= 5000) break
    }
    if (seats.length === 0) throw new Error('no free seat in any branch')
    const times: number[] = []
    let refused = 0
    const started = performance.now()
    for (let i = 0; i < seats.length && performance.now() - started < durationS * 1000; i++) {
      const seat = seats[i]!
      const { flowId, state } = await visitor(app.db, i)
      await desk.hold(flowId, state, seat)
      const values = { ...seat, firstName: 'Deneme', lastName: 'Ziyaretçi', salesDeclaration: true, etkConsent: false }
      const t0 = performance.now()
      try {
        await confirm(values, { flowId, ip: '127.0.0.1', state, raw: {} })
      } catch {
        refused++
      }
      times.push(performance.now() - t0)
    }
    const elapsedS = (performance.now() - started) / 1000
    const measurement = inProcessMeasurement(times, elapsedS, refused)
    result.measurement = measurement
    // Each booking's reminder job, unless its reminder time (18:00 the day before) has passed.
    const reminders = await desk.notifications.queue.getDelayedCount()
    log(`confirm: ${times.length} bookings (${BOOKING_STEP} submit hook, SMS and reminder included; ${reminders} reminder jobs queued), p50 ${measurement.latencyMs.p50} ms, p99 ${measurement.latencyMs.p99} ms`)
    if (refused > 0) result.problems.push(`${refused} of ${times.length} confirms were refused`)
    if (reminders === 0) result.problems.push('no reminder job was queued: the notifications after the booking failed')
    result.pass = result.problems.length === 0
  } catch (err) {
    result.problems.push(`confirm: ${err instanceof Error ? err.message : String(err)}`)
  } finally {
    await app.db.query('DELETE FROM appointments WHERE flow_id LIKE $1', [`${FLOW_PREFIX}%`]).catch(() => undefined)
    await app.db.query('DELETE FROM sell_offers WHERE flow_id LIKE $1', [`${FLOW_PREFIX}%`]).catch(() => undefined)
    await app.close()
    await flush(config.redisUrl)
    if (config.redisCacheUrl !== config.redisUrl) await flush(config.redisCacheUrl)
  }
  return result
}

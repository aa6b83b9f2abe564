// The booking's SMS (transactional, no ETK consent needed): the confirmation with the manage link,
// a note when it is cancelled, and the reminder the day before at 18:00 Istanbul. The reminder is a
// BullMQ delayed job in the state Redis (never evicted, persisted): it survives a restart and one
// worker of one gateway takes it; the database claim (reminder_sent_at) makes a second delivery of
// the same job, or a job for a moved or cancelled booking, send nothing (decision 030).
import { Queue, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import type pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import type { SmsProvider } from '../../integrations/sms/types.js'
import { APPOINTMENT_STATUS as S } from '../appointments/statuses.js'
import { addDays, instantOf, istanbulDay } from './istanbul-time.js'
import { describeStart, loadBooking, type BookingView } from './booking-view.js'
import { MANAGE_PAGE, type ManageTokens } from './manage-tokens.js'

export const REMINDER_QUEUE = 'booking-reminders'
export const REMINDER_MINUTE = 18 * 60
/** The job scheduler that runs the sweep (one across every gateway on the queue). */
const SWEEP_SCHEDULER = 'reminder-sweep'

export const smsText = {
  booked: (v: BookingView, link: string) => `Ekspertiz randevunuz: ${describeStart(new Date(v.startsAt))}, ${v.branch.name}. Değiştir/iptal: ${link}`,
  reminder: (v: BookingView, link: string) => `Hatırlatma: Yarın ekspertiz randevunuz var: ${describeStart(new Date(v.startsAt))}, ${v.branch.name}. Değiştir/iptal: ${link}`,
  cancelled: (v: BookingView) => `Ekspertiz randevunuz iptal edildi: ${describeStart(new Date(v.startsAt))}, ${v.branch.name}.`,
}

/** 18:00 Istanbul on the day before the appointment. */
export function reminderAt(startsAt: Date): Date {
  return instantOf(addDays(istanbulDay(startsAt), -1), REMINDER_MINUTE)
}

interface ReminderJob {
  id: number
  /** The booked start (epoch ms) the reminder is for; a moved booking has a job of its own. */
  startsAt: number
}

/** The sweep's job carries nothing. */
type QueueJob = ReminderJob | Record<string, never>

export interface NotificationDeps {
  db: pg.Pool
  sms: SmsProvider
  tokens: ManageTokens
  publicBaseUrl: string
  /** The state Redis: BullMQ needs a server that never evicts. */
  redisUrl: string
  /** BullMQ's key prefix (the gateway's prefix + 'bull'). */
  prefix: string
  log: FastifyBaseLogger
  now: () => Date
  /** How often the sweep runs, ms (REMINDER_SWEEP_MINUTES; 0 = never: tests call sweep() themselves). */
  sweepEveryMs: number
}

export type ReminderOutcome = 'sent' | 'skipped' | 'failed'

export class BookingNotifications {
  private readonly queueRedis: Redis
  readonly queue: Queue<QueueJob>
  private worker: Worker<QueueJob> | undefined
  private workerRedis: Redis | undefined

  constructor(private readonly deps: NotificationDeps) {
    this.queueRedis = new Redis(deps.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true })
    this.queueRedis.on('error', (err) => deps.log.warn({ err: err.message }, 'booking reminders: redis error'))
    this.queue = new Queue<QueueJob>(REMINDER_QUEUE, { connection: this.queueRedis, prefix: deps.prefix })
    this.queue.on('error', (err) => deps.log.warn({ err: err.message }, 'booking reminders: queue error'))
  }

  linkOf(id: number, salt: string): string {
    return `${this.deps.publicBaseUrl}${MANAGE_PAGE}/${this.deps.tokens.sign(id, salt)}`
  }

  private async send(id: number, text: (v: BookingView, link: string) => string, purpose: string): Promise<boolean> {
    const record = await loadBooking(this.deps.db, id)
    if (!record) return false
    const result = await this.deps.sms.send({ to: record.phone, text: text(record.view, this.linkOf(id, record.manageSalt)), purpose })
    if (!result.ok) this.deps.log.warn({ appointment: id, code: result.code, purpose }, 'booking sms not sent')
    return result.ok
  }

  /** After a booking or a move: the SMS with the manage link, and the reminder job. Never throws. */
  async booked(id: number, startsAt: Date): Promise<void> {
    try {
      await this.send(id, smsText.booked, 'appointment-booked')
      await this.scheduleReminder(id, startsAt)
    } catch (err) {
      this.deps.log.error({ appointment: id, err: (err as Error).message }, 'booking notifications failed')
    }
  }

  async cancelled(id: number): Promise<void> {
    try {
      await this.send(id, (v) => smsText.cancelled(v), 'appointment-cancelled')
    } catch (err) {
      this.deps.log.error({ appointment: id, err: (err as Error).message }, 'booking notifications failed')
    }
  }

  /** Adds the reminder job, due the day before at 18:00; none when that has passed. */
  async scheduleReminder(id: number, startsAt: Date): Promise<boolean> {
    const delay = reminderAt(startsAt).getTime() - this.deps.now().getTime()
    if (delay < 0) return false
    // The job id names the booking and its start: adding it twice keeps one job; a move adds another.
    await this.queue.add('reminder', { id, startsAt: startsAt.getTime() }, {
      jobId: `reminder-${id}-${startsAt.getTime()}`, delay, attempts: 5, backoff: { type: 'exponential', delay: 60_000 },
      removeOnComplete: 1000, removeOnFail: 1000,
    })
    return true
  }

  /** The job's work: claim the reminder in the database, then send; a moved or cancelled booking is skipped. */
  async runReminder(job: ReminderJob): Promise<ReminderOutcome> {
    const { rowCount } = await this.deps.db.query(
      `UPDATE appointments SET reminder_sent_at = now()
        WHERE id = $1 AND starts_at = $2 AND status = ANY($3) AND reminder_sent_at IS NULL`,
      [job.id, new Date(job.startsAt), [S.Onaylandi, S.RandevuyaBekleniyor]])
    if (!rowCount) return 'skipped'
    if (await this.send(job.id, smsText.reminder, 'appointment-reminder')) return 'sent'
    await this.deps.db.query('UPDATE appointments SET reminder_sent_at = NULL WHERE id = $1', [job.id])
    throw new Error('reminder sms not sent; retried later')
  }

  /**
   * Every booking whose reminder is still ahead gets its job. The job is added after the booking
   * commits (Redis and PostgreSQL share no transaction), so a gateway that died between the two
   * left a booking without one; the sweep closes that gap. Adding a job that exists keeps the one
   * there (its id names the booking and its start). Returns how many bookings have their job.
   */
  async sweep(): Promise<number> {
    const { rows } = await this.deps.db.query<{ id: string; starts_at: Date }>(
      'SELECT id, starts_at FROM appointments WHERE status = ANY($1) AND reminder_sent_at IS NULL AND starts_at > $2 ORDER BY starts_at',
      [[S.Onaylandi, S.RandevuyaBekleniyor], this.deps.now()])
    let scheduled = 0
    for (const row of rows) if (await this.scheduleReminder(Number(row.id), row.starts_at)) scheduled++
    return scheduled
  }

  /** Takes due reminders in this gateway (one job at a time), and keeps the sweep scheduled. */
  startWorker(): void {
    if (this.worker) return
    this.workerRedis = new Redis(this.deps.redisUrl, { maxRetriesPerRequest: null })
    this.workerRedis.on('error', (err) => this.deps.log.warn({ err: err.message }, 'booking reminders: redis error'))
    this.worker = new Worker<QueueJob>(REMINDER_QUEUE, async (job) => {
      if (job.name === 'sweep') return this.sweep()
      return this.runReminder(job.data as ReminderJob)
    }, {
      connection: this.workerRedis, prefix: this.deps.prefix, concurrency: 1,
    })
    this.worker.on('error', (err) => this.deps.log.warn({ err: err.message }, 'booking reminders: worker error'))
    this.worker.on('failed', (job, err) => this.deps.log.warn({ job: job?.id, err: err.message }, 'booking reminder failed'))
    if (this.deps.sweepEveryMs > 0) {
      // One scheduler for the queue whichever gateway writes it; with `every` its first sweep runs
      // now (a restart after a crash is when a booking may have lost its job). BullMQ says so on
      // stderr at every start if `immediately` is given as well.
      void this.queue.upsertJobScheduler(SWEEP_SCHEDULER, { every: this.deps.sweepEveryMs }, {
        name: 'sweep', data: {}, opts: { removeOnComplete: 10, removeOnFail: 10 },
      }).catch((err: unknown) => this.deps.log.warn({ err: (err as Error).message }, 'booking reminders: sweep not scheduled'))
    }
  }

  async close(): Promise<void> {
    await this.worker?.close()
    await this.queue.close()
    this.workerRedis?.disconnect()
    this.queueRedis.disconnect()
  }
}

// Holds, bookings, moves and cancellations of inspection appointments (sell-wizard.md §5). Every
// change is one transaction; the seat table's key makes a double booking impossible (seats.ts),
// an advisory lock per phone and plate serialises that phone's bookings of that car, and a
// confirm's idempotency key answers a replay with the first booking.
import type pg from 'pg'
import { APPOINTMENT_STATUS as S, type AppointmentStatus } from '../appointments/statuses.js'
import { BOOKING_MSG, bookingError } from './booking-errors.js'
import { instantOf, istanbulDay, istanbulMinutes } from './istanbul-time.js'
import { ScheduleStore } from './schedule-store.js'
import { checkSlot, type Calendar, type Schedule } from './slots.js'
import { takeSeat, takenSeats } from './seats.js'
import { describeStart, referenceOf } from './booking-view.js'

export const HOLD_MINUTES = 10

export interface Subject {
  flowId: string
  offerId: string
  /** 10 digits, normalised. */
  phone: string
  /** Normalised ('34ABC123'). */
  plate: string
}

export interface SlotChoice {
  branchId: number
  day: string
  /** Minutes after Istanbul midnight. */
  minute: number
}

export interface Consent {
  id: string
  accepted: boolean
}

export interface Contact {
  firstName: string
  lastName: string
  consents: Consent[]
  ip: string
  channel: 'Web'
}

export interface Booked {
  id: number
  branchId: number
  startsAt: Date
  /** True when the idempotency key named a booking made before (nothing new was done). */
  replayed: boolean
}

/** A branch's day whose slot answer must be dropped from the cache. */
export interface BranchDay {
  branchId: number
  day: string
}

export interface BookingDeps {
  db: pg.Pool
  now?: () => Date
  /** Called after every committed change of seats (cache invalidation). */
  changed?: (days: BranchDay[]) => Promise<void>
}

const BOOKED = [S.Onaylandi, S.RandevuyaBekleniyor] as const

export class BookingService {
  private readonly db: pg.Pool
  readonly schedules: ScheduleStore
  readonly now: () => Date

  constructor(private readonly deps: BookingDeps) {
    this.db = deps.db
    this.schedules = new ScheduleStore(deps.db)
    this.now = deps.now ?? (() => new Date())
  }

  /** The branch's schedule and calendar; 400 on the branch field when it takes no inspections. */
  async planOf(branchId: number): Promise<{ schedule: Schedule; calendar: Calendar }> {
    const schedule = await this.schedules.schedule(branchId)
    if (!schedule) throw bookingError('BOOKING_BRANCH', 400, BOOKING_MSG.branch, 'branch')
    return { schedule, calendar: await this.schedules.calendar(branchId, istanbulDay(this.now())) }
  }

  /** The slot's start and end, or a 400 naming what is wrong with it (seats aside). */
  async checkChoice(choice: SlotChoice): Promise<{ start: Date; end: Date; schedule: Schedule }> {
    const { schedule, calendar } = await this.planOf(choice.branchId)
    const check = checkSlot(schedule, calendar, choice.day, choice.minute, this.now())
    if (check.ok) return { start: check.start, end: check.end, schedule }
    switch (check.reason) {
      case 'closed': throw bookingError('BOOKING_CLOSED', 400, BOOKING_MSG.closed(check.closed ?? 'Kapalı'), 'date')
      case 'horizon': throw bookingError('BOOKING_HORIZON', 400, BOOKING_MSG.horizon, 'date')
      case 'past': throw bookingError('BOOKING_PAST', 400, BOOKING_MSG.past, 'slot')
      default: throw bookingError('BOOKING_UNKNOWN_SLOT', 400, BOOKING_MSG.unknownSlot, 'slot')
    }
  }

  private async tx<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.db.connect()
    try {
      await client.query('BEGIN')
      const out = await work(client)
      await client.query('COMMIT')
      return out
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {})
      throw err
    } finally {
      client.release()
    }
  }

  private async changed(days: BranchDay[]): Promise<void> {
    const unique = [...new Map(days.map((d) => [`${d.branchId}:${d.day}`, d])).values()]
    if (unique.length) await this.deps.changed?.(unique)
  }

  /** 409 when this phone already has a future booking for this plate (it is moved, not doubled). */
  private async refuseSecond(client: pg.PoolClient, subject: Subject, now: Date): Promise<void> {
    const { rows } = await client.query<{ id: string; starts_at: Date; branch: string }>(
      `SELECT a.id, a.starts_at, b.name AS branch FROM appointments a JOIN branches b ON b.id = a.branch_id
        WHERE a.phone = $1 AND a.plate = $2 AND a.status = ANY($3) AND a.starts_at > $4 ORDER BY a.starts_at LIMIT 1`,
      [subject.phone, subject.plate, BOOKED, now])
    const r = rows[0]
    if (r) throw bookingError('BOOKING_EXISTS', 409, BOOKING_MSG.existing(referenceOf(Number(r.id)), describeStart(r.starts_at), r.branch), 'slot')
  }

  private lockSubject(client: pg.PoolClient, subject: Subject) {
    return client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 14))', [`${subject.phone}:${subject.plate}`])
  }

  /** Holds a seat for the flow for 10 minutes; the flow's earlier hold is released. */
  async hold(subject: Subject, choice: SlotChoice): Promise<{ id: number; expiresAt: Date }> {
    const { start, end, schedule } = await this.checkChoice(choice)
    const now = this.now()
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000)
    const released: BranchDay[] = []
    const id = await this.tx(async (client) => {
      await this.lockSubject(client, subject)
      await this.refuseSecond(client, subject, now)
      released.push(...await this.releaseHolds(client, subject.flowId))
      // Holds that lapsed stopped counting then; their rows (and seats) go now, a few at a time.
      await client.query(
        `DELETE FROM appointments WHERE id IN (
           SELECT id FROM appointments WHERE status = $1 AND hold_expires_at <= $2 ORDER BY hold_expires_at LIMIT 100 FOR UPDATE SKIP LOCKED)`,
        [S.Taslak, now])
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO appointments (phone, plate, branch_id, starts_at, ends_at, status, flow_id, offer_id, hold_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [subject.phone, subject.plate, choice.branchId, start, end, S.Taslak, subject.flowId, subject.offerId, expiresAt])
      const id = Number(rows[0]!.id)
      if ((await takeSeat(client, choice.branchId, start, schedule.capacity, id, now)) === null) {
        throw bookingError('BOOKING_RACED', 409, BOOKING_MSG.raced, 'slot')
      }
      return id
    })
    await this.changed([...released, { branchId: choice.branchId, day: choice.day }])
    return { id, expiresAt }
  }

  /** Deletes the flow's holds (their seats go with them); the days they were on. */
  private async releaseHolds(client: pg.PoolClient, flowId: string): Promise<BranchDay[]> {
    const { rows } = await client.query<{ branch_id: number; starts_at: Date }>(
      'DELETE FROM appointments WHERE flow_id = $1 AND status = $2 RETURNING branch_id, starts_at', [flowId, S.Taslak])
    return rows.map((r) => ({ branchId: r.branch_id, day: istanbulDay(r.starts_at) }))
  }

  /**
   * Books the slot: the flow's live hold on it becomes the booking, or a free seat is taken now.
   * A hold of the flow on this slot that lapsed is refused (409); a replayed idempotency key
   * answers the first booking.
   */
  async book(subject: Subject, choice: SlotChoice, contact: Contact, idempotencyKey: string): Promise<Booked> {
    const { start, end, schedule } = await this.checkChoice(choice)
    const now = this.now()
    const released: BranchDay[] = []
    const booked = await this.tx(async (client): Promise<Booked> => {
      await this.lockSubject(client, subject)
      const replay = await client.query<{ id: string; branch_id: number; starts_at: Date }>(
        'SELECT id, branch_id, starts_at FROM appointments WHERE flow_id = $1 AND idempotency_key = $2 AND status <> $3',
        [subject.flowId, idempotencyKey, S.Taslak])
      if (replay.rows[0]) return { id: Number(replay.rows[0].id), branchId: replay.rows[0].branch_id, startsAt: replay.rows[0].starts_at, replayed: true }
      await this.refuseSecond(client, subject, now)

      const holds = await client.query<{ id: string; branch_id: number; starts_at: Date; hold_expires_at: Date }>(
        'SELECT id, branch_id, starts_at, hold_expires_at FROM appointments WHERE flow_id = $1 AND status = $2 FOR UPDATE',
        [subject.flowId, S.Taslak])
      const own = holds.rows.find((h) => h.branch_id === choice.branchId && h.starts_at.getTime() === start.getTime())
      if (own && own.hold_expires_at.getTime() <= now.getTime()) throw bookingError('BOOKING_HOLD_EXPIRED', 409, BOOKING_MSG.holdExpired, 'slot')
      const details = [contact.firstName, contact.lastName, JSON.stringify(contact.consents), now, contact.ip, contact.channel, idempotencyKey]
      let id: number
      if (own) {
        id = Number(own.id)
        await client.query(
          `UPDATE appointments SET status = $2, hold_expires_at = NULL, first_name = $3, last_name = $4, consents = $5, consented_at = $6,
             consent_ip = $7, channel = $8, idempotency_key = $9, updated_at = $6 WHERE id = $1`,
          [id, S.RandevuyaBekleniyor, ...details])
      } else {
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO appointments (phone, plate, branch_id, starts_at, ends_at, status, flow_id, offer_id,
             first_name, last_name, consents, consented_at, consent_ip, channel, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
          [subject.phone, subject.plate, choice.branchId, start, end, S.RandevuyaBekleniyor, subject.flowId, subject.offerId, ...details])
        id = Number(rows[0]!.id)
        if ((await takeSeat(client, choice.branchId, start, schedule.capacity, id, now)) === null) {
          throw bookingError('BOOKING_RACED', 409, BOOKING_MSG.raced, 'slot')
        }
      }
      // The flow's holds on other slots are let go.
      const others = holds.rows.filter((h) => Number(h.id) !== id)
      if (others.length) {
        await client.query('DELETE FROM appointments WHERE id = ANY($1)', [others.map((h) => h.id)])
        released.push(...others.map((h) => ({ branchId: h.branch_id, day: istanbulDay(h.starts_at) })))
      }
      return { id, branchId: choice.branchId, startsAt: start, replayed: false }
    })
    if (!booked.replayed) await this.changed([...released, { branchId: choice.branchId, day: choice.day }])
    return booked
  }

  /** Moves a booking to another slot (or branch); the same slot again changes nothing. */
  async reschedule(id: number, choice: SlotChoice): Promise<{ moved: boolean }> {
    const { start, end, schedule } = await this.checkChoice(choice)
    const now = this.now()
    let from: BranchDay | undefined
    const moved = await this.tx(async (client) => {
      const row = await this.lockBooking(client, id)
      if (row.branch_id === choice.branchId && row.starts_at.getTime() === start.getTime()) return false
      from = { branchId: row.branch_id, day: istanbulDay(row.starts_at) }
      await client.query('DELETE FROM appointment_seats WHERE appointment_id = $1', [id])
      if ((await takeSeat(client, choice.branchId, start, schedule.capacity, id, now)) === null) {
        throw bookingError('BOOKING_RACED', 409, BOOKING_MSG.raced, 'slot')
      }
      await client.query(
        `UPDATE appointments SET branch_id = $2, starts_at = $3, ends_at = $4, status = $5, reminder_sent_at = NULL,
           reschedules = reschedules + 1, updated_at = $6 WHERE id = $1`,
        [id, choice.branchId, start, end, S.RandevuyaBekleniyor, now])
      return true
    })
    if (moved) await this.changed([from!, { branchId: choice.branchId, day: choice.day }])
    return { moved }
  }

  /** A booked (or confirmed) appointment, locked; 409 when it was cancelled or is past changing. */
  private async lockBooking(client: pg.PoolClient, id: number): Promise<{ branch_id: number; starts_at: Date; status: AppointmentStatus }> {
    const { rows } = await client.query<{ branch_id: number; starts_at: Date; status: AppointmentStatus }>(
      'SELECT branch_id, starts_at, status FROM appointments WHERE id = $1 FOR UPDATE', [id])
    const row = rows[0]
    if (!row || row.status === S.Taslak) throw bookingError('BOOKING_NOT_FOUND', 404, BOOKING_MSG.notFound)
    if (row.status === S.Iptal) throw bookingError('BOOKING_CANCELLED', 409, BOOKING_MSG.cancelled)
    if (!(BOOKED as readonly number[]).includes(row.status)) throw bookingError('BOOKING_FIXED', 409, BOOKING_MSG.notChangeable)
    return row
  }

  /** Cancels a booking and frees its seat; cancelling again changes nothing. */
  async cancel(id: number): Promise<void> {
    const day = await this.tx(async (client) => {
      const { rows } = await client.query<{ status: number }>('SELECT status FROM appointments WHERE id = $1 FOR UPDATE', [id])
      if (rows[0]?.status === S.Iptal) return null
      const row = await this.lockBooking(client, id)
      await client.query('UPDATE appointments SET status = $2, updated_at = $3 WHERE id = $1', [id, S.Iptal, this.now()])
      await client.query('DELETE FROM appointment_seats WHERE appointment_id = $1', [id])
      return { branchId: row.branch_id, day: istanbulDay(row.starts_at) }
    })
    if (day) await this.changed([day])
  }

  /** The admin API's status change (set A; Taslak is the gateway's own). Iptal frees the seat. */
  async setStatus(id: number, status: Exclude<AppointmentStatus, 1>): Promise<boolean> {
    if (status === S.Iptal) {
      const { rows } = await this.db.query<{ status: number }>('SELECT status FROM appointments WHERE id = $1', [id])
      if (!rows[0] || rows[0].status === S.Taslak) return false
      if (rows[0].status !== S.Iptal) {
        const day = await this.tx(async (client) => {
          const { rows: r } = await client.query<{ branch_id: number; starts_at: Date }>(
            'UPDATE appointments SET status = $2, updated_at = now() WHERE id = $1 RETURNING branch_id, starts_at', [id, S.Iptal])
          await client.query('DELETE FROM appointment_seats WHERE appointment_id = $1', [id])
          return { branchId: r[0]!.branch_id, day: istanbulDay(r[0]!.starts_at) }
        })
        await this.changed([day])
      }
      return true
    }
    // A cancelled appointment stays cancelled: its seat may already be someone else's.
    const { rowCount } = await this.db.query('UPDATE appointments SET status = $2, updated_at = now() WHERE id = $1 AND status NOT IN ($3, $4)', [id, status, S.Taslak, S.Iptal])
    return (rowCount ?? 0) > 0
  }

  /** Seats taken per slot of a branch's day (live holds and bookings), keyed by minute of day. */
  async occupancy(branchId: number, day: string): Promise<{ taken: Map<number, number>; nextHoldExpiry: number | null }> {
    const { taken, nextHoldExpiry } = await takenSeats(this.db, branchId, instantOf(day, 0), instantOf(day, 24 * 60), this.now())
    return { taken: new Map([...taken].map(([at, n]) => [istanbulMinutes(at), n])), nextHoldExpiry }
  }
}

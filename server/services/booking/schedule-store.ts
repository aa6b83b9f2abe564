// Reads the booking calendar from PostgreSQL (migration 009): a branch's schedule, the holidays and
// its closures, and the branches that take inspections with what a visitor picks them by.
import type pg from 'pg'
import { parseHm } from './istanbul-time.js'
import type { Calendar, Closure, Holiday, Schedule } from './slots.js'

export interface BookingBranch {
  id: number
  name: string
  city: string
  district: string
  address: string
  phone: string
  mapUrl: string
  capacity: number
}

interface ScheduleRow {
  branch_id: number
  weekday_opens: string; weekday_closes: string
  saturday_opens: string | null; saturday_closes: string | null
  lunch_starts: string | null; lunch_ends: string | null
  slot_minutes: number; capacity: number; lead_minutes: number; horizon_days: number
}

const minutes = (t: string) => parseHm(t.slice(0, 5))!

export function scheduleOf(r: ScheduleRow): Schedule {
  return {
    branchId: r.branch_id,
    weekday: { opens: minutes(r.weekday_opens), closes: minutes(r.weekday_closes) },
    saturday: r.saturday_opens && r.saturday_closes ? { opens: minutes(r.saturday_opens), closes: minutes(r.saturday_closes) } : null,
    lunch: r.lunch_starts && r.lunch_ends ? { starts: minutes(r.lunch_starts), ends: minutes(r.lunch_ends) } : null,
    slotMinutes: r.slot_minutes,
    capacity: r.capacity,
    leadMinutes: r.lead_minutes,
    horizonDays: r.horizon_days,
  }
}

export const mapUrlOf = (lat: number, lon: number) => `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(5)},${lon.toFixed(5)}`

export class ScheduleStore {
  constructor(private readonly db: pg.Pool | pg.PoolClient) {}

  async schedule(branchId: number): Promise<Schedule | null> {
    const { rows } = await this.db.query<ScheduleRow>('SELECT * FROM branch_schedules WHERE branch_id = $1', [branchId])
    return rows[0] ? scheduleOf(rows[0]) : null
  }

  /** Holidays, and the branch's closures that end on `fromDay` or later. */
  async calendar(branchId: number, fromDay: string): Promise<Calendar> {
    const [holidays, closures] = await Promise.all([
      this.db.query<{ day: string; name: string; closes_at: string | null }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, name, closes_at::text FROM holidays`),
      this.db.query<{ starts_on: string; ends_on: string; reason: string }>(
        `SELECT to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, reason
           FROM branch_closures WHERE branch_id = $1 AND ends_on >= $2`, [branchId, fromDay]),
    ])
    return {
      holidays: new Map(holidays.rows.map((h): [string, Holiday] => [h.day, { day: h.day, name: h.name, closesAt: h.closes_at ? minutes(h.closes_at) : null }])),
      closures: closures.rows.map((c): Closure => ({ startsOn: c.starts_on, endsOn: c.ends_on, reason: c.reason })),
    }
  }

  /** Branches with an inspection schedule, by city then name (Turkish collation). */
  async branches(): Promise<BookingBranch[]> {
    const { rows } = await this.db.query<{ id: number; name: string; city: string; district: string; address: string; phone: string; latitude: number; longitude: number; capacity: number }>(
      `SELECT b.id, b.name, b.city, b.district, b.address, b.phone, b.latitude, b.longitude, s.capacity
         FROM branches b JOIN branch_schedules s ON s.branch_id = b.id
        ORDER BY b.city COLLATE "tr-TR-x-icu", b.name COLLATE "tr-TR-x-icu"`)
    return rows.map((r) => ({ id: r.id, name: r.name, city: r.city, district: r.district, address: r.address, phone: r.phone, mapUrl: mapUrlOf(r.latitude, r.longitude), capacity: r.capacity }))
  }
}

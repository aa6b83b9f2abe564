// Editing the booking calendar (the admin API and `npm run content`): a branch's schedule, the
// holidays, per-branch closures. Every change drops every booking answer on every gateway.
import type pg from 'pg'
import { GatewayError, validationFailed } from '../../plugins/errors.js'
import type { FieldError } from '../../schemas/common.js'
import type { TwoTierCache } from '../cache/two-tier-cache.js'
import { isDay, parseHm } from './istanbul-time.js'

export const BOOKING_CACHE_PREFIX = 'booking:'

export interface ScheduleFields {
  weekdayOpens: string; weekdayCloses: string
  saturdayOpens: string | null; saturdayCloses: string | null
  lunchStarts: string | null; lunchEnds: string | null
  slotMinutes: number; capacity: number; leadMinutes: number; horizonDays: number
}

const BRANCH_NOT_FOUND = 'Şube bulunamadı.'

function checkSchedule(s: ScheduleFields): void {
  const errors: FieldError[] = []
  const pair = (a: string | null, b: string | null, fa: string, fb: string, what: string) => {
    if ((a === null) !== (b === null)) errors.push({ field: a === null ? fa : fb, message: `${what} için başlangıç ve bitiş birlikte verilmelidir.` })
    else if (a !== null && b !== null && parseHm(a)! >= parseHm(b)!) errors.push({ field: fb, message: `${what} bitişi başlangıcından sonra olmalıdır.` })
  }
  pair(s.weekdayOpens, s.weekdayCloses, 'weekdayOpens', 'weekdayCloses', 'Hafta içi çalışma saatleri')
  pair(s.saturdayOpens, s.saturdayCloses, 'saturdayOpens', 'saturdayCloses', 'Cumartesi çalışma saatleri')
  pair(s.lunchStarts, s.lunchEnds, 'lunchStarts', 'lunchEnds', 'Öğle arası')
  if (errors.length) throw validationFailed(errors)
}

export class ScheduleAdmin {
  constructor(private readonly db: pg.Pool, private readonly cache: TwoTierCache) {}

  private invalidate(): Promise<void> {
    return this.cache.invalidate({ prefixes: [BOOKING_CACHE_PREFIX] })
  }

  async schedule(branchId: number): Promise<ScheduleFields | null> {
    const { rows } = await this.db.query<ScheduleFields>(
      `SELECT to_char(weekday_opens, 'HH24:MI') AS "weekdayOpens", to_char(weekday_closes, 'HH24:MI') AS "weekdayCloses",
              to_char(saturday_opens, 'HH24:MI') AS "saturdayOpens", to_char(saturday_closes, 'HH24:MI') AS "saturdayCloses",
              to_char(lunch_starts, 'HH24:MI') AS "lunchStarts", to_char(lunch_ends, 'HH24:MI') AS "lunchEnds",
              slot_minutes AS "slotMinutes", capacity, lead_minutes AS "leadMinutes", horizon_days AS "horizonDays"
         FROM branch_schedules WHERE branch_id = $1`, [branchId])
    return rows[0] ?? null
  }

  /** Sets (or adds) a branch's schedule; 404 for a branch that does not exist. */
  async setSchedule(branchId: number, s: ScheduleFields): Promise<void> {
    checkSchedule(s)
    const { rows } = await this.db.query('SELECT 1 FROM branches WHERE id = $1', [branchId])
    if (!rows.length) throw new GatewayError('BRANCH_NOT_FOUND', 404, BRANCH_NOT_FOUND)
    await this.db.query(
      `INSERT INTO branch_schedules (branch_id, weekday_opens, weekday_closes, saturday_opens, saturday_closes, lunch_starts, lunch_ends,
         slot_minutes, capacity, lead_minutes, horizon_days, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
       ON CONFLICT (branch_id) DO UPDATE SET weekday_opens = EXCLUDED.weekday_opens, weekday_closes = EXCLUDED.weekday_closes,
         saturday_opens = EXCLUDED.saturday_opens, saturday_closes = EXCLUDED.saturday_closes, lunch_starts = EXCLUDED.lunch_starts,
         lunch_ends = EXCLUDED.lunch_ends, slot_minutes = EXCLUDED.slot_minutes, capacity = EXCLUDED.capacity,
         lead_minutes = EXCLUDED.lead_minutes, horizon_days = EXCLUDED.horizon_days, updated_at = now()`,
      [branchId, s.weekdayOpens, s.weekdayCloses, s.saturdayOpens, s.saturdayCloses, s.lunchStarts, s.lunchEnds, s.slotMinutes, s.capacity, s.leadMinutes, s.horizonDays])
    await this.invalidate()
  }

  async putHoliday(day: string, name: string, closesAt: string | null): Promise<void> {
    if (!isDay(day)) throw validationFailed([{ field: 'day', message: 'Geçerli bir tarih giriniz (YYYY-AA-GG).' }])
    await this.db.query(
      'INSERT INTO holidays (day, name, closes_at) VALUES ($1, $2, $3) ON CONFLICT (day) DO UPDATE SET name = EXCLUDED.name, closes_at = EXCLUDED.closes_at',
      [day, name, closesAt])
    await this.invalidate()
  }

  async deleteHoliday(day: string): Promise<boolean> {
    if (!isDay(day)) return false
    const { rowCount } = await this.db.query('DELETE FROM holidays WHERE day = $1', [day])
    await this.invalidate()
    return (rowCount ?? 0) > 0
  }

  async holidays(): Promise<Array<{ day: string; name: string; closesAt: string | null }>> {
    const { rows } = await this.db.query<{ day: string; name: string; closesAt: string | null }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, name, to_char(closes_at, 'HH24:MI') AS "closesAt" FROM holidays ORDER BY day`)
    return rows
  }

  async addClosure(branchId: number, startsOn: string, endsOn: string, reason: string): Promise<number> {
    const errors: FieldError[] = []
    if (!isDay(startsOn)) errors.push({ field: 'startsOn', message: 'Geçerli bir tarih giriniz (YYYY-AA-GG).' })
    if (!isDay(endsOn)) errors.push({ field: 'endsOn', message: 'Geçerli bir tarih giriniz (YYYY-AA-GG).' })
    else if (isDay(startsOn) && endsOn < startsOn) errors.push({ field: 'endsOn', message: 'Bitiş tarihi başlangıçtan önce olamaz.' })
    if (errors.length) throw validationFailed(errors)
    const { rows: branch } = await this.db.query('SELECT 1 FROM branches WHERE id = $1', [branchId])
    if (!branch.length) throw new GatewayError('BRANCH_NOT_FOUND', 404, BRANCH_NOT_FOUND)
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO branch_closures (branch_id, starts_on, ends_on, reason) VALUES ($1, $2, $3, $4) RETURNING id', [branchId, startsOn, endsOn, reason])
    await this.invalidate()
    return Number(rows[0]!.id)
  }

  async deleteClosure(id: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM branch_closures WHERE id = $1', [id])
    await this.invalidate()
    return (rowCount ?? 0) > 0
  }
}

// The inspection schedule of every branch and the public holidays of 2026–2027 (sell-wizard.md §5),
// produced by code. Holidays are upserted (the official list); a branch's schedule is only added
// when missing, so a re-seed never undoes what operations changed through the admin API.
import type pg from 'pg'
import { addDays } from '../../../services/booking/istanbul-time.js'
import { BRANCHES } from '../content/index.js'

export interface HolidaySeed {
  day: string
  name: string
  /** 'HH:mm' from when a half day is closed; absent = all day. */
  closesAt?: string
}

const range = (from: string, days: number, name: string): HolidaySeed[] =>
  Array.from({ length: days }, (_, i) => ({ day: addDays(from, i), name }))

export const HOLIDAYS: HolidaySeed[] = [
  { day: '2026-01-01', name: 'Yılbaşı' },
  { day: '2026-03-19', name: 'Ramazan Bayramı Arifesi', closesAt: '13:00' },
  ...range('2026-03-20', 3, 'Ramazan Bayramı'),
  { day: '2026-04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
  { day: '2026-05-01', name: 'Emek ve Dayanışma Günü' },
  { day: '2026-05-19', name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı" },
  { day: '2026-05-26', name: 'Kurban Bayramı Arifesi', closesAt: '13:00' },
  ...range('2026-05-27', 4, 'Kurban Bayramı'),
  { day: '2026-07-15', name: 'Demokrasi ve Millî Birlik Günü' },
  { day: '2026-08-30', name: 'Zafer Bayramı' },
  { day: '2026-10-28', name: 'Cumhuriyet Bayramı Arifesi', closesAt: '13:00' },
  { day: '2026-10-29', name: 'Cumhuriyet Bayramı' },
  { day: '2027-01-01', name: 'Yılbaşı' },
  { day: '2027-03-08', name: 'Ramazan Bayramı Arifesi', closesAt: '13:00' },
  ...range('2027-03-09', 3, 'Ramazan Bayramı'),
  { day: '2027-04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
  { day: '2027-05-01', name: 'Emek ve Dayanışma Günü' },
  { day: '2027-05-15', name: 'Kurban Bayramı Arifesi', closesAt: '13:00' },
  ...range('2027-05-16', 4, 'Kurban Bayramı'),
  { day: '2027-07-15', name: 'Demokrasi ve Millî Birlik Günü' },
  { day: '2027-08-30', name: 'Zafer Bayramı' },
  { day: '2027-10-28', name: 'Cumhuriyet Bayramı Arifesi', closesAt: '13:00' },
  { day: '2027-10-29', name: 'Cumhuriyet Bayramı' },
]

/** §5's schedule; branches with a service workshop have two inspection bays, the others one. */
export function seedSchedules() {
  return BRANCHES.map((b) => ({
    branchId: b.id,
    weekdayOpens: '09:00', weekdayCloses: '18:00',
    saturdayOpens: '09:30', saturdayCloses: '17:00',
    lunchStarts: '12:30', lunchEnds: '13:30',
    slotMinutes: 60,
    capacity: b.services.includes('servis') ? 2 : 1,
    leadMinutes: 120,
    horizonDays: 14,
  }))
}

export async function seedBooking(client: pg.PoolClient): Promise<void> {
  await client.query(
    `INSERT INTO holidays (day, name, closes_at)
     SELECT * FROM unnest($1::date[], $2::text[], $3::time[])
     ON CONFLICT (day) DO UPDATE SET name = EXCLUDED.name, closes_at = EXCLUDED.closes_at`,
    [HOLIDAYS.map((h) => h.day), HOLIDAYS.map((h) => h.name), HOLIDAYS.map((h) => h.closesAt ?? null)])
  const rows = seedSchedules()
  await client.query(
    `INSERT INTO branch_schedules (branch_id, weekday_opens, weekday_closes, saturday_opens, saturday_closes, lunch_starts, lunch_ends,
       slot_minutes, capacity, lead_minutes, horizon_days)
     SELECT * FROM unnest($1::int[], $2::time[], $3::time[], $4::time[], $5::time[], $6::time[], $7::time[], $8::int[], $9::int[], $10::int[], $11::int[])
     ON CONFLICT (branch_id) DO NOTHING`,
    [rows.map((r) => r.branchId), rows.map((r) => r.weekdayOpens), rows.map((r) => r.weekdayCloses), rows.map((r) => r.saturdayOpens),
      rows.map((r) => r.saturdayCloses), rows.map((r) => r.lunchStarts), rows.map((r) => r.lunchEnds), rows.map((r) => r.slotMinutes),
      rows.map((r) => r.capacity), rows.map((r) => r.leadMinutes), rows.map((r) => r.horizonDays)])
}

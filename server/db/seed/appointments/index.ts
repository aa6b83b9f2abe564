// Demo appointments, produced by code so the same rows come back on every seed: a few phones and
// plates spread over the branches, every status of spec §4.1 at least three times. 5321234567 with
// 34ABC123 is the documented demo lookup (two appointments). Dates are relative to the seeding day
// in Istanbul, like the inventory's, so confirmed and waiting appointments are always ahead and
// visited, cancelled or unconverted ones behind.
import type pg from 'pg'
import { BRANCHES } from '../content/index.js'

export interface SeedAppointment {
  id: number
  phone: string
  plate: string
  branchId: number
  startsAt: string
  status: number
}

const PLATES = ['34ABC123', '06TG4512', '35KR981', '16A12345', '07BCD45', '41TT2024']
const DAY = 86_400_000
const HOUR = 3_600_000
// Statuses of set A that lie behind (came, cancelled, not converted) and ahead (draft, confirmed, waiting).
const BEHIND = [4, 5, 3]
const AHEAD = [2, 6, 1]

/** 09:00 in Istanbul (UTC+3 all year) on the seeding day, as a UTC timestamp. */
function seedingDayMorning(now = Date.now()): number {
  const istanbul = new Date(now + 3 * HOUR)
  return Date.UTC(istanbul.getUTCFullYear(), istanbul.getUTCMonth(), istanbul.getUTCDate(), 9 - 3)
}

export const DEMO_PHONE = '5321234567'
export const DEMO_PLATE = '34ABC123'

export function demoAppointments(now = Date.now()): SeedAppointment[] {
  const BASE = seedingDayMorning(now)
  const rows: SeedAppointment[] = [
    { id: 1, phone: DEMO_PHONE, plate: DEMO_PLATE, branchId: BRANCHES[0]!.id, startsAt: new Date(BASE + 3 * DAY + 90 * 60_000).toISOString(), status: 2 },
    { id: 2, phone: DEMO_PHONE, plate: DEMO_PLATE, branchId: BRANCHES[1 % BRANCHES.length]!.id, startsAt: new Date(BASE - 20 * DAY).toISOString(), status: 4 },
  ]
  for (let i = 0; i < 18; i++) {
    const days = i - 9
    rows.push({
      id: rows.length + 1,
      phone: `55500020${String(i % 6).padStart(2, '0')}`,
      plate: PLATES[i % PLATES.length]!,
      branchId: BRANCHES[i % BRANCHES.length]!.id,
      startsAt: new Date(BASE + days * DAY + (i % 4) * 30 * 60_000).toISOString(),
      status: (days < 0 ? BEHIND : AHEAD)[i % 3]!,
    })
  }
  return rows
}

export async function seedAppointments(client: pg.PoolClient): Promise<void> {
  const rows = demoAppointments()
  const cols = 6
  const placeholders = rows.map((_, r) => `(${Array.from({ length: cols }, (_, c) => `$${r * cols + c + 1}`).join(', ')})`).join(', ')
  await client.query(`INSERT INTO appointments (id, phone, plate, branch_id, starts_at, status) VALUES ${placeholders}
    ON CONFLICT (id) DO UPDATE SET phone = EXCLUDED.phone, plate = EXCLUDED.plate, branch_id = EXCLUDED.branch_id,
      starts_at = EXCLUDED.starts_at, status = EXCLUDED.status, updated_at = now()`,
  rows.flatMap((a) => [a.id, a.phone, a.plate, a.branchId, a.startsAt, a.status]))
  await client.query(`SELECT setval(pg_get_serial_sequence('appointments', 'id'), (SELECT max(id) FROM appointments))`)
}

// Appointments in PostgreSQL: the lookup of spec §2.5 lists those of one phone AND one plate, with
// the branch, the time in Turkish (Europe/Istanbul) and the status text of spec §4.1.
import type pg from 'pg'
import { STATUS_TEXT, type AppointmentStatus } from './statuses.js'

export interface AppointmentView {
  id: number
  plate: string
  branchId: number
  branchName: string
  branchAddress: string
  /** ISO 8601 instant. */
  startsAt: string
  /** '4 Eylül 2025 Perşembe' */
  date: string
  /** '10:30' */
  time: string
  status: AppointmentStatus
  statusText: string
}

const DATE = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' })
const TIME = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

interface Row {
  id: string
  plate: string
  branch_id: number
  branch_name: string
  branch_address: string
  starts_at: Date
  status: AppointmentStatus
}

export class AppointmentService {
  constructor(private readonly db: pg.Pool) {}

  /** Newest first. `phone` and `plate` must already be normalised (5xxxxxxxxx, '34ABC123'). */
  async byPhoneAndPlate(phone: string, plate: string): Promise<AppointmentView[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT a.id, a.plate, a.branch_id, b.name AS branch_name, b.address AS branch_address, a.starts_at, a.status
         FROM appointments a JOIN branches b ON b.id = a.branch_id
        WHERE a.phone = $1 AND a.plate = $2
          -- A wizard's hold on a slot (Taslak with an expiry) is not an appointment yet.
          AND NOT (a.status = 1 AND a.hold_expires_at IS NOT NULL)
        ORDER BY a.starts_at DESC
        LIMIT 50`,
      [phone, plate],
    )
    return rows.map((r) => ({
      id: Number(r.id),
      plate: r.plate,
      branchId: r.branch_id,
      branchName: r.branch_name,
      branchAddress: r.branch_address,
      startsAt: r.starts_at.toISOString(),
      date: DATE.format(r.starts_at),
      time: TIME.format(r.starts_at),
      status: r.status,
      statusText: STATUS_TEXT[r.status],
    }))
  }
}

// The signed-in customer's appointments and sell-flow offers on /hesabim (issue 16, decision 043).
// Neither table has a customer column: both keep the phone that was verified by an SMS code when the
// record was made (the wizard's step 10, the booking that follows it). They are matched to the
// customer's own phone as stored on the account, and only while that phone is verified — never to a
// phone sent with the request or typed anywhere. The window (180 days) bounds what a recycled
// number could show of its previous holder, and the size of the answer.
import type pg from 'pg'
import { APPOINTMENT_STATUS, STATUS_TEXT, type AppointmentStatus } from '../appointments/statuses.js'
import { referenceOf } from '../booking/booking-view.js'

/** How far back the account shows records (appointments by their time, offers by when they were made). */
export const RECORDS_WINDOW_DAYS = 180
/** At most this many of each, newest first. */
export const RECORDS_LIMIT = 50

export interface AccountAppointment {
  id: number
  /** 'TG000123': what the customer quotes on the phone. */
  reference: string
  /** ISO instant; the web shows it in Turkey's zone. */
  startsAt: string
  plate: string
  branch: string
  city: string
  status: AppointmentStatus
  statusText: string
}

export interface AccountOffer {
  id: string
  /** ISO instants. */
  createdAt: string
  validUntil: string
  /** 'Fiat Egea 1.6 Multijet', or 'Aracınız' when the catalog no longer has the trim. */
  title: string
  modelYear: number
  km: number
  /** 'offer': a price range was given; 'expert': an expert looks at the car instead. */
  status: 'offer' | 'expert'
  preOfferedPrice: number | null
  rangeLow: number | null
  rangeHigh: number | null
  /** The offer's validity date has not passed. */
  valid: boolean
}

export interface AccountRecordsAnswer {
  windowDays: number
  appointments: AccountAppointment[]
  offers: AccountOffer[]
}

const UNKNOWN_CAR = 'Aracınız'
const DAY_MS = 86_400_000

interface AppointmentRow {
  id: string; starts_at: Date; plate: string; status: AppointmentStatus; branch: string; city: string
}
interface OfferRow {
  id: string; created_at: Date; valid_until: Date; model_year: number; km: number; title: string | null
  range_low: string | null; range_high: string | null; pre_offered_price: string | null
}

const num = (v: string | null) => (v === null ? null : Number(v))

export class AccountRecords {
  constructor(private readonly db: pg.Pool, private readonly now: () => Date = () => new Date()) {}

  /** The customer's records; empty lists when the account's phone is not verified (or the account is gone). */
  async of(customerId: number): Promise<AccountRecordsAnswer> {
    const now = this.now()
    const since = new Date(now.getTime() - RECORDS_WINDOW_DAYS * DAY_MS)
    // The phone comes from the account row, verified, in the same statement as the records: a phone
    // change committed meanwhile is seen whole (the old phone's records or the new one's, never both).
    const verified = `SELECT phone FROM customers WHERE id = $1 AND phone_verified_at IS NOT NULL`
    const [appointments, offers] = await Promise.all([
      this.db.query<AppointmentRow>(
        `SELECT a.id, a.starts_at, a.plate, a.status, b.name AS branch, b.city
           FROM appointments a JOIN branches b ON b.id = a.branch_id
          WHERE a.phone = (${verified}) AND a.status <> $2 AND a.starts_at >= $3
          ORDER BY a.starts_at DESC, a.id DESC LIMIT $4`,
        [customerId, APPOINTMENT_STATUS.Taslak, since, RECORDS_LIMIT]),
      this.db.query<OfferRow>(
        `SELECT o.id, o.created_at, o.valid_until, o.model_year, o.km, o.range_low, o.range_high, o.pre_offered_price,
                nullif(concat_ws(' ', br.name, m.name, v.name), '') AS title
           FROM sell_offers o
           LEFT JOIN catalog_trims t ON t.agac_id = o.agac_id
           LEFT JOIN catalog_versions v ON v.id = t.version_id
           LEFT JOIN catalog_generations g ON g.id = v.generation_id
           LEFT JOIN models m ON m.id = g.model_id
           LEFT JOIN brands br ON br.id = m.brand_id
          WHERE o.phone = (${verified}) AND o.created_at >= $2
          ORDER BY o.created_at DESC, o.id LIMIT $3`,
        [customerId, since, RECORDS_LIMIT]),
    ])
    return {
      windowDays: RECORDS_WINDOW_DAYS,
      appointments: appointments.rows.map((r) => ({
        id: Number(r.id),
        reference: referenceOf(Number(r.id)),
        startsAt: r.starts_at.toISOString(),
        plate: r.plate,
        branch: r.branch,
        city: r.city,
        status: r.status,
        statusText: STATUS_TEXT[r.status],
      })),
      offers: offers.rows.map((r) => {
        const expert = r.range_low === null || r.pre_offered_price === null
        return {
          id: r.id,
          createdAt: r.created_at.toISOString(),
          validUntil: r.valid_until.toISOString(),
          title: r.title ?? UNKNOWN_CAR,
          modelYear: r.model_year,
          km: r.km,
          status: expert ? 'expert' as const : 'offer' as const,
          preOfferedPrice: num(r.pre_offered_price),
          rangeLow: num(r.range_low),
          rangeHigh: num(r.range_high),
          valid: r.valid_until.getTime() > now.getTime(),
        }
      }),
    }
  }
}

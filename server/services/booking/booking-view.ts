// What a visitor reads about a booking (step 13, the manage link, the SMS): the branch with a map
// link, the day and time in Istanbul, the plate, the offer and its validity, the status in Turkish
// and the readiness checklist (sell-wizard.md §5).
import type pg from 'pg'
import { STATUS_TEXT, type AppointmentStatus } from '../appointments/statuses.js'
import { hm, istanbulDay, istanbulMinutes, trDate, WEEKDAY_LONG, WEEKDAY_SHORT, weekdayOf } from './istanbul-time.js'
import { mapUrlOf } from './schedule-store.js'

export const CHECKLIST = [
  'Araç ruhsatı',
  'Kimlik kartınız',
  'Yedek anahtar',
  'Servis ve bakım kayıtları',
  'Araç rehinli ise bankadan alınmış rehin yazısı',
] as const

export const OFFER_REPRICED = 'Randevunuz ön teklifin geçerlilik tarihinden sonra olduğu için fiyat ekspertiz günü güncellenir.'

/** 'TG000123': what a customer quotes on the phone. */
export const referenceOf = (id: number) => `TG${String(id).padStart(6, '0')}`

/** '12.03.2026 Per 10:00' (the SMS and the messages). */
export function describeStart(at: Date): string {
  const day = istanbulDay(at)
  return `${trDate(day)} ${WEEKDAY_SHORT[weekdayOf(day) - 1]} ${hm(istanbulMinutes(at))}`
}

export interface BookingView {
  id: number
  reference: string
  status: AppointmentStatus
  statusText: string
  branch: { id: number; name: string; city: string; district: string; address: string; phone: string; mapUrl: string }
  /** 'YYYY-MM-DD' in Istanbul. */
  date: string
  /** '12.03.2026 Perşembe' */
  dateText: string
  /** 'HH:mm' */
  time: string
  startsAt: string
  endsAt: string
  plate: string
  offer: { rangeText: string | null; preOfferedPrice: number | null; validUntil: string; validText: string; note?: string } | null
  checklist: string[]
}

interface Row {
  id: string; status: AppointmentStatus; plate: string; phone: string; starts_at: Date; ends_at: Date; flow_id: string | null
  branch_id: number; name: string; city: string; district: string; address: string; branch_phone: string; latitude: number; longitude: number
  valid_until: Date | null; range_low: string | null; range_high: string | null; pre_offered_price: string | null; manage_salt: string
}

export interface BookingRecord {
  view: BookingView
  phone: string
  flowId: string | null
  manageSalt: string
  endsAt: Date
}

const tl = (n: number) => n.toLocaleString('tr-TR')

function offerOf(r: Row, startsAt: Date): BookingView['offer'] {
  if (!r.valid_until) return null
  const validUntil = istanbulDay(r.valid_until)
  const low = r.range_low === null ? null : Number(r.range_low)
  const high = r.range_high === null ? null : Number(r.range_high)
  return {
    rangeText: low !== null && high !== null ? `${tl(low)} – ${tl(high)} TL` : null,
    preOfferedPrice: r.pre_offered_price === null ? null : Number(r.pre_offered_price),
    validUntil,
    validText: `Ön teklif ${trDate(validUntil)} tarihine kadar geçerli`,
    ...(startsAt.getTime() > r.valid_until.getTime() ? { note: OFFER_REPRICED } : {}),
  }
}

export async function loadBooking(db: pg.Pool | pg.PoolClient, id: number): Promise<BookingRecord | null> {
  const { rows } = await db.query<Row>(
    `SELECT a.id, a.status, a.plate, a.phone, a.starts_at, coalesce(a.ends_at, a.starts_at + interval '1 hour') AS ends_at, a.flow_id, a.manage_salt,
            b.id AS branch_id, b.name, b.city, b.district, b.address, b.phone AS branch_phone, b.latitude, b.longitude,
            o.valid_until, o.range_low, o.range_high, o.pre_offered_price
       FROM appointments a JOIN branches b ON b.id = a.branch_id LEFT JOIN sell_offers o ON o.id = a.offer_id
      WHERE a.id = $1`, [id])
  const r = rows[0]
  if (!r) return null
  const day = istanbulDay(r.starts_at)
  const view: BookingView = {
    id: Number(r.id),
    reference: referenceOf(Number(r.id)),
    status: r.status,
    statusText: STATUS_TEXT[r.status],
    branch: { id: r.branch_id, name: r.name, city: r.city, district: r.district, address: r.address, phone: r.branch_phone, mapUrl: mapUrlOf(r.latitude, r.longitude) },
    date: day,
    dateText: `${trDate(day)} ${WEEKDAY_LONG[weekdayOf(day) - 1]}`,
    time: hm(istanbulMinutes(r.starts_at)),
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    plate: r.plate,
    offer: offerOf(r, r.starts_at),
    checklist: [...CHECKLIST],
  }
  return { view, phone: r.phone, flowId: r.flow_id, manageSalt: r.manage_salt, endsAt: r.ends_at }
}

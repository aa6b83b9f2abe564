// The "Değiştir/iptal" link's token: the appointment id and an HMAC of it with the appointment's
// own salt, under the session secret. It is valid until the booked slot ends, read from the
// database each time, so after a move the same link shows the new booking and expires with it.
// Wrong, forged, expired or unknown tokens all answer the same "bulunamadı" (decision 029).
import { createHmac, timingSafeEqual } from 'node:crypto'
import type pg from 'pg'
import { loadBooking, type BookingRecord } from './booking-view.js'

const TOKEN = /^([1-9][0-9]{0,14})\.([A-Za-z0-9_-]{32})$/
export const MANAGE_TOKEN_PATTERN = '^[1-9][0-9]{0,14}\\.[A-Za-z0-9_-]{32}$'
export const MANAGE_PAGE = '/randevu-yonetimi'

export class ManageTokens {
  constructor(private readonly db: pg.Pool, private readonly secret: string, private readonly now: () => Date) {}

  private mac(id: number, salt: string): string {
    return createHmac('sha256', this.secret).update(`appointment-manage\u0000${id}\u0000${salt}`).digest('base64url').slice(0, 32)
  }

  sign(id: number, salt: string): string {
    return `${id}.${this.mac(id, salt)}`
  }

  /** The booking behind a token, or null (unknown, forged, a hold, or past the slot's end). */
  async open(token: string): Promise<BookingRecord | null> {
    const m = TOKEN.exec(token)
    if (!m) return null
    const id = Number(m[1])
    const record = await loadBooking(this.db, id)
    if (!record || record.view.status === 1) return null
    const given = Buffer.from(m[2]!)
    const expected = Buffer.from(this.mac(id, record.manageSalt))
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    if (record.endsAt.getTime() <= this.now().getTime()) return null
    return record
  }
}

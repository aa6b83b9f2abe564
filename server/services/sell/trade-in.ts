// The listing a visitor trades their car in for ("Takasla" on a car page; sell-wizard.md §2, §4):
// kept in the flow as vehicleId; step 11 shows the difference to pay against its current price.
import type pg from 'pg'
import { GatewayError } from '../../plugins/errors.js'
import { VEHICLE_TYPES } from '../../schemas/vehicle-constants.js'

export const LISTING_NOT_FOUND = 'Takas için seçtiğiniz araç artık satışta değil.'

export interface TradeInListing {
  id: number
  announcementNo: string
  title: string
  currentPrice: number
}

export class TradeIn {
  constructor(private readonly db: pg.Pool) {}

  async listing(id: number): Promise<TradeInListing | null> {
    const { rows } = await this.db.query<{ id: number; announcement_no: string; title: string; current_price: string }>(
      `SELECT v.id, v.announcement_no, b.name || ' ' || m.name || ' ' || v.model_name AS title, v.current_price
         FROM vehicles v JOIN brands b ON b.id = v.brand_id JOIN models m ON m.id = v.model_id
        WHERE v.id = $1 AND v.vehicle_type_id = $2 AND NOT v.is_sold`,
      [id, VEHICLE_TYPES.car],
    )
    const row = rows[0]
    return row ? { id: row.id, announcementNo: row.announcement_no, title: row.title, currentPrice: Number(row.current_price) } : null
  }

  /** 400 with a Turkish message unless the listing is a car still for sale. */
  async check(id: number): Promise<TradeInListing> {
    const found = await this.listing(id)
    if (!found) throw new GatewayError('GW_VALIDATION', 400, LISTING_NOT_FOUND, [{ field: 'vehicleId', message: LISTING_NOT_FOUND }])
    return found
  }
}

// Favourite vehicles (issue 17, spec §4.12, §7 favoriteVehicle, decision 037): a customer's own list
// in PostgreSQL. The customer is always the session's; the ids are vehicles.id (the cards' `id`,
// the spec's auctionVehicleId). Adding twice keeps one row; deleting an absent one is not an error.
import type pg from 'pg'
import { GatewayError } from '../../plugins/errors.js'
import { cardSelect, toCard, type CardRow } from '../vehicles/cards.js'
import type { Catalog } from '../vehicles/catalog.js'

/** How many vehicles one customer may keep: a list, not a crawl of the inventory. */
export const FAVOURITES_MAX = 200

export const FAVOURITE_MSG = {
  signInRequired: 'Favorilere eklemek için giriş yapmalısınız.',
  notFound: 'Araç bulunamadı.',
  full: `Favorilerinize en fazla ${FAVOURITES_MAX} araç ekleyebilirsiniz.`,
} as const

export class FavouriteStore {
  constructor(private readonly db: pg.Pool) {}

  /** The customer's favourite vehicle ids, newest first. */
  async ids(customerId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      'SELECT vehicle_id AS id FROM favourite_vehicles WHERE customer_id = $1 ORDER BY created_at DESC, vehicle_id', [customerId])
    return rows.map((r) => r.id)
  }

  /** The customer's favourites as listing cards (sold and reserved ones included, marked by their flags). */
  async cards(customerId: number, catalog: Catalog) {
    const { rows } = await this.db.query<CardRow>(
      `SELECT ${cardSelect('v')} FROM favourite_vehicles f JOIN vehicles v ON v.id = f.vehicle_id
       WHERE f.customer_id = $1 ORDER BY f.created_at DESC, v.id`, [customerId])
    return rows.filter((r) => catalog.modelById.has(r.model_id)).map((r) => toCard(r, catalog))
  }

  /** Adds one vehicle; already there is success. 404 for a vehicle that does not exist, 409 past the cap. */
  async add(customerId: number, vehicleId: number): Promise<void> {
    // One statement: the vehicle must exist, the cap is checked, a repeat inserts nothing.
    const { rows } = await this.db.query<{ vehicle: boolean; present: boolean; count: number }>(
      `WITH v AS (SELECT id FROM vehicles WHERE id = $2),
            present AS (SELECT 1 FROM favourite_vehicles WHERE customer_id = $1 AND vehicle_id = $2),
            n AS (SELECT count(*)::int AS count FROM favourite_vehicles WHERE customer_id = $1),
            ins AS (
              INSERT INTO favourite_vehicles (customer_id, vehicle_id)
              SELECT $1, v.id FROM v, n WHERE n.count < $3 AND NOT EXISTS (SELECT 1 FROM present)
              ON CONFLICT DO NOTHING RETURNING 1)
       SELECT EXISTS (SELECT 1 FROM v) AS vehicle, EXISTS (SELECT 1 FROM present) AS present, (SELECT count FROM n) AS count`,
      [customerId, vehicleId, FAVOURITES_MAX])
    const r = rows[0]!
    if (!r.vehicle) throw new GatewayError('FAVOURITE_VEHICLE_NOT_FOUND', 404, FAVOURITE_MSG.notFound)
    if (!r.present && r.count >= FAVOURITES_MAX) throw new GatewayError('FAVOURITES_FULL', 409, FAVOURITE_MSG.full)
  }

  /** Removes one vehicle; absent is success. */
  async remove(customerId: number, vehicleId: number): Promise<void> {
    await this.db.query('DELETE FROM favourite_vehicles WHERE customer_id = $1 AND vehicle_id = $2', [customerId, vehicleId])
  }
}

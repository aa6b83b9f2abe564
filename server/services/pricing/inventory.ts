// The pricing model's SQL: the visitor's leaf, the comparable candidates of one car and the whole
// car inventory for the fit, all from vehicles ⨝ catalog_leaves (migration 006). The rows become the
// model's plain types here, so nothing past this file knows a column name.
import type pg from 'pg'
import { PANELS, type PanelId } from '../../schemas/sell-condition.js'
import { VEHICLE_TYPES } from '../../schemas/vehicle-constants.js'
import type { InventoryCar, Leaf, Listing } from './types.js'

interface ListingRow {
  id: number; brand_id: number; model_id: number; generation: string; body: string; fuel: string; gear: string
  year: number; km: number; current_price: string; list_price: string; tramer_total: number
  painted_parts: string[]; changed_parts: string[]
}

const LISTING_COLUMNS = `v.id, v.brand_id, v.model_id, v.generation, v.case_type AS body, v.fuel_type AS fuel, v.gear_type AS gear,
  v.year, v.km, v.current_price, l.list_price, v.tramer_total, v.painted_parts, v.changed_parts`
// A car's list price is its own trim's for its own model year.
const FROM = `FROM vehicles v JOIN catalog_leaves l ON l.agac_id = v.agac_id AND l.model_year = v.year`

// The listings write panels by their Turkish names ('Sol Ön Çamurluk'); the model reads the ids.
const PANEL_BY_NAME = new Map(Object.entries(PANELS).map(([id, label]) => [label.toLocaleLowerCase('tr-TR'), id as PanelId]))
const panelIds = (names: string[]) => names.flatMap((n) => {
  const id = PANEL_BY_NAME.get(n.toLocaleLowerCase('tr-TR'))
  return id ? [id] : []
})

function toListing(r: ListingRow): Listing {
  return {
    id: r.id, brandId: r.brand_id, modelId: r.model_id, generation: r.generation, body: r.body, fuel: r.fuel, gear: r.gear,
    modelYear: r.year, km: r.km, price: Number(r.current_price), listPrice: Number(r.list_price), tramer: r.tramer_total,
    painted: panelIds(r.painted_parts), changed: panelIds(r.changed_parts),
  }
}

interface LeafRow {
  agac_id: number; model_year: number; brand_id: number; model_id: number; body: string; generation: string
  fuel: string; gear: string; version_id: number; list_price: string; median_list_price: string
}

/**
 * The leaf for a model year, or null when the catalog does not sell it that year. With the trim
 * unknown the list price is the median of the version's trims that year.
 */
export async function loadLeaf(db: pg.Pool, agacId: number, modelYear: number, trimUnknown: boolean): Promise<Leaf | null> {
  const { rows } = await db.query<LeafRow>(
    `SELECT l.agac_id, l.model_year, l.brand_id, l.model_id, l.body, l.generation, l.fuel, l.gear, l.version_id, l.list_price,
            CASE WHEN $3 THEN (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY s.list_price) FROM catalog_leaves s
                                WHERE s.version_id = l.version_id AND s.model_year = l.model_year) END AS median_list_price
       FROM catalog_leaves l WHERE l.agac_id = $1 AND l.model_year = $2`, [agacId, modelYear, trimUnknown])
  const r = rows[0]
  if (!r) return null
  return {
    agacId: r.agac_id, modelYear: r.model_year, brandId: r.brand_id, modelId: r.model_id, body: r.body, generation: r.generation,
    fuel: r.fuel, gear: r.gear, versionId: r.version_id, listPrice: Number(trimUnknown ? r.median_list_price : r.list_price),
  }
}

/** Candidates for the widest comparable stage: same model, fuel and gear; years and km within reach. */
export async function loadCandidates(db: pg.Pool, leaf: Leaf, km: number, reach: { years: number; kmShare: number }): Promise<Listing[]> {
  const { rows } = await db.query<ListingRow>(
    `SELECT ${LISTING_COLUMNS} ${FROM}
      WHERE v.vehicle_type_id = ${VEHICLE_TYPES.car} AND v.model_id = $1 AND v.fuel_type = $2 AND v.gear_type = $3
        AND v.year BETWEEN $4 AND $5 AND v.km BETWEEN $6 AND $7`,
    [leaf.modelId, leaf.fuel, leaf.gear, leaf.modelYear - reach.years, leaf.modelYear + reach.years,
      Math.floor(km * (1 - reach.kmShare)), Math.ceil(km * (1 + reach.kmShare))])
  return rows.map(toListing)
}

/**
 * The most cars the fit reads. Past this the coefficients no longer move, while the rows (JS objects)
 * would outgrow the production heap: at 200,000 cars reading them all stopped the gateway (decision
 * 047). Up to this size every car is read, so today's inventory is fitted exactly as before.
 */
export const FIT_MAX_CARS = 60_000

/** Every car with a leaf (a spread sample by id past FIT_MAX_CARS): what the fallback model is fitted on and what the backtest walks. */
export async function loadInventory(db: pg.Pool, maxCars = FIT_MAX_CARS): Promise<InventoryCar[]> {
  const total = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM vehicles WHERE vehicle_type_id = ${VEHICLE_TYPES.car}`)).rows[0]!.n)
  const every = Math.max(1, Math.ceil(total / maxCars))
  const { rows } = await db.query<ListingRow & { is_sold: boolean; days: number }>(
    `SELECT ${LISTING_COLUMNS}, v.is_sold, (current_date - v.in_stock_date) AS days ${FROM}
      WHERE v.vehicle_type_id = ${VEHICLE_TYPES.car} AND v.id % $1 = 0 ORDER BY v.id`, [every])
  return rows.map((r) => ({ ...toListing(r), sold: r.is_sold, daysInStock: r.days }))
}

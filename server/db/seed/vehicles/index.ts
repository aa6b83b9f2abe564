// Seeds the vehicle inventory: brands, models, the sell wizard's car tree and ~21.5k vehicles from
// the deterministic generator (SEED_CARS / SEED_MOTORCYCLES for a larger one), anchored at today
// 00:00 UTC so in-stock dates stay fresh. Replaces the whole inventory each run; the tree's ids are
// stable (hashes of natural keys, decision 023).
import type pg from 'pg'
import { DEFAULT_COUNTS, streamInventory, type InventoryCounts, type VehicleRow } from './generate.js'
import type { CatalogTree } from './catalog-tree.js'

/** Rows per multi-row INSERT (brands, models); 500 × 5 columns stays well under the 65,535 parameter limit. */
const BATCH = 500

async function insertMany(client: pg.PoolClient, sql: (placeholders: string) => string, cols: number, rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH)
    const placeholders = batch.map((_, r) => `(${Array.from({ length: cols }, (_, c) => `$${r * cols + c + 1}`).join(', ')})`).join(', ')
    await client.query(sql(placeholders), batch.flat())
  }
}

/** Each column with its PostgreSQL type; text[] columns travel as array literals (unnest would flatten them). */
const VEHICLE_COLUMNS: Array<[keyof VehicleRow, string]> = [
  ['id', 'int'], ['announcement_no', 'text'], ['vehicle_type_id', 'int'], ['brand_id', 'int'], ['model_id', 'int'],
  ['model_name', 'text'], ['year', 'int'], ['km', 'int'], ['case_type', 'text'], ['generation', 'text'], ['fuel_type', 'text'],
  ['gear_type', 'text'], ['color', 'text'], ['engine_cc', 'int'], ['power_hp', 'int'], ['city', 'text'], ['branch_id', 'int'],
  ['current_price', 'bigint'], ['previous_price', 'bigint'], ['campaign_title', 'text'], ['certification_title', 'text'],
  ['is_reserved', 'boolean'], ['is_sold', 'boolean'], ['is_optioned_at_sap', 'boolean'], ['tags', 'text[]'],
  ['in_stock_date', 'date'], ['view_count', 'int'], ['chassis_number', 'text'], ['license_plate', 'text'], ['tramer_total', 'int'],
  ['painted_parts', 'text[]'], ['changed_parts', 'text[]'], ['expertise_summary', 'text'], ['photo_count', 'int'], ['agac_id', 'int'],
]

/** Vehicles per INSERT … SELECT FROM unnest: 35 array parameters whatever the size, and a bounded chunk in memory. */
const VEHICLE_CHUNK = 5_000

const arrayLiteral = (items: string[]) => `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`

const INSERT_VEHICLES = (() => {
  const arrays = VEHICLE_COLUMNS.map(([, type], i) => `$${i + 1}::${type === 'text[]' ? 'text' : type}[]`).join(', ')
  const names = VEHICLE_COLUMNS.map(([c]) => c)
  const select = VEHICLE_COLUMNS.map(([c, type]) => (type === 'text[]' ? `${c}::text[]` : c)).join(', ')
  return `INSERT INTO vehicles (${names.join(', ')}) SELECT ${select} FROM unnest(${arrays}) AS r(${names.join(', ')})`
})()

async function insertVehicles(client: pg.PoolClient, rows: VehicleRow[]): Promise<void> {
  await client.query(INSERT_VEHICLES, VEHICLE_COLUMNS.map(([c, type]) =>
    type === 'text[]' ? rows.map((r) => arrayLiteral(r[c] as string[])) : rows.map((r) => r[c])))
}

export function todayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

export async function seedVehicles(client: pg.PoolClient, anchor: Date = todayUtc(), counts: InventoryCounts = DEFAULT_COUNTS): Promise<void> {
  const { brands, models, vehicles, tree } = streamInventory(anchor, counts)

  await client.query('DELETE FROM vehicles')
  for (const table of ['catalog_trim_prices', 'catalog_trims', 'catalog_versions', 'catalog_generations']) await client.query(`DELETE FROM ${table}`)
  await client.query('DELETE FROM models')
  await client.query('DELETE FROM brands')

  await insertMany(client, (v) => `INSERT INTO brands (id, slug, name, logo_url, position) VALUES ${v}`, 5,
    brands.map((b) => [b.id, b.slug, b.name, b.logo_url, b.position]))
  await insertMany(client, (v) => `INSERT INTO models (id, brand_id, slug, name, vehicle_type_id) VALUES ${v}`, 5,
    models.map((m) => [m.id, m.brand_id, m.slug, m.name, m.vehicle_type_id]))
  await insertTree(client, tree)
  let chunk: VehicleRow[] = []
  for (const row of vehicles) {
    chunk.push(row)
    if (chunk.length === VEHICLE_CHUNK) {
      await insertVehicles(client, chunk)
      chunk = []
    }
  }
  if (chunk.length) await insertVehicles(client, chunk)

  // Ids are explicit (stable across re-seeds); move the serial past them for later inserts.
  await client.query(`SELECT setval(pg_get_serial_sequence('vehicles', 'id'), (SELECT COALESCE(max(id), 0) + 1 FROM vehicles), false)`)
}

/** Column arrays through unnest: one statement per table, whatever the number of rows. */
async function insertColumns<R>(client: pg.PoolClient, table: string, columns: Array<[keyof R & string, string]>, rows: R[]): Promise<void> {
  const select = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')
  await client.query(`INSERT INTO ${table} (${columns.map(([c]) => c).join(', ')}) SELECT * FROM unnest(${select})`,
    columns.map(([c]) => rows.map((r) => r[c])))
}

async function insertTree(client: pg.PoolClient, tree: CatalogTree): Promise<void> {
  await insertColumns(client, 'catalog_generations', [['id', 'int'], ['model_id', 'int'], ['name', 'text'], ['from_year', 'int'], ['to_year', 'int']], tree.generations)
  await insertColumns(client, 'catalog_versions', [['id', 'int'], ['generation_id', 'int'], ['body', 'text'], ['fuel', 'text'], ['gear', 'text'],
    ['name', 'text'], ['engine_cc', 'int'], ['power_hp', 'int'], ['position', 'int']], tree.versions)
  await insertColumns(client, 'catalog_trims', [['agac_id', 'int'], ['version_id', 'int'], ['name', 'text'], ['position', 'int']], tree.trims)
  await insertColumns(client, 'catalog_trim_prices', [['agac_id', 'int'], ['model_year', 'int'], ['list_price', 'bigint']], tree.prices)
}

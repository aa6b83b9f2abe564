// Seeds the vehicle inventory: brands, models, the sell wizard's car tree and ~21.5k vehicles from
// the deterministic generator, anchored at today 00:00 UTC so in-stock dates stay fresh. Replaces
// the whole inventory each run; the tree's ids are stable (hashes of natural keys, decision 023).
import type pg from 'pg'
import { generateInventory, type VehicleRow } from './generate.js'
import type { CatalogTree } from './catalog-tree.js'

/** Rows per multi-row INSERT; 500 × 36 columns stays well under the 65,535 parameter limit. */
const BATCH = 500

async function insertMany(client: pg.PoolClient, sql: (placeholders: string) => string, cols: number, rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH)
    const placeholders = batch.map((_, r) => `(${Array.from({ length: cols }, (_, c) => `$${r * cols + c + 1}`).join(', ')})`).join(', ')
    await client.query(sql(placeholders), batch.flat())
  }
}

const VEHICLE_COLUMNS = [
  'id', 'announcement_no', 'vehicle_type_id', 'brand_id', 'model_id', 'model_name', 'year', 'km', 'case_type', 'generation',
  'fuel_type', 'gear_type', 'color', 'engine_cc', 'power_hp', 'city', 'branch_id', 'current_price', 'previous_price',
  'campaign_title', 'certification_title', 'is_reserved', 'is_sold', 'is_optioned_at_sap', 'tags', 'in_stock_date',
  'view_count', 'chassis_number', 'license_plate', 'tramer_total', 'painted_parts', 'changed_parts', 'expertise_summary',
  'photo_count', 'agac_id',
] as const satisfies ReadonlyArray<keyof VehicleRow>

export function todayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

export async function seedVehicles(client: pg.PoolClient, anchor: Date = todayUtc()): Promise<void> {
  const { brands, models, vehicles, tree } = generateInventory(anchor)

  await client.query('DELETE FROM vehicles')
  for (const table of ['catalog_trim_prices', 'catalog_trims', 'catalog_versions', 'catalog_generations']) await client.query(`DELETE FROM ${table}`)
  await client.query('DELETE FROM models')
  await client.query('DELETE FROM brands')

  await insertMany(client, (v) => `INSERT INTO brands (id, slug, name, logo_url, position) VALUES ${v}`, 5,
    brands.map((b) => [b.id, b.slug, b.name, b.logo_url, b.position]))
  await insertMany(client, (v) => `INSERT INTO models (id, brand_id, slug, name, vehicle_type_id) VALUES ${v}`, 5,
    models.map((m) => [m.id, m.brand_id, m.slug, m.name, m.vehicle_type_id]))
  await insertTree(client, tree)
  await insertMany(client, (v) => `INSERT INTO vehicles (${VEHICLE_COLUMNS.join(', ')}) VALUES ${v}`, VEHICLE_COLUMNS.length,
    vehicles.map((row) => VEHICLE_COLUMNS.map((c) => row[c])))

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

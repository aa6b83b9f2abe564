// The scale scenario's own database, `turuncu_garaj_bench_scale_<cars>` beside the configured one:
// created, migrated and seeded with that many cars (SEED_CARS through the seed's own options), or
// reused as it is when it already holds that inventory. What a run changes in it (prices, states,
// view counts) is put back afterwards, so the next run measures the same inventory.
import type pg from 'pg'
import { openPool } from '../../server/db/connect.js'
import { migrate } from '../../server/db/migrate.js'
import { SEED_VERSION, seed } from '../../server/db/seed/index.js'
import { CAR_TYPE_ID, MOTORCYCLE_TYPE_ID } from '../../server/db/seed/vehicles/catalog.js'
import type { InventoryCounts } from '../../server/db/seed/vehicles/generate.js'

export interface ScaleDatabase {
  name: string
  url: string
  pool: pg.Pool
  /** False when an earlier run's database already held this inventory. */
  seeded: boolean
  /** Seconds the seed took (null when reused). */
  seedS: number | null
  sizeMb: number
  vehiclesMb: number
}

async function holds(pool: pg.Pool, counts: InventoryCounts): Promise<boolean> {
  const version = await pool.query<{ v: number | null }>('SELECT max(version) AS v FROM seed_runs')
  if ((version.rows[0]?.v ?? 0) < SEED_VERSION) return false
  const { rows } = await pool.query<{ type: number; n: number }>('SELECT vehicle_type_id AS type, count(*)::int AS n FROM vehicles GROUP BY 1')
  const n = new Map(rows.map((r) => [r.type, r.n]))
  return n.get(CAR_TYPE_ID) === counts.cars && n.get(MOTORCYCLE_TYPE_ID) === counts.motorcycles
}

export async function scaleDatabase(configuredUrl: string, counts: InventoryCounts, log: (line: string) => void): Promise<ScaleDatabase> {
  const url = new URL(configuredUrl)
  const name = `turuncu_garaj_bench_scale_${counts.cars}`
  url.pathname = `/${name}`
  const pool = await openPool(url.toString(), 4)
  try {
    await migrate(pool)
    let seedS: number | null = null
    if (await holds(pool, counts)) {
      log(`database ${name}: reused (${counts.cars} cars, ${counts.motorcycles} motorcycles)`)
    } else {
      log(`database ${name}: seeding ${counts.cars} cars and ${counts.motorcycles} motorcycles`)
      const started = performance.now()
      await seed(pool, false, { inventory: counts })
      await pool.query('VACUUM ANALYZE vehicles')
      seedS = Math.round((performance.now() - started) / 100) / 10
      log(`database ${name}: seeded in ${seedS} s`)
    }
    const { rows } = await pool.query<{ db: string; vehicles: string }>(
      `SELECT pg_database_size(current_database()) AS db, pg_total_relation_size('vehicles') AS vehicles`)
    const mb = (bytes: string | undefined) => Math.round(Number(bytes) / 2 ** 20)
    return { name, url: url.toString(), pool, seeded: seedS !== null, seedS, sizeMb: mb(rows[0]?.db), vehiclesMb: mb(rows[0]?.vehicles) }
  } catch (err) {
    await pool.end()
    throw err
  }
}

export interface VehicleState {
  announcement_no: string; current_price: string; previous_price: string | null; is_reserved: boolean; is_sold: boolean; view_count: number
}

/** Cars for sale to change and to view: spread over the inventory, the same ones every run. */
export async function pickVehicles(pool: pg.Pool, n: number): Promise<VehicleState[]> {
  const { rows } = await pool.query<VehicleState>(
    `SELECT announcement_no, current_price, previous_price, is_reserved, is_sold, view_count FROM vehicles
      WHERE vehicle_type_id = $1 AND NOT is_sold AND NOT is_reserved ORDER BY (id::bigint * 2654435761) % 4294967296, id LIMIT $2`, [CAR_TYPE_ID, n])
  if (rows.length < n) throw new Error(`scale: only ${rows.length} cars for sale to change (${n} needed)`)
  return rows
}

/** Puts the picked vehicles back as they were before the run. */
export async function restoreVehicles(pool: pg.Pool, states: VehicleState[]): Promise<void> {
  await pool.query(
    `UPDATE vehicles v SET current_price = s.current_price, previous_price = s.previous_price, is_reserved = s.is_reserved,
            is_sold = s.is_sold, view_count = s.view_count
       FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::boolean[], $5::boolean[], $6::int[])
         AS s(announcement_no, current_price, previous_price, is_reserved, is_sold, view_count)
      WHERE v.announcement_no = s.announcement_no`,
    [states.map((s) => s.announcement_no), states.map((s) => s.current_price), states.map((s) => s.previous_price),
      states.map((s) => s.is_reserved), states.map((s) => s.is_sold), states.map((s) => s.view_count)])
}

/** The summed view counts of these vehicles in PostgreSQL (a flush raises it). */
export async function viewCounts(pool: pg.Pool, numbers: string[]): Promise<number> {
  const { rows } = await pool.query<{ n: string | null }>('SELECT sum(view_count) AS n FROM vehicles WHERE announcement_no = ANY($1)', [numbers])
  return Number(rows[0]?.n ?? 0)
}

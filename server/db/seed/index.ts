// Deterministic seed: the same rows every time, upserted so db:seed can run on a seeded database.
// The gateway calls seedIfEmpty on start; later issues add their own seed modules to SEEDS.
import type pg from 'pg'
import { seedSeoPages } from './seo-pages.js'
import { seedContent } from './content.js'
import { seedVehicles, todayUtc } from './vehicles/index.js'
import { DEFAULT_COUNTS, type InventoryCounts } from './vehicles/generate.js'
import { seedAppointments } from './appointments/index.js'
import { seedBooking } from './booking/index.js'

// Raised when a seed module is added or its data changes; a database behind it is seeded again.
export const SEED_VERSION = 7

export interface SeedOptions {
  /** How many vehicles to generate (SEED_CARS / SEED_MOTORCYCLES); the defaults are what the tests know. */
  inventory: InventoryCounts
}

const DEFAULT_OPTIONS: SeedOptions = { inventory: DEFAULT_COUNTS }

const SEEDS: Array<(client: pg.PoolClient, options: SeedOptions) => Promise<void>> = [
  seedSeoPages, seedContent, (client, { inventory }) => seedVehicles(client, todayUtc(), inventory), seedAppointments, seedBooking,
]

const SEED_LOCK = 72_410_002

/** Runs every seed module in one transaction; instances starting together take turns. */
export async function seed(pool: pg.Pool, onlyIfBehind = false, options: SeedOptions = DEFAULT_OPTIONS): Promise<boolean> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK])
    if (onlyIfBehind) {
      const { rows } = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM seed_runs')
      if ((rows[0]?.v ?? 0) >= SEED_VERSION) {
        await client.query('ROLLBACK')
        return false
      }
    }
    for (const run of SEEDS) await run(client, options)
    await client.query('INSERT INTO seed_runs (version) VALUES ($1) ON CONFLICT (version) DO UPDATE SET applied_at = now()', [SEED_VERSION])
    await client.query('COMMIT')
    return true
  } catch (err) {
    await client.query('ROLLBACK')
    throw err
  } finally {
    client.release()
  }
}

/** Seeds an empty database, and one whose seed is older than SEED_VERSION (new modules or data). */
export async function seedIfEmpty(pool: pg.Pool, options: SeedOptions = DEFAULT_OPTIONS): Promise<boolean> {
  const { rows } = await pool.query<{ v: number | null }>('SELECT max(version) AS v FROM seed_runs')
  if ((rows[0]?.v ?? 0) >= SEED_VERSION) return false
  return seed(pool, true, options)
}

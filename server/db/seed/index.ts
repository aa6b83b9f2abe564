// Deterministic seed: the same rows every time, upserted so db:seed can run on a seeded database.
// The gateway calls seedIfEmpty on start; later issues add their own seed modules to SEEDS.
import type pg from 'pg'
import { seedSeoPages } from './seo-pages.js'

export const SEED_VERSION = 1

const SEEDS: Array<(client: pg.PoolClient) => Promise<void>> = [seedSeoPages]

export async function seed(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    for (const run of SEEDS) await run(client)
    await client.query('INSERT INTO seed_runs (version) VALUES ($1) ON CONFLICT (version) DO UPDATE SET applied_at = now()', [SEED_VERSION])
    await client.query('COMMIT')
  } catch (err) {
    await client.query('ROLLBACK')
    throw err
  } finally {
    client.release()
  }
}

export async function seedIfEmpty(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM seed_runs')
  if (Number(rows[0]?.n ?? 0) > 0) return false
  await seed(pool)
  return true
}

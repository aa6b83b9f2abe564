// A database of one test file's own, next to the suite's: for tests that seed, or change data the
// other files read. Dropped on teardown.
import pg from 'pg'
import { openPool } from '../../db/connect.js'
import { migrate } from '../../db/migrate.js'
import { seed } from '../../db/seed/index.js'
import { TEST_DATABASE_URL } from '../helper-env.js'

interface Teardown {
  teardown(fn: () => unknown): void
}

async function drop(url: URL): Promise<void> {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${decodeURIComponent(url.pathname.slice(1)).replace(/"/g, '""')}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/** `<suite database>_<suffix>`, migrated and, unless told otherwise, seeded. */
export async function scratchDatabase(t: Teardown, suffix: string, opts: { seeded?: boolean } = {}): Promise<{ url: string; pool: pg.Pool }> {
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `${url.pathname}_${suffix}`
  await drop(url)
  const pool = await openPool(url.toString(), 2)
  t.teardown(async () => {
    await pool.end()
    await drop(url)
  })
  await migrate(pool)
  if (opts.seeded ?? true) await seed(pool)
  return { url: url.toString(), pool }
}

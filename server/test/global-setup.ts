// Runs once before the tap suites: a fresh, migrated and seeded test database.
import { loadConfig } from '../config.js'
import { openPool } from '../db/connect.js'
import { dropAll, migrate } from '../db/migrate.js'
import { seed } from '../db/seed/index.js'
import { TEST_ENV } from './helper-env.js'
import { dropLeftoverJourneyDatabases } from '../../test/e2e/support/database.js'

const config = loadConfig({ ...process.env, ...TEST_ENV })
const pool = await openPool(config.databaseUrl, 2)
try {
  await dropAll(pool)
  await migrate(pool)
  await seed(pool)
} finally {
  await pool.end()
}
// The journeys' copies of the database an interrupted run left behind (test/e2e/support/database.ts).
await dropLeftoverJourneyDatabases()

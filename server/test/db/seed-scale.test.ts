// The seed's scale switch (SEED_CARS / SEED_MOTORCYCLES): `npm run db:seed` with a non-default
// inventory gives exactly that many vehicles, each with its own announcement number, starting with
// the default seed's own cars; a bad value stops the command with one line naming the variable.
import t from 'tap'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { openPool } from '../../db/connect.js'
import { CAR_TYPE_ID, MOTORCYCLE_TYPE_ID } from '../../db/seed/vehicles/catalog.js'
import { TEST_DATABASE_URL, TEST_ENV } from '../helper-env.js'
import { scratchDatabase } from '../support/scratch-db.js'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const run = promisify(execFile)

/** `tsx server/db/cli.ts seed` as ops run it, with the test environment and `env` on top. */
function dbSeed(env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', 'seed'], {
    cwd: ROOT,
    // Its own key prefix: the seed's cache invalidation must not reach another gateway's entries.
    env: { PATH: process.env.PATH ?? '', ...TEST_ENV, REDIS_KEY_PREFIX: `seedscale${randomBytes(3).toString('hex')}:`, ...env },
  })
}

t.test('SEED_CARS and SEED_MOTORCYCLES seed that inventory', async (t) => {
  const { url, pool } = await scratchDatabase(t, `scale_${randomBytes(4).toString('hex')}`, { seeded: false })
  const started = Date.now()
  await dbSeed({ DATABASE_URL: url, SEED_CARS: '3000', SEED_MOTORCYCLES: '200' })
  t.comment(`seed of 3,200 vehicles: ${Date.now() - started} ms`)

  const { rows } = await pool.query<{ type: number; n: number; numbers: number }>(
    'SELECT vehicle_type_id AS type, count(*)::int AS n, count(DISTINCT announcement_no)::int AS numbers FROM vehicles GROUP BY 1')
  const byType = new Map(rows.map((r) => [r.type, r]))
  t.equal(byType.get(CAR_TYPE_ID)?.n, 3000, '3,000 cars')
  t.equal(byType.get(MOTORCYCLE_TYPE_ID)?.n, 200, '200 motorcycles')
  const all = await pool.query<{ n: number; numbers: number; first: number; last: number }>(
    'SELECT count(*)::int AS n, count(DISTINCT announcement_no)::int AS numbers, min(id) AS first, max(id) AS last FROM vehicles')
  t.same(all.rows[0], { n: 3200, numbers: 3200, first: 1, last: 3200 }, 'every vehicle has its own announcement number; ids 1…3,200')

  // The generator draws cars first from one seeded stream: a smaller or larger inventory starts
  // with the default seed's cars (the suite's database, seeded today with the defaults).
  const digest = async (db: typeof pool) => (await db.query<{ d: string }>(
    `SELECT md5(string_agg(announcement_no || current_price || km || agac_id, ',' ORDER BY id)) AS d FROM vehicles WHERE id <= 3000`)).rows[0]!.d
  const suite = await openPool(TEST_DATABASE_URL, 1)
  t.teardown(() => suite.end())
  t.equal(await digest(pool), await digest(suite), 'the first 3,000 cars are the default seed\'s first 3,000')
})

t.test('a bad count stops the seed with one line naming the variable', async (t) => {
  for (const [name, value] of [['SEED_CARS', 'abc'], ['SEED_CARS', '0'], ['SEED_MOTORCYCLES', '2000001'], ['SEED_MOTORCYCLES', '-5']] as const) {
    // Never reaches a database: the configuration is read first.
    const failed = await dbSeed({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unused', [name]: value }).then(() => null, (err: { code: number; stderr: string }) => err)
    t.equal(failed?.code, 1, `${name}=${value}: exit code 1`)
    t.equal(failed?.stderr.trim(),
      `config: ${name} must be an integer between 1 and 2000000 (got "${value}"). Set ${name} in the environment; see README "Configuration".`,
      `${name}=${value}: one line for ops`)
  }
})

// The car tree is one entry of the two-tier cache: read once, shared by the instances on one Redis,
// dropped everywhere by an invalidation. On a scratch database, since the test changes the tree.
import t from 'tap'
import { buildTestApp, testConfig } from '../helper.js'
import { scratchDatabase } from '../support/scratch-db.js'
import type { CatalogOption } from '../../schemas/catalog.js'

const { url, pool } = await scratchDatabase(t, 'cache')
const config = testConfig({ DATABASE_URL: url })
const { app } = await buildTestApp(t, { config })
const { app: other } = await buildTestApp(t, { config })
const values = (options: CatalogOption[]) => options.map((o) => o.value)

const { rows: [leaf] } = await pool.query<{ agac_id: number; version_id: number; generation_id: number; body: string; fuel: string; gear: string }>(
  `SELECT * FROM catalog_leaves WHERE brand_slug = 'fiat' AND model_slug = 'egea' AND model_year = 2022 ORDER BY agac_id LIMIT 1`)
const trims = (a: typeof app) => a.catalog.trims(2022, 'fiat', 'egea', leaf!.body, String(leaf!.generation_id), leaf!.fuel, leaf!.gear, String(leaf!.version_id))

t.test('lists after the first come from memory', async (t) => {
  t.ok((await trims(app)).length > 0)
  const loads = app.cache.loads
  await trims(app)
  await app.catalog.brands(2022)
  await app.catalog.years()
  t.equal(app.cache.loads, loads, 'no new load')
  const otherLoads = other.cache.loads
  t.same(await trims(other), await trims(app), 'the other instance answers the same')
  t.equal(other.cache.loads, otherLoads, 'from the copy in Redis, without reading PostgreSQL')
})

t.test('a change shows on every instance after the invalidation, not before', async (t) => {
  const before = await trims(other)
  const { rows: [free] } = await pool.query<{ id: number }>(
    'SELECT g AS id FROM generate_series(1, 1000) g WHERE NOT EXISTS (SELECT 1 FROM catalog_trims WHERE agac_id = g) LIMIT 1')
  const id = free!.id
  await pool.query(`INSERT INTO catalog_trims (agac_id, version_id, name, position) VALUES ($1, $2, 'Test Paketi', 99)`, [id, leaf!.version_id])
  await pool.query('INSERT INTO catalog_trim_prices (agac_id, model_year, list_price) VALUES ($1, 2022, 5000000)', [id])
  t.same(await trims(other), before, 'still the cached tree')
  await app.catalog.invalidate()
  for (let i = 0; i < 100 && (await trims(other)).length === before.length; i++) await new Promise((r) => setTimeout(r, 20))
  t.same(values(await trims(other)), [...values(before), String(id)], 'the other instance lists the new trim')
  t.same(values(await trims(app)), [...values(before), String(id)], 'and so does the one that invalidated')
  t.match(await other.catalog.leaf(id, 2022), { trim_name: 'Test Paketi', list_price: 5_000_000 })
})

t.test('a gateway that seeds on start drops the tree other instances cached', async (t) => {
  await pool.query('DELETE FROM seed_runs')
  const { app: seeding } = await buildTestApp(t, { config: { ...config, autoSeed: true } })
  t.ok(seeding.seededOnStart, 'the start seeded')
  for (let i = 0; i < 100 && !(await trims(other)).every((x) => x.label !== 'Test Paketi'); i++) await new Promise((r) => setTimeout(r, 20))
  t.notOk((await trims(other)).some((x) => x.label === 'Test Paketi'), 'the running instance no longer lists the trim the seed removed')
})

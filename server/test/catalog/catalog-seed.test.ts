// The seed of the car tree: two runs give the same rows and ids, the same as the suite's database
// (seeded by another process), and a seeded database can be seeded again.
import t from 'tap'
import type pg from 'pg'
import { openPool } from '../../db/connect.js'
import { seed } from '../../db/seed/index.js'
import { TEST_DATABASE_URL } from '../helper-env.js'
import { scratchDatabase } from '../support/scratch-db.js'

/** A digest of the tree and of the cars' leaves: equal digests, equal rows and ids. */
async function digest(db: pg.Pool): Promise<Record<string, string>> {
  const md5 = async (sql: string) => (await db.query<{ d: string }>(`SELECT md5(string_agg(r::text, ',' ORDER BY r::text)) AS d FROM (${sql}) r`)).rows[0]!.d
  return {
    generations: await md5('SELECT * FROM catalog_generations'),
    versions: await md5('SELECT * FROM catalog_versions'),
    trims: await md5('SELECT * FROM catalog_trims'),
    prices: await md5('SELECT * FROM catalog_trim_prices'),
    cars: await md5('SELECT id, agac_id FROM vehicles'),
  }
}

t.test('two seeds give the same tree and leaves, equal to another run\'s', async (t) => {
  let started = Date.now()
  const { pool } = await scratchDatabase(t, 'reseed')
  t.comment(`migrate and first seed: ${Date.now() - started} ms`)
  const first = await digest(pool)
  started = Date.now()
  await seed(pool)
  t.comment(`second seed: ${Date.now() - started} ms`)
  t.same(await digest(pool), first, 'a re-seed keeps every id')

  const suite = await openPool(TEST_DATABASE_URL, 1)
  t.teardown(() => suite.end())
  t.same(await digest(suite), first, 'the suite\'s database, seeded by another process, has the same tree and leaves')
})

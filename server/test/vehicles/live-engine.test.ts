// The search engine a gateway answers with (decision 047), on a database of this file's own:
// - a build runs in a worker thread and never blocks the event loop for more than 20 ms, where the
//   old in-process build blocked it for the whole build;
// - changes (a price up and down, reserve, sell, campaign, a new vehicle, a removed one) patched in
//   place give the same answers as a full build of the changed rows, over many searches;
// - through two gateways sharing Redis, their engines on the search host's thread: an admin change on
//   one shows in the other's next search, and a view flush moves a vehicle up the "most visited"
//   order on both, with no rebuild.
import t, { type Test } from 'tap'
import { randomBytes } from 'node:crypto'
import { seed } from '../../db/seed/index.js'
import { mulberry32 } from '../../db/seed/vehicles/generate.js'
import { CAR_TYPE_ID, MOTORCYCLE_TYPE_ID } from '../../db/seed/vehicles/catalog.js'
import type { NormalisedSearch } from '../../services/vehicles/search.js'
import { ScanEngine } from '../../services/vehicles/search-engine/scan-engine.js'
import { LiveSearchEngine } from '../../services/vehicles/search-engine/live-engine.js'
import type { SearchEngine } from '../../services/vehicles/search-engine/types.js'
import { comparable } from '../support/engine-agreement.js'
import { buildTestApp } from '../helper.js'
import { scratchDatabase } from '../support/scratch-db.js'
import { loopHold, type LoopHold } from '../support/loop-hold.js'

const { url, pool } = await scratchDatabase(t, `live_${randomBytes(4).toString('hex')}`, { seeded: false })
await seed(pool)
const silent = { info() {}, warn() {}, error() {} } as never

interface Domain { brands: number[]; models: number[]; fuels: string[]; colours: string[]; cities: string[] }
async function domain(): Promise<Domain> {
  const one = async (column: string) => (await pool.query<{ v: string | number }>(`SELECT DISTINCT ${column} AS v FROM vehicles ORDER BY 1`)).rows.map((r) => r.v)
  return {
    brands: (await one('brand_id')) as number[], models: (await one('model_id')) as number[], fuels: (await one('fuel_type')) as string[],
    colours: (await one('color')) as string[], cities: (await one('city')) as string[],
  }
}

/** A random search the normaliser could have produced, with the brand and model ids it resolved. */
function randomSearch(d: Domain, next: () => number): { n: NormalisedSearch; brandIds: number[]; modelIds: number[] } {
  const pick = <T>(xs: T[], k: number) => [...new Set(Array.from({ length: k }, () => xs[Math.floor(next() * xs.length)]!))]
  const filters: NormalisedSearch['filters'] = {}
  let brandIds: number[] = [], modelIds: number[] = []
  if (next() < 0.4) { brandIds = pick(d.brands, 1 + Math.floor(next() * 3)); filters.Brand = brandIds.map(String) }
  if (next() < 0.15) { modelIds = pick(d.models, 1 + Math.floor(next() * 3)); filters.Model = modelIds.map(String) }
  if (next() < 0.3) { const lo = 2005 + Math.floor(next() * 15); filters.Year = [lo, lo + Math.floor(next() * 8)] }
  if (next() < 0.3) { const lo = Math.floor(next() * 200_000); filters.Km = [lo, lo + Math.floor(next() * 150_000)] }
  if (next() < 0.3) { const lo = 200_000 + Math.floor(next() * 1_500_000); filters.Price = [lo, lo + Math.floor(next() * 1_000_000)] }
  if (next() < 0.3) filters.FuelType = pick(d.fuels, 1 + Math.floor(next() * 2)).sort()
  if (next() < 0.2) filters.Color = pick(d.colours, 2).sort()
  if (next() < 0.2) filters.City = pick(d.cities, 2).sort()
  if (next() < 0.2) filters.HasCampaign = [true]
  for (const k of ['HasReserved', 'HasSold', 'HasOptionedAtSap'] as const) if (next() < 0.85) filters[k] = [false]
  const n: NormalisedSearch = {
    type: next() < 0.85 ? CAR_TYPE_ID : MOTORCYCLE_TYPE_ID, filters, sorter: (1 + Math.floor(next() * 9)) as NormalisedSearch['sorter'],
    pageSize: 1 + Math.floor(next() * 30), pageNumber: 1 + Math.floor(next() * 3),
  }
  return { n, brandIds, modelIds }
}

/** Maps as sorted entries, so two answers compare with t.same. */
const plain = comparable

async function agree(t: Test, a: SearchEngine, b: SearchEngine, seedValue: number, count: number, what: string) {
  const d = await domain()
  const next = mulberry32(seedValue) // seeded: a failing search can be replayed
  let differing = 0
  for (let i = 0; i < count; i++) {
    const s = randomSearch(d, next)
    const x = plain(a.run(s.n, s.brandIds, s.modelIds)), y = plain(b.run(s.n, s.brandIds, s.modelIds))
    if (JSON.stringify(x) !== JSON.stringify(y)) {
      if (differing++ === 0) t.same(x, y, `${what}: search ${JSON.stringify(s.n)} (seed ${seedValue}, #${i})`)
    }
  }
  t.equal(differing, 0, `${what}: ${count} random searches answer the same`)
}

t.test('a build runs off the event loop: the loop is never held for more than 20 ms', async (t) => {
  // Held = the gap between two ticks of a 1 ms timer less the waits for a core in it (support/loop-hold.ts).
  // The wall-clock gap is reported too: with this file beside another on two cores, plus the build's
  // worker and PostgreSQL, the loop sometimes waits 20+ ms for a core while doing nothing at all.
  // Each kind of build is measured three times and judged by its median: work the build does on the
  // loop shows in every run, while a stop the machine causes in one of them now and then (the main
  // thread's garbage collection waiting for its helper threads to get a core) does not.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!
  const firsts: LoopHold[] = [], rebuilds: LoopHold[] = []
  const count = Number((await pool.query('SELECT count(*) FROM vehicles')).rows[0].count)
  for (let run = 0; run < 3; run++) {
    const live = new LiveSearchEngine(url, silent)
    t.teardown(() => live.stop())
    firsts.push(await loopHold(() => live.current()))
    t.equal((await live.current()).size, count, 'every vehicle indexed')
    live.rebuild()
    rebuilds.push(await loopHold(async () => {
      // Searches keep being answered by the engine in use while the new one is built.
      const before = await live.current()
      while (live.stats.builds < 2) {
        // The new engine swaps in on a worker message (a macrotask): never between this check and the answer.
        t.equal(await live.current(), before, 'the engine in use answers during the rebuild')
        await new Promise((r) => setTimeout(r, 20))
      }
    }))
  }
  const shown = (xs: LoopHold[]) => xs.map((x) => `${x.heldMs.toFixed(1)} (wall ${x.lateMs.toFixed(1)})`).join(', ')
  const held = (xs: LoopHold[]) => median(xs.map((x) => x.heldMs))
  t.ok(held(firsts) <= 20, `a first build held the loop at most ${held(firsts).toFixed(1)} ms (median of ${shown(firsts)}; ≤ 20)`)
  t.ok(held(rebuilds) <= 20, `a rebuild held the loop at most ${held(rebuilds).toFixed(1)} ms (median of ${shown(rebuilds)}; ≤ 20)`)
  // For contrast, the old way: the rows read and indexed on the event loop. The measure must see it.
  const old = await loopHold(() => ScanEngine.load(pool))
  t.ok(old.heldMs > 20, `the in-process build holds the loop ${old.heldMs.toFixed(1)} ms (the measure sees a held loop)`)
  t.comment(`loop held (ms less waits for a core; wall ms): worker builds ${shown(firsts)}; rebuilds ${shown(rebuilds)}; in-process build ${shown([old])}${firsts[0]!.waitsTakenAway ? '' : ' (no schedstat: wall time only)'}`)
})

t.test('changes patched in place answer as a full build of the changed rows does', async (t) => {
  const live = new LiveSearchEngine(url, silent)
  t.teardown(() => live.stop())
  await live.current()
  const ids = (await pool.query<{ id: number }>(`SELECT id FROM vehicles WHERE vehicle_type_id = $1 ORDER BY id LIMIT 8`, [CAR_TYPE_ID])).rows.map((r) => r.id)
  const [up, down, reserve, sell, campaign, removed, source, optioned] = ids as [number, number, number, number, number, number, number, number]
  await pool.query('UPDATE vehicles SET current_price = current_price * 3 WHERE id = $1', [up])
  await pool.query('UPDATE vehicles SET previous_price = NULL, current_price = GREATEST(1000, current_price / 4) WHERE id = $1', [down])
  await pool.query('UPDATE vehicles SET is_reserved = true WHERE id = $1', [reserve])
  await pool.query('UPDATE vehicles SET is_sold = true WHERE id = $1', [sell])
  await pool.query('UPDATE vehicles SET is_optioned_at_sap = true WHERE id = $1', [optioned])
  await pool.query(`UPDATE vehicles SET campaign_title = CASE WHEN campaign_title IS NULL THEN 'Kış kampanyası' END WHERE id = $1`, [campaign])
  await pool.query('DELETE FROM vehicles WHERE id = $1', [removed])
  // A new vehicle: a copy of another with its own number, a colour and a tag no vehicle had before.
  const copy = await pool.query<{ id: number }>(`
    INSERT INTO vehicles (${await copyColumns()})
    SELECT ${(await copyColumns()).replace('announcement_no', `'9${Date.now() % 100_000_000}'`).replace('color', `'Zümrüt Yeşili'`).replace('tags', `ARRAY['yeni-etiket']`)}
      FROM vehicles WHERE id = $1 RETURNING id`, [source])
  live.changed([up, down, reserve, sell, optioned, campaign, removed, copy.rows[0]!.id])
  const patched = await live.current()
  t.equal(live.stats.builds, 1, 'patched, not rebuilt')

  const fresh = new LiveSearchEngine(url, silent)
  t.teardown(() => fresh.stop())
  await agree(t, patched, await fresh.current(), 47, 1500, 'patched vs built')
  // And against the reference scan of the same rows.
  await agree(t, patched, await ScanEngine.load(pool), 48, 500, 'patched vs scan')
})

/** Every column of vehicles but the id (a copy gets its own from the sequence). */
let columns: string | undefined
async function copyColumns(): Promise<string> {
  columns ??= (await pool.query<{ c: string }>(
    `SELECT string_agg(column_name, ', ' ORDER BY ordinal_position) AS c FROM information_schema.columns
      WHERE table_name = 'vehicles' AND table_schema = current_schema() AND column_name <> 'id'`)).rows[0]!.c
  return columns
}

t.test('two gateways: an admin change and a view flush on one reach the other without a rebuild', async (t) => {
  // The engines run on the search host's thread, as at scale (decision 050): changes reach it as messages.
  const env = { DATABASE_URL: url, ADMIN_TOKEN: 'live-engine-admin-token-0123456', REDIS_KEY_PREFIX: `le${randomBytes(3).toString('hex')}:`, SEARCH_HOST: 'thread' }
  const { app: a } = await buildTestApp(t, { env })
  const { app: b } = await buildTestApp(t, { env })
  const search = async (app: typeof a, body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: { VehicleTypeId: CAR_TYPE_ID, pageSize: 5, ...body } })
    t.equal(res.statusCode, 200)
    return res.json().result as { totalCount: number; hits: Array<{ announcementNo: string; currentListingPrice: number }> }
  }
  // Cheapest first: the cheapest car gets dearer on a; b's next search no longer starts with it.
  const cheapest = (await search(b, { sorters: [4] })).hits[0]!
  await search(a, { sorters: [4] }) // a's host runs too, so the change reaches an engine there as well
  const cachedDetail = await b.inject({ method: 'POST', url: '/api/vehicle/get-vehicle-by-announcement-no', payload: { announcementno: cheapest.announcementNo } })
  t.equal(cachedDetail.json().result.currentListingPrice, cheapest.currentListingPrice)
  const put = await a.inject({
    method: 'PUT', url: `/api/admin/vehicles/${cheapest.announcementNo}`, headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` },
    payload: { currentListingPrice: cheapest.currentListingPrice + 900_000 },
  })
  t.equal(put.statusCode, 200)
  // The detail was cached on b before the change; the change drops it everywhere.
  const detail = async () => (await b.inject({ method: 'POST', url: '/api/vehicle/get-vehicle-by-announcement-no', payload: { announcementno: cheapest.announcementNo } })).json().result
  let price: number | undefined
  for (let i = 0; i < 100 && price !== cheapest.currentListingPrice + 900_000; i++) {
    price = (await detail()).currentListingPrice
    if (price !== cheapest.currentListingPrice + 900_000) await new Promise((r) => setTimeout(r, 20))
  }
  t.equal(price, cheapest.currentListingPrice + 900_000, 'the detail on the other gateway shows the new price')
  let seen: string | undefined
  for (let i = 0; i < 100; i++) {
    seen = (await search(b, { sorters: [4], pageNumber: 1 + i })).hits[0]?.announcementNo // a new page: never a cached answer
    const firstPage = (await search(b, { sorters: [4], pageSize: 1 + (i % 20) })).hits[0]!.announcementNo
    if (firstPage !== cheapest.announcementNo) { seen = firstPage; break }
    await new Promise((r) => setTimeout(r, 20))
  }
  t.not(seen, cheapest.announcementNo, 'the other gateway answers with the new price')
  t.equal(b.vehicles.searchHost.where, 'thread')
  t.equal((await b.vehicles.searchHost.stats()).builds, 1, 'b patched its engine (one build, the first)')
  t.ok((await b.vehicles.searchHost.stats()).patches >= 1, 'b applied the change as a patch')
  // a applied its own change once: the message coming back to it from Redis patches nothing again.
  await new Promise((r) => setTimeout(r, 200))
  t.equal((await a.vehicles.searchHost.stats()).patches, 1, 'a patched its engine once')
  t.equal((await b.vehicles.searchHost.stats()).patches, 1, 'and b once')

  // Most visited: a car with few views gets many, the flush on a moves it to the top on b.
  const top = await search(b, { sorters: [1], pageSize: 1 })
  const { rows } = await pool.query<{ announcement_no: string; id: number }>(
    `SELECT announcement_no, id FROM vehicles WHERE vehicle_type_id = $1 AND NOT is_reserved AND NOT is_sold AND NOT is_optioned_at_sap
      ORDER BY view_count, id LIMIT 1`, [CAR_TYPE_ID])
  const quiet = rows[0]!.announcement_no
  t.not(top.hits[0]!.announcementNo, quiet)
  const most = (await pool.query<{ m: number }>('SELECT max(view_count) AS m FROM vehicles')).rows[0]!.m
  for (let i = 0; i < most + 5; i++) await a.vehicles.countView(quiet, `10.0.${Math.floor(i / 250)}.${i % 250}`)
  t.ok(await a.vehicles.flushViews() >= 1, 'the flush wrote the counts')
  let leader: string | undefined
  for (let i = 0; i < 100 && leader !== quiet; i++) {
    leader = (await search(b, { sorters: [1], pageSize: 1, pageNumber: 1, filters: { Year: [1990, 2100 - (i % 50)] } })).hits[0]?.announcementNo
    if (leader !== quiet) await new Promise((r) => setTimeout(r, 20))
  }
  t.equal(leader, quiet, 'the most visited order follows the flush on the other gateway')
  t.equal((await b.vehicles.searchHost.stats()).builds, 1, 'still no rebuild')
})

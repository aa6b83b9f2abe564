// The bitmap engine answers every search exactly as the reference scan does: thousands of random
// searches (random keys, several and unknown values, ranges inside, outside and empty, every sorter,
// pages past the end) over a seeded synthetic inventory. SEARCH_ENGINE_SEED=<n> reproduces a failure.
import t from 'tap'
import { BitmapEngine } from '../../services/vehicles/search-engine/bitmap-engine.js'
import { columnsFromRows } from '../../services/vehicles/search-engine/columns.js'
import { ScanEngine } from '../../services/vehicles/search-engine/scan-engine.js'
import { agree, comparable } from '../support/engine-agreement.js'
import { prng, randomSearch, syntheticInventory, type EngineQuery } from '../support/synthetic-inventory.js'

const SEED = Number(process.env.SEARCH_ENGINE_SEED ?? 20260512)

t.test('random searches: the bitmap engine equals the scan', async (t) => {
  const inv = syntheticInventory(12_000, SEED)
  const scan = new ScanEngine(inv.rows)
  const bitmap = new BitmapEngine(BitmapEngine.build(inv.rows))
  t.equal(bitmap.size, scan.size)
  const rnd = prng(SEED + 1)
  const queries: EngineQuery[] = []
  for (let i = 0; i < 3_000; i++) {
    // Some searches again, and some with the same filters but another sorter and page: their facets
    // may come from the engine's memo, the page never does.
    const again = queries.length ? queries[Math.floor(rnd() * queries.length)]! : undefined
    const r = rnd()
    if (again && r < 0.1) queries.push(again)
    else if (again && r < 0.25) queries.push({ ...again, n: { ...again.n, sorter: (1 + Math.floor(rnd() * 9)) as 1, pageNumber: 1 + Math.floor(rnd() * 3) } })
    else queries.push(randomSearch(rnd, inv))
  }
  agree(t, scan, bitmap, queries, 'random', SEED)
  const unfiltered = { type: 14870, filters: { HasReserved: [false], HasSold: [false], HasOptionedAtSap: [false] }, sorter: 2 as const, pageSize: 12, pageNumber: 1 }
  const pages = [1, 2, 50, 400, 10_000].flatMap((pageNumber) => [1, 3, 5, 8].map((sorter) => ({ n: { ...unfiltered, pageNumber, sorter: sorter as 1 }, brandIds: [], modelIds: [] })))
  agree(t, scan, bitmap, pages, 'deep pages of the unfiltered search, read along the orders', SEED)
})

t.test('rows out of id order and given as columns build the same engine', async (t) => {
  const inv = syntheticInventory(3_000, SEED + 2)
  const shuffled = [...inv.rows].reverse()
  const scan = new ScanEngine(inv.rows)
  const rnd = prng(SEED + 3)
  const queries = Array.from({ length: 500 }, () => randomSearch(rnd, inv))
  agree(t, scan, new BitmapEngine(BitmapEngine.build(shuffled)), queries, 'shuffled rows', SEED)
  agree(t, scan, new BitmapEngine(BitmapEngine.build(columnsFromRows(shuffled))), queries, 'shuffled columns', SEED)
  t.throws(() => BitmapEngine.build([inv.rows[0]!, inv.rows[0]!]), /duplicate vehicle id/)
})

t.test('an empty inventory and an unknown vehicle type answer nothing', async (t) => {
  const empty = new BitmapEngine(BitmapEngine.build([]))
  const n = { type: 14870, filters: { Km: [0, 10], Tags: ['Yeni'] }, sorter: 1 as const, pageSize: 12, pageNumber: 1 }
  t.same(comparable(empty.run(n, [], [])), comparable(new ScanEngine([]).run(n, [], [])))
})

t.test('ranges that start or end exactly on a bucket bound equal the scan (whole edge buckets are taken without reading rows)', async (t) => {
  // Dense values, so every bound has rows at it and right below it: km 0…2,999, prices in quarter-lira steps.
  const rows = syntheticInventory(6_000, SEED + 4).rows.map((r, i) => ({ ...r, km: i % 3_000, p: (i % 2_000) * 500 + Math.floor(i / 2_000) * 0.25 }))
  const scan = new ScanEngine(rows)
  const bitmap = new BitmapEngine(BitmapEngine.build(rows))
  const { bounds } = bitmap.state()
  const queries: EngineQuery[] = []
  const base = { type: 14870, sorter: 4 as const, pageSize: 20, pageNumber: 1 }
  for (const k of ['Km', 'Price', 'Year'] as const) {
    const b = [...bounds[k]]
    t.ok(b.length >= 8, `${k} has buckets to test`)
    for (let i = 0; i + 3 < b.length; i += Math.max(1, Math.floor(b.length / 12))) {
      for (const [lo, hi] of [[b[i]!, b[i + 3]! - 1], [b[i]! - 1, b[i + 3]!], [b[i]! + 1, b[i + 3]! - 2], [b[i]!, b[i]!], [b[i]!, b[i + 1]! - 1], [b[i]! - 0.5, b[i + 2]! - 0.5], [b[i]!, b[i + 2]! - 0.5]]) {
        queries.push({ n: { ...base, filters: { [k]: [lo!, hi!] } }, brandIds: [], modelIds: [] })
      }
    }
  }
  agree(t, scan, bitmap, queries, 'ranges on bucket bounds', SEED)
})

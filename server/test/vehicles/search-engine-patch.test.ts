// Patched in place, the bitmap engine answers as one built from scratch on the changed rows (and as
// the scan): prices across bucket bounds and beyond them, reserve/sell/option, campaign on and off,
// new vehicles with new brands, colours and tags (past the row capacity, and one below the highest
// id), removals, view batches small and large; and its state survives a transfer unchanged.
import t from 'tap'
import { BitmapEngine } from '../../services/vehicles/search-engine/bitmap-engine.js'
import { ScanEngine } from '../../services/vehicles/search-engine/scan-engine.js'
import type { IndexRow } from '../../services/vehicles/search-engine/types.js'
import { agree } from '../support/engine-agreement.js'
import { prng, randomSearch, syntheticInventory, type Inventory } from '../support/synthetic-inventory.js'

const SEED = Number(process.env.SEARCH_ENGINE_SEED ?? 20260601)

/** The rows as they are now, and the engine patched along with them. */
function fixture() {
  const inv = syntheticInventory(8_000, SEED)
  const rows = new Map(inv.rows.map((r) => [r.id, { ...r, tags: [...r.tags] }]))
  const engine = new BitmapEngine(BitmapEngine.build(inv.rows))
  const rnd = prng(SEED + 1)
  const change = (id: number, patch: Partial<IndexRow>) => {
    const row = { ...rows.get(id)!, ...patch }
    rows.set(id, row)
    engine.upsert(row)
  }
  const queries = (count: number) => Array.from({ length: count }, () => randomSearch(rnd, inv))
  const ids = () => [...rows.keys()]
  return { inv, rows, engine, rnd, change, queries, ids }
}

function scanOf(rows: Map<number, IndexRow>) {
  return new ScanEngine([...rows.values()].sort((a, b) => a.id - b.id))
}

function addBrand(inv: Inventory, brand: number, model: number) {
  inv.brands.push(brand)
  inv.models.set(model, brand)
}

t.test('in-place patches answer as a fresh build', async (t) => {
  const { inv, rows, engine, rnd, change, queries, ids } = fixture()
  const warm = queries(200)
  agree(t, scanOf(rows), engine, warm, 'before any patch (the memo fills)', SEED)
  const [a, b, c, d, e, f, g] = ids()
  const campaigned = [...rows.values()].find((r) => r.camp)!.id
  change(a!, { p: 9_000_000 })
  change(b!, { p: 1 })
  change(c!, { p: String(Number(rows.get(c!)!.p) * 3) })
  change(c!, { p: 60_000 })
  change(d!, { res: true })
  change(e!, { sold: true })
  change(f!, { opt: true })
  change(g!, { camp: true })
  change(campaigned, { camp: false })
  // Many vehicles move between year, km and price buckets, both ways.
  for (const id of ids().filter(() => rnd() < 0.05)) {
    change(id, { y: 1995 + Math.floor(rnd() * 31), km: Math.floor(rnd() * 500_000), p: 50_000 + Math.floor(rnd() * 4_950) * 1000 })
  }
  agree(t, scanOf(rows), engine, [...warm, ...queries(500)], 'prices, years, km, reserved, sold, optioned, campaign', SEED)

  // A new vehicle with new values everywhere, beyond every bucket; one with an id below the highest.
  addBrand(inv, 777, 7_777)
  const top = Math.max(...ids())
  const fresh: IndexRow = {
    ...rows.get(a!)!, id: top + 5, t: 14870, res: false, sold: false, opt: false, b: 777, m: 7_777, y: 2027, km: 900_000, p: 7_500_000,
    color: 'Pembe', fuel: 'Hidrojen', city: 'Rize', tags: ['Yepyeni', 'Yeni'], camp: true, views: 10_000,
  }
  rows.set(fresh.id, fresh)
  engine.upsert(fresh)
  const gap = ids().sort((x, y) => x - y).find((id, i, all) => all[i + 1] !== undefined && all[i + 1]! > id + 1)! + 1
  const below: IndexRow = { ...fresh, id: gap, y: 1980, km: 5, p: 10, color: 'Pembe', tags: ['Yepyeni'] }
  rows.set(gap, below)
  engine.upsert(below)
  change(e!, { b: 777, m: 7_777, t: 14169, tags: ['Acil'], color: 'Mor', y: 2001, km: 123_456 })
  const picky = [{ n: { type: 14870, filters: { Brand: ['x'], Color: ['Pembe'], Tags: ['Yepyeni'] }, sorter: 2 as const, pageSize: 12, pageNumber: 1 }, brandIds: [777], modelIds: [] }]
  agree(t, scanOf(rows), engine, [...picky, ...warm, ...queries(300)], 'new vehicles and values', SEED)
  t.equal(engine.run(picky[0]!.n, [777], []).total, 2, 'the new brand, colour and tag are found')

  // Removed vehicles; one comes back into its slot.
  for (const id of [b!, d!, fresh.id, gap]) {
    t.ok(engine.remove(id))
    rows.delete(id)
  }
  t.notOk(engine.remove(b!), 'a removed vehicle is removed once')
  rows.set(d!, { ...inv.rows[3]!, res: false })
  engine.upsert(rows.get(d!)!)
  agree(t, scanOf(rows), engine, [...warm, ...queries(300)], 'removals', SEED)

  // More new vehicles than the capacity has room for: every buffer doubles.
  const capacity = engine.state().capacity
  let id = Math.max(...ids())
  for (let i = 0; engine.state().size <= capacity; i++) {
    const row = { ...inv.rows[i % inv.rows.length]!, id: (id += 2), tags: i % 7 === 0 ? ['Kampanyalı'] : [] }
    rows.set(row.id, row)
    engine.upsert(row)
  }
  t.equal(engine.state().capacity, capacity * 2)

  // Views: a small batch moves rows one by one, a large one re-sorts "most visited".
  const views = (count: number): Array<[number, number]> => ids().filter(() => rnd() < count / rows.size).map((v) => [v, Math.floor(rnd() * 4_000)])
  for (const batch of [views(20), views(2_000)]) {
    for (const [v, n] of batch) rows.get(v)!.views = n
    engine.setViews([...batch, [-1, 5]])
  }
  const byViews = queries(300).map((q) => ({ ...q, n: { ...q.n, sorter: 1 as const } }))
  agree(t, scanOf(rows), engine, [...warm, ...byViews, ...queries(300)], 'capacity doubled, views', SEED)

  const rebuilt = new BitmapEngine(BitmapEngine.build([...rows.values()]))
  agree(t, rebuilt, engine, [...warm, ...byViews, ...queries(1_000)], 'patched equals built from scratch', SEED)
})

t.test('remembered facets follow each change instead of being counted again (decision 051)', async (t) => {
  const { inv, rows, engine, rnd, change, queries, ids } = fixture()
  // The listing's own searches (none, one brand, a colour, a price band) and random ones.
  const listing = [
    { n: { type: 14870, filters: {}, sorter: 2 as const, pageSize: 24, pageNumber: 1 }, brandIds: [], modelIds: [] },
    { n: { type: 14870, filters: { Brand: ['b'] }, sorter: 2 as const, pageSize: 24, pageNumber: 1 }, brandIds: [inv.brands[0]!], modelIds: [] },
    { n: { type: 14870, filters: { Color: ['Beyaz'], HasReserved: [true] }, sorter: 4 as const, pageSize: 24, pageNumber: 1 }, brandIds: [], modelIds: [] },
    { n: { type: 14870, filters: { Price: [200_000, 900_000], Tags: ['Fırsat'] }, sorter: 5 as const, pageSize: 24, pageNumber: 1 }, brandIds: [], modelIds: [] },
  ]
  const warm = [...listing, ...queries(150)]
  agree(t, scanOf(rows), engine, warm, 'before any change (the memo fills)', SEED)
  const remembered = engine.remembered
  // An admin's day: prices inside the range, reservations, sales, a colour, a campaign, a new car, a removal.
  const some = ids().filter(() => rnd() < 0.004)
  for (const id of some) change(id, { p: 150_000 + Math.floor(rnd() * 800) * 1000 })
  for (const id of some.slice(0, 10)) change(id, { res: !rows.get(id)!.res })
  for (const id of some.slice(10, 18)) change(id, { sold: true })
  change(some[20]!, { color: 'Turuncu', tags: ['Fırsat', 'Acil'] })
  change(some[21]!, { camp: !rows.get(some[21]!)!.camp, nt: !rows.get(some[21]!)!.nt })
  const fresh: IndexRow = { ...rows.get(some[22]!)!, id: Math.max(...ids()) + 1, color: 'Beyaz', tags: ['Fırsat'], p: 500_000 }
  rows.set(fresh.id, fresh)
  engine.upsert(fresh)
  t.ok(engine.remove(some[23]!))
  rows.delete(some[23]!)
  t.ok(some.length > 25, `${some.length} vehicles changed`)
  t.ok(engine.remembered >= remembered * 0.8, `the remembered facets were kept (${engine.remembered} of ${remembered})`)
  agree(t, scanOf(rows), engine, warm, 'the remembered facets, moved by each change', SEED)
  const rebuilt = new BitmapEngine(BitmapEngine.build([...rows.values()]))
  agree(t, rebuilt, engine, warm, 'as a fresh build counts them', SEED)
  // The cheapest car's price falls below every other, then the dearest's rises: the ends move.
  const byPrice = [...rows.values()].filter((r) => r.t === 14870).sort((a, b) => Number(a.p) - Number(b.p))
  change(byPrice[0]!.id, { p: 1_000 })
  change(byPrice.at(-1)!.id, { p: 99_000_000 })
  agree(t, scanOf(rows), engine, warm, 'a range end moved by its own car', SEED)
  t.equal(engine.run(listing[0]!.n, [], []).ranges.Price?.max, 99_000_000)
  // The dearest car is sold and gone: the unfiltered search's price range cannot be known without counting.
  t.ok(engine.remove(byPrice.at(-1)!.id))
  rows.delete(byPrice.at(-1)!.id)
  agree(t, scanOf(rows), engine, warm, 'a range end gone with its car', SEED)
})

t.test('the state moves through a transfer without copying and answers the same', async (t) => {
  const { rows, engine, change, queries, ids } = fixture()
  change(ids()[0]!, { p: 4_999_000, tags: ['Öne çıkan'] })
  const state = engine.state()
  const moved = structuredClone(state, { transfer: BitmapEngine.transferList(state) })
  t.equal(state.price.byteLength, 0, 'the buffers were transferred, not copied')
  const revived = new BitmapEngine(moved)
  agree(t, scanOf(rows), revived, queries(500), 'after a transfer', SEED)
  const sold = { ...rows.get(ids()[1]!)!, sold: true }
  rows.set(sold.id, sold)
  revived.upsert(sold)
  agree(t, scanOf(rows), revived, queries(300), 'patched after a transfer', SEED)
})

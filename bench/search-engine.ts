// Micro-measure of the search engines (not part of `npm run bench`): builds a synthetic inventory
// (200,000 rows unless given) and prints p50/p99 µs of the linear scan and the bitmap engine for a
// few query kinds, the bitmap engine with and without its memo, the build times and the patches.
//   node --import tsx bench/search-engine.ts [rows]
import { performance } from 'node:perf_hooks'
import { VEHICLE_TYPES, type SorterId } from '../server/schemas/vehicles.js'
import { BitmapEngine } from '../server/services/vehicles/search-engine/bitmap-engine.js'
import { columnsFromRows } from '../server/services/vehicles/search-engine/columns.js'
import { ScanEngine } from '../server/services/vehicles/search-engine/scan-engine.js'
import type { IndexRow, SearchEngine } from '../server/services/vehicles/search-engine/types.js'
import type { NormalisedSearch } from '../server/services/vehicles/search.js'
import { VALUES, prng, syntheticInventory, type EngineQuery } from '../server/test/support/synthetic-inventory.js'

const ROWS = Number(process.argv[2] ?? 200_000)
const rnd = prng(7)
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!

function timed<T>(f: () => T): [T, number] {
  const t0 = performance.now()
  const out = f()
  return [out, performance.now() - t0]
}

function percentiles(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b)
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]! * 1000
  return `p50 ${at(0.5).toFixed(0).padStart(6)} µs   p99 ${at(0.99).toFixed(0).padStart(6)} µs`
}

const [inv, genMs] = timed(() => syntheticInventory(ROWS, 42))
const [scan, scanMs] = timed(() => new ScanEngine(inv.rows))
const [columns, colMs] = timed(() => columnsFromRows(inv.rows))
const [state, buildMs] = timed(() => BitmapEngine.build(columns))
const [, rowsBuildMs] = timed(() => BitmapEngine.build(inv.rows))
const bitmap = new BitmapEngine(state, { memoSize: 0 })
const memoised = new BitmapEngine(BitmapEngine.build(inv.rows))
const bytes = BitmapEngine.transferList(state).reduce((sum, b) => sum + b.byteLength, 0)
console.log(`${ROWS} rows (generated in ${genMs.toFixed(0)} ms)`)
console.log(`build: scan ${scanMs.toFixed(0)} ms; bitmap ${buildMs.toFixed(0)} ms from columns (+ ${colMs.toFixed(0)} ms rows → columns), ${rowsBuildMs.toFixed(0)} ms from rows; state ${(bytes / 2 ** 20).toFixed(1)} MB in ${BitmapEngine.transferList(state).length} buffers`)

const HIDDEN = { HasReserved: [false], HasSold: [false], HasOptionedAtSap: [false] }
const search = (filters: NormalisedSearch['filters'], brandIds: number[] = []): EngineQuery => ({
  n: { type: VEHICLE_TYPES.car, filters: { ...HIDDEN, ...filters }, sorter: int(1, 9) as SorterId, pageSize: 12, pageNumber: int(1, 2) },
  brandIds, modelIds: [],
})
const kinds: Record<string, () => EngineQuery> = {
  'unfiltered': () => search({}),
  'one brand': () => { const b = pick(inv.brands.slice(0, 15)); return search({ Brand: [`b${b}`] }, [b]) },
  'brand+year+fuel': () => {
    const b = pick(inv.brands.slice(0, 15)), y = int(2005, 2020)
    return search({ Brand: [`b${b}`], Year: [y, y + 3], FuelType: [pick(VALUES.fuel)] }, [b])
  },
  'km range': () => search({ Km: [0, int(50, 200) * 1000] }),
}

function measure(engine: SearchEngine, make: () => EngineQuery, count: number): number[] {
  const out: number[] = []
  for (let i = 0; i < count + 5; i++) {
    const q = make()
    const [, ms] = timed(() => engine.run(q.n, q.brandIds, q.modelIds))
    if (i >= 5) out.push(ms)
  }
  return out
}

for (const [name, make] of Object.entries(kinds)) {
  console.log(`${name.padEnd(16)} scan   ${percentiles(measure(scan, make, 60))}`)
  console.log(`${''.padEnd(16)} bitmap ${percentiles(measure(bitmap, make, 400))}`)
  if (name === 'unfiltered' || name === 'one brand') console.log(`${''.padEnd(16)} memo   ${percentiles(measure(memoised, make, 400))}`)
}

// Patches on the memo-less engine.
const ids = inv.rows.map((r) => r.id)
const row = (id: number): IndexRow => inv.rows[ids.indexOf(id)]!
const upserts: number[] = []
for (let i = 0; i < 300; i++) {
  const r = { ...row(pick(ids)), p: int(50, 5_000) * 1000, res: rnd() < 0.5 }
  upserts.push(timed(() => bitmap.upsert(r))[1])
}
console.log(`upsert (price, reserved)  ${percentiles(upserts)}`)
let next = ids[ids.length - 1]!
const appends = Array.from({ length: 300 }, () => timed(() => bitmap.upsert({ ...row(pick(ids)), id: ++next }))[1])
console.log(`upsert (new vehicle)      ${percentiles(appends)}`)
const removes = Array.from({ length: 300 }, () => timed(() => bitmap.remove(pick(ids)))[1])
console.log(`remove                    ${percentiles(removes)}`)
const views = (count: number): Array<[number, number]> => Array.from({ length: count }, () => [pick(ids), int(0, 5_000)])
const small = Array.from({ length: 20 }, () => timed(() => bitmap.setViews(views(100)))[1])
console.log(`setViews 100 ids          ${percentiles(small)}`)
const large = Array.from({ length: 5 }, () => timed(() => bitmap.setViews(views(ROWS / 10)))[1])
console.log(`setViews ${ROWS / 10} ids      ${percentiles(large)}`)

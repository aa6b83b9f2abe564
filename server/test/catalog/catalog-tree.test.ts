// The car tree as the seed builds it, without a database: deterministic, ids that depend on a row's
// natural key only, every inventory car drawn onto a leaf, and list prices that make sense.
import t from 'tap'
import { buildCatalogTree, idsFor, listPriceFor, UNNAMED_PACKAGE, type CatalogTree } from '../../db/seed/vehicles/catalog-tree.js'
import { CAR_TYPE_ID } from '../../db/seed/vehicles/catalog.js'
import { generateInventory } from '../../db/seed/vehicles/generate.js'

const SPAN = { firstYear: 2008, lastYear: 2025 }
const build = () => buildCatalogTree((brand, model) => brand.length * 1000 + model.length, SPAN)
const strip = (tree: CatalogTree) => ({ generations: tree.generations, versions: tree.versions, trims: tree.trims, prices: tree.prices })

t.test('two builds give the same rows and ids', async (t) => {
  t.same(strip(build()), strip(build()))
})

t.test('ids are positive int4 and unique per table', async (t) => {
  const tree = build()
  for (const [name, ids] of [['generation', tree.generations.map((g) => g.id)], ['version', tree.versions.map((v) => v.id)], ['agac_id', tree.trims.map((x) => x.agac_id)]] as const) {
    t.equal(new Set(ids).size, ids.length, `${name} ids are unique`)
    t.ok(ids.every((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647), `${name} ids fit int4`)
  }
  t.ok(tree.trims.length > 5000, `a full tree (${tree.trims.length} trims, ${tree.versions.length} versions, ${tree.prices.length} priced model years)`)
})

t.test('an id depends on its key only: adding rows keeps the others', async (t) => {
  const keys = Array.from({ length: 5000 }, (_, i) => `marka/model|kusak ${i}`)
  const before = idsFor(keys)
  const after = idsFor(['aaa/yeni|model', ...keys, 'zzz/yeni|model'])
  const moved = keys.filter((k) => before.get(k) !== after.get(k))
  t.same(moved, [], 'no existing key changed id')
  t.equal(idsFor([...keys].reverse()).get(keys[42]!), before.get(keys[42]!), 'the order keys come in does not matter')
})

t.test('list prices: positive, rising with the model year, 1.000 TL steps', async (t) => {
  const tree = build()
  const byTrim = new Map<number, Array<{ model_year: number; list_price: number }>>()
  for (const p of tree.prices) byTrim.set(p.agac_id, [...(byTrim.get(p.agac_id) ?? []), p])
  let rising = 0
  for (const rows of byTrim.values()) {
    rows.sort((a, b) => a.model_year - b.model_year)
    if (rows.every((r, i) => r.list_price > 0 && r.list_price % 1000 === 0 && (i === 0 || r.list_price > rows[i - 1]!.list_price))) rising++
  }
  t.equal(rising, byTrim.size, 'every trim is dearer in each newer model year')
  t.equal(byTrim.size, tree.trims.length, 'every trim has a price')
  t.equal(listPriceFor(1_300_000, 2025), 1_300_000, 'the 2025 anchor is the list price of model year 2025')
  t.equal(listPriceFor(1_000_000, 2015), 737_000, 'ten years earlier: 3 % a year less')
})

t.test('every generated car points at a leaf of the tree; motorcycles at none', async (t) => {
  const { vehicles, tree } = generateInventory(new Date(Date.UTC(2026, 0, 1)))
  const trims = new Map(tree.trims.map((x) => [x.agac_id, x]))
  const versions = new Map(tree.versions.map((v) => [v.id, v]))
  const generations = new Map(tree.generations.map((g) => [g.id, g]))
  const priced = new Set(tree.prices.map((p) => `${p.agac_id}/${p.model_year}`))
  const wrong = vehicles.filter((car) => {
    if (car.vehicle_type_id !== CAR_TYPE_ID) return car.agac_id !== null
    const trim = car.agac_id === null ? undefined : trims.get(car.agac_id)
    const v = trim && versions.get(trim.version_id)
    const g = v && generations.get(v.generation_id)
    return !g || g.model_id !== car.model_id || g.name !== car.generation || v.body !== car.case_type || v.fuel !== car.fuel_type
      || v.gear !== car.gear_type || v.engine_cc !== car.engine_cc || v.power_hp !== car.power_hp
      || car.model_name !== (trim.name === UNNAMED_PACKAGE && car.model_name === v.name ? v.name : `${v.name} ${trim.name}`)
      || !priced.has(`${trim.agac_id}/${car.year}`)
  })
  t.same(wrong.slice(0, 3), [], `all ${vehicles.length} vehicles agree with their leaf`)
})

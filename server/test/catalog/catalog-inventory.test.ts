// The seeded database: every car of the inventory points at a catalog_leaves row that says what the
// car says (brand, model, year, body, generation, fuel, gear, engine, package), prices are sane,
// and the view keeps the columns the pricing code reads.
import t from 'tap'
import { buildTestApp } from '../helper.js'

const { app } = await buildTestApp(t)
const CAR = 14870
const one = async (sql: string) => Number((await app.db.query<{ n: string }>(sql)).rows[0]!.n)

t.test('catalog_leaves has the contract columns, in order', async (t) => {
  const { rows } = await app.db.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'catalog_leaves' ORDER BY ordinal_position`)
  t.same(rows.map((r) => r.column_name), ['agac_id', 'model_year', 'brand_id', 'brand_slug', 'brand_name', 'model_id', 'model_slug', 'model_name',
    'body', 'generation_id', 'generation', 'fuel', 'gear', 'version_id', 'version_name', 'engine_cc', 'power_hp', 'trim_name', 'list_price'])
  t.equal(rows.find((r) => r.column_name === 'list_price')!.data_type, 'bigint')
})

t.test('every car points at a leaf of its model year that matches it; no motorcycle does', async (t) => {
  t.equal(await one(`SELECT count(*) AS n FROM vehicles WHERE vehicle_type_id = ${CAR} AND agac_id IS NULL`), 0, 'no car without agac_id')
  t.equal(await one(`SELECT count(*) AS n FROM vehicles WHERE vehicle_type_id <> ${CAR} AND agac_id IS NOT NULL`), 0, 'motorcycles have none')
  const { rows } = await app.db.query(
    `SELECT v.announcement_no FROM vehicles v
       LEFT JOIN catalog_leaves l ON l.agac_id = v.agac_id AND l.model_year = v.year
      WHERE v.vehicle_type_id = ${CAR} AND (l.agac_id IS NULL
         OR (l.brand_id, l.model_id, l.body, l.generation, l.fuel, l.gear, l.power_hp)
            IS DISTINCT FROM (v.brand_id, v.model_id, v.case_type, v.generation, v.fuel_type, v.gear_type, v.power_hp)
         -- model_name is engine and package; a model without named packages has the one trim 'Standart'.
         OR NOT (v.model_name = l.version_name || ' ' || l.trim_name OR (l.trim_name = 'Standart' AND v.model_name = l.version_name))
         OR l.engine_cc IS DISTINCT FROM v.engine_cc)
      LIMIT 5`)
  t.same(rows, [], 'brand, model, year, body, generation, fuel, gear, engine and package agree')
  t.ok(await one(`SELECT count(*) AS n FROM vehicles WHERE vehicle_type_id = ${CAR}`) >= 20000, 'over the whole car inventory')
})

t.test('every brand and model of the car inventory is in the tree', async (t) => {
  t.equal(await one(`SELECT count(*) AS n FROM (SELECT DISTINCT brand_id, model_id FROM vehicles WHERE vehicle_type_id = ${CAR}) v
    WHERE NOT EXISTS (SELECT 1 FROM catalog_leaves l WHERE l.model_id = v.model_id AND l.brand_id = v.brand_id)`), 0)
  t.equal(await one(`SELECT count(*) AS n FROM models m WHERE vehicle_type_id = ${CAR}
    AND NOT EXISTS (SELECT 1 FROM catalog_generations g WHERE g.model_id = m.id)`), 0, 'every car model of the catalogue')
  t.equal(await one(`SELECT count(*) AS n FROM catalog_generations g JOIN models m ON m.id = g.model_id WHERE m.vehicle_type_id <> ${CAR}`), 0, 'and no motorcycle')
})

t.test('list prices are positive and a newer model year of a trim is dearer', async (t) => {
  t.equal(await one('SELECT count(*) AS n FROM catalog_trim_prices WHERE list_price <= 0'), 0)
  t.equal(await one(`SELECT count(*) AS n FROM (
      SELECT list_price <= lag(list_price) OVER (PARTITION BY agac_id ORDER BY model_year) AS cheaper FROM catalog_trim_prices) p WHERE cheaper`), 0)
  t.equal(await one('SELECT count(*) AS n FROM catalog_trims t WHERE NOT EXISTS (SELECT 1 FROM catalog_trim_prices p WHERE p.agac_id = t.agac_id)'), 0,
    'every trim is on sale in some model year')
  // The generator's used prices come from the same anchor: a car costs less than its list price new.
  const dearer = await one(`SELECT count(*) AS n FROM vehicles v JOIN catalog_leaves l ON l.agac_id = v.agac_id AND l.model_year = v.year
    WHERE v.current_price > l.list_price * 1.1`)
  t.ok(dearer < 50, `used prices stay below the list price new (${dearer} exceptions)`)
})

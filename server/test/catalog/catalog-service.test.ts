// app.catalog as the sell wizard calls it: each step's list for a real path, in display order,
// consistent with the catalog_leaves view; resolve() refusing what is not under its parents; the
// leaf of an agac_id.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import type { CatalogAnswers, CatalogLeaf, CatalogOption } from '../../schemas/catalog.js'

const { app } = await buildTestApp(t)
const catalog = app.catalog
const values = (options: CatalogOption[]) => options.map((o) => o.value)

async function viewRow(agacId: number, year: number): Promise<CatalogLeaf | undefined> {
  const { rows } = await app.db.query<CatalogLeaf>('SELECT * FROM catalog_leaves WHERE agac_id = $1 AND model_year = $2', [agacId, year])
  return rows.map((r) => ({ ...r, list_price: Number(r.list_price) }))[0]
}

/** A car of the inventory and its path through the tree. */
const { rows: [car] } = await app.db.query<CatalogLeaf>(
  `SELECT l.* FROM vehicles v JOIN catalog_leaves l ON l.agac_id = v.agac_id AND l.model_year = v.year
    WHERE l.brand_slug = 'bmw' AND l.model_slug = '3-serisi' AND l.model_year = 2016 ORDER BY v.id LIMIT 1`)
const path: Required<CatalogAnswers> = {
  year: String(car!.model_year), brand: car!.brand_slug, model: car!.model_slug, body: car!.body, generation: String(car!.generation_id),
  fuel: car!.fuel, gear: car!.gear, version: String(car!.version_id), trim: String(car!.agac_id),
}

t.test('each step lists options for a real path, the path\'s own value among them', async (t) => {
  const y = Number(path.year)
  const lists: Array<[keyof CatalogAnswers, CatalogOption[]]> = [
    ['year', await catalog.years()],
    ['brand', await catalog.brands(y)],
    ['model', await catalog.models(y, path.brand)],
    ['body', await catalog.bodies(y, path.brand, path.model)],
    ['generation', await catalog.generations(y, path.brand, path.model, path.body)],
    ['fuel', await catalog.fuels(y, path.brand, path.model, path.body, path.generation)],
    ['gear', await catalog.gears(y, path.brand, path.model, path.body, path.generation, path.fuel)],
    ['version', await catalog.versions(y, path.brand, path.model, path.body, path.generation, path.fuel, path.gear)],
    ['trim', await catalog.trims(y, path.brand, path.model, path.body, path.generation, path.fuel, path.gear, path.version)],
  ]
  for (const [level, options] of lists) {
    t.ok(options.length > 0, `${level}: ${options.length} options`)
    t.ok(values(options).includes(path[level]), `${level}: includes ${path[level]}`)
    t.equal(new Set(values(options)).size, options.length, `${level}: no duplicates`)
  }
})

t.test('lists read as the wizard shows them', async (t) => {
  const years = values(await catalog.years()).map(Number)
  t.same(years, [...years].sort((a, b) => b - a), 'years newest first')
  t.equal(years[0], 2025)
  const brands = await catalog.brands(2016)
  t.match(brands.find((b) => b.value === 'bmw'), { label: 'BMW', imageUrl: '/media/brands/bmw.svg' }, 'brand tiles carry the logo')
  const labels = brands.map((b) => b.label)
  t.same(labels, [...labels].sort((a, b) => a.localeCompare(b, 'tr')), 'brands by name')
  t.match(await catalog.generations(2016, 'bmw', '3-serisi', 'Sedan'), [{ label: 'F30 (2012–2018)', hint: '2012–2018' }], 'generation with its year span')
  const versions = await catalog.versions(2016, 'bmw', '3-serisi', 'Sedan', path.generation, 'Benzin', 'Otomatik')
  t.ok(versions.some((v) => v.label === '320i · 170 PS · 1.998 cc'), 'version rows: name · PS · cc with Turkish grouping')
  const hp = versions.map((v) => Number(/ (\d+) PS/.exec(v.label)![1]))
  t.same(hp, [...hp].sort((a, b) => a - b), 'versions by power')
  const gen = values(await catalog.generations(2023, 'togg', 't10x', 'SUV'))[0]!
  const ev = await catalog.versions(2023, 'togg', 't10x', 'SUV', gen, 'Elektrik', 'Otomatik')
  t.ok(ev.length > 0 && ev.every((v) => !v.label.includes(' cc')), 'an electric version has no displacement')
  const trims = await catalog.trims(2016, 'bmw', '3-serisi', 'Sedan', path.generation, 'Benzin', 'Otomatik', versions[0]!.value)
  t.same(trims.map((x) => x.label), ['Modern Line', 'Sport Line', 'Luxury Line', 'M Sport'], 'packages cheapest first')
  t.ok(trims.every((x) => /^\d+$/.test(x.value)), 'a trim\'s value is its agac_id')
  t.ok((await catalog.fuels(2012, 'fiat', 'linea', 'Sedan', values(await catalog.generations(2012, 'fiat', 'linea', 'Sedan'))[0]!))
    .some((f) => f.value === 'LPG' && f.label === 'Benzin & LPG'), 'a petrol manual of 2019 or older is also offered on LPG')
})

t.test('a brand or model not sold in a year is not listed, and resolve() refuses it', async (t) => {
  t.notOk(values(await catalog.brands(2016)).includes('togg'), 'Togg (from 2023) is not a 2016 brand')
  t.ok(values(await catalog.brands(2024)).includes('togg'), 'but is a 2024 one')
  t.same(await catalog.resolve({ year: '2016', brand: 'togg' }), { ok: false, level: 'brand', reason: 'unknown' })
  t.same(await catalog.models(2016, 'togg'), [], 'no models under a brand not sold that year')
  t.same(await catalog.resolve({ year: '2016', brand: 'bmw', model: 'x1', body: 'Sedan' }), { ok: false, level: 'body', reason: 'unknown' }, 'a body the model does not have')
  t.same(await catalog.resolve({ year: '2016', brand: 'bmw', generation: path.generation }), { ok: false, level: 'model', reason: 'missing' }, 'a gap')
  t.same(await catalog.resolve({ ...path, trim: '1' }), { ok: false, level: 'trim', reason: 'unknown' })
  t.same(await catalog.resolve({ ...path, year: '1999' }), { ok: false, level: 'year', reason: 'unknown' })
  t.same(await catalog.resolve({ ...path, year: '2016.0' }), { ok: false, level: 'year', reason: 'unknown' })
  const other = values(await catalog.generations(2010, 'bmw', '3-serisi', 'Sedan'))[0]!
  t.same(await catalog.resolve({ ...path, generation: other }), { ok: false, level: 'generation', reason: 'unknown' }, 'the E90 is not a 2016 generation')
})

t.test('resolve() accepts a real path and names its choices; leaf() is the view\'s row', async (t) => {
  const partial = await catalog.resolve({ year: path.year, brand: path.brand, model: path.model })
  t.match(partial, { ok: true, leaf: null, choices: [{ level: 'year', label: '2016' }, { level: 'brand', label: 'BMW' }, { level: 'model', label: '3 Serisi' }] })
  t.same(await catalog.resolve({}), { ok: true, choices: [], leaf: null }, 'nothing answered yet')
  const full = await catalog.resolve(path)
  t.ok(full.ok && full.choices.length === 9, 'all nine levels')
  const expected = await viewRow(car!.agac_id, car!.model_year)
  t.same(full.ok && full.leaf, expected, 'the leaf of the answers')
  t.same(await catalog.leaf(car!.agac_id, car!.model_year), expected, 'leaf(agacId, modelYear) = catalog_leaves row')
  t.equal(await catalog.leaf(car!.agac_id, 2030), null, 'a model year the trim was not sold in')
  t.equal(await catalog.leaf(1, 2016), null, 'an unknown agac_id')
})

t.test('walking every list of every year reaches exactly the leaves of the view', async (t) => {
  const index = await catalog.index()
  const walked = new Set<string>()
  const walk = (answers: CatalogAnswers, depth: number) => {
    const levels = ['year', 'brand', 'model', 'body', 'generation', 'fuel', 'gear', 'version', 'trim'] as const
    const level = levels[depth]!
    const options = index.options(level, answers)
    if (!options.length) throw new Error(`empty ${level} under ${JSON.stringify(answers)}`)
    for (const o of options) {
      const next = { ...answers, [level]: o.value }
      if (level === 'trim') walked.add(`${o.value}/${answers.year}`)
      else walk(next, depth + 1)
    }
  }
  walk({}, 0)
  const { rows } = await app.db.query<{ k: string }>(`SELECT agac_id || '/' || model_year AS k FROM catalog_leaves`)
  t.equal(walked.size, rows.length, `${walked.size} (trim, model year) leaves, none empty on the way`)
  t.ok(rows.every((r) => walked.has(r.k)), 'the same set as the view')
})

t.test('a list is built once per catalog version and cannot be changed by a caller', async (t) => {
  const y = Number(path.year)
  const first = await catalog.models(y, path.brand)
  t.equal(await catalog.models(y, path.brand), first, 'the same list again, not a copy')
  t.ok(Object.isFrozen(first), 'frozen')
  t.throws(() => (first as CatalogOption[]).push({ value: 'x', label: 'x' }), TypeError, 'a change throws instead of reaching other visitors')
  t.same(await catalog.models(y, 'no-such-brand'), [], 'answers that do not resolve list nothing')
})

t.test('body tiles carry a silhouette the gateway draws; an unknown one is 404', async (t) => {
  const bodies = await catalog.bodies(Number(path.year), path.brand, path.model)
  t.ok(bodies.length > 0)
  for (const body of bodies) t.match(body.imageUrl, /^\/media\/bodies\/[a-z0-9-]+\.svg$/, `${body.label} has a silhouette`)
  const res = await app.inject({ url: bodies[0]!.imageUrl! })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^image\/svg\+xml/)
  t.match(res.body, /^<svg [^>]*viewBox=/, 'an SVG drawing')
  t.equal((await app.inject({ url: '/media/bodies/uzay-gemisi.svg' })).statusCode, 404, 'a body with no drawing is not found')
  t.equal((await app.inject({ url: '/media/bodies/..%2Fsedan.svg' })).statusCode, 400, 'a made-up file name is refused')
})

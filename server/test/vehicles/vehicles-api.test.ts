// The vehicle calls as an integrator meets them (spec §3, §7, §9): faceted search with the spec's
// defaults, every filter checked against the database, sorting, paging, Turkish 400s naming the
// field, the detail by announcement number with the spec's errors, home rails and view counting.
import t, { type Test } from 'tap'
import { buildTestApp } from '../helper.js'
import { errorShapeProblems } from '../support/error-shape.js'

const { app } = await buildTestApp(t)
const CAR = 14870
const MOTO = 14169

type Card = Record<string, any>
type Facet = { key: string; type: string; values?: Array<{ value: string; label: string; count: number; selected: boolean }>; min?: number; max?: number; count?: number }

async function search(body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: body })
  return { status: res.statusCode, body: res.json() as Record<string, any> }
}
async function ok(body: Record<string, unknown>) {
  const res = await search(body)
  if (res.status !== 200) throw new Error(`search ${JSON.stringify(body)} answered ${res.status}: ${JSON.stringify(res.body)}`)
  return res.body.result as { totalCount: number; filters: Facet[]; hits: Card[] }
}
const facet = (r: { filters: Facet[] }, key: string) => r.filters.find((f) => f.key === key)!
async function count(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM vehicles WHERE ${where}`, params)
  return Number(rows[0]!.n)
}
function assertBadRequest(t: Test, res: { status: number; body: unknown }, field: string) {
  t.equal(res.status, 400, `400 for ${field}`)
  t.same(errorShapeProblems(res.body, res.status), [], 'in the one error shape, in Turkish')
  t.match(res.body, { errors: [{ field }] }, `names ${field}`)
}

const VISIBLE = 'NOT is_reserved AND NOT is_sold AND NOT is_optioned_at_sap'

t.test('the inventory is seeded at the promised size', async (t) => {
  t.ok(await count('vehicle_type_id = $1', [CAR]) >= 20000, 'at least 20,000 cars')
  t.ok(await count('vehicle_type_id = $1', [MOTO]) >= 1500, 'at least 1,500 motorcycles')
})

t.test('defaults of spec §9: page size 12, page 1, reserved/sold/optioned hidden, motorcycles without a type', async (t) => {
  const r = await ok({ VehicleTypeId: CAR })
  t.equal(r.hits.length, 12)
  t.equal(r.totalCount, await count(`vehicle_type_id = ${CAR} AND ${VISIBLE}`), 'total counts only vehicles for sale')
  t.ok(r.hits.every((h) => !h.isReserved && !h.isSold && !h.isOptionedAtSap))
  const dates = r.hits.map((h) => h.inStockDate)
  t.same(dates, [...dates].sort().reverse(), 'last added first by default')
  const moto = await ok({})
  t.ok(moto.hits.every((h) => h.vehicleTypeId === MOTO), 'no VehicleTypeId → motorcycles (spec §9 default 14169)')
  const withReserved = await ok({ VehicleTypeId: CAR, filters: { HasReserved: [true], HasSold: [true], HasOptionedAtSap: [true] } })
  t.equal(withReserved.totalCount, await count(`vehicle_type_id = ${CAR}`), 'the show flags add reserved, sold and optioned vehicles')
})

t.test('filters combine: brand, model, year range, fuel, and facet counts match the database', async (t) => {
  const all = await ok({ VehicleTypeId: CAR })
  const brand = facet(all, 'Brand').values!.find((v) => v.value === 'fiat')!
  t.ok(brand, 'Fiat is a brand facet value')
  t.equal(brand.count, await count(`vehicle_type_id = ${CAR} AND ${VISIBLE} AND brand_id = (SELECT id FROM brands WHERE slug = 'fiat')`), 'brand count = database')

  const fiat = await ok({ VehicleTypeId: CAR, filters: { Brand: ['fiat'] } })
  t.equal(fiat.totalCount, brand.count, 'selecting the brand gives its count')
  t.ok(fiat.hits.every((h) => h.brandSlug === 'fiat'))
  t.ok(facet(fiat, 'Brand').values!.length > 1, 'other brands stay selectable (own selection ignored in its counts)')
  t.ok(facet(fiat, 'Model').values!.length > 0 && facet(fiat, 'Model').values!.every((v) => v.value.startsWith('fiat/')), 'models are offered for the chosen brand')
  t.same(facet(all, 'Model').values, [], 'no brand chosen: no model list')

  const ranged = await ok({ VehicleTypeId: CAR, filters: { Brand: ['fiat'], Year: [2018, 2021], FuelType: ['Benzin'] }, sorters: [4], pageSize: 48 })
  t.equal(ranged.totalCount, await count(`vehicle_type_id = ${CAR} AND ${VISIBLE} AND brand_id = (SELECT id FROM brands WHERE slug = 'fiat')
    AND year BETWEEN 2018 AND 2021 AND fuel_type = 'Benzin'`))
  t.ok(ranged.hits.every((h) => h.year >= 2018 && h.year <= 2021 && h.fuelType === 'Benzin'))
  const prices = ranged.hits.map((h) => h.currentListingPrice)
  t.same(prices, [...prices].sort((a, b) => a - b), 'sorted by price ascending')
  const year = facet(ranged, 'Year')
  t.ok(year.min! <= 2018 || year.max! >= 2021 || year.min! === year.max!, 'the year range facet reports min/max without its own selection')

  const model = facet(fiat, 'Model').values!.find((v) => v.value === 'fiat/egea')
  t.ok(model, 'models are addressed as brand/model')
  const egea = await ok({ VehicleTypeId: CAR, filters: { Model: ['fiat/egea'] } })
  t.equal(egea.totalCount, model!.count)
})

t.test('damage, flags and tags filter what they say', async (t) => {
  const clean = await ok({ VehicleTypeId: CAR, filters: { Damage: ['NoTramer', 'NoChanged'] }, pageSize: 100 })
  t.equal(clean.totalCount, await count(`vehicle_type_id = ${CAR} AND ${VISIBLE} AND tramer_total = 0 AND changed_parts = '{}'`))
  t.ok(clean.hits.every((h) => h.vehicleTramImages.totalAmount === 0 && h.changedCount === 0))
  const campaign = await ok({ VehicleTypeId: CAR, filters: { HasCampaign: [true] }, pageSize: 100 })
  t.ok(campaign.totalCount > 0 && campaign.hits.every((h) => h.campaignTitle))
  const certified = await ok({ VehicleTypeId: CAR, filters: { HasCertified: [true] }, pageSize: 100 })
  t.ok(certified.hits.every((h) => h.certificationTitle))
  const tag = facet(await ok({ VehicleTypeId: CAR }), 'Tags').values![0]!
  const tagged = await ok({ VehicleTypeId: CAR, filters: { Tags: [tag.value] } })
  t.equal(tagged.totalCount, tag.count, `tag '${tag.value}' count`)
})

t.test('sorts: most visited, km and year both ways, campaign first', async (t) => {
  const check = async (sorter: number, pick: (h: Card) => number, dir: 1 | -1) => {
    const r = await ok({ VehicleTypeId: CAR, sorters: [sorter], pageSize: 30 })
    const vals = r.hits.map(pick)
    t.same(vals, [...vals].sort((a, b) => dir * (a - b)), `sorter ${sorter}`)
  }
  await check(6, (h) => h.km, 1)
  await check(7, (h) => h.km, -1)
  await check(8, (h) => h.year, 1)
  await check(9, (h) => h.year, -1)
  await check(5, (h) => h.currentListingPrice, -1)
  const first = await ok({ VehicleTypeId: CAR, sorters: [3], pageSize: 5 })
  t.ok(first.hits.every((h) => h.campaignTitle), 'campaign vehicles first')
  const { rows } = await app.db.query<{ v: number }>(`SELECT max(view_count) AS v FROM vehicles WHERE vehicle_type_id = ${CAR} AND ${VISIBLE}`)
  const viewed = await ok({ VehicleTypeId: CAR, sorters: [1], pageSize: 1 })
  const top = await app.db.query<{ view_count: number }>('SELECT view_count FROM vehicles WHERE announcement_no = $1', [viewed.hits[0]!.announcementNo])
  t.equal(top.rows[0]!.view_count, rows[0]!.v, 'most visited first')
})

t.test('paging: page 2 continues page 1; beyond the last page is a 400 naming it', async (t) => {
  const p1 = await ok({ VehicleTypeId: CAR, filters: { Brand: ['bmw'] }, pageSize: 10 })
  const p2 = await ok({ VehicleTypeId: CAR, filters: { Brand: ['bmw'] }, pageSize: 10, pageNumber: 2 })
  t.equal(new Set([...p1.hits, ...p2.hits].map((h) => h.announcementNo)).size, 20, 'no vehicle on both pages')
  const last = Math.ceil(p1.totalCount / 10)
  const beyond = await search({ VehicleTypeId: CAR, filters: { Brand: ['bmw'] }, pageSize: 10, pageNumber: last + 1 })
  assertBadRequest(t, beyond, 'pageNumber')
  t.match(beyond.body.message, new RegExp(`en fazla ${last}`))
})

t.test('invalid requests answer 400 naming the field, in Turkish', async (t) => {
  assertBadRequest(t, await search({ VehicleTypeId: CAR, filters: { Colour: ['Beyaz'] } }), 'filters.Colour')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, filters: { Year: [2020] } }), 'filters.Year')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, filters: { Year: ['a', 'b'] } }), 'filters.Year')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, filters: { Price: [900000, 100000] } }), 'filters.Price')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, filters: { Brand: ['yok-boyle-marka'] } }), 'filters.Brand')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, sorters: [42] }), 'sorters')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, pageSize: 0 }), 'pageSize')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, pageSize: 101 }), 'pageSize')
  assertBadRequest(t, await search({ VehicleTypeId: 1 }), 'VehicleTypeId')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, filters: { HasSold: ['evet'] } }), 'filters.HasSold')
  assertBadRequest(t, await search({ VehicleTypeId: CAR, filters: 'x' }), 'filters')
})

t.test('detail by announcement number, and the spec errors', async (t) => {
  const hit = (await ok({ VehicleTypeId: CAR, pageSize: 1 })).hits[0]!
  const res = await app.inject({ method: 'POST', url: '/api/vehicle/get-vehicle-by-announcement-no', payload: { announcementno: hit.announcementNo } })
  t.equal(res.statusCode, 200)
  const d = res.json().result
  t.equal(d.announcementNo, hit.announcementNo)
  t.ok(d.vehiclePhotos.length >= 4 && d.vehiclePhotos.every((p: { imageUrl: string }) => p.imageUrl.endsWith('.svg')))
  t.match(d, { brand: String, model: String, modelName: String, currentListingPrice: Number, seller: { name: String, city: String, address: String, phone: String }, vehicleTramImages: { totalAmount: Number } })
  t.match(d.detailPath, new RegExp(`^/araba-al/[a-z0-9-]+/[a-z0-9-]+/[a-z0-9-]+/${hit.announcementNo}$`), 'four segments after the prefix, the last the number')
  t.ok(Array.isArray(d.similar))
  const empty = await app.inject({ method: 'POST', url: '/api/vehicle/get-vehicle-by-announcement-no', payload: { announcementno: '' } })
  t.equal(empty.statusCode, 400)
  t.equal(empty.json().message, 'Announcement No boş olmamalı')
  t.not(empty.json().statusCode, 200)
  const unknown = await app.inject({ method: 'POST', url: '/api/vehicle/get-vehicle-by-announcement-no', payload: { announcementno: '99999999' } })
  t.equal(unknown.statusCode, 404)
  t.equal(unknown.json().message, 'Bir hata oluştu.')
})

t.test('home rails of spec §9 and the home filter', async (t) => {
  const res = await app.inject({ method: 'POST', url: '/api/vehicle/home-rails', payload: { VehicleTypeId: CAR } })
  t.equal(res.statusCode, 200)
  const { new: fresh, mostViewed, campaign } = res.json().result as Record<string, Card[]>
  const fifteenDaysAgo = new Date(Date.now() - 15 * 86400_000).toISOString().slice(0, 10)
  t.ok(fresh!.length > 0 && fresh!.every((c) => !c.isReserved && !c.isSold && c.inStockDate >= fifteenDaysAgo), 'new: in stock ≤ 15 days, not reserved or sold')
  t.same(fresh!.map((c) => c.inStockDate), fresh!.map((c) => c.inStockDate).sort().reverse(), 'newest first')
  t.ok(campaign!.every((c) => c.campaignTitle), 'campaign rail: campaign vehicles only')
  t.ok(mostViewed!.length > 0)
  const filter = await app.inject({ method: 'POST', url: '/api/vehicle/home-filter', payload: { VehicleTypeId: CAR } })
  t.match(filter.json().result.brands[0], { brandId: Number, brandText: String, brandSmallLogo: /^\/media\/brands\//, slug: String })
})

t.test('views are counted in Redis and reach PostgreSQL in a batch', async (t) => {
  const hit = (await ok({ VehicleTypeId: CAR, pageSize: 1, sorters: [8] })).hits[0]!
  const before = (await app.db.query<{ v: number }>('SELECT view_count AS v FROM vehicles WHERE announcement_no = $1', [hit.announcementNo])).rows[0]!.v
  for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.2']) {
    const res = await app.inject({ method: 'POST', url: '/api/vehicle/view', payload: { announcementNo: hit.announcementNo }, remoteAddress: ip })
    t.equal(res.statusCode, 200)
  }
  const mid = (await app.db.query<{ v: number }>('SELECT view_count AS v FROM vehicles WHERE announcement_no = $1', [hit.announcementNo])).rows[0]!.v
  t.equal(mid, before, 'no database write per view')
  await app.vehicles.flushViews()
  const after = (await app.db.query<{ v: number }>('SELECT view_count AS v FROM vehicles WHERE announcement_no = $1', [hit.announcementNo])).rows[0]!.v
  t.equal(after, before + 2, 'two clients counted once each')
  await app.db.query('UPDATE vehicles SET view_count = $2 WHERE announcement_no = $1', [hit.announcementNo, before])
})

t.test('listing and detail pages get their head from the inventory; unknown numbers are a noindex 404', async (t) => {
  const hit = (await ok({ VehicleTypeId: CAR, pageSize: 1 })).hits[0]!
  const page = await app.inject({ method: 'GET', url: hit.detailPath })
  t.equal(page.statusCode, 200)
  t.match(page.body, `<title>${hit.year} ${hit.brand} ${hit.model} ${hit.modelName}`)
  t.match(page.body, `<link rel="canonical" href="https://www.turuncugaraj.test${hit.detailPath}">`)
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)
  t.ok(ld, 'a JSON-LD script')
  const data = JSON.parse(ld![1]!)
  t.match(data, { '@type': 'Car', brand: { name: hit.brand }, offers: { '@type': 'Offer', price: hit.currentListingPrice, priceCurrency: 'TRY' } })
  const wrongNo = hit.detailPath.replace(/\d+$/, '99999999')
  const missing = await app.inject({ method: 'GET', url: wrongNo })
  t.equal(missing.statusCode, 404)
  t.match(missing.body, /noindex/)
  const brandPage = await app.inject({ method: 'GET', url: `/araba-al/${hit.brandSlug}` })
  t.equal(brandPage.statusCode, 200)
  t.match(brandPage.body, `İkinci El ${hit.brand}`)
  t.equal((await app.inject({ method: 'GET', url: '/araba-al/yok-boyle-marka' })).statusCode, 404)
  // The vehicles' sitemap files, as a crawler finds them: from the index.
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' })
  const files = [...index.body.matchAll(/<loc>https:\/\/www\.turuncugaraj\.test\/(sitemap-vehicles-\d+\.xml)<\/loc>/g)].map((m) => m[1]!)
  const forSale = Number((await app.db.query('SELECT count(*) FROM vehicles WHERE NOT is_sold')).rows[0].count)
  t.same(files, Array.from({ length: Math.ceil(forSale / 10_000) }, (_, i) => `sitemap-vehicles-${i + 1}.xml`), 'one file per 10,000 vehicles for sale, numbered from 1')
  const urls: string[] = []
  for (const file of files) {
    const res = await app.inject({ method: 'GET', url: `/${file}` })
    t.equal(res.statusCode, 200, file)
    t.match(res.headers['content-type'], /application\/xml/)
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    t.ok(locs.length <= 10_000, `${file}: at most 10,000 addresses`)
    urls.push(...locs)
  }
  t.equal(urls.length, forSale, 'every vehicle for sale is listed')
  t.equal(new Set(urls).size, urls.length, 'and none twice')
  t.ok(urls.includes(`https://www.turuncugaraj.test${hit.detailPath}`), 'listing URLs are in the sitemap')
  const past = await app.inject({ method: 'GET', url: `/sitemap-vehicles-${files.length + 1}.xml` })
  t.equal(past.statusCode, 404, 'a file past the last is 404')
  t.equal(past.json().message, 'İstenen kaynak bulunamadı.')
  for (const bad of ['0', 'abc', '1e3', '-1', '01', '1.xml']) t.equal((await app.inject({ method: 'GET', url: `/sitemap-vehicles-${bad}.xml` })).statusCode, 404, `no file "${bad}"`)
  const moved = await app.inject({ method: 'GET', url: '/sitemap-vehicles.xml' })
  t.equal(moved.statusCode, 301, 'the single file of before moved for good')
  t.equal(moved.headers.location, '/sitemap.xml')
})

t.test('the compare page answers 200 with noindex (its list lives in the browser)', async (t) => {
  const page = await app.inject({ method: 'GET', url: '/karsilastir' })
  t.equal(page.statusCode, 200, 'a reload of /karsilastir is not a 404')
  t.match(page.body, /<title>Araç Karşılaştırma/)
  t.match(page.body, /<meta name="robots" content="noindex, follow"/)
})

t.test('photos and brand logos are drawn by the gateway', async (t) => {
  const hit = (await ok({ VehicleTypeId: CAR, pageSize: 1 })).hits[0]!
  const photo = await app.inject({ method: 'GET', url: hit.photoUrl })
  t.equal(photo.statusCode, 200)
  t.match(photo.headers['content-type'], /image\/svg\+xml/)
  t.match(photo.body, /^<svg[^>]*viewBox="0 0 1200 800"/)
  t.equal((await app.inject({ method: 'GET', url: `/media/vehicles/${hit.announcementNo}/19.svg` })).statusCode, 404, 'no photo past the count')
  const logo = await app.inject({ method: 'GET', url: `/media/brands/${hit.brandSlug}.svg` })
  t.equal(logo.statusCode, 200)
  t.equal((await app.inject({ method: 'GET', url: '/media/brands/yok.svg' })).statusCode, 404)
})

t.test('an inventory change shows in the next search, without waiting for the cache', async (t) => {
  const { app: admin } = await buildTestApp(t, { env: { ADMIN_TOKEN: 'vehicle-admin-token-0123456789' } })
  const auth = { authorization: 'Bearer vehicle-admin-token-0123456789' }
  const body = { VehicleTypeId: CAR, filters: { Brand: ['toyota'] }, pageSize: 5 }
  const call = async () => (await admin.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: body })).json().result
  const before = await call()
  const target = before.hits[0].announcementNo as string
  t.teardown(() => admin.inject({ method: 'PUT', url: `/api/admin/vehicles/${target}`, headers: auth, payload: { isReserved: false } }))
  const put = await admin.inject({ method: 'PUT', url: `/api/admin/vehicles/${target}`, headers: auth, payload: { isReserved: true } })
  t.equal(put.statusCode, 200)
  const after = await call()
  t.equal(after.totalCount, before.totalCount - 1, 'one fewer vehicle for sale')
  t.notOk(after.hits.some((h: Card) => h.announcementNo === target), 'the reserved vehicle left the default results')
  const reserved = facet(after, 'HasReserved')
  t.ok(reserved.count! >= 1)
  const unknown = await admin.inject({ method: 'PUT', url: '/api/admin/vehicles/99999999', headers: auth, payload: { isSold: true } })
  t.equal(unknown.statusCode, 404)
})

t.test('a search sent again with the same text gets the same answer; bad bodies stay bad every time', async (t) => {
  const text = JSON.stringify({ VehicleTypeId: CAR, filters: { Brand: ['renault'], Year: [2016, 2021] }, sorters: [4], pageSize: 6 })
  const send = (payload: string) => app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', headers: { 'content-type': 'application/json' }, payload })
  const first = await send(text)
  t.equal(first.statusCode, 200)
  for (let i = 0; i < 3; i++) t.equal((await send(text)).body, first.body, `repeat ${i + 1} answers the same`)
  const reordered = JSON.stringify({ pageSize: 6, sorters: [4], filters: { Year: [2016, 2021], Brand: ['renault'] }, VehicleTypeId: CAR, ignored: true })
  t.equal((await send(reordered)).body, first.body, 'the same search written differently (keys reordered, an unknown field) answers the same')
  const defaults = JSON.stringify({ VehicleTypeId: CAR })
  const d1 = await send(defaults)
  t.equal(d1.json().result.hits.length, 12, 'defaults are applied the first time')
  t.equal((await send(defaults)).body, d1.body, '…and the second')

  for (const [payload, field] of [
    [JSON.stringify({ VehicleTypeId: CAR, filters: { Brand: ['yok-boyle-marka'] } }), 'filters.Brand'],
    [JSON.stringify({ VehicleTypeId: CAR, pageSize: 500 }), 'pageSize'],
  ] as const) {
    for (let i = 0; i < 2; i++) assertBadRequest(t, { status: (await send(payload)).statusCode, body: (await send(payload)).json() }, field)
  }
  for (const [payload, message] of [['{"VehicleTypeId":', 'İstek gövdesi geçerli bir JSON değil.'], ['{"__proto__":{"x":1}}', 'İstek gövdesi geçerli bir JSON değil.'], ['', null]] as const) {
    const res = await send(payload)
    t.equal(res.statusCode, 400, `malformed body ${JSON.stringify(payload)} → 400`)
    t.same(errorShapeProblems(res.json(), 400), [], 'in the one error shape')
    if (message) t.equal(res.json().message, message)
  }
})

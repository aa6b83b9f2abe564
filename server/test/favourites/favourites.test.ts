// /api/favoriteVehicle (spec §7, §4.12, decision 037) on a real gateway, PostgreSQL and Redis: the
// session decides whose list it is (another customer's id in the body is ignored), adding twice
// keeps one, deleting an absent one is 200, signed out the ids are empty and a change is 401.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA } from '../support/captcha.js'
import { Browser, createCustomer } from '../support/auth-client.js'
import type { App } from '../../app.js'

const ENV = { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true' }

async function signedIn(app: App) {
  const customer = await createCustomer(app)
  const b = new Browser(app)
  const res = await b.signIn({ phoneNumber: customer.phone, password: customer.password, isCaptcha: 'true', token: '' })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`)
  return { b, customer }
}

async function vehicleIds(app: App, where = 'true', n = 3): Promise<number[]> {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM vehicles WHERE ${where} ORDER BY id LIMIT ${n}`)
  return rows.map((r) => r.id)
}

const ids = (b: Browser, customerContactId?: unknown) =>
  b.request('POST', '/api/favoriteVehicle/get-user-favorite-vehicle-ids', { json: customerContactId === undefined ? {} : { customerContactId } })
const add = (b: Browser, auctionVehicleId: unknown) => b.request('POST', '/api/favoriteVehicle/add-favorite-vehicle', { json: { auctionVehicleId } })
const del = (b: Browser, auctionVehicleId: unknown) => b.request('POST', '/api/favoriteVehicle/delete-favorite-vehicle', { json: { auctionVehicleId } })

t.test('signed out: the ids are an empty list, a change is 401 in the error shape and stores nothing', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const [v] = await vehicleIds(app)
  const b = new Browser(app)
  const list = await ids(b, 1)
  t.equal(list.status, 200)
  t.same(list.body, { statusCode: 200, result: [] })
  t.equal(list.headers['cache-control'], 'no-store', 'a personal answer is never stored')
  for (const res of [await add(b, v), await del(b, v)]) {
    t.equal(res.status, 401)
    t.same(res.body, { statusCode: 401, message: 'Favorilere eklemek için giriş yapmalısınız.' })
  }
  const cards = await b.request('POST', '/api/favoriteVehicle/get-user-favorite-vehicles', { json: {} })
  t.equal(cards.status, 401)
})

t.test('signed in: add appends (twice keeps one), the list is newest first, delete removes, absent delete is 200', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const [a, b2, c] = await vehicleIds(app)
  const { b, customer } = await signedIn(app)
  t.same((await ids(b)).body.result, [], 'a new customer has none')

  t.same((await add(b, a)).body, { statusCode: 200 })
  t.same((await add(b, a)).body, { statusCode: 200 }, 'adding twice is success')
  const both = await Promise.all([add(b, b2), add(b, b2)])
  t.same(both.map((r) => r.status), [200, 200], 'a concurrent double add is success twice')
  t.same((await ids(b)).body.result, [b2, a], 'one row each, newest first')
  const { rows } = await app.db.query('SELECT count(*)::int AS n FROM favourite_vehicles WHERE customer_id = $1', [customer.id])
  t.equal(rows[0].n, 2, 'two rows stored')

  t.same((await del(b, a)).body, { statusCode: 200 })
  t.same((await del(b, a)).body, { statusCode: 200 }, 'deleting an absent one is not an error')
  t.same((await del(b, c)).body, { statusCode: 200 }, 'nor one never added')
  t.same((await ids(b)).body.result, [b2])

  const numeric = await add(b, String(c))
  t.equal(numeric.status, 200, 'a numeric string id is read as the number')
  t.same((await ids(b)).body.result, [c, b2])
})

t.test("the session decides: another customer's id in the body is ignored, their list is untouched", async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const [a, b2] = await vehicleIds(app)
  const ayse = await signedIn(app)
  const mehmet = await signedIn(app)
  await add(ayse.b, a)
  await add(mehmet.b, b2)
  const asked = await ids(mehmet.b, ayse.customer.id)
  t.same(asked.body.result, [b2], "asking for Ayşe's id gives Mehmet his own list")
  const asString = await ids(mehmet.b, String(ayse.customer.id))
  t.same(asString.body.result, [b2])
  await mehmet.b.request('POST', '/api/favoriteVehicle/delete-favorite-vehicle', { json: { auctionVehicleId: a, customerContactId: ayse.customer.id } })
  t.same((await ids(ayse.b)).body.result, [a], "Mehmet's delete with Ayşe's id does not touch her list")
  await mehmet.b.signOut()
  t.same((await ids(mehmet.b, ayse.customer.id)).body.result, [], 'signed out with her id: still nothing of hers')
})

t.test('the cards: sold and reserved vehicles stay in the list, marked', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const [sold] = await vehicleIds(app, 'is_sold', 1)
  const [reserved] = await vehicleIds(app, 'is_reserved AND NOT is_sold', 1)
  const [open] = await vehicleIds(app, 'NOT is_reserved AND NOT is_sold', 1)
  t.ok(sold && reserved && open, 'the seed has sold, reserved and open vehicles')
  const { b } = await signedIn(app)
  for (const v of [open, reserved, sold]) await add(b, v)
  const res = await b.request('POST', '/api/favoriteVehicle/get-user-favorite-vehicles', { json: {} })
  t.equal(res.status, 200)
  const cards = res.body.result as Array<{ id: number; isSold: boolean; isReserved: boolean }>
  t.same(cards.map((c) => c.id), [sold, reserved, open], 'newest first')
  t.equal(cards[0]!.isSold, true, 'the sold one is marked sold')
  t.match(cards[1], { isSold: false, isReserved: true }, 'the reserved one is marked reserved')
  t.match(cards[2], { isSold: false, isReserved: false })
  t.match(res.body.result[0], { announcementNo: String, detailPath: String, photoUrl: String, currentListingPrice: Number })
})

t.test('bad input: a vehicle that does not exist is 404, a non-id is 400 with a Turkish message; nothing stored', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const { b, customer } = await signedIn(app)
  const missing = await add(b, 2_000_000_000)
  t.equal(missing.status, 404)
  t.same(missing.body, { statusCode: 404, message: 'Araç bulunamadı.' })
  for (const bad of [0, -1, 'abc', null, 1.5, 'x\u0000', 3_000_000_000]) {
    const res = await add(b, bad)
    t.equal(res.status, 400, `${JSON.stringify(bad)} → 400`)
    t.equal(res.body.message, 'Geçersiz araç.')
  }
  const none = await b.request('POST', '/api/favoriteVehicle/add-favorite-vehicle', { json: {} })
  t.equal(none.status, 400)
  const weird = await ids(b, { nested: true })
  t.equal(weird.status, 400, 'a customerContactId that is not an id or text is refused')
  const { rows } = await app.db.query('SELECT count(*)::int AS n FROM favourite_vehicles WHERE customer_id = $1', [customer.id])
  t.equal(rows[0].n, 0)
})

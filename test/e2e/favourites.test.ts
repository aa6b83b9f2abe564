// Journey: favourites (issue 17, spec §4.12, decision 037) in Chromium against the production
// build: a signed-out visitor's heart opens the login dialog and, once signed in, the vehicle is a
// favourite; /favorilerim lists it and the detail page's heart shows it; taking the heart off
// removes it; a refused change (the session ended elsewhere) leaves the heart as it was and shows
// nothing.
import { randomInt } from 'node:crypto'
import t from 'tap'
import pg from 'pg'
import type { Locator, Page } from 'playwright-core'
import { hashPassword } from '../../server/services/accounts/passwords.js'
import { failedRequest, hydrated, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'
import { JOURNEY_DATABASE_URL } from './support/database.js'

const PASSWORD = 'Guclu.Sifre42'
const gateway = await startGateway(t, { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40' })
const browser = await launch(t)
const db = new pg.Pool({ connectionString: JOURNEY_DATABASE_URL, max: 1 })
t.teardown(() => db.end())

async function createCustomer() {
  const phone = `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (phone, first_name, last_name, email, password_hash, phone_verified_at) VALUES ($1, 'Ayşe', 'Yılmaz', 'ayse@example.com', $2, now()) RETURNING id`,
    [phone, await hashPassword(PASSWORD)])
  return { phone, id: Number(rows[0]!.id) }
}

const favourites = async (customerId: number) =>
  (await db.query<{ vehicle_id: number }>('SELECT vehicle_id FROM favourite_vehicles WHERE customer_id = $1 ORDER BY vehicle_id', [customerId])).rows.map((r) => r.vehicle_id)

/** The login dialog the heart opened (found by its fields, whatever its tabs are called). */
async function signIn(page: Page, phone: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Telefon Numarası') })
  await dialog.getByLabel('Telefon Numarası').fill(phone)
  await dialog.getByLabel('Şifre', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  const asked = dialog.getByText('Lütfen güvenlik doğrulamasını yapınız.')
  const done = await until('an answer to the sign-in', async () => {
    if (await asked.count()) return 'captcha'
    if ((await dialog.count()) === 0) return 'closed'
    return false
  }, 10_000)
  if (done === 'captcha') {
    const status = () => dialog.locator('[data-captcha-status]').getAttribute('data-captcha-status')
    await until('the widget', async () => (await status()) === 'visible', 8000)
    await dialog.getByText('Robot olmadığımı doğrula').click()
    await until('the captcha token', async () => (await status()) === 'success', 8000)
    await dialog.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await until('the dialog to close', async () => (await dialog.count()) === 0, 10_000)
  }
}

const heartOf = (card: Locator) => card.locator('button.favourite-button')
const pressed = async (heart: Locator) => (await heart.getAttribute('aria-pressed')) === 'true'

t.test('heart signed out → login → the favourite is added → /favorilerim → removed', async (t) => {
  const customer = await createCustomer()
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/araba-al`)
  await hydrated(page)
  const card = page.locator('article.vehicle-card').first()
  const heart = heartOf(card)
  const vehicleId = Number(await heart.getAttribute('data-vehicle-id'))
  const announcementNo = await card.getAttribute('data-announcement-no')
  t.match(await heart.textContent(), /^Favorilere ekle: /, 'the heart says what it does')
  t.equal(await pressed(heart), false)

  await heart.click()
  await page.getByRole('dialog').filter({ has: page.getByLabel('Telefon Numarası') }).waitFor()
  t.same(await favourites(customer.id), [], 'nothing stored before signing in')
  await signIn(page, customer.phone)
  await until('the heart to be pressed after signing in', () => pressed(heart), 10_000)
  t.same(await favourites(customer.id), [vehicleId], 'the vehicle the visitor clicked is their favourite')
  t.match(await heart.textContent(), /^Favorilerden çıkar: /, 'the pressed heart now offers removal')

  // The detail page's heart knows it too.
  await card.locator('a.vehicle-card__link').click()
  await page.waitForURL(new RegExp(`/${announcementNo}$`))
  const pageHeart = page.locator('.detail-summary button.favourite-button')
  await until('the detail page heart', () => pressed(pageHeart))
  t.equal(await pageHeart.innerText(), 'Favorilerden çıkar')

  await page.goto(`${gateway.url}/favorilerim`)
  await hydrated(page)
  const list = page.getByRole('list', { name: 'Favori araçlarım' })
  await list.waitFor()
  t.equal(await list.locator('article.vehicle-card').count(), 1, '/favorilerim lists the favourite')
  t.equal(await list.locator('article.vehicle-card').getAttribute('data-announcement-no'), announcementNo)

  await heartOf(list.locator('article.vehicle-card')).click()
  await page.getByText('Henüz favori aracınız yok.').waitFor()
  t.same(await favourites(customer.id), [], 'removed in PostgreSQL')
  t.same(unexpected(problems), [], 'no console errors')
})

t.test('/favorilerim marks sold and reserved vehicles; /hesabim lists them too', async (t) => {
  const customer = await createCustomer()
  const { rows } = await db.query<{ id: number }>(
    `(SELECT id FROM vehicles WHERE is_sold ORDER BY id LIMIT 1) UNION ALL (SELECT id FROM vehicles WHERE is_reserved AND NOT is_sold ORDER BY id LIMIT 1)`)
  for (const r of rows) await db.query('INSERT INTO favourite_vehicles (customer_id, vehicle_id) VALUES ($1, $2)', [customer.id, r.id])
  const { page, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/favorilerim`)
  await page.waitForURL(/\/giris\?/)
  await hydrated(page)
  await signIn(page, customer.phone)
  await page.waitForURL(/\/favorilerim$/)
  const list = page.getByRole('list', { name: 'Favori araçlarım' })
  await list.waitFor()
  t.equal(await list.locator('article.vehicle-card').count(), 2)
  t.equal(await list.getByText('Satıldı', { exact: true }).count(), 1, 'the sold one is marked')
  t.equal(await list.getByText('Rezerve', { exact: true }).count(), 1, 'the reserved one is marked')

  await page.goto(`${gateway.url}/hesabim`)
  await hydrated(page)
  await page.getByRole('heading', { name: 'Favorilerim' }).waitFor()
  await until('the account page list', async () => (await page.getByRole('list', { name: 'Favori araçlarım' }).locator('article.vehicle-card').count()) === 2)
  t.same(unexpected(problems), [])
})

t.test('a refused change leaves the heart as it was and shows nothing', async (t) => {
  const customer = await createCustomer()
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/araba-al`)
  await hydrated(page)
  await page.locator('header.site-header').getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await signIn(page, customer.phone)
  await page.locator('header.site-header').getByRole('button', { name: 'Ayşe Yılmaz' }).waitFor()
  // The session cookie is gone (ended elsewhere): the page still thinks it is signed in.
  await context.clearCookies({ name: /session-token/ })
  const heart = heartOf(page.locator('article.vehicle-card').nth(1))
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/favoriteVehicle/add-favorite-vehicle'))
  await heart.click()
  t.equal((await answered).status(), 401)
  // Two frames: React has drawn whatever the answer changed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  t.equal(await pressed(heart), false, 'the heart is not pressed')
  t.equal(await page.locator('.toast, [role="alert"]').count(), 0, 'no message is shown')
  t.same(await favourites(customer.id), [])
  t.same(unexpected(problems, [failedRequest('/api/favoriteVehicle/add-favorite-vehicle', 401)]), [])
})

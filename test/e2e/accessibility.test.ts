// axe-core on the pages a visitor meets (issue 15): no serious or critical violation at a desktop
// and a phone width, colour contrast at WCAG AA included, with the cookie banner open (a first
// visit) and with the contact and appointment dialogs open, the tabbed login/register modal (both
// sides, the register form's messages shown) and a signed-in customer's /hesabim.
import { randomInt } from 'node:crypto'
import t from 'tap'
import pg from 'pg'
import { hashPassword } from '../../server/services/accounts/passwords.js'
import { hydrated, launch, newPage, until } from './support/browser.js'
import { violations } from './support/axe.js'
import { startGateway } from './support/gateway.js'
import { JOURNEY_DATABASE_URL } from './support/database.js'

const gateway = await startGateway(t)
const browser = await launch(t)

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(gateway.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return ((await res.json()) as { result: T }).result
}

const cars = await post<{ hits: Array<{ detailPath: string; announcementNo: string; brand: string; model: string; modelName: string; year: number; photoUrl: string }> }>(
  '/api/vehicle/vehicles-get', { filters: {}, sorters: [2], pageSize: 12, pageNumber: 1, VehicleTypeId: 14870 },
)
const blog = await post<{ hits: Array<{ slug: string }> }>('/api/post/get-posts', { kind: 'blog', pageNumber: 1, pageSize: 1 })

const PASSWORD = 'Guclu.Sifre42'
const db = new pg.Pool({ connectionString: JOURNEY_DATABASE_URL, max: 1 })
t.teardown(() => db.end())
/** A verified customer written straight to PostgreSQL (as the accounts journeys do). */
async function createCustomer() {
  const phone = `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
  await db.query(`INSERT INTO customers (phone, first_name, last_name, email, password_hash, phone_verified_at) VALUES ($1, 'Ayşe', 'Yılmaz', 'ayse@example.com', $2, now())`, [phone, await hashPassword(PASSWORD)])
  return phone
}

const PAGES = ['/', '/araba-al', cars.hits[0]!.detailPath, '/karsilastir', '/blog', `/blog/${blog.hits[0]!.slug}`, '/hakkimizda', '/yardim', '/turuncu-garaj-noktalari', '/bize-ulasin']

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844, touch: true }]) {
  t.test(`${viewport.width} px: no serious or critical violation`, async (t) => {
    const { page, context } = await newPage(browser, viewport)
    // Two vehicles to compare, so the compare page has its table.
    await context.addInitScript((items) => window.localStorage.setItem('tg_compare', JSON.stringify(items)), cars.hits.slice(0, 2))
    for (const path of PAGES) {
      await page.goto(gateway.url + path)
      await hydrated(page)
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
      t.same(await violations(page), [], path)
    }
    for (const [dialog, name] of [['Müşteri İletişim Formu', 'contact form'], ['Randevu Sorgula', 'appointment lookup']] as const) {
      await page.goto(`${gateway.url}/bize-ulasin`)
      await hydrated(page)
      await page.getByRole('main').getByRole('button', { name: dialog }).click()
      await page.getByRole('dialog').locator('.modal__body input, .modal__body button').first().waitFor()
      t.same(await violations(page), [], `the ${name} dialog`)
    }
    // The tabbed auth modal: the login side, then the register side with its messages shown.
    await page.goto(gateway.url)
    await hydrated(page)
    await page.locator('header.site-header').getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    const auth = page.getByRole('dialog', { name: 'Giriş Yap' })
    await auth.getByLabel('Telefon Numarası').waitFor()
    t.same(await violations(page), [], 'the auth modal (Giriş Yap)')
    await auth.getByRole('tab', { name: 'Kayıt Olun' }).click()
    const register = page.getByRole('dialog', { name: 'Kayıt Olun' })
    await register.getByRole('button', { name: 'Kayıt Ol', exact: true }).click()
    await register.getByText('Devam etmek için lütfen bilgilerinizi eksiksiz giriniz.').waitFor()
    await register.locator('[data-captcha-status="visible"]').waitFor()
    t.same(await violations(page), [], 'the auth modal (Kayıt Olun, with its messages)')
    // A signed-in customer's /hesabim with its forms.
    const phone = await createCustomer()
    await page.goto(`${gateway.url}/giris?callbackUrl=%2Fhesabim`)
    await hydrated(page) // a server-rendered button does nothing before hydration
    const login = page.getByRole('dialog', { name: 'Giriş Yap' })
    await login.getByLabel('Telefon Numarası').fill(phone)
    await login.getByLabel('Şifre', { exact: true }).fill(PASSWORD)
    await login.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/hesabim')
    await page.getByRole('region', { name: 'Şifre Değiştir' }).getByLabel('Mevcut Şifre').waitFor()
    await page.locator('[data-captcha-status="visible"]').waitFor()
    t.same(await violations(page), [], '/hesabim (signed in)')
    // The sell wizard (drawn from descriptors, not server-rendered): the year grid, the logo tiles,
    // and the condition step with its panel diagram.
    await page.goto(`${gateway.url}/teklif-al/yil-sec`)
    await hydrated(page) // a server-rendered button does nothing before hydration
    for (const step of ['yil-sec', 'marka-sec', 'km-tramer-bilgisi']) {
      while (!new URL(page.url()).pathname.endsWith(`/${step}`)) {
        const from = new URL(page.url()).pathname
        await page.locator(`.wizard[data-path="${from}"] [role="radiogroup"] [role="radio"]`).first().click()
        await until(`the step after ${from}`, () => new URL(page.url()).pathname !== from, 10_000)
      }
      await page.locator(`.wizard[data-path$="/${step}"] form.screen`).waitFor()
      t.same(await violations(page), [], `the wizard's ${step} step`)
    }
    await context.close()
  })
}

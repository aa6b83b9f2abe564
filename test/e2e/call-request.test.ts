// Journey: 'Sizi Arayalım' (issue 17, spec §2.8, §5.7, §6, §8, decision 037) in Chromium against the
// production build: the car page's button opens the call-request form descriptor; signed out the
// spec's messages, the security check solved in the browser, the success toast and the sent
// confirmation, the request stored with the connection's IP; signed in the person's fields come
// prefilled and locked, no security check, and the call types are loaded with the bearer.
import { randomInt } from 'node:crypto'
import t from 'tap'
import pg from 'pg'
import type { Locator, Page } from 'playwright-core'
import { hashPassword } from '../../server/services/accounts/passwords.js'
import { decideConsent, hydrated, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'
import { JOURNEY_DATABASE_URL } from './support/database.js'

const PASSWORD = 'Guclu.Sifre42'
const gateway = await startGateway(t, { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40' })
const browser = await launch(t)
const db = new pg.Pool({ connectionString: JOURNEY_DATABASE_URL, max: 1 })
t.teardown(() => db.end())

const newPhone = () => `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
const rowsOf = async (phone: string) => (await db.query('SELECT * FROM call_requests WHERE phone = $1', [phone])).rows

async function carPage(page: Page): Promise<number> {
  const { rows } = await db.query<{ id: number; announcement_no: string }>(
    'SELECT id, announcement_no FROM vehicles WHERE vehicle_type_id = 14870 AND NOT is_sold ORDER BY id LIMIT 1')
  const detail = await fetch(`${gateway.url}/api/vehicle/get-vehicle-by-announcement-no`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ announcementno: rows[0]!.announcement_no }),
  })
  const { result } = (await detail.json()) as { result: { detailPath: string } }
  await page.goto(`${gateway.url}${result.detailPath}`)
  await hydrated(page)
  await page.locator('.detail-summary').waitFor()
  return rows[0]!.id
}

async function openForm(page: Page): Promise<Locator> {
  await page.locator('.detail-summary').getByRole('button', { name: 'Sizi Arayalım' }).click()
  const form = page.getByRole('dialog', { name: 'Sizi Arayalım' })
  await form.getByLabel('Adınız', { exact: true }).waitFor()
  return form
}

const pickTopic = async (form: Locator) => {
  const topic = form.getByLabel('Talep Konusu', { exact: true })
  await until('the call types', async () => (await topic.locator('option').count()) > 1)
  await topic.selectOption({ index: 1 })
}

t.test('signed out: the messages, the security check, success toast and the sent confirmation; stored once with the IP', async (t) => {
  const { page, context, problems } = await newPage(browser)
  // Analytics allowed, so the data layer takes form_success.
  await decideConsent(context, gateway.url, { analytics: true })
  const vehicleId = await carPage(page)
  const form = await openForm(page)
  await form.getByRole('button', { name: 'Gönder' }).click()
  for (const message of ['Lütfen email giriniz', 'Lütfen telefon numarası giriniz', 'Lütfen talep konusu seçiniz', 'Lütfen Aydınlatma Metni’ni okuduğunuzu onaylayınız.']) {
    await form.getByText(message, { exact: true }).first().waitFor()
  }
  t.equal(await form.getByText('Lütfen değer giriniz', { exact: true }).count(), 2, 'name and surname required')

  const phone = newPhone()
  await form.getByLabel('Adınız', { exact: true }).fill('Ayşe')
  await form.getByLabel('Soyadınız', { exact: true }).fill('Yılmaz!')
  await form.getByLabel('E-posta Adresiniz', { exact: true }).fill('ayse@')
  await form.getByLabel('Telefon Numaranız', { exact: true }).pressSequentially(phone)
  await pickTopic(form)
  await form.getByRole('button', { name: 'Gönder' }).click()
  await form.getByText('Mail adresiniz uygun değil', { exact: true }).waitFor()
  await form.getByText('Özel karakter girilmemelidir', { exact: true }).waitFor()
  await form.getByLabel('Soyadınız', { exact: true }).fill('Yılmaz')
  await form.getByLabel('E-posta Adresiniz', { exact: true }).fill('ayse@example.com')
  await form.getByLabel('Aydınlatma Metni’ni okudum ve anladım.').check()
  await form.getByLabel('Arama', { exact: true }).check()

  // The security check first: without it nothing is sent.
  await form.getByRole('button', { name: 'Gönder' }).click()
  await form.getByText('Lütfen güvenlik doğrulamasını tamamlayın.').first().waitFor()
  t.same(await rowsOf(phone), [], 'nothing stored before the check')
  const status = () => form.locator('[data-captcha-status]').getAttribute('data-captcha-status')
  await until('the widget', async () => (await status()) === 'visible', 8000)
  await form.getByText('Robot olmadığımı doğrula').click()
  await until('the captcha token', async () => (await status()) === 'success', 8000)
  await form.getByRole('button', { name: 'Gönder' }).click()

  await page.getByText('Formunuz başarıyla gönderildi.').waitFor()
  const sent = page.getByRole('dialog', { name: 'Talebiniz Alındı' })
  await sent.waitFor()
  t.equal(await page.getByRole('dialog', { name: 'Sizi Arayalım' }).count(), 0, 'the form gave way to the confirmation')
  const rows = await rowsOf(phone)
  t.equal(rows.length, 1, 'stored once')
  t.same(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'form_success')), [{ event: 'form_success', form_name: 'call-request-form' }],
    'form_success once (none for the refused tries)')
  t.match(rows[0], { source: 'vehicle', vehicle_id: vehicleId, name: 'Ayşe', surname: 'Yılmaz', etk_call: true, etk_mail: false, ip_address: '127.0.0.1', customer_id: null })
  await sent.getByRole('button', { name: 'Tamam' }).or(sent.getByRole('link', { name: 'Tamam' })).click()
  await until('the confirmation to close', async () => (await page.getByRole('dialog').count()) === 0)
  t.same(unexpected(problems), [])
})

t.test('signed in: prefilled and locked, no security check, the call types with the bearer', async (t) => {
  const phone = newPhone()
  const { rows: created } = await db.query<{ id: string }>(
    `INSERT INTO customers (phone, first_name, last_name, email, password_hash, phone_verified_at) VALUES ($1, 'Mehmet', 'Demir', 'mehmet@example.com', $2, now()) RETURNING id`,
    [phone, await hashPassword(PASSWORD)])
  const { page, problems } = await newPage(browser)
  const vehicleId = await carPage(page)
  await page.locator('header.site-header').getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  const login = page.getByRole('dialog').filter({ has: page.getByLabel('Telefon Numarası') })
  await login.getByLabel('Telefon Numarası').fill(phone)
  await login.getByLabel('Şifre', { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await page.locator('header.site-header').getByRole('button', { name: 'Mehmet Demir' }).waitFor()

  const bearer: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/informCustomer/get-call-types')) bearer.push(r.headers().authorization ?? '')
  })
  const form = await openForm(page)
  const fields: Array<[string, string]> = [['Adınız', 'Mehmet'], ['Soyadınız', 'Demir'], ['E-posta Adresiniz', 'mehmet@example.com']]
  for (const [label, value] of fields) {
    const input = form.getByLabel(label, { exact: true })
    t.equal(await input.inputValue(), value, `${label} prefilled`)
    t.equal(await input.getAttribute('readonly'), '', `${label} locked`)
  }
  const phoneInput = form.getByLabel('Telefon Numaranız', { exact: true })
  t.equal((await phoneInput.inputValue()).replace(/\D/g, ''), `0${phone}`, 'phone prefilled')
  t.equal(await phoneInput.getAttribute('readonly'), '', 'phone locked')
  await phoneInput.pressSequentially('9')
  t.equal((await phoneInput.inputValue()).replace(/\D/g, ''), `0${phone}`, 'typing does not change a locked field')
  t.equal(await form.locator('[data-captcha-status]').count(), 0, 'no security check when signed in')

  await pickTopic(form)
  t.match(bearer[0], /^Bearer [A-Za-z0-9_-]{22}\.\d+\.\d{13}\.[A-Za-z0-9_-]{43}$/, 'the call types were asked with the session access token')
  await form.getByLabel('Aydınlatma Metni’ni okudum ve anladım.').check()
  await form.getByRole('button', { name: 'Gönder' }).click()
  await page.getByRole('dialog', { name: 'Talebiniz Alındı' }).waitFor()
  const rows = await rowsOf(phone)
  t.equal(rows.length, 1)
  t.match(rows[0], { vehicle_id: vehicleId, customer_id: created[0]!.id, name: 'Mehmet', surname: 'Demir', email: 'mehmet@example.com' })
  t.same(unexpected(problems), [])
})

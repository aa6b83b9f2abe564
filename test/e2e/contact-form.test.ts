// Journey: 'Müşteri İletişim Formu' end to end (spec §2.6, §2.7, §4.3, §4.4, §5.3): the form drawn
// from its descriptor, the real ALTCHA widget solved in Chromium (tiny cost), the SMS code read
// from the development outbox, 'Mesajınızı Aldık' → 'Anasayfaya Dön' → /, and the row in
// PostgreSQL, and `form_success` in the data layer once (a double-clicked 'Onayla' included; none for a
// refused code). The SMS countdown is shortened through a descriptor copy and the gateway's env.
import { randomBytes, randomInt } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import pg from 'pg'
import type { Locator, Page } from 'playwright-core'
import { ROOT } from '../../server/paths.js'
import { decideConsent, hydrated, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'
import { JOURNEY_DATABASE_URL } from './support/database.js'
import { passCaptcha } from './support/captcha.js'

const root = await mkdtemp(join(tmpdir(), 'e2e-contact-'))
t.teardown(() => rm(root, { recursive: true, force: true }))
await cp(join(ROOT, 'server/screens'), root, { recursive: true })
const smsFile = join(root, 'contact-sms-verification.json')
await writeFile(smsFile, (await readFile(smsFile, 'utf8')).replace('"countdownSeconds": 180', '"countdownSeconds": 3'))

const gateway = await startGateway(t, {
  SCREENS_DIR: root, SMS_DEV_OUTBOX: 'true', SMS_DIALOG_COUNTDOWN_S: '3', CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40',
})
const browser = await launch(t)
const db = new pg.Pool({ connectionString: JOURNEY_DATABASE_URL, max: 1 })
t.teardown(() => db.end())

const newPhone = () => `532${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

/** Analytics consent given: the data layer takes events (nothing goes there before consent). */
async function allowAnalytics(page: Page) {
  await decideConsent(page.context(), gateway.url, { analytics: true })
}

const formSuccesses = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'form_success'))

async function outboxCodes(phone: string): Promise<string[]> {
  const res = await fetch(`${gateway.url}/api/dev/sms-outbox?phone=${phone}`)
  const { result } = (await res.json()) as { result: { messages: Array<{ text: string }> } }
  return result.messages.map((m) => /(\d{4})/.exec(m.text)![1]!)
}

async function openForm(page: Page): Promise<Locator> {
  await page.goto(`${gateway.url}/bize-ulasin`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await page.locator('#main').getByRole('button', { name: 'Müşteri İletişim Formu' }).click()
  const form = page.getByRole('dialog', { name: 'Müşteri İletişim Formu' })
  await form.getByLabel('Adınız', { exact: true }).waitFor()
  return form
}

async function fill(form: Locator, phone: string, message: string, etk: boolean) {
  await form.getByLabel('Adınız', { exact: true }).fill('Ayşe')
  await form.getByLabel('Soyadınız', { exact: true }).fill('Yılmaz')
  await form.getByLabel('E-posta Adresiniz', { exact: true }).fill('ayse@example.com')
  await form.getByLabel('Telefon Numaranız', { exact: true }).pressSequentially(phone)
  await until('the subject list', async () => (await form.getByLabel('Konu', { exact: true }).locator('option').count()) > 1)
  await form.getByLabel('Konu', { exact: true }).selectOption({ label: 'Araç Alımı' })
  await until('the request type list', async () => (await form.getByLabel('Talep Tipi', { exact: true }).locator('option').count()) > 1)
  await form.getByLabel('Talep Tipi', { exact: true }).selectOption({ label: 'Bilgi Talebi' })
  await form.getByLabel('Mesajınız', { exact: true }).fill(message)
  if (etk) await form.getByRole('checkbox').check()
}

/** 'Mesaj Gönder' → captcha solved in the browser → the SMS dialog with its countdown. */
async function sendThroughCaptcha(page: Page, form: Locator): Promise<Locator> {
  await form.getByRole('button', { name: 'Mesaj Gönder' }).click()
  const sms = await passCaptcha(page)
  return sms
}

async function storedRows(phone: string) {
  const { rows } = await db.query(
    `SELECT f.subject_name, f.request_type_name, f.message, c.contract_ids, c.is_etk, c.channel
       FROM customer_contact_forms f JOIN customer_contact_form_consents c ON c.contact_form_id = f.id WHERE f.gsm_no = $1`, [phone])
  return rows
}

t.test('an empty submit shows every required-field message of spec §5.3', async (t) => {
  const { page, problems } = await newPage(browser)
  const form = await openForm(page)
  await form.getByRole('button', { name: 'Mesaj Gönder' }).click()
  for (const message of ['Lütfen adınızı giriniz!', 'Lütfen soyadınızı giriniz!', 'Lütfen email adresinizi giriniz!', 'Lütfen telefon numaranızı giriniz!',
    'Lütfen konu tipini seçiniz!', 'Lütfen talep tipini seçiniz!', 'Lütfen mesajınızı giriniz!']) {
    await form.getByText(message, { exact: true }).waitFor()
    t.pass(message)
  }
  await form.getByLabel('Telefon Numaranız', { exact: true }).pressSequentially('53212')
  await form.getByRole('button', { name: 'Mesaj Gönder' }).click()
  await form.getByText('Geçersiz telefon numarası', { exact: true }).waitFor()
  t.pass("'Geçersiz telefon numarası' for a short number")
  t.equal(await page.getByRole('dialog', { name: 'Güvenlik Doğrulaması' }).count(), 0, 'no captcha before the form is valid')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})

t.test('form → captcha in the browser → SMS code → Mesajınızı Aldık → Anasayfaya Dön → /, and the row exists', async (t) => {
  const { page, problems } = await newPage(browser)
  const phone = newPhone()
  // Two lines: a textarea may break lines, every other field may not (decision 021).
  const message = `Araç hakkında bilgi almak istiyorum ${randomBytes(4).toString('hex')}\nTeşekkürler.`
  await allowAnalytics(page)
  const form = await openForm(page)
  // Read before typing: leaving the untouched, autofocused first field must not move the link mid-click.
  await form.getByRole('button', { name: 'Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni' }).click()
  const contract = page.getByRole('dialog', { name: 'Sizi Arayalım Aydınlatma Metni' })
  await contract.waitFor()
  t.pass('the information text (111) opens in the contract viewer on the first click')
  t.equal(await form.getByText('Lütfen adınızı giriniz!').count(), 0, 'the untouched first field shows no message')
  await contract.getByRole('button', { name: 'Kapat' }).click()
  await contract.waitFor({ state: 'detached' })
  await fill(form, phone, message, true)
  const sms = await sendThroughCaptcha(page, form)
  t.equal(await page.getByRole('dialog', { name: 'Güvenlik Doğrulaması' }).count(), 0, 'the captcha modal closed (spec §4.3 step 2)')
  await until('the code to be sent', async () => (await outboxCodes(phone)).length > 0)
  const [code] = await outboxCodes(phone)
  t.ok(await sms.getByRole('button', { name: 'Onayla' }).isEnabled(), "'Onayla' while the countdown runs")
  await sms.getByLabel('Doğrulama Kodu', { exact: true }).fill(code!)
  t.same(await formSuccesses(page), [], 'no form_success before the form is sent')
  // A double click on 'Onayla': one submit, one success.
  await sms.getByRole('button', { name: 'Onayla' }).dblclick()

  const sent = page.getByRole('dialog', { name: 'Mesajınızı Aldık' })
  await sent.waitFor()
  t.same(await formSuccesses(page), [{ event: 'form_success', form_name: 'customer-contact-form' }], 'form_success reached the data layer once')
  t.ok(await sent.getByText('Müşteri ilişkileri ekibimiz en kısa sürede sizinle iletişime geçecektir.').isVisible(), 'the success text')
  t.equal(await page.getByRole('dialog').count(), 1, 'the form is gone (reset): only the success dialog')
  await sent.getByRole('button', { name: 'Anasayfaya Dön' }).click()
  await page.waitForURL(`${gateway.url}/`)
  t.pass("'Anasayfaya Dön' leads to /")
  t.same(await storedRows(phone), [{ subject_name: 'Araç Alımı', request_type_name: 'Bilgi Talebi', message, contract_ids: [1005], is_etk: true, channel: 'Web' }], 'the form and its consent are stored')

  await page.getByRole('contentinfo').getByRole('button', { name: 'Müşteri İletişim Formu' }).click()
  const again = page.getByRole('dialog', { name: 'Müşteri İletişim Formu' })
  await again.getByLabel('Adınız', { exact: true }).waitFor()
  t.equal(await again.getByLabel('Adınız', { exact: true }).inputValue(), '', 'the footer opens an empty form')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})

t.test('a wrong code stays in the dialog; resend at 0 sends a new code that then works', async (t) => {
  const { page, problems } = await newPage(browser)
  const phone = newPhone()
  await allowAnalytics(page)
  const form = await openForm(page)
  await fill(form, phone, `Şikayet ${randomBytes(4).toString('hex')}`, false)
  const sms = await sendThroughCaptcha(page, form)
  await until('the code to be sent', async () => (await outboxCodes(phone)).length > 0)
  const [first] = await outboxCodes(phone)
  t.notOk(await sms.getByRole('button', { name: 'Tekrar Gönder' }).isEnabled(), "'Tekrar Gönder' disabled while counting")
  await sms.getByLabel('Doğrulama Kodu', { exact: true }).fill(first === '0000' ? '1111' : '0000')
  await sms.getByRole('button', { name: 'Onayla' }).click()
  await sms.getByText('Doğrulama kodunu kontrol ediniz').first().waitFor()
  t.pass("a wrong code: 'Doğrulama kodunu kontrol ediniz', the dialog stays")
  t.same(await formSuccesses(page), [], 'a refused code is no success: no form_success')

  await until("'Tekrar Gönder' at 0", () => sms.getByRole('button', { name: 'Tekrar Gönder' }).isEnabled(), 8000)
  t.notOk(await sms.getByRole('button', { name: 'Onayla' }).isEnabled(), "'Onayla' disabled at 0")
  await sms.getByRole('button', { name: 'Tekrar Gönder' }).click()
  await page.getByText('Telefonunuza sms tekrar gönderildi').first().waitFor()
  t.pass('resend toast')
  await until('the second code', async () => (await outboxCodes(phone)).length > 1)
  const [latest] = await outboxCodes(phone)
  await until("'Onayla' again", () => sms.getByRole('button', { name: 'Onayla' }).isEnabled())
  await sms.getByLabel('Doğrulama Kodu', { exact: true }).fill(latest!)
  await sms.getByRole('button', { name: 'Onayla' }).click()
  await page.getByRole('dialog', { name: 'Mesajınızı Aldık' }).waitFor()
  t.equal((await storedRows(phone)).length, 1, 'stored once, no second captcha needed for the resend')
  t.equal((await formSuccesses(page)).length, 1, 'one form_success for the one form sent')
  t.same(unexpected(problems, [/status of 400/]), [], 'no JavaScript errors')
  await page.context().close()
})

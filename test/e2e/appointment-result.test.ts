// Journey: appointment lookup end to end (spec §2.5, §4.4, §4.5, §8; decision 020). The captcha is
// solved in Chromium (tiny cost), the code read from the development outbox, and the result page
// opens at an opaque single-use address: no phone, plate or code in the URL, canonical or og:url.
// A second gateway shows a 3-second countdown (descriptor copy) but keeps a 6-second resend
// cooldown and a 2-second code lifetime (SMS_DIALOG_COUNTDOWN_S, SMS_CODE_TTL_S), so the resend
// (without a new captcha), the 502 wait and an expired code happen within seconds.
import t from 'tap'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { Locator, Page } from 'playwright-core'
import { ROOT } from '../../server/paths.js'
import { failedRequest, launch, newPage, unexpected, until, hydrated } from './support/browser.js'
import { startGateway, type RunningGateway } from './support/gateway.js'
import { JOURNEY_DATABASE_URL } from './support/database.js'
import { turkishDate } from '../../server/test/support/turkish-date.js'
import { passCaptcha } from './support/captcha.js'

/** When a seeded appointment starts (the seed dates them from the seeding day). */
async function seededStart(id: number): Promise<Date> {
  const client = new pg.Client({ connectionString: JOURNEY_DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<{ starts_at: Date }>('SELECT starts_at FROM appointments WHERE id = $1', [id])).rows[0]!.starts_at
  } finally {
    await client.end()
  }
}

const CAPTCHA_ENV = { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40' }
const gateway = await startGateway(t, { SMS_DEV_OUTBOX: 'true', ...CAPTCHA_ENV })

const root = await mkdtemp(join(tmpdir(), 'e2e-sms-screens-'))
t.teardown(() => rm(root, { recursive: true, force: true }))
await cp(join(ROOT, 'server/screens'), root, { recursive: true })
const smsFile = join(root, 'sms-verification.json')
await writeFile(smsFile, (await readFile(smsFile, 'utf8')).replace('"countdownSeconds": 180', '"countdownSeconds": 3'))
const fast = await startGateway(t, { SMS_DEV_OUTBOX: 'true', SCREENS_DIR: root, SMS_DIALOG_COUNTDOWN_S: '6', SMS_CODE_TTL_S: '2', ...CAPTCHA_ENV })

const browser = await launch(t)

async function outboxCodes(gw: RunningGateway, phone: string): Promise<string[]> {
  const res = await fetch(`${gw.url}/api/dev/sms-outbox?phone=${phone}`)
  const { result } = (await res.json()) as { result: { messages: Array<{ text: string }> } }
  return result.messages.map((m) => /(\d{4})/.exec(m.text)![1]!)
}

async function lookUp(page: Page, gw: RunningGateway, phone: string, plate: string): Promise<Locator> {
  await page.goto(`${gw.url}/`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await page.getByRole('contentinfo').getByRole('button', { name: 'Randevu Sorgula' }).click()
  const lookup = page.getByRole('dialog', { name: 'Randevu Sorgulama' })
  await lookup.getByLabel('Telefon Numarası').pressSequentially(phone)
  await lookup.getByLabel('Plaka').pressSequentially(plate)
  await lookup.getByRole('button', { name: 'Sorgula' }).click()
  const sms = await passCaptcha(page)
  return sms
}

t.test('the code from the SMS shows the appointments; a wrong code stays in the dialog; a reload shows nothing', async (t) => {
  const { page, problems } = await newPage(browser)
  const sms = await lookUp(page, gateway, '5321234567', '34 abc 123')
  await until('the code to be sent', async () => (await outboxCodes(gateway, '5321234567')).length > 0)
  const [code] = await outboxCodes(gateway, '5321234567')
  const input = sms.getByLabel('Doğrulama Kodu')

  await input.pressSequentially(code === '0000' ? '1111' : '0000')
  await sms.getByRole('button', { name: 'Onayla' }).click()
  await sms.getByText('Doğrulama kodunu kontrol ediniz', { exact: true }).waitFor()
  t.equal(await input.getAttribute('aria-invalid'), 'true', 'a wrong code marks the field and the dialog stays')

  await input.fill('')
  await input.pressSequentially(code!)
  await sms.getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL(/\/check-appointment-result\//)
  const url = new URL(page.url())
  t.match(url.pathname, /^\/check-appointment-result\/[A-Za-z0-9_-]{24}$/, 'the spec route shape with an opaque id')
  t.equal(url.search, '', 'no query string')
  for (const secret of ['5321234567', '34ABC123', '34 ABC 123', code!]) t.notOk(page.url().includes(secret), `${secret} is not in the URL`)
  await page.getByRole('heading', { name: 'Randevu Bilgileriniz' }).waitFor()
  const list = page.getByRole('list', { name: 'Randevular' })
  const text = await list.innerText()
  t.match(text, /Turuncu Garaj Ataşehir/, 'branch')
  t.ok(text.includes(turkishDate(await seededStart(1))), 'date in Turkish')
  t.match(text, /10:30/, 'time')
  t.match(text, /Onaylandı/, 'status in Turkish')
  t.match(text, /Müşteri Randevuya Geldi/, 'the second appointment of that phone and plate')
  t.notOk(await sms.isVisible(), 'the dialogs are closed')

  const head = await (await fetch(page.url())).text()
  t.match(head, /<meta name="robots" content="[^"]*noindex/, 'the result page is not indexed')
  t.notMatch(head, /rel="canonical"|og:url/, 'the served head has no canonical and no og:url')
  const live = await until('the head synced after the navigation', () => page.evaluate(() => {
    const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''
    return robots.includes('noindex') && {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    }
  }))
  t.same(live, { canonical: null, ogUrl: null }, 'nor does the live head after the client-side navigation')

  await page.reload()
  await page.getByRole('heading', { name: 'Sorgulama sonucu görüntülenemiyor' }).waitFor()
  t.notOk(await page.getByText('Turuncu Garaj Ataşehir').isVisible(), 'a reload (the code is used) shows no appointment')
  // The wrong code (400) and the reload's read (404, the id is used) are the expected failures.
  const expected = [failedRequest('/api/screens/sms-verification/submit', 400), failedRequest('/api/appointment/get-appointment-result', 404)]
  t.same(unexpected(problems, expected), [], 'no other failed request and no JavaScript errors')
  await page.context().close()
})

t.test('an old-style address with phone, plate and code, or an unknown id, shows the message, never an appointment', async (t) => {
  const { page } = await newPage(browser)
  for (const address of ['/check-appointment-result/5321234567?id=5321234567&plate=34ABC123&code=1234', '/check-appointment-result/AbCdEfGhIjKlMnOpQrStUvWx']) {
    await page.goto(`${gateway.url}${address}`)
    await page.getByRole('heading', { name: 'Sorgulama sonucu görüntülenemiyor' }).waitFor()
    t.equal(await page.getByRole('list', { name: 'Randevular' }).count(), 0, `${address}: no appointment`)
  }
  await page.context().close()
})

t.test('a 502 wait restarts the countdown, an expired code is refused, a resend at 0 sends a new code', async (t) => {
  const { page } = await newPage(browser)
  const sms = await lookUp(page, fast, '5550006001', '06 TG 4512')
  const resend = sms.getByRole('button', { name: 'Tekrar Gönder' })
  const confirm = sms.getByRole('button', { name: 'Onayla' })
  const timer = sms.getByRole('timer')
  t.ok(await resend.isDisabled(), "'Tekrar Gönder' waits for the countdown")
  await until('the countdown to reach 0', () => resend.isEnabled(), 10_000)
  t.ok(await confirm.isDisabled(), "'Onayla' is disabled at 0")
  const [first] = await outboxCodes(fast, '5550006001')

  // The gateway's cooldown (6 s) outlasts the dialog's 3 s: it answers 502 with the wait.
  await resend.click()
  await page.getByText(/Yeni kod için 0 dakika \d saniye beklemelisiniz/).waitFor()
  await until('the countdown restarted from the wait', async () => /00:0[1-3]/.test(await timer.innerText()))
  t.ok(await resend.isDisabled(), 'resend waits again')
  t.ok(await confirm.isEnabled(), "'Onayla' is usable again")
  t.equal((await outboxCodes(fast, '5550006001')).length, 1, 'nothing more was sent')

  const input = sms.getByLabel('Doğrulama Kodu')
  await input.pressSequentially(first!)
  await confirm.click()
  await sms.getByText('Doğrulama kodunu kontrol ediniz', { exact: true }).waitFor()
  t.pass('the right code, after its 2 s lifetime, is refused')

  await until('the countdown to reach 0 again', () => resend.isEnabled(), 10_000)
  await resend.click()
  await page.getByText('Telefonunuza sms tekrar gönderildi').waitFor()
  t.equal(await page.getByRole('dialog', { name: 'Güvenlik Doğrulaması' }).count(), 0, "'Tekrar Gönder' needs no new captcha")
  await until('a second code', async () => (await outboxCodes(fast, '5550006001')).length === 2)
  t.ok(await resend.isDisabled(), 'the countdown restarted')
  const [fresh] = await outboxCodes(fast, '5550006001')
  await input.fill('')
  await input.pressSequentially(fresh!)
  await confirm.click()
  await page.waitForURL(/\/check-appointment-result\/[A-Za-z0-9_-]{24}$/)
  await page.getByText('Bu telefon numarası ve plakaya ait randevu bulunamadı.').waitFor()
  t.pass('the new code gets through: this phone and plate have no appointment')
  await page.context().close()
})

// What the account journeys share (accounts.test.ts: sign-in and registration; account-page.test.ts:
// /hesabim): customers written straight to PostgreSQL, the SMS codes from the development outbox,
// and the auth dialog's steps as a customer takes them in Chromium.
import { randomInt } from 'node:crypto'
import pg from 'pg'
import type { Page } from 'playwright-core'
import { hashPassword } from '../../../server/services/accounts/passwords.js'
import { failedRequest, launch, until } from './browser.js'
import { JOURNEY_DATABASE_URL } from './database.js'
import { startGateway } from './gateway.js'

export const PASSWORD = 'Guclu.Sifre42'

export const newPhone = () => `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

/** A customer written straight to PostgreSQL, as the server's auth tests do (server/test/support/auth-client.ts). */
export async function createCustomer(db: pg.Pool, opts: { verified?: boolean; firstName?: string } = {}): Promise<string> {
  const phone = newPhone()
  await db.query(
    `INSERT INTO customers (phone, first_name, last_name, email, password_hash, phone_verified_at) VALUES ($1, $2, 'Yılmaz', 'ayse@example.com', $3, $4)`,
    [phone, opts.firstName ?? 'Ayşe', await hashPassword(PASSWORD), opts.verified === false ? null : new Date()])
  return phone
}

/** The 4-digit code of the development outbox's message to `phone` (SMS_DEV_OUTBOX). */
export async function outboxCode(gatewayUrl: string, phone: string): Promise<string | undefined> {
  const res = await fetch(`${gatewayUrl}/api/dev/sms-outbox?phone=${phone}`)
  const { result } = (await res.json()) as { result: { messages: Array<{ text: string }> } }
  for (const m of result.messages) {
    const code = /kodunuz: (\d{4})/.exec(m.text)?.[1]
    if (code) return code
  }
  return undefined
}

/** An account journey file's gateway (SMS outbox, a cheap captcha), browser and database, with its customers and codes. */
export async function accountJourney(t: { teardown(fn: () => unknown): void }) {
  const gateway = await startGateway(t, { SMS_DEV_OUTBOX: 'true', CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40' })
  const browser = await launch(t)
  const db = new pg.Pool({ connectionString: JOURNEY_DATABASE_URL, max: 1 })
  t.teardown(() => db.end())
  return {
    gateway, browser, db,
    createCustomer: (opts: { verified?: boolean; firstName?: string } = {}) => createCustomer(db, opts),
    outboxCode: (phone: string) => outboxCode(gateway.url, phone),
  }
}

export const header = (page: Page) => page.locator('header.site-header')

export async function openLogin(page: Page) {
  await header(page).getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' })
  await dialog.getByLabel('Telefon Numarası').waitFor()
  return dialog
}

export async function fillLogin(page: Page, phone: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' })
  await dialog.getByLabel('Telefon Numarası').fill(phone)
  await dialog.getByLabel('Şifre', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  return dialog
}

/** Solves the security check the dialog shows. */
export async function solveCaptcha(dialog: ReturnType<Page['getByRole']>) {
  const status = () => dialog.locator('[data-captcha-status]').getAttribute('data-captcha-status')
  await until('the widget', async () => (await status()) === 'visible', 8000)
  await dialog.getByText('Robot olmadığımı doğrula').click()
  await until('the captcha token', async () => (await status()) === 'success', 8000)
}

/** Solves the login dialog's security check and sends the form again. */
export async function solveCaptchaAndSubmit(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' })
  await solveCaptcha(dialog)
  await dialog.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
}

/**
 * Signs in from the open dialog. Every journey comes from 127.0.0.1, whose earlier wrong attempt
 * (a journey's wrong password) makes the gateway ask this address for the security check
 * (decision 031): the dialog then says so and shows it, and the journey solves it.
 */
export async function signInFromDialog(page: Page, phone: string, password: string) {
  const dialog = await fillLogin(page, phone, password)
  const asked = dialog.getByText('Lütfen güvenlik doğrulamasını yapınız.')
  const done = await until('an answer to the sign-in', async () => {
    if (await asked.count()) return 'captcha'
    if ((await dialog.count()) === 0) return 'closed'
    return false
  }, 10_000)
  if (done === 'captcha') await solveCaptchaAndSubmit(page)
}

/** The signed-in customer's first name as GET /api/auth/session gives it in the page, or null. */
export const sessionName = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/auth/session', { headers: { 'content-type': 'application/json' } })
    const body = (await res.json()) as { user?: { userInfo?: { name?: string } } }
    return body.user?.userInfo?.name ?? null
  })

// 'Lütfen güvenlik doğrulamasını yapınız.' travels as a 400 of the sign-in call.
export const checkAsked = failedRequest('/api/auth/callback/credentials', 400)

// Journey: the captcha dialog before a contact send (spec §2.7, §4.2, §4.3, §5.3, §9). A stand-in
// 'Müşteri İletişim Formu' (SCREENS_DIR; the real form comes later) opens the shipped
// 'Güvenlik Doğrulaması' dialog; the real ALTCHA widget solves a tiny-cost challenge in Chromium
// with its worker from the built bundle, and the token it hands on is accepted once by the
// gateway's verifier.
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { Redis } from 'ioredis'
import type { Page } from 'playwright-core'
import { loadConfig } from '../../server/config.js'
import { ROOT } from '../../server/paths.js'
import { AltchaVerifier } from '../../server/integrations/captcha/altcha.js'
import { RedisReplayGuard } from '../../server/integrations/captcha/redis-replay-guard.js'
import { TEST_ENV } from '../../server/test/helper-env.js'
import { flushPrefix } from '../../server/test/helper.js'
import { launch, newPage, unexpected, until, hydrated } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const root = await mkdtemp(join(tmpdir(), 'e2e-captcha-'))
t.teardown(() => rm(root, { recursive: true, force: true }))
const screensDir = join(root, 'screens')
await cp(join(ROOT, 'server/screens'), screensDir, { recursive: true })
await writeFile(join(screensDir, 'customer-contact-form.json'), JSON.stringify({
  id: 'customer-contact-form',
  version: 1,
  kind: 'dialog',
  title: 'Müşteri İletişim Formu',
  children: [{ kind: 'submit', id: 'send', label: 'Mesaj Gönder', variant: 'primary', action: { type: 'openDialog', screen: 'captcha-check' } }],
}))

const CAPTCHA_ENV = { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40' }
const prefix = `e${randomBytes(4).toString('hex')}:`
t.teardown(() => flushPrefix(TEST_ENV.REDIS_URL!, prefix))
const gateway = await startGateway(t, { SCREENS_DIR: screensDir, REDIS_KEY_PREFIX: prefix, ...CAPTCHA_ENV })
const browser = await launch(t)

async function openCaptcha(page: Page) {
  await page.goto(`${gateway.url}/bize-ulasin`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await page.locator('#main').getByRole('button', { name: 'Müşteri İletişim Formu' }).click()
  await page.getByRole('dialog', { name: 'Müşteri İletişim Formu' }).getByRole('button', { name: 'Mesaj Gönder' }).click()
  const dialog = page.getByRole('dialog', { name: 'Güvenlik Doğrulaması' })
  await dialog.waitFor()
  return dialog
}

const statusOf = (page: Page) => page.locator('[data-captcha-status]').getAttribute('data-captcha-status')

t.test('the widget appears after the 2.5 s overlay, solves in the browser, and its token is accepted once', async (t) => {
  const { page, problems } = await newPage(browser)
  const dialog = await openCaptcha(page)
  const opened = Date.now()
  t.ok(await dialog.getByRole('status').filter({ hasText: 'Güvenlik doğrulaması yükleniyor…' }).isVisible(), 'the loading overlay covers the widget')
  t.equal(await statusOf(page), 'hidden')

  // Sent without a token: the spec's message, and no request.
  await dialog.getByRole('button', { name: 'Devam Et' }).click()
  await dialog.getByText('Lütfen güvenlik doğrulamasını tamamlayın.').waitFor()
  t.pass("'Lütfen güvenlik doğrulamasını tamamlayın.' without a token")

  await until('the widget to become visible', async () => (await statusOf(page)) === 'visible', 6000)
  const shownAfter = Date.now() - opened
  t.ok(shownAfter >= 2000, `the overlay hid after ~2.5 s (${shownAfter} ms)`)
  t.equal(await dialog.getByRole('status').filter({ hasText: 'yükleniyor' }).count(), 0, 'the overlay is gone')

  const submitted = page.waitForRequest((r) => r.url().endsWith('/api/screens/captcha-check/submit'))
  await dialog.getByText('Robot olmadığımı doğrula').click()
  const request = await submitted
  t.equal(await statusOf(page), 'success')
  const body = request.postDataJSON() as { values: { captchaToken?: string } }
  const token = body.values.captchaToken ?? ''
  t.match(token, /^[A-Za-z0-9+/]+=*$/, 'success submits the dialog with the token as the field value')

  await page.getByRole('dialog', { name: 'SMS Doğrulama' }).waitFor()
  t.pass('the next step opens: the SMS dialog (spec §4.3 step 2-3)')

  // The gateway's own verifier: same configuration, same Redis keyspace.
  const config = loadConfig({ ...TEST_ENV, REDIS_KEY_PREFIX: prefix, ...CAPTCHA_ENV })
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
  t.teardown(() => redis.disconnect())
  const verifier = new AltchaVerifier(config.captcha.altcha!, new RedisReplayGuard(redis, prefix))
  t.same(await verifier.verify(token, '127.0.0.1'), { ok: true }, 'the browser-made token verifies')
  t.same(await verifier.verify(token, '127.0.0.1'), { ok: false, code: 'replayed' }, 'once')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await page.context().close()
})

t.test('a failed challenge load shows a network error and recovers on retry', async (t) => {
  const { page, problems } = await newPage(browser)
  let fail = true
  await page.route('**/api/captcha/challenge', (route) => (fail ? route.abort('internetdisconnected') : route.continue()))
  const dialog = await openCaptcha(page)
  await until('network-error status', async () => (await statusOf(page)) === 'network-error')
  t.ok(await dialog.getByRole('alert').filter({ hasText: 'Güvenlik doğrulaması yüklenemedi' }).isVisible(), 'a Turkish network error')
  fail = false
  await dialog.getByRole('button', { name: 'Tekrar Dene' }).click()
  await until('the rebuilt widget', async () => (await statusOf(page)) === 'visible', 6000)
  t.pass('rebuilt with a new challenge')
  t.same(unexpected(problems, [/ERR_INTERNET_DISCONNECTED/]), [], 'no JavaScript errors')
  await page.context().close()
})

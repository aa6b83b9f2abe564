// Journey: cookie consent (spec §1, §2.1, §7). The banner asks on the first visit, the choice is kept
// in the tg_consent cookie, and nothing reaches the data layer or the engagement queue before the
// matching consent. The policy page changes the choice later; survey and product-tree pages show no banner.
import t from 'tap'
import type { BrowserContext, Page } from 'playwright-core'
import { failedRequest, launch, newPage, unexpected, until, hydrated } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const gateway = await startGateway(t)
const browser = await launch(t)
const BANNER = { name: 'Çerezler ve gizliliğiniz' }
const DAY_S = 24 * 60 * 60

interface Tracked {
  dataLayer?: { event: string; page_path?: string }[]
  tgEngagement?: { name: string; page_type: string; page_url: string }[]
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as Tracked).dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path),
  )
const engagement = (page: Page) =>
  page.evaluate(() => ((window as Tracked).tgEngagement ?? []).map((entry) => `${entry.name}:${entry.page_type}`))
const vendorTags = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-consent-category]'), (s) => s.dataset.consentCategory),
  )

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'tg_consent')
  return cookie && { cookie, choice: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> }
}

/** Waits for the app to have drawn the frame, so the banner is either there or will not come. */
async function rendered(page: Page): Promise<void> {
  await page.getByRole('main').waitFor()
}

/** A link click inside the app, then the new page drawn. */
async function followFooterLink(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
  await until(`the address to become ${path}`, async () => new URL(page.url()).pathname === path)
  await rendered(page)
}

t.test('first visit: the banner asks, nothing is tracked; Yalnızca Zorunlu is remembered', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/`)
  const banner = page.getByRole('region', BANNER)
  await banner.waitFor()
  t.equal(await banner.getAttribute('role'), 'region', 'the banner is a labelled region, not a modal dialog')
  t.equal(
    await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))),
    false,
    'the banner does not take the focus on arrival',
  )
  t.equal(await banner.getByRole('link', { name: 'Çerez Politikası' }).getAttribute('href'), '/cerez-politikasi', 'it links the cookie policy')
  for (const name of ['Tümünü Kabul Et', 'Yalnızca Zorunlu', 'Tercihleri Yönet']) {
    t.ok(await banner.getByRole('button', { name }).isVisible(), `'${name}' is offered`)
  }
  t.equal(await banner.getByRole('switch').count(), 0, 'the category switches start folded')
  t.same(await pageViews(page), [], 'no page view in the data layer before consent')
  t.same(await vendorTags(page), [], 'no vendor tag before consent')
  t.equal(await storedConsent(context), undefined, 'no consent cookie before a decision')

  await banner.getByRole('button', { name: 'Yalnızca Zorunlu' }).click()
  await banner.waitFor({ state: 'detached' })
  const stored = await storedConsent(context)
  t.match(stored?.choice, { version: 1, necessary: true, analytics: false, marketing: false }, 'the cookie says necessary only')
  t.ok(!Number.isNaN(Date.parse(String(stored?.choice.decidedAt))), 'the cookie records when the visitor decided')
  t.equal(stored?.cookie.path, '/', 'the cookie is for the whole site')
  t.equal(stored?.cookie.sameSite, 'Lax', 'the cookie is SameSite=Lax')
  t.equal(stored?.cookie.secure, false, 'over plain http the cookie is not marked Secure')
  const days = ((stored?.cookie.expires ?? 0) - Date.now() / 1000) / DAY_S
  t.ok(days > 179 && days <= 180, `the cookie lasts 180 days (${days.toFixed(2)})`)

  await page.reload()
  await rendered(page)
  t.equal(await page.getByRole('region', BANNER).count(), 0, 'after a reload the banner stays hidden')
  await followFooterLink(page, 'Çerez Politikası', '/cerez-politikasi')
  t.same(await pageViews(page), [], 'a navigation still pushes no page view')
  t.same(await engagement(page), [], 'and nothing reaches the engagement queue')
  t.same(await vendorTags(page), [], 'and no vendor tag is placed')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('Tercihleri Yönet: analytics only tracks page views from the next one, and never engagement', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  const banner = page.getByRole('region', BANNER)
  const manage = banner.getByRole('button', { name: 'Tercihleri Yönet' })
  t.equal(await manage.getAttribute('aria-expanded'), 'false', "'Tercihleri Yönet' starts collapsed")
  await manage.click()
  t.equal(await manage.getAttribute('aria-expanded'), 'true', 'it expands the categories')
  const necessary = banner.getByRole('switch', { name: 'Zorunlu' })
  t.ok((await necessary.isChecked()) && (await necessary.isDisabled()), 'Zorunlu is on and cannot be turned off')
  t.notOk(await banner.getByRole('switch', { name: 'Analitik' }).isChecked(), 'Analitik starts off')
  t.notOk(await banner.getByRole('switch', { name: 'Pazarlama' }).isChecked(), 'Pazarlama starts off')

  await banner.getByRole('switch', { name: 'Analitik' }).check()
  await banner.getByRole('button', { name: 'Seçimleri Kaydet' }).click()
  await banner.waitFor({ state: 'detached' })
  t.match((await storedConsent(context))?.choice, { analytics: true, marketing: false }, 'the cookie says analytics only')
  t.same(await vendorTags(page), ['analytics'], 'the analytics tag is placed, the marketing one is not')
  t.same(await pageViews(page), [], 'the page the visitor decided on is not counted afterwards')

  await followFooterLink(page, 'Çerez Politikası', '/cerez-politikasi')
  t.same(await until('a page view', async () => ((await pageViews(page)).length > 0 ? pageViews(page) : undefined)), ['/cerez-politikasi'], 'a client navigation pushes its page view')
  t.same(await engagement(page), [], 'nothing reaches the engagement queue without marketing consent')

  await page.goto(`${gateway.url}/`)
  await rendered(page)
  t.equal(await page.getByRole('region', BANNER).count(), 0, 'after a reload the banner stays hidden')
  t.same(await until('the page view after the reload', async () => ((await pageViews(page)).length > 0 ? pageViews(page) : undefined)), ['/'], 'the choice survives the reload: the first page is counted')
  t.same(await engagement(page), [], 'still nothing in the engagement queue')
  await page.goto(`${gateway.url}/cerez-politikasi`)
  const section = page.getByRole('region', { name: 'Çerez Tercihleri' })
  await section.waitFor()
  await t.test('the cookie policy page changes the choice', async (t) => {
    t.ok(await section.getByRole('switch', { name: 'Analitik' }).isChecked(), 'it shows Analitik on')
    t.notOk(await section.getByRole('switch', { name: 'Pazarlama' }).isChecked(), 'it shows Pazarlama off')
    await section.getByRole('switch', { name: 'Pazarlama' }).check()
    await section.getByRole('button', { name: 'Kaydet' }).click()
    await until('the confirmation', async () => (await section.getByRole('status').innerText()).includes('kaydedildi'))
    t.pass('saving shows a confirmation')

    await page.reload()
    await section.waitFor()
    t.ok(await section.getByRole('switch', { name: 'Pazarlama' }).isChecked(), 'after a reload Pazarlama is on')
    t.ok(await section.getByRole('switch', { name: 'Analitik' }).isChecked(), 'and Analitik still on')
    t.match((await storedConsent(context))?.choice, { analytics: true, marketing: true }, 'the cookie says analytics and marketing')
    await page.getByRole('banner').getByRole('link', { name: 'Turuncu Garaj' }).click()
    await until('the home page view in the engagement queue', async () => (await engagement(page)).includes('page_view:home'))
    t.pass('with marketing consent the engagement queue gets the page view')
  })
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('Tümünü Kabul Et feeds both the data layer and the engagement queue', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/cerez-politikasi`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  await page.getByRole('region', BANNER).getByRole('button', { name: 'Tümünü Kabul Et' }).click()
  await page.getByRole('region', BANNER).waitFor({ state: 'detached' })
  t.match((await storedConsent(context))?.choice, { analytics: true, marketing: true }, 'the cookie says everything')
  t.same((await vendorTags(page)).sort(), ['analytics', 'marketing'], 'both vendor tags are placed')
  t.same(await engagement(page), [], 'events from before the decision were dropped, not queued')

  await page.getByRole('banner').getByRole('link', { name: 'Turuncu Garaj' }).click()
  await until('the page view', async () => (await pageViews(page)).length > 0)
  t.same(await pageViews(page), ['/'], 'the data layer gets the page view')
  t.same(await engagement(page), ['page_view:home'], 'the engagement queue gets it with its page type')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('an unreadable or outdated cookie counts as no decision', async (t) => {
  const { page, context, problems } = await newPage(browser)
  const url = gateway.url
  for (const value of ['bozuk', encodeURIComponent(JSON.stringify({ version: 0, necessary: true, analytics: true, marketing: true, decidedAt: new Date().toISOString() }))]) {
    await context.addCookies([{ name: 'tg_consent', value, url }])
    await page.goto(`${url}/`)
    await page.getByRole('region', BANNER).waitFor()
    t.same(await pageViews(page), [], `tg_consent=${value.slice(0, 12)}…: the banner asks again and nothing is tracked`)
  }
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('survey and product-tree pages show no banner', async (t) => {
  const { page, context, problems } = await newPage(browser)
  for (const path of ['/anket/x', '/urunagaci/x']) {
    await page.goto(`${gateway.url}${path}`)
    await rendered(page)
    t.equal(await page.getByRole('region', BANNER).count(), 0, `${path}: no cookie banner`)
  }
  await page.goto(`${gateway.url}/`)
  await page.getByRole('region', BANNER).waitFor()
  t.pass('the banner is back on other pages')
  t.same(unexpected(problems, [failedRequest('/anket/x', 404), failedRequest('/urunagaci/x', 404)]), [], 'no JavaScript errors')
  await context.close()
})

t.test('mobile: the banner fits the screen and leaves the footer reachable', async (t) => {
  const { page, context, problems } = await newPage(browser, { width: 375, height: 700 })
  await page.goto(`${gateway.url}/`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  const banner = page.getByRole('region', BANNER)
  await banner.waitFor()
  await banner.getByRole('button', { name: 'Tercihleri Yönet' }).click()
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling')
  const box = await banner.boundingBox()
  t.ok(box && box.height <= 700, `the expanded banner fits the screen height (${box?.height})`)
  // The banner ends the page rather than covering it: the last footer line can be scrolled above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const copyright = await page.getByText(/Tüm hakları saklıdır/).boundingBox()
  const bannerTop = (await banner.boundingBox())?.y ?? 0
  t.ok(copyright && copyright.y + copyright.height <= bannerTop, 'scrolled to the end, the footer is not under the banner')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

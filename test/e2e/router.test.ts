// Journey: the site's own router (web/src/lib/router, decision 044) in a real browser, after
// hydration: a link pushes an entry in the same document and opens the new page at its top, a
// search-only link keeps the path, a link to the current address replaces its entry, back and
// forward walk the entries and give each its scroll position back, and an address no route knows
// draws the 404 page inside the frame.
import t from 'tap'
import type { Page } from 'playwright-core'
import { hydrated, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const gateway = await startGateway(t)
const browser = await launch(t)

const historyLength = (page: Page) => page.evaluate(() => history.length)
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
// Set once after the first load: still there means no document was loaded since.
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { e2eDocument?: string }).e2eDocument === 'first')

t.test('push, search, replace, back and forward with scroll positions, and the 404 page', async (t) => {
  const { page, context, problems } = await newPage(browser, { width: 1280, height: 700 })
  await page.goto(`${gateway.url}/`)
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { e2eDocument: string }).e2eDocument = 'first'))
  const start = await historyLength(page)

  // The home page is scrolled down; a footer link opens the blog.
  const footerBlog = page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true })
  await footerBlog.scrollIntoViewIfNeeded()
  const homeY = await scrollY(page)
  t.ok(homeY > 300, `the home page is scrolled down (${homeY})`)
  await footerBlog.click()
  const main = page.getByRole('main')
  await main.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
  t.equal(new URL(page.url()).pathname, '/blog', 'the address is the blog')
  t.equal(await historyLength(page), start + 1, 'a push adds one history entry')
  t.ok(await sameDocument(page), 'in the same document (no page load)')
  t.ok((await scrollY(page)) < 50, 'the new page opens at its top')

  // A search-only link (further down the list): the same path, the next page of posts.
  const next = main.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sonraki' })
  await next.scrollIntoViewIfNeeded()
  const blogY = await scrollY(page)
  await next.click()
  await until('page 2 in the address', () => new URL(page.url()).search === '?sayfa=2')
  t.equal(new URL(page.url()).pathname, '/blog', 'the path is kept')
  // The page marks it once the second page's posts have arrived.
  await until('page 2 marked current', async () => (await main.getByRole('link', { name: 'Sayfa 2' }).getAttribute('aria-current')) === 'page')
  t.pass('page 2 is current')
  t.equal(await historyLength(page), start + 2, 'its own history entry')

  // A link to the address already shown replaces its entry.
  await page.getByRole('banner').getByRole('link', { name: 'Kampanyalar', exact: true }).click()
  await until('the campaigns', () => new URL(page.url()).pathname === '/kampanyalar')
  const afterPush = await historyLength(page)
  await page.getByRole('banner').getByRole('link', { name: 'Kampanyalar', exact: true }).click()
  await page.waitForTimeout(200)
  t.equal(await historyLength(page), afterPush, 'the same address again adds no entry')
  t.equal(await page.getByRole('banner').getByRole('link', { name: 'Kampanyalar', exact: true }).getAttribute('aria-current'), 'page', 'the header link is current')

  // Back twice: blog page 2, then page 1.
  await page.goBack()
  await until('blog page 2 again', () => new URL(page.url()).search === '?sayfa=2')
  await page.goBack()
  await until('blog page 1 again', () => new URL(page.url()).pathname === '/blog' && new URL(page.url()).search === '')
  await main.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
  t.pass('back walks the entries')

  // Back to the home page: where the visitor left it.
  await page.goBack()
  await until('the home page again', () => new URL(page.url()).pathname === '/')
  let y = 0
  await until('the home scroll position back', async () => Math.abs((y = await scrollY(page)) - homeY) <= 2).catch(() => undefined)
  t.ok(Math.abs(y - homeY) <= 2, `back restores the scroll position (${homeY}, found ${y})`)

  // Forward: the blog where it was left (by its 'Sonraki' link).
  await page.goForward()
  await main.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
  await until('the blog scroll position back', async () => Math.abs((y = await scrollY(page)) - blogY) <= 2).catch(() => undefined)
  t.ok(Math.abs(y - blogY) <= 2, `forward restores the blog's position too (${blogY}, found ${y})`)
  t.ok(await sameDocument(page), 'all of it in one document')

  // An address no route knows: the 404 page inside the frame, by a client navigation.
  await page.evaluate(() => {
    history.pushState({ usr: null, key: 'e2e404' }, '', '/boyle-bir-sayfa-yok')
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  })
  await main.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' }).waitFor()
  t.ok(await page.getByRole('banner').isVisible(), 'the 404 page keeps the header')
  await main.getByRole('link', { name: 'Anasayfaya Dön' }).click()
  await until('home', () => new URL(page.url()).pathname === '/')
  t.ok(await sameDocument(page), 'and leads home without a page load')

  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

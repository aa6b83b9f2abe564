// Journey: the page frame around every route (spec §2.1, §2.3, §9): header, main, footer and its
// link groups, the mobile accordion, the 404 page, double-slash paths, chromeless paths, the route
// progress bar, toasts, and the server-rendered head.
import t from 'tap'
import type { Page } from 'playwright-core'
import { failedRequest, hydrated, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const gateway = await startGateway(t)
const browser = await launch(t)
const SITE = 'Turuncu Garaj'

/**
 * Client-side navigation to a path no link in the app leads to: the browser's back/forward lands on
 * it (a popstate). The entry gets its own router key, as every entry the router made has.
 */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = Number((history.state as { idx?: number } | null)?.idx ?? 0) + 1
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
}

/** Counts full document loads of a page (a reload or a hard navigation adds one). */
async function countLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('e2e-loads', String(Number(sessionStorage.getItem('e2e-loads') ?? '0') + 1))
  })
}
const loads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('e2e-loads')))

t.test('desktop: header, main and footer with the spec link groups', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/`)
  t.ok(await page.getByRole('banner').isVisible(), 'the top bar is shown')
  t.ok(await page.getByRole('main').isVisible(), 'the main area is shown')
  const footer = page.getByRole('contentinfo')
  t.ok(await footer.isVisible(), 'the footer is shown')

  for (const title of ['Hizmetlerimiz', 'Kurumsal', 'Gelişmeler', 'Gizlilik ve Kullanım', 'Destek']) {
    t.ok(await footer.getByRole('heading', { name: title, exact: true }).isVisible(), `footer group '${title}'`)
  }
  const hrefs: Record<string, string> = {
    'Araba Al': '/araba-al',
    Hakkımızda: '/hakkimizda',
    Blog: '/blog',
    'Çerez Politikası': '/cerez-politikasi',
    'Bize Ulaşın': '/bize-ulasin',
  }
  for (const [name, href] of Object.entries(hrefs)) {
    const link = footer.getByRole('link', { name, exact: true })
    t.ok(await link.isVisible(), `footer link '${name}' is shown`)
    t.equal(await link.getAttribute('href'), href, `footer link '${name}' leads to ${href}`)
  }
  // Both general-info switches are on in the seeded content (footer-content.test.ts turns one off).
  const campaigns = footer.getByRole('link', { name: 'Kampanyalar', exact: true })
  await campaigns.waitFor()
  t.equal(await campaigns.getAttribute('href'), '/kampanyalar', "'Kampanyalar' is in the footer (has_active_campaigns on)")
  t.equal(await footer.getByRole('link', { name: 'Next Up', exact: true }).getAttribute('href'), '/next-up', "'Next Up' is in the footer (nextup_title on)")
  t.notOk(await footer.getByRole('link', { name: 'App Store' }).isVisible(), 'no App Store link at desktop width')
  t.notOk(await footer.getByRole('link', { name: 'Google Play' }).isVisible(), 'no Google Play link at desktop width')
  t.ok(
    (await footer.innerText()).includes(`© ${new Date().getFullYear()} ${SITE}`),
    'the copyright shows the current year',
  )

  // The tender site opens in a new tab that cannot reach back into this one.
  const tender = footer.getByRole('link', { name: 'İhale Sitesi' })
  const tenderHref = (await tender.getAttribute('href')) ?? ''
  t.match(tenderHref, /^https:\/\//, 'the tender link is external')
  t.match((await tender.getAttribute('rel')) ?? '', /\bnoopener\b/, 'the tender link has rel noopener')
  await context.route(`${new URL(tenderHref).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>İhale</title>' }),
  )
  const [tab] = await Promise.all([context.waitForEvent('page'), tender.click()])
  await tab.waitForLoadState()
  t.equal(new URL(tab.url()).origin, new URL(tenderHref).origin, 'the tender site opens in a new tab')
  t.equal(await tab.evaluate(() => window.opener), null, 'the new tab has no opener')
  t.equal(new URL(page.url()).pathname, '/', 'the site stays open in its own tab')

  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('the site icon loads', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/`)
  const declared = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href)
  // Without a declared icon every browser asks for /favicon.ico.
  const iconUrl = declared ?? `${gateway.url}/favicon.ico`
  const res = await page.request.get(iconUrl)
  t.equal(res.status(), 200, `the tab icon ${new URL(iconUrl).pathname} is found`)
  t.match(res.headers()['content-type'] ?? '', /^image\//, 'the tab icon is an image')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('mobile: the footer is an accordion and shows the store links', async (t) => {
  const { page, context, problems } = await newPage(browser, { width: 375, height: 800 })
  await page.goto(`${gateway.url}/`)
  const footer = page.getByRole('contentinfo')
  const groups = footer.getByRole('button', { expanded: false })
  // The spec groups, the store links, and the extra columns of the site content.
  const remote = (await (await fetch(`${gateway.url}/api/get-footer-services`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as {
    data: { attributes: { columns: Array<{ title: string }> } }
  }
  const extra = remote.data.attributes.columns.map((column) => column.title)
  await footer.getByRole('button', { name: 'Hizmetlerimiz' }).waitFor()
  for (const title of ['Hizmetlerimiz', 'Kurumsal', 'Gelişmeler', 'Gizlilik ve Kullanım', 'Destek', ...extra, 'Mobil Uygulama']) {
    const button = footer.getByRole('button', { name: title, exact: true })
    await button.waitFor()
    t.equal(await button.getAttribute('aria-expanded'), 'false', `'${title}' starts folded`)
  }
  t.equal(await groups.count(), 6 + extra.length, 'every group is folded')
  const arabaAl = footer.getByRole('link', { name: 'Araba Al', exact: true })
  t.notOk(await arabaAl.isVisible(), 'folded links are hidden')

  await footer.getByRole('button', { name: 'Hizmetlerimiz' }).click()
  t.equal(await footer.getByRole('button', { name: 'Hizmetlerimiz' }).getAttribute('aria-expanded'), 'true', 'clicking expands the group')
  await arabaAl.waitFor()
  t.ok(await arabaAl.isVisible(), "the group's links are shown")
  t.notOk(await footer.getByRole('link', { name: 'Hakkımızda' }).isVisible(), 'other groups stay folded')

  await footer.getByRole('button', { name: 'Mobil Uygulama' }).click()
  await footer.getByRole('link', { name: 'App Store' }).waitFor()
  t.ok(await footer.getByRole('link', { name: 'App Store' }).isVisible(), 'App Store link on mobile')
  t.ok(await footer.getByRole('link', { name: 'Google Play' }).isVisible(), 'Google Play link on mobile')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('an unknown path shows the 404 page and the server says 404', async (t) => {
  const { page, context, problems } = await newPage(browser)
  const res = await page.goto(`${gateway.url}/bu-sayfa-yok`)
  t.equal(res?.status(), 404, 'the server answers 404')
  await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor()
  const back = page.getByRole('main').getByRole('link', { name: 'Anasayfaya Dön' })
  t.equal(await back.getAttribute('href'), '/', "'Anasayfaya Dön' leads to /")
  t.equal(await page.title(), `Sayfa bulunamadı | ${SITE}`, 'the tab title says the page was not found')
  await back.click()
  await page.getByRole('heading', { level: 1, name: /İkinci el aracınızı/ }).waitFor()
  t.equal(new URL(page.url()).pathname, '/', "'Anasayfaya Dön' returns to the home page")
  t.same(unexpected(problems, [failedRequest('/bu-sayfa-yok', 404)]), [], 'no JavaScript errors')
  await context.close()
})

t.test('a path with a double slash is rewritten without a reload', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await countLoads(page)

  // Opened directly.
  await page.goto(`${gateway.url}/foo//bar`)
  await until('the address to lose its double slash', async () => (await page.evaluate(() => location.pathname)) === '/foo/bar')
  t.pass('/foo//bar becomes /foo/bar')
  t.equal(await loads(page), 1, 'the page did not reload')

  // Reached inside the app: once it runs (a history change before hydration would make the app
  // hydrate the home page's markup as another page).
  await page.goto(`${gateway.url}/`)
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1))
  const before = await loads(page)
  // A real brand and model, so the listing it opens answers normally.
  await clientNavigate(page, '/araba-al//fiat///egea')
  await until('the address to lose its double slashes', async () => (await page.evaluate(() => location.pathname)) === '/araba-al/fiat/egea')
  t.pass('/araba-al//fiat///egea becomes /araba-al/fiat/egea')
  t.equal(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker), 1, 'the same document: no reload')
  t.equal(await loads(page), before, 'no new page load')
  t.same(unexpected(problems, [failedRequest('/foo//bar', 404)]), [], 'no JavaScript errors')
  await context.close()
})

t.test('product-tree and survey pages show no frame', async (t) => {
  const { page, context, problems } = await newPage(browser)
  for (const path of ['/urunagaci/test', '/anket/test']) {
    await page.goto(`${gateway.url}${path}`)
    await page.getByRole('main').waitFor()
    t.equal(await page.getByRole('banner').count(), 0, `${path}: no header`)
    t.equal(await page.getByRole('contentinfo').count(), 0, `${path}: no footer`)
    t.equal(await page.locator('[data-testid=route-progress]').count(), 0, `${path}: no progress bar`)
  }
  // The frame is back as soon as the visitor leaves those paths.
  await page.goto(`${gateway.url}/`)
  await page.getByRole('contentinfo').waitFor()
  t.equal(await page.locator('[data-testid=route-progress]').count(), 1, 'the progress bar is there on other pages')
  t.same(unexpected(problems, [failedRequest('/urunagaci/test', 404), failedRequest('/anket/test', 404)]), [], 'no JavaScript errors')
  await context.close()
})

interface BarState {
  path: string
  paid: string | null
  background: string
}

t.test('the route progress bar shows on navigation and is blue for paid traffic', async (t) => {
  const { page, context, problems } = await newPage(browser)
  // The paid-traffic page is entered from an ad, so it is the first page here; back returns to it.
  await page.goto(`${gateway.url}/araba-sat/yil-sec`)
  const bar = page.locator('[data-testid=route-progress]')
  await bar.waitFor({ state: 'attached' })
  t.equal(await bar.getAttribute('data-active'), 'false', 'no bar on the first page load')

  // The bar is visible for a fraction of a second; record what it looks like each time it shows.
  await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-testid=route-progress]')!
    const seen: BarState[] = ((window as unknown as { e2eBar: BarState[] }).e2eBar = [])
    const record = () => {
      if (el.dataset.active !== 'true') return
      // The page the bar stands for: while a page's chunk loads, the address still shows the page left.
      seen.push({ path: el.dataset.path ?? location.pathname, paid: el.dataset.paid ?? null, background: getComputedStyle(el).backgroundColor })
    }
    new MutationObserver(record).observe(el, { attributes: true, attributeFilter: ['data-active', 'data-paid', 'data-path'] })
  })
  const shownOn = (prefix: string) =>
    until(`the bar to show on ${prefix}`, async () => {
      const states = await page.evaluate(
        (p) => (window as unknown as { e2eBar: BarState[] }).e2eBar.filter((s) => s.path === p || s.path.startsWith(`${p}/`)),
        prefix,
      )
      return states.length > 0 ? states : undefined
    })
  const settled = () => until('the bar to finish', async () => (await bar.getAttribute('data-active')) === 'false')
  const rgb = (css: string) => (css.match(/\d+/g) ?? []).map(Number) as [number, number, number]

  await page.getByRole('banner').getByRole('link', { name: 'Araba Sat' }).click()
  const unpaid = await shownOn('/teklif-al/yil-sec')
  t.ok(unpaid.every((s) => s.paid === 'false'), 'on /teklif-al the bar is not marked paid')
  const [r1, , b1] = rgb(unpaid[0]!.background)
  t.ok(r1 > 200 && b1 < 100, `on /teklif-al the bar is the brand orange (${unpaid[0]!.background})`)
  await settled()

  await page.goBack()
  const paid = await shownOn('/araba-sat/yil-sec')
  t.ok(paid.every((s) => s.paid === 'true'), 'back on /araba-sat the bar is marked paid')
  const [r2, g2, b2] = rgb(paid[0]!.background)
  t.ok(b2 > 150 && b2 > r2 + 60 && b2 > g2, `on /araba-sat the bar is blue (${paid[0]!.background})`)
  await settled()

  await page.getByRole('banner').getByRole('link', { name: 'Turuncu Garaj' }).click()
  const home = await shownOn('/')
  t.equal(home.at(-1)?.paid, 'false', 'on the home page the bar is not marked paid')
  await settled()
  t.same(unexpected(problems, [failedRequest('/araba-sat/yil-sec', 404)]), [], 'no JavaScript errors')
  await context.close()
})

t.test('failures show toasts, at most five at once', async (t) => {
  const { page, context, problems } = await newPage(browser)
  await page.goto(`${gateway.url}/`)
  const contactForm = page.getByRole('contentinfo').getByRole('button', { name: 'Müşteri İletişim Formu' })
  const toasts = page.getByRole('region', { name: 'Bildirimler' }).getByRole('alert')
  let refused = 0
  // The contact form exists now; a missing descriptor is what this test needs to fail.
  await page.route('**/api/screens/customer-contact-form*', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ statusCode: 404, message: 'Ekran bulunamadı.' }) }))
  page.on('response', (res) => {
    if (res.url().includes('/api/screens/customer-contact-form') && res.status() === 404) refused += 1
  })

  await contactForm.click()
  await toasts.first().waitFor()
  t.equal(await toasts.count(), 1, 'one failure, one toast')
  t.ok(await toasts.first().getByText('İşlem Başarısız', { exact: true }).isVisible(), "the toast is titled 'İşlem Başarısız'")
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  t.equal(await page.getByRole('dialog').count(), 0, 'no dialog stays open after the failure')
  await toasts.first().getByRole('button', { name: 'Kapat' }).click()
  await toasts.first().waitFor({ state: 'detached' })

  const started = Date.now()
  for (let i = 0; i < 6; i++) await contactForm.click()
  await until('six refused requests', () => refused >= 7)
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  const elapsed = Date.now() - started
  const count = await toasts.count()
  t.ok(count <= 5, `at most 5 toasts are shown (saw ${count})`)
  // Toasts go after 5 s; six failures well within that must leave exactly the newest five.
  if (elapsed < 4_000) t.equal(count, 5, `six quick failures leave five toasts (clicked in ${elapsed} ms)`)
  t.same(unexpected(problems, [failedRequest('/api/screens/customer-contact-form', 404)]), [], 'no JavaScript errors')
  await context.close()
})

t.test('the head is rendered by the server and follows client navigation', async (t) => {
  const { page, context, problems } = await newPage(browser)
  const res = await page.request.get(`${gateway.url}/`)
  t.equal(res.status(), 200, 'the home page answers 200')
  const html = await res.text()
  const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
  t.ok(title?.includes(SITE), `the HTML has a <title> before any JavaScript runs (${title})`)
  const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1]
  t.ok(ogImage, 'the HTML has an og:image for link previews')
  const image = await page.request.get(ogImage!)
  t.equal(image.status(), 200, 'the social card image loads')
  const png = await image.body()
  t.same([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], 'the social card is 1200x630')

  await page.goto(`${gateway.url}/`)
  await hydrated(page) // a server-rendered button does nothing before hydration
  t.equal(await page.title(), title, 'the browser shows the server-rendered title')
  const blogSeo = (await (await page.request.get(`${gateway.url}/api/seo/page?path=/blog`)).json()) as { result: { title: string } }
  t.not(blogSeo.result.title, title, 'the blog has a title of its own')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
  await until('the tab title to follow', async () => (await page.title()) === blogSeo.result.title)
  t.pass(`after a client navigation to /blog the title is '${blogSeo.result.title}'`)
  await clientNavigate(page, '/bu-sayfa-da-yok')
  await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor()
  await until('the tab title to follow', async () => (await page.title()) === `Sayfa bulunamadı | ${SITE}`)
  t.pass(`after a client navigation to an unknown path the title is 'Sayfa bulunamadı | ${SITE}'`)
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

// Every server-rendered page hydrates in the browser without a mismatch (React reports one as a
// console error) and without asking again for the data the page carries (issue 15, decision 026),
// at a desktop and a phone width, for a first visitor (cookie banner) and one who decided.
// The server runs in a clock zone 11 hours ahead of Turkey and one visitor's browser sits 14 hours
// behind it, so a date read in either process's own zone would differ on every page at any hour.
import t from 'tap'
import type { BrowserContext, Page } from 'playwright-core'
import { failedRequest, hydrated, launch, newPage, unexpected } from './support/browser.js'
import { startGateway } from './support/gateway.js'

// UTC+14 and UTC-11: 25 hours apart, never the same calendar day.
const SERVER_ZONE = 'Pacific/Kiritimati'
const FAR_VISITOR_ZONE = 'Pacific/Pago_Pago'
const gateway = await startGateway(t, { TZ: SERVER_ZONE })
const browser = await launch(t)

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(gateway.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return ((await res.json()) as { result: T }).result
}

const cars = await post<{ hits: Array<{ detailPath: string; inStockDate: string }> }>('/api/vehicle/vehicles-get', { filters: {}, sorters: [2], pageSize: 12, pageNumber: 1, VehicleTypeId: 14870 })
const blog = await post<{ hits: Array<{ slug: string }> }>('/api/post/get-posts', { kind: 'blog', pageNumber: 1, pageSize: 1 })
const car = cars.hits[0]!.detailPath
const [, , brand, model] = car.split('/')

const PAGES = [
  '/',
  '/araba-al',
  `/araba-al/${brand}/${model}?yil=2012-&siralama=4`,
  '/motosiklet-al',
  car,
  '/blog',
  `/blog/${blog.hits[0]!.slug}`,
  '/kampanyalar',
  '/haberler',
  '/hakkimizda',
  '/yardim',
  '/turuncu-garaj-noktalari',
  '/bize-ulasin',
  '/cerez-politikasi',
  '/boyle-bir-sayfa-yok',
]

async function decided(context: BrowserContext, decidedAt = new Date()): Promise<void> {
  const choice = { version: 1, necessary: true, analytics: true, marketing: false, decidedAt: decidedAt.toISOString() }
  await context.addCookies([{ name: 'tg_consent', value: encodeURIComponent(JSON.stringify(choice)), url: gateway.url }])
}

// Expected after hydration: counting a vehicle's view, and the visitor's session (decision 034: the
// header asks next-auth's GET /api/auth/session once; a shared server-rendered page never carries it).
const EXPECTED_CALLS = new Set(['POST /api/vehicle/view', 'GET /api/auth/session'])

/** The API calls the page makes while it loads and hydrates, other than the expected ones above. */
function apiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const call = `${request.method()} ${url.pathname}`
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/vehicle/view' && !EXPECTED_CALLS.has(call)) calls.push(call)
  })
  return calls
}


for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844, touch: true }]) {
  for (const visitor of ['first visit', 'decided'] as const) {
    t.test(`${viewport.width} px, ${visitor}: every server-rendered page hydrates cleanly`, async (t) => {
      const { page, context, problems } = await newPage(browser, viewport)
      if (visitor === 'decided') await decided(context)
      for (const path of PAGES) {
        const calls = apiCalls(page)
        const response = await page.goto(gateway.url + path)
        t.ok(response, path)
        t.ok((await response!.text()).includes('id="ssr-state"'), `${path} is rendered on the server`)
        await hydrated(page)
        // Effects that would ask for data run right after hydration.
        await page.waitForTimeout(300)
        t.same(calls, [], `${path}: no request for data the page already carries`)
        t.same(unexpected(problems, [failedRequest('/boyle-bir-sayfa-yok', 404)]), [], `${path}: no hydration warning, no console error`)
        problems.length = 0
      }
      await context.close()
    })
  }
}

t.test('a visitor a day behind the server\'s clock zone: every page hydrates cleanly and shows Turkish dates', async (t) => {
  const { page, context, problems } = await newPage(browser, { width: 1366, height: 900, timezoneId: FAR_VISITOR_ZONE })
  // 22:30 UTC: already the next day in Turkey (and in the server's zone), still the day before in the browser's.
  const decidedAt = new Date(Date.UTC(2026, 10, 24, 22, 30))
  await decided(context, decidedAt)
  const browserDay = await page.evaluate((iso) => new Date(iso).getDate(), decidedAt.toISOString())
  t.equal(browserDay, 24, 'the browser reads that instant as the 24th')
  for (const path of PAGES) {
    await page.goto(gateway.url + path)
    await hydrated(page)
    await page.waitForTimeout(300)
    t.same(unexpected(problems, [failedRequest('/boyle-bir-sayfa-yok', 404)]), [], `${path}: no hydration warning, no console error`)
    problems.length = 0
  }
  await page.goto(gateway.url + '/cerez-politikasi')
  await hydrated(page)
  t.match(await page.locator('main').innerText(), /Tercihinizi 25\.11\.2026 tarihinde kaydettiniz/, 'the choice is dated by Turkey\'s calendar')
  await page.goto(gateway.url + car)
  await hydrated(page)
  const listed = await page.evaluate(() => {
    const row = [...document.querySelectorAll('dt, th')].find((el) => el.textContent?.trim() === 'İlan Tarihi')
    return row?.nextElementSibling?.textContent?.trim() ?? null
  })
  const [y, m, d] = cars.hits[0]!.inStockDate.split('-')
  t.equal(listed, `${d}.${m}.${y}`, 'the listing date is the listing\'s calendar day, dd.mm.yyyy')
  await context.close()
})

// The wizard's first step: the server draws the frame, the browser asks for the visitor's step.
for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844, touch: true }]) {
  t.test(`${viewport.width} px: the first wizard step hydrates cleanly and asks for its step once`, async (t) => {
    const { page, context, problems } = await newPage(browser, viewport)
    const calls = apiCalls(page)
    const response = await page.goto(`${gateway.url}/teklif-al/yil-sec`)
    t.ok((await response!.text()).includes('id="ssr-state"'), 'rendered on the server')
    await hydrated(page)
    await page.locator('.wizard[data-path="/teklif-al/yil-sec"]').waitFor()
    await page.waitForTimeout(300)
    t.same(calls, ['GET /api/flows/sell/step'], 'the step, nothing the page carries')
    t.same(unexpected(problems), [], 'no hydration warning, no console error')
    await context.close()
  })
}

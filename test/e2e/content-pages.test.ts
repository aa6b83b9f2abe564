// Journey: the content pages (spec §2.1, §2.3): blog, news and campaign lists with paging and their
// detail pages, the static pages drawn from content blocks, the FAQ, the branch finder with its city
// filter, the contact page, and the 404 page for an unknown post.
import t from 'tap'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { decideConsent, failedRequest, hydrated, launch, newPage, unexpected, until } from './support/browser.js'
import { startGateway } from './support/gateway.js'

const gateway = await startGateway(t)
const browser = await launch(t)

type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'faq'; items: Array<{ question: string; answer: string }> }
interface PostCard {
  slug: string
  title: string
  summary: string
  publishedAt: string
  endsAt?: string
}
interface PostList {
  totalCount: number
  pageNumber: number
  pageSize: number
  hits: PostCard[]
}
interface Branch {
  name: string
  city: string
  latitude: number
  longitude: number
}

const PAGE_SIZE = 9
const STATIC_PAGES = [
  'hakkimizda',
  'kariyer-olanaklari',
  'turuncu-etik-hatti',
  'gizlilik-anlasmasi',
  'cerez-politikasi',
  'bilgi-toplumu-hizmetleri',
  'legal-metinler',
  'bize-ulasin',
  'yardim',
  'next-up',
  'servis',
]

async function post<T>(path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return ((await res.json()) as { result: T }).result
}
const posts = (kind: string, pageNumber = 1) => post<PostList>('/api/post/get-posts', { kind, pageNumber, pageSize: PAGE_SIZE })
const page = (slug: string) => post<{ title: string; body: Block[] }>('/api/page/get-page-by-slug', { slug })

/** A visitor who has already answered the cookie banner, so it does not sit over the page. */
async function decidedVisitor(context: BrowserContext): Promise<void> {
  await decideConsent(context, gateway.url, { analytics: false })
}

async function open(opts: { width?: number; height?: number } = {}) {
  const opened = await newPage(browser, opts)
  await decidedVisitor(opened.context)
  return opened
}

/**
 * Goes to `path` by a link inside the app, so the list is fetched by the browser (a page loaded
 * from the server carries its list and asks for nothing).
 */
async function navigateInApp(tab: Page, path: string): Promise<void> {
  await tab.goto(`${gateway.url}/yardim`)
  await hydrated(tab)
  await tab.locator(`footer a[href="${path}"], header a[href="${path}"]`).first().click()
}

const cardTitles = (main: Locator) => main.locator('.post-grid').first().getByRole('heading', { level: 2 }).allInnerTexts()

t.test('blog: the list, a post, the rail of other posts and paging', async (t) => {
  const first = await posts('blog')
  t.ok(first.totalCount > PAGE_SIZE, `there is more than one page of blog posts (${first.totalCount})`)
  const { page: tab, context, problems } = await open()
  await tab.goto(`${gateway.url}/blog`)
  const main = tab.getByRole('main')
  await main.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
  await main.getByRole('link', { name: first.hits[0]!.title, exact: true }).waitFor()
  t.same(await cardTitles(main), first.hits.map((p) => p.title), 'the first page lists the newest posts in order')
  const cover = main.locator('.post-card img').first()
  t.equal(await cover.getAttribute('loading'), 'lazy', 'covers load lazily')
  t.ok((await cover.getAttribute('width')) && (await cover.getAttribute('height')), 'covers reserve their size')
  t.not(await cover.getAttribute('alt'), null, 'covers have an alt attribute')

  // Paging.
  const second = await posts('blog', 2)
  await main.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sonraki' }).click()
  await until('page 2 in the address', () => new URL(tab.url()).search === '?sayfa=2')
  await main.getByRole('link', { name: second.hits[0]!.title, exact: true }).waitFor()
  t.same(await cardTitles(main), second.hits.map((p) => p.title), "'Sonraki' shows the second page")
  t.equal(await main.getByRole('link', { name: 'Sayfa 2' }).getAttribute('aria-current'), 'page', 'page 2 is marked current')
  t.ok((await tab.evaluate(() => window.scrollY)) < 200, 'the new page starts at the top')
  await tab.reload()
  await main.getByRole('link', { name: second.hits[0]!.title, exact: true }).waitFor()
  t.pass('?sayfa=2 survives a reload')
  await main.getByRole('link', { name: 'Önceki' }).click()
  await main.getByRole('link', { name: first.hits[0]!.title, exact: true }).waitFor()
  t.equal(new URL(tab.url()).search, '', "'Önceki' returns to the first page")

  // A post.
  const target = first.hits[1]!
  await main.getByRole('link', { name: target.title, exact: true }).click()
  await tab.waitForURL(`**/blog/${target.slug}`)
  const h1 = main.getByRole('heading', { level: 1 })
  await until('the post title', async () => (await h1.innerText()) === target.title)
  t.pass(`the post opens at /blog/${target.slug} with its title as h1`)
  const rail = main.getByRole('complementary', { name: 'Diğer yazılar' })
  await rail.getByRole('link').first().waitFor()
  const railTitles = await rail.getByRole('heading', { level: 3 }).allInnerTexts()
  t.equal(railTitles.length, 3, "'Diğer yazılar' shows three posts")
  t.notOk(railTitles.includes(target.title), 'the rail leaves out the open post')
  await main.getByRole('navigation', { name: 'Sayfa yolu' }).getByRole('link', { name: 'Blog' }).click()
  await main.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
  t.pass('the breadcrumb leads back to the list')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('a failed list says so in Turkish and recovers with Tekrar dene', async (t) => {
  const { page: tab, context, problems } = await open()
  // The query client retries a 5xx once: the first two answers fail, the third goes through.
  let refused = 0
  await tab.route('**/api/post/get-posts', async (route) => {
    if (refused >= 2) return route.fallback()
    refused += 1
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'Servis geçici olarak kullanılamıyor' }) })
  })
  await navigateInApp(tab, '/haberler')
  const main = tab.getByRole('main')
  const alert = main.getByRole('alert')
  await alert.getByRole('heading', { name: 'İçerik yüklenemedi' }).waitFor()
  t.ok(await alert.getByText('Servis geçici olarak kullanılamıyor').isVisible(), "the server's message is shown")
  await alert.getByRole('button', { name: 'Tekrar dene' }).click()
  const { hits } = await posts('news')
  await main.getByRole('link', { name: hits[0]!.title, exact: true }).waitFor()
  t.equal(await main.getByRole('alert').count(), 0, "'Tekrar dene' loads the list")
  t.same(unexpected(problems, [failedRequest('/api/post/get-posts', 503)]), [], 'no JavaScript errors')
  await context.close()
})

t.test('a blog address drops its query string from the server-rendered canonical', async (t) => {
  const { hits } = await posts('blog')
  const slug = hits[0]!.slug
  const res = await fetch(`${gateway.url}/blog/${slug}?utm_source=x&sayfa=2`)
  t.equal(res.status, 200, 'the post answers 200')
  const html = await res.text()
  const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? ''
  const href = /href="([^"]+)"/.exec(canonical)?.[1]
  t.equal(href, `${gateway.url}/blog/${slug}`, 'the canonical address has no query string')
})

t.test('an unknown post shows the 404 page', async (t) => {
  const { page: tab, context, problems } = await open()
  const res = await tab.goto(`${gateway.url}/blog/yok-boyle-yazi`)
  t.equal(res?.status(), 404, 'the server answers 404')
  await tab.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' }).waitFor()
  t.pass("'Sayfa bulunamadı' is shown")
  t.ok(await tab.getByRole('main').getByRole('link', { name: 'Anasayfaya Dön' }).isVisible(), 'with a way back home')
  t.same(
    unexpected(problems, [failedRequest('/blog/yok-boyle-yazi', 404), failedRequest('/api/post/get-post-by-slug', 404)]),
    [],
    'no JavaScript errors',
  )
  await context.close()
})

t.test('news and campaigns list their posts', async (t) => {
  const { page: tab, context, problems } = await open()
  const main = tab.getByRole('main')

  const news = await posts('news')
  t.ok(news.hits.length > 0, 'there is news')
  await tab.goto(`${gateway.url}/haberler`)
  await main.getByRole('heading', { level: 1, name: 'Haberler' }).waitFor()
  await main.getByRole('link', { name: news.hits[0]!.title, exact: true }).waitFor()
  t.same(await cardTitles(main), news.hits.map((p) => p.title), '/haberler lists the news')

  const campaigns = await posts('campaign')
  t.ok(campaigns.hits.length > 0, 'there are active campaigns')
  await tab.goto(`${gateway.url}/kampanyalar`)
  await main.getByRole('heading', { level: 1, name: 'Kampanyalar' }).waitFor()
  const campaign = campaigns.hits[0]!
  await main.getByRole('link', { name: campaign.title, exact: true }).waitFor()
  t.same(await cardTitles(main), campaigns.hits.map((p) => p.title), '/kampanyalar lists the active campaigns')
  const lastDay = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }).format(
    new Date(campaign.endsAt!),
  )
  const card = main.locator('.post-card', { has: tab.getByRole('link', { name: campaign.title, exact: true }) })
  t.match(await card.innerText(), `Son gün: ${lastDay}`, `the card says 'Son gün: ${lastDay}'`)

  await main.getByRole('link', { name: campaign.title, exact: true }).click()
  await tab.waitForURL(`**/kampanyalar/${campaign.slug}`)
  await main.getByRole('heading', { level: 1, name: campaign.title }).waitFor()
  t.match(await main.innerText(), lastDay, 'the campaign page shows its last day')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('no active campaign: a friendly empty state instead of an empty grid', async (t) => {
  const { page: tab, context, problems } = await open()
  await tab.route('**/api/post/get-posts', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 200, result: { totalCount: 0, pageNumber: 1, pageSize: PAGE_SIZE, hits: [] } }),
    }),
  )
  await navigateInApp(tab, '/kampanyalar')
  const main = tab.getByRole('main')
  await main.getByText('Şu anda aktif bir kampanyamız bulunmuyor.', { exact: false }).waitFor()
  t.pass('the empty state explains there is no campaign now')
  t.equal(await main.locator('.post-card').count(), 0, 'no cards')
  t.equal(await main.getByRole('navigation', { name: 'Sayfalar' }).count(), 0, 'no paging')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('every static page shows its title as h1', async (t) => {
  const { page: tab, context, problems } = await open()
  for (const slug of STATIC_PAGES) {
    const { title } = await page(slug)
    await tab.goto(`${gateway.url}/${slug}`)
    const h1 = tab.getByRole('main').getByRole('heading', { level: 1 })
    await until(`the h1 of /${slug}`, async () => (await h1.innerText()) === title)
    t.pass(`/${slug}: '${title}'`)
  }
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('help: a question opens its answer', async (t) => {
  const faq = (await page('yardim')).body.find((block) => block.type === 'faq')
  t.ok(faq, '/yardim has a FAQ block')
  if (faq?.type !== 'faq') return
  const { question, answer } = faq.items[0]!
  const { page: tab, context, problems } = await open()
  await tab.goto(`${gateway.url}/yardim`)
  const main = tab.getByRole('main')
  const summary = main.getByText(question, { exact: true })
  await summary.waitFor()
  const answerText = main.getByText(answer.split(/\n\s*\n/)[0]!.trim(), { exact: true })
  t.notOk(await answerText.isVisible(), 'the answer starts closed')
  await summary.click()
  await answerText.waitFor()
  t.pass('clicking the question shows its answer')
  await summary.press('Enter')
  await answerText.waitFor({ state: 'hidden' })
  t.pass('Enter on the question closes it again')
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('branches: the city filter narrows the list and survives a reload', async (t) => {
  const all = await post<{ cities: string[]; branches: Branch[] }>('/api/branch/get-branches')
  const city = all.cities.find((name) => {
    const count = all.branches.filter((b) => b.city === name).length
    return count > 0 && count < all.branches.length
  })
  t.ok(city, 'some city has fewer branches than the whole country')
  const inCity = all.branches.filter((b) => b.city === city)
  const { page: tab, context, problems } = await open()
  await tab.goto(`${gateway.url}/turuncu-garaj-noktalari`)
  const main = tab.getByRole('main')
  const cards = main.locator('.branch-card')
  await until('every branch', async () => (await cards.count()) === all.branches.length)
  t.pass(`all ${all.branches.length} branches are listed`)
  const select = main.getByLabel('Şehir', { exact: true })
  t.same(await select.locator('option').allInnerTexts(), ['Tüm şehirler', ...all.cities], "the select offers 'Tüm şehirler' and every city")

  await select.selectOption(city!)
  await until(`${city} in the address`, () => new URL(tab.url()).searchParams.get('sehir') === city)
  await until(`the branches of ${city}`, async () => (await cards.count()) === inCity.length)
  t.same((await main.getByRole('heading', { level: 2 }).allInnerTexts()).sort(), inCity.map((b) => b.name).sort(), `only ${city} branches show`)

  await tab.reload()
  await until(`the branches of ${city} after a reload`, async () => (await cards.count()) === inCity.length && (await select.inputValue()) === city)
  t.pass('the filter survives a reload')
  const directions = cards.first().getByRole('link', { name: /Yol tarifi al/ })
  const firstName = await cards.first().getByRole('heading', { level: 2 }).innerText()
  const shown = inCity.find((b) => b.name === firstName)!
  t.equal(
    await directions.getAttribute('href'),
    `https://www.google.com/maps/search/?api=1&query=${shown.latitude},${shown.longitude}`,
    "'Yol tarifi al' opens the map at the branch",
  )
  t.ok(await cards.first().locator('a[href^="tel:"]').count(), 'the phone is a tel: link')

  await select.selectOption({ label: 'Tüm şehirler' })
  await until('every branch again', async () => (await cards.count()) === all.branches.length)
  t.equal(new URL(tab.url()).searchParams.get('sehir'), null, "'Tüm şehirler' clears the city from the address")
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

t.test('contact page: every channel and the support dialogs', async (t) => {
  const texts = [
    ...(await post<Array<{ key: string; text: string }>>('/api/get-site-static', { prefix: 'FOOTER_' })),
    ...(await post<Array<{ key: string; text: string }>>('/api/get-site-static', { prefix: 'CONTACT_' })),
  ]
  const { page: tab, context, problems } = await open()
  await tab.goto(`${gateway.url}/bize-ulasin`)
  const main = tab.getByRole('main')
  await main.getByRole('heading', { level: 2, name: 'İletişim bilgileri' }).waitFor()
  const panel = main.locator('section', { has: tab.getByRole('heading', { name: 'İletişim bilgileri' }) })
  await panel.locator('dl').waitFor()
  for (const item of texts) {
    const cell = panel.locator(`[data-key="${item.key}"] dd`)
    t.ok(await cell.isVisible(), `${item.key} is shown`)
    if (item.key.endsWith('_MAIL')) t.equal(await cell.getByRole('link').getAttribute('href'), `mailto:${item.text}`, `${item.key} is a mailto: link`)
    if (item.key.endsWith('_PHONE')) t.match((await cell.getByRole('link').getAttribute('href')) ?? '', /^tel:\+?\d+$/, `${item.key} is a tel: link`)
  }
  t.ok(await main.getByRole('button', { name: 'Müşteri İletişim Formu' }).isVisible(), "a 'Müşteri İletişim Formu' button")
  await main.getByRole('button', { name: 'Randevu Sorgula' }).click()
  await tab.getByRole('dialog', { name: 'Randevu Sorgulama' }).waitFor()
  t.pass("'Randevu Sorgula' opens the appointment lookup dialog")
  t.same(unexpected(problems), [], 'no JavaScript errors')
  await context.close()
})

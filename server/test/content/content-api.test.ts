// The site content calls as an integrator meets them (spec §3, §7): shapes, sorting, Turkish errors,
// pages and posts, branches, media, sitemap and robots — on the seeded test database.
import t, { type Test } from 'tap'
import { buildTestApp } from '../helper.js'
import { CONTRACT_TYPE_IDS } from '../../schemas/content.js'
import { errorShapeProblems } from '../support/error-shape.js'

function assertErrorShape(t: Test, status: number, body: unknown, want: number): void {
  t.equal(status, want, `answers ${want}`)
  t.same(errorShapeProblems(body, status), [], 'in the one error shape, in Turkish')
}

const { app } = await buildTestApp(t)

async function post(url: string, payload: unknown = {}) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object })
  return { status: res.statusCode, body: res.json() as Record<string, any>, headers: res.headers }
}

t.test('get-footer-services answers data.attributes.columns with title, list and the tab setting', async (t) => {
  const { status, body } = await post('/api/get-footer-services')
  t.equal(status, 200)
  const columns = body.data.attributes.columns as Array<{ title: string; list: Array<{ title: string; text: string; tab: string }> }>
  t.ok(columns.length >= 1, 'at least one extra column')
  for (const col of columns) {
    t.type(col.title, 'string')
    t.ok(col.list.length > 0, `column '${col.title}' has links`)
    for (const item of col.list) t.ok(['true', 'false'].includes(item.tab), `tab is 'true' or 'false' (${item.title})`)
  }
  t.ok(columns.some((c) => c.list.some((i) => i.tab === 'false')), "some link is marked tab 'false' for the client to hide")
})

t.test('social links: id, title, text (url) and an image the gateway serves', async (t) => {
  const { status, body } = await post('/api/socialMedia/get-social-media-url')
  t.equal(status, 200)
  t.ok(body.result.length >= 4)
  for (const link of body.result) {
    t.match(link, { id: Number, title: String, text: /^https:\/\//, imageUrl: /^\/media\/social\/[a-z]+\.svg$/ })
    const img = await app.inject({ method: 'GET', url: link.imageUrl })
    t.equal(img.statusCode, 200, `${link.imageUrl} is served`)
    t.match(img.headers['content-type'], /^image\/svg\+xml/)
  }
})

t.test('get-site-static filters by prefix', async (t) => {
  const footer = await post('/api/get-site-static', { prefix: 'FOOTER_' })
  t.equal(footer.status, 200)
  const keys = footer.body.result.map((i: { key: string }) => i.key)
  t.same(keys.sort(), ['FOOTER_ADDRESS', 'FOOTER_MAIL', 'FOOTER_PHONE'])
  for (const item of footer.body.result) t.ok(item.title && item.text, `${item.key} has title and text`)
  const bad = await post('/api/get-site-static', { prefix: "FOOTER_'%" })
  assertErrorShape(t, bad.status, bad.body, 400)
  t.match(bad.body.errors, [{ field: 'prefix', message: /büyük harf/ }])
})

t.test('general info: the spec keys with boolValue or stringValue', async (t) => {
  const { status, body } = await post('/api/general-info/get-general-info')
  t.equal(status, 200)
  const byKey = Object.fromEntries(body.result.map((i: { key: string }) => [i.key, i]))
  for (const key of ['has_active_campaigns', 'nextup_title', 'corporate_membership']) t.type(byKey[key]?.boolValue, 'boolean', key)
  t.match(byKey.BASEURL, { stringValue: /^https:\/\// })
})

t.test('parameter lists are sorted by id ascending; an unknown table is named in a Turkish 400', async (t) => {
  for (const tableName of ['CustomerFormRequestType', 'CustomerFormSubjectType', 'InformCustomerCallType']) {
    const { status, body } = await post('/api/customerContactForm/get-customer-parameter', { tableName })
    t.equal(status, 200)
    const ids = body.result.map((i: { id: number }) => i.id)
    t.ok(ids.length >= 4, `${tableName} has items`)
    t.same(ids, [...ids].sort((a: number, b: number) => a - b), `${tableName} sorted by id`)
    for (const i of body.result) t.match(i, { id: Number, value: String })
  }
  const bad = await post('/api/customerContactForm/get-customer-parameter', { tableName: 'Users' })
  assertErrorShape(t, bad.status, bad.body, 400)
  t.match(bad.body.message, /Users/, 'the message names the table')
  t.match(bad.body.errors, [{ field: 'tableName' }])
  const missing = await post('/api/customerContactForm/get-customer-parameter', {})
  assertErrorShape(t, missing.status, missing.body, 400)
})

t.test('contracts exist for all 17 consent/text types', async (t) => {
  for (const contractTypeId of CONTRACT_TYPE_IDS) {
    const { status, body } = await post('/api/contract/get-contracts-by-type', { contractTypeId })
    t.equal(status, 200)
    t.ok(body.result.length >= 1, `type ${contractTypeId} has a text`)
    for (const c of body.result) {
      t.equal(c.contractTypeId, contractTypeId)
      t.ok(c.name.length > 3 && c.description.length > 200, `contract ${c.id} has a real text`)
    }
  }
  const bad = await post('/api/contract/get-contracts-by-type', { contractTypeId: 999 })
  assertErrorShape(t, bad.status, bad.body, 400)
  t.match(bad.body.message, /999/)
})

t.test('pages by slug, with 404 for an unknown one', async (t) => {
  for (const slug of ['hakkimizda', 'kariyer-olanaklari', 'turuncu-etik-hatti', 'gizlilik-anlasmasi', 'cerez-politikasi',
    'bilgi-toplumu-hizmetleri', 'legal-metinler', 'bize-ulasin', 'yardim', 'next-up', 'servis']) {
    const { status, body } = await post('/api/page/get-page-by-slug', { slug })
    t.equal(status, 200, slug)
    t.equal(body.result.slug, slug)
    t.ok(body.result.body.length > 0, `${slug} has content`)
  }
  const faq = (await post('/api/page/get-page-by-slug', { slug: 'yardim' })).body.result.body
    .filter((b: { type: string }) => b.type === 'faq').flatMap((b: { items: unknown[] }) => b.items)
  t.ok(faq.length >= 15, `help page has ${faq.length} questions`)
  const missing = await post('/api/page/get-page-by-slug', { slug: 'yok-boyle-sayfa' })
  assertErrorShape(t, missing.status, missing.body, 404)
  t.equal(missing.body.message, 'Sayfa bulunamadı')
  const bad = await post('/api/page/get-page-by-slug', { slug: '../etc' })
  assertErrorShape(t, bad.status, bad.body, 400)
})

t.test('post lists page newest first; campaigns list only running ones', async (t) => {
  const first = await post('/api/post/get-posts', { kind: 'blog', pageSize: 5 })
  t.equal(first.status, 200)
  t.ok(first.body.result.totalCount >= 12, 'at least 12 blog posts')
  t.equal(first.body.result.hits.length, 5)
  const dates = first.body.result.hits.map((h: { publishedAt: string }) => h.publishedAt)
  t.same(dates, [...dates].sort().reverse(), 'newest first')
  const second = await post('/api/post/get-posts', { kind: 'blog', pageSize: 5, pageNumber: 2 })
  t.notSame(second.body.result.hits[0].slug, first.body.result.hits[0].slug, 'page 2 is another page')
  const last = Math.ceil(first.body.result.totalCount / 5)
  const beyond = await post('/api/post/get-posts', { kind: 'blog', pageSize: 5, pageNumber: last + 1 })
  assertErrorShape(t, beyond.status, beyond.body, 400)
  t.match(beyond.body.message, new RegExp(`en fazla ${last}`))

  const news = await post('/api/post/get-posts', { kind: 'news', pageSize: 48 })
  t.ok(news.body.result.totalCount >= 8, 'at least 8 news items')

  const campaigns = await post('/api/post/get-posts', { kind: 'campaign', pageSize: 48 })
  const now = Date.now()
  t.ok(campaigns.body.result.hits.length >= 1, 'some campaigns run')
  for (const c of campaigns.body.result.hits) {
    t.ok(Date.parse(c.startsAt) <= now && Date.parse(c.endsAt) > now, `${c.slug} is running`)
  }
  const { rows } = await app.db.query<{ slug: string }>("SELECT slug FROM posts WHERE kind = 'campaign' AND ends_at <= now()")
  t.ok(rows.length >= 1, 'the seed has expired campaigns')
  const expired = await post('/api/post/get-post-by-slug', { kind: 'campaign', slug: rows[0]!.slug })
  assertErrorShape(t, expired.status, expired.body, 404)
  t.equal(expired.body.message, 'İçerik bulunamadı')
  const badKind = await post('/api/post/get-posts', { kind: 'video' })
  assertErrorShape(t, badKind.status, badKind.body, 400)
  const badSize = await post('/api/post/get-posts', { kind: 'blog', pageSize: 500 })
  assertErrorShape(t, badSize.status, badSize.body, 400)
})

t.test('a post by slug has its body and a drawn cover', async (t) => {
  const list = await post('/api/post/get-posts', { kind: 'blog', pageSize: 1 })
  const { slug, coverImageUrl } = list.body.result.hits[0]
  const one = await post('/api/post/get-post-by-slug', { kind: 'blog', slug })
  t.equal(one.status, 200)
  t.equal(one.body.result.slug, slug)
  t.ok(one.body.result.body.length >= 3, 'has a body')
  const cover = await app.inject({ method: 'GET', url: coverImageUrl })
  t.equal(cover.statusCode, 200)
  t.match(cover.body, /^<svg [^>]*width="1200" height="630"/)
  // An image's text inherits no page font: every text names a sans family (else a browser draws the
  // label in its serif, wider than the pill), and the label sits centred in its pill.
  t.notMatch(cover.body.replace(/<g font-family="[^"]*sans-serif">(?:<text [^>]*>[^<]*<\/text>)*<\/g>/g, ''), /<text (?![^>]*font-family="[^"]*sans-serif")/, 'every text has a sans family')
  const pill = /<rect x="80" y="110" width="(\d+)"/.exec(cover.body)
  t.ok(pill, 'the label has a pill')
  t.match(cover.body, new RegExp(`<text x="${80 + Number(pill?.[1]) / 2}" y="146" text-anchor="middle"[^>]*>BLOG</text>`), 'the label is centred in it')
  const again = await app.inject({ method: 'GET', url: coverImageUrl, headers: { 'if-none-match': cover.headers.etag as string } })
  t.equal(again.statusCode, 304, 'covers revalidate with the ETag')
  t.equal((await app.inject({ method: 'GET', url: '/media/covers/blog/yok-boyle.svg' })).statusCode, 404)
})

t.test('branches, filtered by city', async (t) => {
  const all = await post('/api/branch/get-branches', {})
  t.equal(all.status, 200)
  const { cities, branches } = all.body.result
  t.ok(cities.length >= 10 && branches.length >= 20)
  t.same(cities, [...cities].sort((a: string, b: string) => a.localeCompare(b, 'tr')), 'cities in Turkish order')
  const ankara = await post('/api/branch/get-branches', { city: 'ankara' })
  t.ok(ankara.body.result.branches.length >= 1)
  t.ok(ankara.body.result.branches.every((b: { city: string }) => b.city === 'Ankara'), 'only Ankara, matched without case')
  const none = await post('/api/branch/get-branches', { city: 'Atlantis' })
  assertErrorShape(t, none.status, none.body, 400)
  t.match(none.body.message, /Atlantis/)
})

t.test('robots.txt and sitemap.xml come from the content', async (t) => {
  const robots = await app.inject({ method: 'GET', url: '/robots.txt' })
  t.equal(robots.statusCode, 200)
  t.match(robots.body, /Disallow: \/api\//)
  t.match(robots.body, /Sitemap: https:\/\/www\.turuncugaraj\.test\/sitemap\.xml/)
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' })
  t.equal(index.statusCode, 200)
  t.match(index.body, '<loc>https://www.turuncugaraj.test/sitemap-pages.xml</loc>', 'the index lists the pages sitemap')
  t.match(index.body, '<loc>https://www.turuncugaraj.test/sitemap-vehicles-1.xml</loc>', 'and the vehicles sitemaps')
  const map = await app.inject({ method: 'GET', url: '/sitemap-pages.xml' })
  t.equal(map.statusCode, 200)
  t.match(map.headers['content-type'], /xml/)
  t.match(map.body, /<loc>https:\/\/www\.turuncugaraj\.test\/hakkimizda<\/loc>/)
  const blog = await post('/api/post/get-posts', { kind: 'blog', pageSize: 1 })
  t.match(map.body, `/blog/${blog.body.result.hits[0].slug}</loc>`)
  const { rows } = await app.db.query<{ slug: string }>("SELECT slug FROM posts WHERE kind = 'campaign' AND ends_at <= now()")
  for (const r of rows) t.notMatch(map.body, `/kampanyalar/${r.slug}<`, `expired campaign ${r.slug} is not listed`)
})

t.test('the server-rendered head of content pages comes from their SEO data', async (t) => {
  const page = await app.inject({ method: 'GET', url: '/hakkimizda' })
  t.equal(page.statusCode, 200)
  const { rows } = await app.db.query<{ seo_title: string }>("SELECT seo_title FROM pages WHERE slug = 'hakkimizda'")
  t.match(page.body, `<title>${rows[0]!.seo_title}`)
  const blog = await post('/api/post/get-posts', { kind: 'blog', pageSize: 1 })
  const slug = blog.body.result.hits[0].slug
  const article = await app.inject({ method: 'GET', url: `/blog/${slug}?utm_source=x&sayfa=2` })
  t.equal(article.statusCode, 200)
  t.match(article.body, `<link rel="canonical" href="https://www.turuncugaraj.test/blog/${slug}">`)
  t.match(article.body, '<meta property="og:type" content="article">')
  const unknown = await app.inject({ method: 'GET', url: '/blog/yok-boyle-yazi' })
  t.equal(unknown.statusCode, 404)
  t.match(unknown.body, /noindex/)
  const deep = await app.inject({ method: 'GET', url: '/hakkimizda/fazladan' })
  t.equal(deep.statusCode, 404, 'a page slug with extra segments is not the page')
})

t.test('larger answers are compressed for clients that accept it, small ones never', async (t) => {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
  const url = '/api/get-footer-services'
  const plain = await app.inject({ method: 'POST', url, payload: {} })
  t.notOk(plain.headers['content-encoding'], 'no accept-encoding: plain JSON')
  t.ok(plain.body.length >= 1024, 'the footer answer is over the 1 kB threshold')
  const br = await app.inject({ method: 'POST', url, payload: {}, headers: { 'accept-encoding': 'gzip, deflate, br' } })
  t.equal(br.headers['content-encoding'], 'br')
  t.equal(br.headers.vary, 'accept-encoding')
  t.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), plain.body, 'brotli decodes to the same JSON')
  t.ok(br.rawPayload.length < plain.body.length / 2, `smaller on the wire (${br.rawPayload.length} vs ${plain.body.length} bytes)`)
  const gz = await app.inject({ method: 'POST', url, payload: {}, headers: { 'accept-encoding': 'br;q=0, gzip' } })
  t.equal(gz.headers['content-encoding'], 'gzip', 'br refused with q=0: gzip')
  t.equal(gunzipSync(gz.rawPayload).toString('utf8'), plain.body)
  for (const res of [plain, br, gz]) {
    t.notOk(res.headers.etag, 'a POST answer carries no ETag: HTTP clients never revalidate a POST')
    t.equal(res.headers['content-length'], String(res.rawPayload.length), 'content-length is the bytes sent')
    t.match(res.headers['x-request-id'], /^[0-9a-f-]{36}$/, 'the request id comes back')
  }
  const small = await app.inject({ method: 'POST', url: '/api/general-info/get-general-info', payload: {}, headers: { 'accept-encoding': 'br' } })
  t.notOk(small.headers['content-encoding'], 'a small answer is sent as it is')
})

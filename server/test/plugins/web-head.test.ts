// The server-rendered <head> (spec §2.1, design §6), read the way a crawler or a link preview reads
// it: plain HTTP, no JavaScript. Uses its own minimal client shell and its own seo_pages rows.
import t from 'tap'
import { randomBytes } from 'node:crypto'
import { crc32, inflateSync } from 'node:zlib'
import pg from 'pg'
import { SEO_PAGES } from '../../db/seed/seo-pages.js'
import { parseRobots } from '../../services/seo/head.js'
import { buildTestApp } from '../helper.js'
import { TEST_DATABASE_URL } from '../helper-env.js'
import { tempWebDist } from '../support/web-dist.js'

const SUFFIX = ' | Turuncu Garaj'
const base = `/test-seo-${randomBytes(4).toString('hex')}`
const XSS = '"><script>alert(1)</script>'

interface Row { path: string; title: string; description?: string; keywords?: string; robots?: string; noTitleSuffix?: boolean; linkTags?: unknown[] }
const ROWS: Row[] = [
  {
    path: `${base}/ilan`, title: 'Test İlanı', description: 'Ekspertizli test aracı.', keywords: 'test, araba',
    robots: 'index:false;follow:true;max-image-preview:large',
    linkTags: [
      { rel: 'alternate', hreflang: 'en', href: '/en/test', onclick: 'alert(1)', style: 'x' },
      { rel: 'preload', href: 'https://cdn.example.com/a.css', as: 'style' },
      { rel: 'icon', href: 'javascript:alert(1)' },
      { onload: 'alert(1)' },
    ],
  },
  { path: `${base}/suffixsiz`, title: 'Kendi Başlığı Tam', noTitleSuffix: true },
  { path: `${base}/xss`, title: XSS, description: `<b>kalın</b> & ${XSS}` },
  { path: `/blog${base}`, title: 'Test Yazısı' },
  { path: `/blogcu${base}`, title: 'Blog Olmayan Sayfa' },
]

interface Head { status: number; html: string; title?: string; meta: Map<string, string>; canonical?: string; links: Array<Record<string, string>> }

const attrsOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))

function parseHead(status: number, html: string): Head {
  const meta = new Map<string, string>()
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) meta.set(m[1]!, m[2]!)
  return {
    status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    links: [...html.matchAll(/<link\b[^>]*>/g)].map((m) => attrsOf(m[0])).filter((l) => l.rel !== 'canonical'),
  }
}

const decode = (s: string | undefined) => s?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

async function setup(t: { teardown(fn: () => unknown): void }) {
  const dist = await tempWebDist(t)
  const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2 })
  const inserted: string[] = []
  for (const r of ROWS) {
    await pool.query(
      `INSERT INTO seo_pages (path, title, description, keywords, robots, no_title_suffix, link_tags) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [r.path, r.title, r.description ?? null, r.keywords ?? null, r.robots ?? null, r.noTitleSuffix ?? false, JSON.stringify(r.linkTags ?? [])])
    inserted.push(r.path)
  }
  // /blog itself may be seeded already; add it only when missing and remove only what we added.
  const blog = await pool.query(`INSERT INTO seo_pages (path, title) VALUES ('/blog', 'Blog') ON CONFLICT (path) DO NOTHING RETURNING path`)
  inserted.push(...blog.rows.map((r: { path: string }) => r.path))
  t.teardown(async () => {
    await pool.query('DELETE FROM seo_pages WHERE path = ANY($1)', [inserted])
    await pool.end()
  })
  const { app, config } = await buildTestApp(t, { webDistDir: dist })
  const get = async (url: string) => {
    const res = await app.inject({ url })
    return { res, head: parseHead(res.statusCode, res.body) }
  }
  return { app, baseUrl: config.publicBaseUrl, get }
}

t.test('a page head: suffixed title, description, keywords, robots, canonical, og and twitter tags', async (t) => {
  const { baseUrl, get } = await setup(t)
  const { res, head } = await get(`${base}/ilan`)
  t.equal(res.statusCode, 200)
  t.match(String(res.headers['content-type']), /^text\/html/)
  t.equal(res.headers['cache-control'], 'no-cache', 'the shell is not cached, so SEO edits show at once')
  t.notMatch(res.body, '<!--ssr-head-->', 'the placeholder is replaced')
  t.match(res.body, /<head>[\s\S]*<title>[\s\S]*<\/head>/, 'the tags are inside <head>')

  t.equal(head.title, `Test İlanı${SUFFIX}`, 'title with the site-name suffix')
  t.equal(head.meta.get('description'), 'Ekspertizli test aracı.')
  t.equal(head.meta.get('keywords'), 'test, araba')
  t.equal(head.meta.get('robots'), 'noindex, follow, max-image-preview:large')
  t.equal(head.canonical, `${baseUrl}${base}/ilan`)
  t.equal(head.meta.get('og:title'), `Test İlanı${SUFFIX}`)
  t.equal(head.meta.get('og:description'), 'Ekspertizli test aracı.')
  t.equal(head.meta.get('og:url'), head.canonical)
  t.equal(head.meta.get('og:image'), `${baseUrl}/og/default.png`, 'an absolute og:image URL')
  t.equal(head.meta.get('og:image:width'), '1200')
  t.equal(head.meta.get('og:image:height'), '630')
  t.equal(head.meta.get('og:locale'), 'tr_TR')
  t.equal(head.meta.get('twitter:card'), 'summary_large_image')
  t.equal(head.meta.get('twitter:image'), head.meta.get('og:image'))
})

t.test('extra link tags: known attributes only, hrefs absolute, nothing executable', async (t) => {
  const { baseUrl, get } = await setup(t)
  const { head } = await get(`${base}/ilan`)
  t.same(head.links.find((l) => l.rel === 'alternate'), { rel: 'alternate', hreflang: 'en', href: `${baseUrl}/en/test` },
    'alternate link: relative href made absolute, unknown attributes dropped')
  t.same(head.links.find((l) => l.rel === 'preload'), { rel: 'preload', href: 'https://cdn.example.com/a.css', as: 'style' }, 'preload link kept as given')
  t.notMatch(head.html, /onclick|onload|style="x"/, 'no unknown attribute anywhere')
  t.notMatch(head.html, /href="javascript:/i, 'a javascript: href never becomes a live link')
  t.equal(head.links.filter((l) => Object.keys(l).length === 0).length, 0, 'a tag with no known attribute is not rendered')
  t.equal(head.links.length, 3, 'the three link tags with known attributes')
})

t.test('no_title_suffix drops the suffix; the seeded home page answers 200', async (t) => {
  const { get } = await setup(t)
  t.equal((await get(`${base}/suffixsiz`)).head.title, 'Kendi Başlığı Tam')
  const home = await get('/')
  const seeded = SEO_PAGES.find((p) => p.path === '/')!
  t.equal(home.head.status, 200)
  t.equal(home.head.title, seeded.noTitleSuffix ? seeded.title : `${seeded.title}${SUFFIX}`, 'the seeded home title')
  t.equal(decode(home.head.meta.get('description')), seeded.description)
})

t.test('SEO text is HTML-escaped everywhere it is rendered', async (t) => {
  const { get } = await setup(t)
  const { res, head } = await get(`${base}/xss`)
  t.notMatch(res.body, '<script>alert(1)</script>', 'no live script tag')
  t.notMatch(res.body, /content="[^"]*"><script>/, 'no attribute breakout')
  t.equal(decode(head.title), `${XSS}${SUFFIX}`, 'the title reads as written once decoded')
  t.equal(decode(head.meta.get('og:title')), `${XSS}${SUFFIX}`)
  t.equal(decode(head.meta.get('description')), `<b>kalın</b> & ${XSS}`)
})

t.test('canonical: base URL + path + the public parameters only; a blog path drops its query', async (t) => {
  const { baseUrl, get } = await setup(t)
  t.equal((await get(`${base}/ilan?sayfa=2&siralama=4`)).head.canonical, `${baseUrl}${base}/ilan?sayfa=2&amp;siralama=4`, 'listing sort and page stay')
  t.equal((await get(`${base}/ilan?marka=bmw,audi&yil=2018-&adet=24`)).head.canonical, `${baseUrl}${base}/ilan?marka=bmw,audi&amp;yil=2018-&amp;adet=24`,
    'listing filters stay as written')
  t.equal((await get(`${base}/ilan?foo=bar&sessionid=123`)).head.canonical, `${baseUrl}${base}/ilan`, 'anything else is not echoed')
  t.equal((await get(`${base}/ilan?sessionid=123&sayfa=2&utm_source=x&gclid=y`)).head.canonical, `${baseUrl}${base}/ilan?sayfa=2`, 'mixed: only the public one')
  const unknown = await get(`${base}/yok?foo=bar&sessionid=123`)
  t.equal(unknown.head.canonical, `${baseUrl}${base}/yok`, 'a not-found page echoes no query either')
  t.notOk(unknown.head.html.includes('sessionid'), 'nowhere in the head')
  t.equal((await get(`/blog${base}?utm_source=x&sayfa=2`)).head.canonical, `${baseUrl}/blog${base}`, 'a /blog/... page drops the query')
  t.equal((await get('/blog?sayfa=3')).head.canonical, `${baseUrl}/blog`, '/blog itself drops the query')
  t.equal((await get(`/blogcu${base}?sayfa=2`)).head.canonical, `${baseUrl}/blogcu${base}?sayfa=2`, 'a path that only starts with "blog" keeps it')
})

t.test('the appointment result page: noindex, no canonical, no og:url, nothing of its address in the head or in a cache key', async (t) => {
  const { app, get } = await setup(t)
  const id = 'AbCdEfGhIjKlMnOpQrStUvWx'
  const legacy = '/check-appointment-result/5321234567?id=5321234567&plate=34ABC123&code=1234'
  for (const path of [`/check-appointment-result/${id}`, legacy]) {
    const { head } = await get(path)
    t.equal(head.status, 200, `${path}: the page exists`)
    t.equal(head.title, `Randevu Sorgulama Sonucu${SUFFIX}`)
    t.equal(head.meta.get('robots'), 'noindex, nofollow', `${path}: not indexed`)
    t.equal(head.canonical, undefined, `${path}: no canonical`)
    t.notOk(head.meta.has('og:url'), `${path}: no og:url`)
    for (const secret of [id, '5321234567', '34ABC123', 'code=']) t.notOk(head.html.includes(secret), `${path}: ${secret} is not in the page`)
    const res = await app.inject({ url: '/api/seo/page', query: { path } })
    const { result } = res.json() as { result: Record<string, unknown> }
    t.notOk('canonical' in result, `${path}: /api/seo/page gives no canonical`)
    t.equal(result.robots, 'noindex, nofollow')
  }
  const keys = await app.redis.keys(`${app.config.redisKeyPrefix}*`)
  t.notOk(keys.some((k) => k.includes(id) || k.includes('5321234567') || k.includes('check-appointment-result')), 'no cache key for these addresses')
})

t.test('a path with a double slash gets the head of the single-slash path', async (t) => {
  const { baseUrl, get } = await setup(t)
  const single = (await get(`${base}/ilan`)).head
  const double = await get(`${base}//ilan`)
  t.equal(double.head.status, 200)
  t.equal(double.head.title, single.title)
  t.equal(double.head.canonical, `${baseUrl}${base}/ilan`, 'the canonical names the single-slash path')
})

t.test('an unknown page answers 404 with noindex and the not-found title', async (t) => {
  const { get } = await setup(t)
  const { head } = await get(`${base}/yok-boyle-bir-sayfa`)
  t.equal(head.status, 404)
  t.equal(head.title, `Sayfa bulunamadı${SUFFIX}`)
  t.match(head.meta.get('robots'), /\bnoindex\b/)
})

t.test('GET /api/seo/page returns the same title and canonical as the rendered head', async (t) => {
  const { app, get } = await setup(t)
  for (const path of [`${base}/ilan?sayfa=2`, `${base}/ilan?sessionid=1&sayfa=2`, `${base}//ilan`, `${base}/suffixsiz`, `/blog${base}?utm=x`, `${base}/yok`, '/']) {
    const rendered = (await get(path)).head
    const res = await app.inject({ url: '/api/seo/page', query: { path } })
    t.equal(res.statusCode, 200, `${path}: 200`)
    const { result } = res.json() as { result: { found: boolean; title: string; canonical?: string; robots?: string } }
    t.equal(result.found, rendered.status === 200, `${path}: found agrees with the page status`)
    t.equal(result.title, decode(rendered.title), `${path}: same title`)
    t.equal(result.canonical, decode(rendered.canonical), `${path}: same canonical`)
    t.equal(result.robots, rendered.meta.get('robots'), `${path}: same robots`)
  }
})

t.test('GET /og/default.png is a valid 1200×630 PNG', async (t) => {
  const { app } = await setup(t)
  const res = await app.inject({ url: '/og/default.png' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'image/png')
  const png = res.rawPayload
  t.same([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'PNG signature')
  const chunks: Array<{ type: string; data: Buffer }> = []
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at)
    const type = png.subarray(at + 4, at + 8).toString('ascii')
    const data = png.subarray(at + 8, at + 8 + len)
    t.equal(png.readUInt32BE(at + 8 + len), crc32(png.subarray(at + 4, at + 8 + len)), `${type}: CRC is valid`)
    chunks.push({ type, data })
    at += 12 + len
  }
  const ihdr = chunks[0]!
  t.equal(ihdr.type, 'IHDR', 'IHDR comes first')
  t.equal(ihdr.data.readUInt32BE(0), 1200, 'width 1200')
  t.equal(ihdr.data.readUInt32BE(4), 630, 'height 630')
  t.equal(chunks.at(-1)?.type, 'IEND', 'ends with IEND')
  const pixels = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)))
  t.equal(pixels.length, (1200 * 3 + 1) * 630, 'the image data is complete (8-bit RGB rows)')
})

t.test('parseRobots turns name:value pairs into a robots directive', async (t) => {
  const cases: Array<[string | null | undefined, string | undefined]> = [
    ['index:false;follow:true;max-image-preview:large', 'noindex, follow, max-image-preview:large'],
    ['index:true;follow:false', 'index, nofollow'],
    [' Index : FALSE ; Follow : true ', 'noindex, follow'],
    ['noarchive', 'noarchive'],
    ['noarchive:true;nosnippet:false', 'noarchive'],
    ['max-snippet:-1;index:false;;', 'max-snippet:-1, noindex'],
    ['evil"><script>:true', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ]
  for (const [raw, expected] of cases) t.equal(parseRobots(raw), expected, JSON.stringify(raw))
})

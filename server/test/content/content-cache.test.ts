// Content through the two-tier cache (design §4), as ops and the backend team rely on it: changes
// through the admin API or `npm run content` reach every instance within a second; a cold key under
// 500 concurrent requests reads PostgreSQL once; with Redis stopped every content call still answers
// from PostgreSQL and recovers; a campaign that ends disappears without a restart.
import t from 'tap'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildTestApp, testConfig } from '../helper.js'
import { TEST_ENV } from '../helper-env.js'
import { PrivateRedis, NO_REMINDER_WORKER } from '../support/redis-server.js'
import { ROOT } from '../../paths.js'
import type { App } from '../../app.js'

const TOKEN = 'test-admin-token-0123456789abcdef'
const auth = { authorization: `Bearer ${TOKEN}` }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function call(app: App, url: string, payload: object = {}) {
  const res = await app.inject({ method: 'POST', url, payload })
  return { status: res.statusCode, body: res.json() as Record<string, any>, raw: res.body }
}

/** Polls until `check` holds; resolves with the milliseconds it took, or -1 after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started
    await sleep(20)
  }
  return -1
}

/** Runs `npm run content` (its script, as npm runs it) against the test database and Redis. */
function contentCli(redisKeyPrefix: string, args: string[]): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/content-cli.ts'), ...args], {
      cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...TEST_ENV, REDIS_KEY_PREFIX: redisKeyPrefix }, stdio: ['ignore', 'pipe', 'pipe'],
    })
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.stderr.on('data', (d) => (text += d))
    child.on('exit', (code) => resolve({ code, text }))
  })
}

/** Counts the SQL statements an app sends that mention `table`. */
function countReads(app: App, table: string): () => number {
  let n = 0
  const pool = app.db as unknown as { query: (...args: unknown[]) => unknown }
  const original = pool.query.bind(pool)
  pool.query = (...args: unknown[]) => {
    const sql = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text ?? ''
    if (sql.includes(table)) n++
    return original(...args)
  }
  return () => n
}

function flagOf(body: Record<string, any>, key: string): unknown {
  return (body.result as Array<{ key: string; boolValue?: boolean; stringValue?: string }>).find((i) => i.key === key)
}

t.test('admin API: bearer token required, absent when ADMIN_TOKEN is unset', async (t) => {
  const { app } = await buildTestApp(t, { env: { ADMIN_TOKEN: TOKEN } })
  const url = '/api/admin/general-info/test_flag'
  for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, { authorization: TOKEN }]) {
    const res = await app.inject({ method: 'PUT', url, headers, payload: { boolValue: true } })
    t.equal(res.statusCode, 401, `refused with ${JSON.stringify(headers)}`)
    t.equal(res.json().message, 'Bu işlem için yetkiniz yok.')
  }
  const both = await app.inject({ method: 'PUT', url, headers: auth, payload: { boolValue: true, stringValue: 'x' } })
  t.equal(both.statusCode, 400, 'one of boolValue or stringValue')
  const { app: plain } = await buildTestApp(t)
  const res = await plain.inject({ method: 'PUT', url, headers: auth, payload: { boolValue: true } })
  t.equal(res.statusCode, 404, 'no admin API without ADMIN_TOKEN')
})

t.test('a change through one instance is seen by another within one second', async (t) => {
  const config = testConfig({ ADMIN_TOKEN: TOKEN })
  const { app: a } = await buildTestApp(t, { config })
  const { app: b } = await buildTestApp(t, { config: { ...config } })
  const key = `test_${randomBytes(3).toString('hex')}`
  t.teardown(() => a.db.query('DELETE FROM general_info WHERE key = $1', [key]))

  // Both instances hold the list in their local tier first.
  t.equal(flagOf((await call(a, '/api/general-info/get-general-info')).body, key), undefined)
  t.equal(flagOf((await call(b, '/api/general-info/get-general-info')).body, key), undefined)

  const put = await a.inject({ method: 'PUT', url: `/api/admin/general-info/${key}`, headers: auth, payload: { boolValue: true } })
  t.equal(put.statusCode, 200)
  const seen = await within(1000, async () => (flagOf((await call(b, '/api/general-info/get-general-info')).body, key) as { boolValue?: boolean } | undefined)?.boolValue === true)
  t.ok(seen >= 0, `instance B sees the change (after ${seen} ms)`)

  // And the other way round, for a footer text.
  const put2 = await b.inject({ method: 'PUT', url: '/api/admin/site-static/FOOTER_PHONE', headers: auth, payload: { title: 'Telefon', text: '0850 000 00 00' } })
  t.equal(put2.statusCode, 200)
  t.teardown(async () => {
    const { SITE_STATIC } = await import('../../db/seed/content/index.js')
    const original = SITE_STATIC.find((s) => s.key === 'FOOTER_PHONE')!
    await b.inject({ method: 'PUT', url: '/api/admin/site-static/FOOTER_PHONE', headers: auth, payload: { title: original.title, text: original.text } })
  })
  const seen2 = await within(1000, async () => (await call(a, '/api/get-site-static', { prefix: 'FOOTER_' })).raw.includes('0850 000 00 00'))
  t.ok(seen2 >= 0, `instance A sees the footer phone change (after ${seen2} ms)`)
})

t.test('`npm run content` changes reach a running gateway within one second', async (t) => {
  const { app, config } = await buildTestApp(t)
  const key = `cli_${randomBytes(3).toString('hex')}`
  t.teardown(() => app.db.query('DELETE FROM general_info WHERE key = $1', [key]))
  t.equal(flagOf((await call(app, '/api/general-info/get-general-info')).body, key), undefined)
  const out = await contentCli(config.redisKeyPrefix, ['set', 'general-info', key, 'Merhaba dünya'])
  t.equal(out.code, 0, out.text)
  const seen = await within(1000, async () => (flagOf((await call(app, '/api/general-info/get-general-info')).body, key) as { stringValue?: string } | undefined)?.stringValue === 'Merhaba dünya')
  t.ok(seen >= 0, `the gateway shows the CLI change (after ${seen} ms)`)
})

t.test('500 concurrent requests on a cold key read PostgreSQL exactly once', async (t) => {
  const config = testConfig()
  const { app: a } = await buildTestApp(t, { config })
  const { app: b } = await buildTestApp(t, { config: { ...config } })
  const readsA = countReads(a, 'parameter_items')
  const readsB = countReads(b, 'parameter_items')
  const payload = { tableName: 'CustomerFormSubjectType' }
  const results = await Promise.all(Array.from({ length: 500 }, (_, i) =>
    (i % 2 ? a : b).inject({ method: 'POST', url: '/api/customerContactForm/get-customer-parameter', payload })))
  t.ok(results.every((r) => r.statusCode === 200), 'all 500 answered 200')
  t.equal(new Set(results.map((r) => r.body)).size, 1, 'all got the same list')
  t.equal(readsA() + readsB(), 1, 'one database read across both instances')
})

t.test('with Redis stopped every content call answers from PostgreSQL, and recovers', async (t) => {
  const { app: reference } = await buildTestApp(t)
  const server = await PrivateRedis.create()
  t.teardown(() => server.stop())
  const { app } = await buildTestApp(t, { env: { REDIS_URL: server.url, CACHE_LOCAL_TTL_MS: '0' }, booking: NO_REMINDER_WORKER })
  const blog = (await call(reference, '/api/post/get-posts', { kind: 'blog', pageSize: 1 })).body.result.hits[0].slug as string
  const calls: Array<[string, object]> = [
    ['/api/get-footer-services', {}],
    ['/api/socialMedia/get-social-media-url', {}],
    ['/api/get-site-static', { prefix: 'FOOTER_' }],
    ['/api/general-info/get-general-info', {}],
    ['/api/customerContactForm/get-customer-parameter', { tableName: 'CustomerFormRequestType' }],
    ['/api/contract/get-contracts-by-type', { contractTypeId: 111 }],
    ['/api/page/get-page-by-slug', { slug: 'hakkimizda' }],
    ['/api/post/get-posts', { kind: 'campaign' }],
    ['/api/post/get-post-by-slug', { kind: 'blog', slug: blog }],
    ['/api/branch/get-branches', { city: 'İzmir' }],
  ]
  const expected = await Promise.all(calls.map(([url, body]) => call(reference, url, body)))
  for (const [i, [url, body]] of calls.entries()) t.equal((await call(app, url, body)).raw, expected[i]!.raw, `${url} with Redis up`)

  await server.stop()
  const down = await within(3000, async () => app.redis.status !== 'ready')
  t.ok(down >= 0, 'the gateway noticed Redis is gone')
  for (const [i, [url, body]] of calls.entries()) {
    const started = Date.now()
    const res = await call(app, url, body)
    t.equal(res.status, 200, `${url} answers with Redis stopped`)
    t.equal(res.raw, expected[i]!.raw, `${url} answers the same content`)
    t.ok(Date.now() - started < 500, `${url} does not wait on Redis`)
  }
  const sitemap = await app.inject({ method: 'GET', url: '/sitemap-pages.xml' })
  t.equal(sitemap.statusCode, 200, 'the pages sitemap too')

  await server.start()
  const back = await within(5000, async () => app.redis.status === 'ready')
  t.ok(back >= 0, 'reconnected when Redis returned')
  await call(app, '/api/get-footer-services')
  const stored = await app.redis.keys(`${app.config.redisKeyPrefix}cache:content:*`)
  t.ok(stored.length >= 1, 'content is cached in Redis again')
})

/**
 * What both cache tiers and PostgreSQL hold for the campaign list when the test below fails (it
 * failed twice in ~25 runs under heavy parallel load, and the cause is not known yet: decision 049).
 */
async function listCacheState(app: App, slug: string, endsAt: string) {
  const key = 'content:posts:campaign:1:48'
  type Entry = { body: string; expiresAt?: number; freshUntil: number; staleUntil: number }
  const tiers = app.cache as unknown as { main: { get(k: string): Entry | undefined }; probation: { get(k: string): Entry | undefined } }
  const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString())
  const local = (e: Entry | undefined) => e && { holdsIt: e.body.includes(slug), expiresAt: at(e.expiresAt), freshUntil: at(e.freshUntil), staleUntil: at(e.staleUntil) }
  const rkey = `${app.config.redisKeyPrefix}cache:${key}`
  return {
    now: new Date().toISOString(), endsAt, dbNow: (await app.db.query<{ now: Date }>('SELECT now()')).rows[0]!.now.toISOString(),
    main: local(tiers.main.get(key)), probation: local(tiers.probation.get(key)),
    redis: { pttl: await app.redisCache.pttl(rkey), holdsIt: String(await app.redisCache.get(rkey)).includes(slug) },
    loads: app.cache.loads,
  }
}

t.test('a campaign disappears when it ends, without an invalidation or a restart', async (t) => {
  const { app } = await buildTestApp(t, { env: { ADMIN_TOKEN: TOKEN } })
  const slug = `biten-kampanya-${randomBytes(3).toString('hex')}`
  t.teardown(() => app.db.query("DELETE FROM posts WHERE kind = 'campaign' AND slug = $1", [slug]))
  const endsAt = new Date(Date.now() + 2500).toISOString()
  // Written straight to the database: no admin call, so no invalidation will tell the cache.
  await app.db.query(
    `INSERT INTO posts (kind, slug, title, summary, body, cover_theme, published_at, starts_at, ends_at, seo_title, seo_description)
     VALUES ('campaign', $1, 'Kısa süreli kampanya', 'Birkaç saniyeliğine geçerli.', '[]', 'orange', now() - interval '1 day',
             now() - interval '1 day', $2, 'Kısa süreli kampanya', 'Birkaç saniyeliğine geçerli bir kampanya.')`, [slug, endsAt])
  await app.cache.invalidate({ prefixes: ['content:post'] })
  const listed = async () => (await call(app, '/api/post/get-posts', { kind: 'campaign', pageSize: 48 })).raw.includes(slug)
  t.ok(await listed(), 'listed while it runs')
  t.equal((await call(app, '/api/post/get-post-by-slug', { kind: 'campaign', slug })).status, 200)
  t.equal((await app.inject({ method: 'GET', url: `/kampanyalar/${slug}` })).statusCode, 200, 'its page exists')
  const gone = await within(5000, async () => !(await listed()))
  t.ok(gone >= 0, `gone from the list after it ended (${gone} ms after the first read)`, gone >= 0 ? {} : { cacheState: await listCacheState(app, slug, endsAt) })
  t.ok(Date.now() >= Date.parse(endsAt), 'not before its end')
  t.equal((await call(app, '/api/post/get-post-by-slug', { kind: 'campaign', slug })).status, 404, 'its detail answers 404')
  t.equal((await app.inject({ method: 'GET', url: `/kampanyalar/${slug}` })).statusCode, 404, 'its page is a 404')
  t.notMatch((await app.inject({ method: 'GET', url: '/sitemap-pages.xml' })).body, slug, 'and it left the sitemap')
})

t.test('admin edits of pages and posts show at once, validated in Turkish', async (t) => {
  const { app } = await buildTestApp(t, { env: { ADMIN_TOKEN: TOKEN } })
  const slug = `test-yazi-${randomBytes(3).toString('hex')}`
  t.teardown(() => app.db.query("DELETE FROM posts WHERE kind = 'blog' AND slug = $1", [slug]))
  const postBody = {
    title: 'Test yazısı', summary: 'Kısa özet.', body: [{ type: 'paragraph', text: 'Gövde metni.' }], coverTheme: 'teal',
    publishedAt: new Date(Date.now() - 1000).toISOString(), tags: ['deneme'], seo: { title: 'Test yazısı', description: 'Açıklama metni.' },
  }
  t.equal((await call(app, '/api/post/get-posts', { kind: 'blog', pageSize: 1 })).status, 200) // warm the list
  const put = await app.inject({ method: 'PUT', url: `/api/admin/posts/blog/${slug}`, headers: auth, payload: postBody })
  t.equal(put.statusCode, 200)
  const first = (await call(app, '/api/post/get-posts', { kind: 'blog', pageSize: 1 })).body.result.hits[0]
  t.equal(first.slug, slug, 'the new post leads the list at once')
  const campaignWithoutDates = await app.inject({ method: 'PUT', url: `/api/admin/posts/campaign/${slug}`, headers: auth, payload: postBody })
  t.equal(campaignWithoutDates.statusCode, 400)
  t.equal(campaignWithoutDates.json().message, 'Kampanyalar için başlangıç ve bitiş tarihi zorunludur.')
  const badBlock = await app.inject({ method: 'PUT', url: `/api/admin/posts/blog/${slug}`, headers: auth, payload: { ...postBody, body: [{ type: 'script', text: 'x' }] } })
  t.equal(badBlock.statusCode, 400)
  const del = await app.inject({ method: 'DELETE', url: `/api/admin/posts/blog/${slug}`, headers: auth })
  t.equal(del.statusCode, 200)
  t.equal((await call(app, '/api/post/get-post-by-slug', { kind: 'blog', slug })).status, 404, 'deleted at once')
})

t.test('a page with every kind of block (heading, paragraph, list, FAQ) is saved through the admin API and `npm run content` and read back as sent; bad blocks name their field', async (t) => {
  const { app, config } = await buildTestApp(t, { env: { ADMIN_TOKEN: TOKEN } })
  const slug = `test-sayfa-${randomBytes(3).toString('hex')}`
  const fromCli = `${slug}-cli`
  t.teardown(() => app.db.query('DELETE FROM pages WHERE slug = ANY($1)', [[slug, fromCli]]))
  const body = [
    { type: 'heading', text: 'Sıkça sorulanlar' },
    { type: 'paragraph', text: 'Aracınızı satmadan önce:\nbelgelerinizi hazırlayın.' },
    { type: 'list', items: ['Ruhsat', 'Kimlik', 'Ekspertiz raporu'] },
    { type: 'faq', items: [{ question: 'Ekspertiz ücretli mi?', answer: 'Hayır, ücretsizdir.' }, { question: 'Ne kadar sürer?', answer: 'Yaklaşık 45 dakika.' }] },
  ]
  const page = { title: 'Deneme sayfası', summary: 'Özet.', body, seo: { title: 'Deneme sayfası', description: 'Açıklama metni.' } }
  const put = await app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers: auth, payload: page })
  t.equal(put.statusCode, 200, put.body)
  const read = await call(app, '/api/page/get-page-by-slug', { slug })
  t.equal(read.status, 200)
  t.same(read.body.result.body, body, 'every block, lists and FAQs included, exactly as sent')

  const bad = async (blocks: unknown[]) => {
    const res = await app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers: auth, payload: { ...page, body: blocks } })
    t.equal(res.statusCode, 400)
    return res.json() as { message: string; errors: Array<{ field: string; message: string }> }
  }
  t.same((await bad([body[0], { type: 'list' }])).errors, [{ field: 'body.1.items', message: "'body.1.items' alanı zorunludur." }], 'a list without items')
  t.same((await bad([{ type: 'faq', items: [{ question: 'Soru?' }] }])).errors, [{ field: 'body.0.items.0.answer', message: "'body.0.items.0.answer' alanı zorunludur." }], 'an FAQ item without its answer')
  t.same((await bad([{ type: 'script', text: 'x' }])).errors, [{ field: 'body.0.type', message: "'body.0.type' alanı için geçersiz değer." }], 'an unknown kind')
  t.same((await bad([{ text: 'x' }])).errors.map((e) => e.field), ['body.0.type'], 'a block without a kind')
  t.same((await bad([{ type: 'list', items: ['Ruhsat', 'bir\u0000iki'] }])).errors, [{ field: 'body.0.items.1', message: "'body.0.items.1' alanı geçersiz karakter içeriyor." }], 'a control character in a list item')
  t.same((await call(app, '/api/page/get-page-by-slug', { slug })).body.result.body, body, 'nothing changed by the refused edits')

  const file = join(await mkdtemp(join(tmpdir(), 'tg-page-')), 'page.json')
  await writeFile(file, JSON.stringify(page))
  const cli = await contentCli(config.redisKeyPrefix, ['put', 'page', fromCli, file])
  t.equal(cli.code, 0, cli.text)
  t.same((await call(app, '/api/page/get-page-by-slug', { slug: fromCli })).body.result.body, body, 'the same page from a file, every block kept')
})

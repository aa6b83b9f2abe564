// robots.txt and the sitemaps: /sitemap.xml is an index of /sitemap-pages.xml (corporate pages and
// visible posts, from the content) and /sitemap-vehicles-1.xml … -N.xml (every vehicle for sale,
// SITEMAP_URLS_PER_FILE to a file, so a file stays far below the protocol's 50,000 addresses and
// 50 MB at any inventory size). The single /sitemap-vehicles.xml of before redirects to the index.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { ErrorResponseSchema } from '../schemas/common.js'
import { escapeXml } from '../services/content/media.js'
import { entryTag } from '../services/cache/two-tier-cache.js'
import { GatewayError, MSG } from '../plugins/errors.js'
import { SITEMAP_URLS_PER_FILE } from '../services/vehicles/vehicle-service.js'

// Addresses that are not content rows but are always in the sitemap.
const FIXED_PATHS = ['/', '/araba-al', '/motosiklet-al', '/teklif-al/yil-sec']
// Never for crawlers: the API, the docs, personal lookups, embedded surveys, the compare page.
const DISALLOW = ['/api/', '/docs', '/check-appointment-result', '/urunagaci', '/anket', '/karsilastir']

type Entry = { path: string; lastmod?: string | undefined }

const sitemap: FastifyPluginAsyncTypebox = async (app) => {
  const base = app.config.publicBaseUrl
  // 400: what the HTTP parser answers a malformed request with, before any route (the error shape).
  const common = { tags: ['SEO'], response: { 200: Type.String(), 400: ErrorResponseSchema } }
  const urlset = (entries: Entry[]) => [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((u) => `  <url><loc>${escapeXml(base + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n')
  const xml = 'application/xml; charset=utf-8'

  app.get('/robots.txt', { schema: { ...common, operationId: 'getRobots', summary: 'Arama motoru yönergeleri (robots.txt)' } }, async (_request, reply) => {
    const lines = ['User-agent: *', ...DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, '']
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'))
  })

  /** How many vehicle sitemap files there are (one, empty, when nothing is for sale). */
  const vehicleFiles = async () => Math.max(1, Math.ceil(Number((await app.vehicles.sitemapCount()).body) / SITEMAP_URLS_PER_FILE))

  app.get('/sitemap.xml', { schema: { ...common, operationId: 'getSitemap', summary: 'Site haritası dizini (sitemap index)' } }, async (_request, reply) => {
    const files = ['sitemap-pages.xml', ...Array.from({ length: await vehicleFiles() }, (_, i) => `sitemap-vehicles-${i + 1}.xml`)]
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files.map((f) => `  <sitemap><loc>${escapeXml(`${base}/${f}`)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n')
    return reply.type(xml).header('cache-control', 'public, max-age=600').send(body)
  })

  app.get('/sitemap-pages.xml', { schema: { ...common, operationId: 'getSitemapPages', summary: 'Site haritası: sayfalar, kampanyalar, blog ve haberler' } }, async (_request, reply) => {
    const entry = await app.content.sitemapEntries()
    const entries = JSON.parse(entry.body) as Entry[]
    const all = [...FIXED_PATHS.map((path) => ({ path })), ...entries.filter((e) => !FIXED_PATHS.includes(e.path))]
    return reply.type(xml).header('etag', entryTag(entry)).header('cache-control', 'public, max-age=600').send(urlset(all))
  })

  // Only a file number (1–999999) matches; any other name is the site's plain 404.
  app.get('/sitemap-vehicles-:file(^[1-9]\\d{0,5}).xml', {
    schema: {
      ...common, operationId: 'getSitemapVehicles', summary: 'Site haritası: satıştaki araç ilanları, dosya başına en çok 10.000 adres (1, 2, …)',
      params: Type.Object({ file: Type.Integer({ minimum: 1, maximum: 999_999 }) }),
      response: { ...common.response, 404: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    const { file } = request.params
    if (file > await vehicleFiles()) throw new GatewayError('NOT_FOUND', 404, MSG.notFound)
    const entry = await app.vehicles.sitemapEntries(file)
    return reply.type(xml).header('etag', entryTag(entry)).header('cache-control', 'public, max-age=600').send(urlset(JSON.parse(entry.body) as Entry[]))
  })

  // The one vehicles file of before, which crawlers may still ask for: the index lists its successors.
  // Not in the API document: an address kept only for crawlers that remember it.
  app.get('/sitemap-vehicles.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/sitemap.xml', 301))
}

export default sitemap

// robots.txt and sitemap.xml, generated from the content (pages, visible posts); listings join later
// through SITEMAP_SOURCES.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { escapeXml } from '../services/content/media.js'

// Addresses that are not content rows but are always in the sitemap.
const FIXED_PATHS = ['/', '/araba-al', '/motosiklet-al', '/teklif-al/yil-sec']
// Never for crawlers: the API, the docs, personal lookups, embedded surveys.
const DISALLOW = ['/api/', '/docs', '/check-appointment-result', '/urunagaci', '/anket']

const sitemap: FastifyPluginAsyncTypebox = async (app) => {
  const base = app.config.publicBaseUrl
  const common = { tags: ['SEO'], response: { 200: Type.String() } }

  app.get('/robots.txt', { schema: { ...common, operationId: 'getRobots', summary: 'Arama motoru yönergeleri (robots.txt)' } }, async (_request, reply) => {
    const lines = ['User-agent: *', ...DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, '']
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'))
  })

  app.get('/sitemap.xml', { schema: { ...common, operationId: 'getSitemap', summary: 'Site haritası (sitemap.xml)' } }, async (_request, reply) => {
    const entry = await app.content.sitemapEntries()
    const entries = JSON.parse(entry.body) as Array<{ path: string; lastmod: string }>
    const urls = [
      ...FIXED_PATHS.map((path) => ({ path, lastmod: undefined as string | undefined })),
      ...entries.filter((e) => !FIXED_PATHS.includes(e.path)),
    ]
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((u) => `  <url><loc>${escapeXml(base + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n')
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=600')
    return reply.type('application/xml; charset=utf-8').send(xml)
  })
}

export default sitemap

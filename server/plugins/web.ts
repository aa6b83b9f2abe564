// Serves the built client (dist/web) and renders every page's <head> on the server. Hashed assets
// are immutable; the HTML shell is never cached so SEO changes show at once.
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { existsSync, readFileSync } from 'node:fs'
import { WEB_DIST } from '../paths.js'
import type { FastifyInstance } from 'fastify'
import { renderHead, OG_IMAGE } from '../services/seo/head.js'
import { drawOgImage } from '../services/seo/og-image.js'
import { isPersonalPage, PERSONAL_PAGE_HEADERS } from '../services/security/headers.js'

const PLACEHOLDER = '<!--ssr-head-->'

const MISSING_BUILD = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Derleme bulunamadı</title></head>
<body><p>İstemci henüz derlenmedi. <code>npm run build</code> çalıştırın ya da geliştirme için <code>npm run dev</code> kullanın.</p></body></html>`

async function webPlugin(app: FastifyInstance, opts: { distDir?: string }) {
  const dist = opts.distDir ?? WEB_DIST
  const indexFile = `${dist}/index.html`
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null
  if (!template) app.log.warn({ dist }, 'client build not found: pages answer 503 until `npm run build`')
  if (template && !template.includes(PLACEHOLDER)) throw new Error(`${indexFile} has no ${PLACEHOLDER} placeholder`)

  if (template) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      // @fastify/static would otherwise send its own `max-age=0` over the value set here.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
  }

  let ogImage: Buffer | undefined
  app.get(OG_IMAGE.path, { schema: { hide: true } }, async (_request, reply) => {
    ogImage ??= drawOgImage()
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(ogImage)
  })

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [rawPath = '/', rawSearch = ''] = request.url.split('?', 2) as [string, string?]
    if (rawPath.startsWith('/api/') || rawPath === '/api') return reply.callNotFound()
    if (!template) return reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD)
    const path = rawPath.replace(/\/{2,}/g, '/')
    const { status, seo } = await app.seo.resolve(path)
    const head = renderHead(seo, {
      siteName: app.config.siteName,
      baseUrl: app.config.publicBaseUrl,
      path,
      search: rawSearch ? `?${rawSearch}` : '',
    })
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache')
    if (isPersonalPage(path)) reply.headers(PERSONAL_PAGE_HEADERS)
    return reply.send(template.replace(PLACEHOLDER, head))
  })
}

export default fp(webPlugin, { name: 'web', dependencies: ['seo', 'config'] })

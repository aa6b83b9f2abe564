// Serves the built client (dist/web) and answers every page: its <head> rendered on the server
// (services/seo), and for the pages that can be, the page itself (services/web/page-renderer.ts,
// decision 026). Hashed assets are immutable and precompressed at build (brotli, gzip); the HTML
// is never cached by the browser, so content and SEO changes show at once.
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { SSR_ENTRY, WEB_DIST } from '../paths.js'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { renderHead, OG_IMAGE } from '../services/seo/head.js'
import { drawOgImage } from '../services/seo/og-image.js'
import { isPersonalPage, PERSONAL_PAGE_HEADERS } from '../services/security/headers.js'
import { injectTransport } from '../services/web/api-transport.js'
import { HtmlDocument, PageRenderer, type Manifest, type SsrModule } from '../services/web/page-renderer.js'
import { pickEncoding } from './cache.js'

const PLACEHOLDER = '<!--ssr-head-->'
/** Files the build leaves .br and .gz copies of (vite.config.ts). */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|wasm)$/

const MISSING_BUILD = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Derleme bulunamadı</title></head>
<body><p>İstemci henüz derlenmedi. <code>npm run build</code> çalıştırın ya da geliştirme için <code>npm run dev</code> kullanın.</p></body></html>`

export interface WebOptions {
  distDir?: string
  /** The server rendering module; null renders heads only (default: dist/ssr when built). */
  ssrEntry?: string | null
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
}

function sendDocument(reply: FastifyReply, doc: HtmlDocument): FastifyReply {
  const encoding = pickEncoding(reply.request.headers['accept-encoding'])
  reply.header('vary', 'accept-encoding')
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(doc.body(encoding))
}

async function webPlugin(app: FastifyInstance, opts: WebOptions) {
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
      preCompressed: true,
      // @fastify/static would otherwise send its own `max-age=0` over the value set here.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        // The same address answers brotli, gzip or plain by the request's Accept-Encoding.
        if (PRECOMPRESSED.test(path.replace(/\.(?:br|gz)$/, ''))) res.setHeader('vary', 'accept-encoding')
      },
    })
  }

  const ssrEntry = opts.ssrEntry === undefined ? (existsSync(SSR_ENTRY) ? SSR_ENTRY : null) : opts.ssrEntry
  let ssr: SsrModule | null = null
  if (template && ssrEntry) {
    ssr = (await import(pathToFileURL(ssrEntry).href)) as SsrModule
    ssr.setApiTransport(injectTransport(app))
  }
  const pages = new PageRenderer({
    template: template ?? '',
    ssr,
    manifest: readJson<Manifest>(`${dist}/.vite/manifest.json`),
    cache: app.cache,
    log: app.log,
  })

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
    const search = rawSearch ? `?${rawSearch}` : ''
    const { status, seo } = await app.seo.resolve(path)
    const head = renderHead(seo, { siteName: app.config.siteName, baseUrl: app.config.publicBaseUrl, path, search })
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache')
    if (isPersonalPage(path)) return reply.headers(PERSONAL_PAGE_HEADERS).send(pages.shell(head))
    // The address without double slashes: the browser drops them from its address bar before it
    // hydrates (web/src/main.tsx), so both render the same page. Rendering the address as sent and
    // collapsing it in an effect raced the hydration of the lazily loaded page (React error #418).
    const page = await pages.render(path + search, path, head, status, request.headers.cookie)
    return sendDocument(reply, page ?? new HtmlDocument(pages.shell(head)))
  })
}

export default fp(webPlugin, { name: 'web', dependencies: ['seo', 'config', 'cache'] })

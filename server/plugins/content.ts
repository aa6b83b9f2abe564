// Site content as `app.content` (cached reads) and `app.contentAdmin` (edits that invalidate), and
// the SEO data of content pages and posts for the server-rendered head.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { ContentService, NOT_FOUND_BODY } from '../services/content/content-service.js'
import { ContentAdmin } from '../services/content/content-admin.js'
import { CONTENT_BLOCK_SCHEMAS, POST_BASE_PATH, POST_KINDS } from '../schemas/content.js'
import type { SeoData } from '../services/seo/head.js'

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService
    contentAdmin: ContentAdmin
  }
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
// Route patterns match by prefix (spec §4.14); content addresses have an exact number of segments.
const segments = (path: string) => path.split('/').filter(Boolean).length

async function contentPlugin(app: FastifyInstance) {
  // The block kinds an editor sends, by name (schemas/content.ts): before the admin routes refer to them.
  for (const schema of CONTENT_BLOCK_SCHEMAS) app.addSchema(schema)
  const content = new ContentService(app.db, app.cache)
  app.decorate('content', content)
  app.decorate('contentAdmin', new ContentAdmin(app.db, app.cache))

  // Posts: /blog/:slug, /haberler/:slug, /kampanyalar/:slug (an ended campaign is a 404).
  for (const kind of POST_KINDS) {
    const base = POST_BASE_PATH[kind]
    app.seo.register(`${base}/:slug`, async ({ slug }, path) => {
      if (!slug || !SLUG.test(slug) || segments(path) !== 2) return null
      const entry = await content.postWithSeo(kind, slug)
      if (entry.body === NOT_FOUND_BODY) return null
      const { seo } = JSON.parse(entry.body) as { seo: SeoData }
      return { ...seo, canonical: `${base}/${slug}`, ogType: 'article' }
    })
  }
  // Corporate and list pages: one segment that names a row of `pages`.
  app.seo.register('/:slug', async ({ slug }, path) => {
    if (!slug || !SLUG.test(slug) || segments(path) !== 1) return null
    const entry = await content.pageWithSeo(slug)
    if (entry.body === NOT_FOUND_BODY) return null
    const { seo } = JSON.parse(entry.body) as { seo: SeoData }
    return { ...seo, canonical: `/${slug}` }
  })
}

export default fp(contentPlugin, { name: 'content', dependencies: ['db', 'cache', 'seo'] })

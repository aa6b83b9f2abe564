// SEO lookups as `app.seo`; features register resolvers for their dynamic paths.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { SeoService } from '../services/seo/seo-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    seo: SeoService
  }
}

async function seoPlugin(app: FastifyInstance) {
  app.decorate('seo', new SeoService(app.db, app.cache))
}

export default fp(seoPlugin, { name: 'seo', dependencies: ['db', 'cache'] })

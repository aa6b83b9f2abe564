// The sell wizard's catalog tree as `app.catalog` (services/catalog). A database seeded on this
// start may have a new tree: the cached copy other instances left in Redis is dropped then.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { CatalogTreeService } from '../services/catalog/catalog-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogTreeService
  }
}

async function catalogPlugin(app: FastifyInstance) {
  const service = new CatalogTreeService(app.db, app.cache)
  app.decorate('catalog', service)
  if (app.seededOnStart) await service.invalidate()
}

export default fp(catalogPlugin, { name: 'catalog', dependencies: ['db', 'cache'] })

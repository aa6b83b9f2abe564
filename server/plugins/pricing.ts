// The pre-offer price as `app.pricing`. An inventory change anywhere (this instance or another, via
// the cache's invalidation channel) drops the fitted market, as it rebuilds the search index.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { PricingService } from '../services/pricing/pricing-service.js'
import { pricingConfig } from '../services/pricing/pricing-config.js'
import { VEHICLES_PREFIX } from '../services/vehicles/vehicle-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    pricing: PricingService
  }
}

async function pricingPlugin(app: FastifyInstance) {
  const service = new PricingService(app.db, pricingConfig(app.config.pricing))
  app.cache.onInvalidate((msg) => {
    if (msg.prefixes?.some((p) => VEHICLES_PREFIX.startsWith(p) || p.startsWith(VEHICLES_PREFIX))) service.reset()
  })
  app.decorate('pricing', service)
}

export default fp(pricingPlugin, { name: 'pricing', dependencies: ['db', 'cache'] })

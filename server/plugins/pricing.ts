// The pre-offer price as `app.pricing`. An inventory or catalog change anywhere (this instance or
// another, via the cache's invalidation channel) drops the fitted market, as it rebuilds the search
// index; the next price fits it again.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { PricingService } from '../services/pricing/pricing-service.js'
import { pricingConfig } from '../services/pricing/pricing-config.js'
import { VEHICLES_PREFIX } from '../services/vehicles/vehicle-service.js'
import { CATALOG_PREFIX } from '../services/catalog/catalog-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    pricing: PricingService
  }
}

const touches = (prefixes: string[] | undefined, ours: string) => prefixes?.some((p) => ours.startsWith(p) || p.startsWith(ours)) ?? false

async function pricingPlugin(app: FastifyInstance) {
  const service = new PricingService(app.db, pricingConfig(app.config.pricing))
  app.cache.onInvalidate((msg) => {
    if (touches(msg.prefixes, VEHICLES_PREFIX) || touches(msg.prefixes, CATALOG_PREFIX)) service.reset()
  })
  app.decorate('pricing', service)
  // In production the first visitor should not wait for the fit (about 1,5 s); tests fit on demand.
  if (app.config.nodeEnv === 'production') {
    app.addHook('onListen', async () => {
      service.currentMarket().catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'pricing: fitting the market failed; retried at the first price'))
    })
  }
}

export default fp(pricingPlugin, { name: 'pricing', dependencies: ['db', 'cache', 'catalog'] })

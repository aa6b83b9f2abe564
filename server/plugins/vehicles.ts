// Vehicles as `app.vehicles`; view counts are flushed to PostgreSQL every VIEW_FLUSH_MS and on close.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { VehicleService } from '../services/vehicles/vehicle-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    vehicles: VehicleService
  }
}

const VIEW_FLUSH_MS = 30_000

async function vehiclesPlugin(app: FastifyInstance) {
  const service = new VehicleService(app.db, app.cache, app.redis, app.config.redisKeyPrefix, app.log)
  app.decorate('vehicles', service)
  app.addHook('onReady', async () => service.startFlushing(VIEW_FLUSH_MS))
  app.addHook('onClose', async () => service.stop())
}

export default fp(vehiclesPlugin, { name: 'vehicles', dependencies: ['db', 'cache', 'redis'] })

// Every route's operationId → method and url, so descriptors can name operations instead of URLs.
// Registered before the routes so its onRoute hook sees all of them.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Operation } from '../services/screens/screen-store.js'

declare module 'fastify' {
  interface FastifyInstance {
    operations: Map<string, Operation>
  }
}

async function operationsPlugin(app: FastifyInstance) {
  const operations = new Map<string, Operation>()
  app.decorate('operations', operations)
  app.addHook('onRoute', (route) => {
    const id = (route.schema as { operationId?: string } | undefined)?.operationId
    if (!id) return
    const method = Array.isArray(route.method) ? route.method[0] : route.method
    // Fastify adds a HEAD twin for every GET with the same schema.
    if (method === 'HEAD') return
    if (operations.has(id)) throw new Error(`duplicate operationId ${id}`)
    operations.set(id, { method: String(method), url: route.url })
  })
}

export default fp(operationsPlugin, { name: 'operations' })

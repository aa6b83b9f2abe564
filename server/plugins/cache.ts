// The two-tier cache as `app.cache`, and `reply.sendCached` which answers pre-serialised JSON with
// an ETag (304 when the client already has it).
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { TwoTierCache, type CachedJson } from '../services/cache/two-tier-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    cache: TwoTierCache
  }
  interface FastifyReply {
    sendCached(entry: CachedJson): FastifyReply
  }
}

async function cachePlugin(app: FastifyInstance) {
  const { config } = app
  const cache = new TwoTierCache({
    redis: app.redis,
    sub: app.redisSub,
    keyPrefix: config.redisKeyPrefix,
    localTtlMs: config.cacheLocalTtlMs,
    redisTtlS: config.cacheRedisTtlS,
    log: app.log,
  })
  await cache.start()
  app.decorate('cache', cache)
  app.decorateReply('sendCached', function sendCached(this: FastifyReply, entry: CachedJson) {
    this.header('etag', entry.etag)
    this.header('cache-control', 'no-cache')
    if (this.request.headers['if-none-match'] === entry.etag) return this.code(304).send()
    return this.type('application/json; charset=utf-8').send(entry.body)
  })
}

export default fp(cachePlugin, { name: 'cache', dependencies: ['config', 'redis'] })

// The two-tier cache as `app.cache`, and `reply.sendCached` which answers pre-serialised JSON with
// an ETag (304 when the client already has it).
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { TwoTierCache, type CachedJson, type MaybeCached } from '../services/cache/two-tier-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    cache: TwoTierCache
  }
  interface FastifyReply {
    /** Answers a cache entry; a local hit is answered synchronously (no promise). */
    sendCached(entry: MaybeCached): void | Promise<void>
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
  function send(reply: FastifyReply, entry: CachedJson): void {
    reply.header('etag', entry.etag)
    reply.header('cache-control', 'no-cache')
    if (reply.request.headers['if-none-match'] === entry.etag) reply.code(304).send()
    else reply.type('application/json; charset=utf-8').send(entry.body)
  }
  app.decorateReply('sendCached', function sendCached(this: FastifyReply, entry: MaybeCached) {
    return entry instanceof Promise ? entry.then((e) => send(this, e)) : send(this, entry)
  })
}

export default fp(cachePlugin, { name: 'cache', dependencies: ['config', 'redis'] })

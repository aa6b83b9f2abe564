// @fastify/rate-limit with its counters in the state Redis (shared by every instance, never
// evicted). Not global: routes that protect something opt in (design §4); cached reads stay
// unlimited. A counter that cannot be read fails closed: the route answers 503, never unlimited.
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from './errors.js'

type Done = (err: Error | null, res: { current: number; ttl: number } | null) => void
interface Store {
  incr(key: string, cb: Done, timeWindow: number, max: number): void
  child(routeOptions: unknown): Store
}
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store
const unavailable = () => new GatewayError('RATE_LIMIT_UNAVAILABLE', 503, MSG.generic)

/** The library's Redis store, with a Redis failure turned into the gateway's 503. */
function failClosed(inner: Store): Store {
  return {
    incr: (key, cb, timeWindow, max) => inner.incr(key, (err, res) => (err ? cb(unavailable(), null) : cb(null, res)), timeWindow, max),
    child: (routeOptions) => failClosed(inner.child(routeOptions)),
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  const redis: Redis = app.redis
  const nameSpace = `${app.config.redisKeyPrefix}rl:`
  await app.register(rateLimit, {
    global: false,
    // The library constructs the store with its own options; ours wraps its Redis store.
    store: function FailClosedStore() {
      return failClosed(new RedisStore(false, false, redis, nameSpace))
    } as unknown as never,
    skipOnError: false,
    // The counters' x-ratelimit-* headers only on the refusal (with Retry-After): on every allowed
    // answer they were three headers of bytes per wizard step that no client reads.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: MSG.tooMany }),
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] })

// Redis in its two roles (design §1): `app.redis` is the state role (SMS codes and limits, captcha
// replay marks and passes, rate limits, sessions, flows), which must never evict; `app.redisCache`
// and `app.redisSub` (invalidation messages) are the cache role, which may. Commands fail fast while
// a server is down (no offline queue) so callers can fall back or fail closed; reconnects happen in
// the background.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { redactUrl } from '../config.js'
import { StartupError } from '../db/connect.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The state role (REDIS_URL): never evicts. */
    redis: Redis
    /** The cache role (REDIS_CACHE_URL): cache entries; may evict. */
    redisCache: Redis
    /** The cache role's subscriber connection (cache invalidations). */
    redisSub: Redis
  }
}

export function createRedis(url: string, autoPipelining = true): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    // Commands issued in the same tick (many requests in flight) go out in one write; not on the
    // subscriber connection, which only subscribes.
    enableAutoPipelining: autoPipelining,
  })
}

async function connect(client: Redis, url: string, variable: string): Promise<void> {
  try {
    await client.connect()
  } catch (err) {
    client.disconnect()
    throw new StartupError(`startup: Redis at ${redactUrl(url)} is unreachable (${(err as { code?: string }).code ?? (err as Error).message}). Start it with npm run services (or docker compose up -d) or set ${variable}.`)
  }
}

export interface MemoryPolicy {
  policy: string
  maxmemory: number
}

/** The server's eviction policy, or null where CONFIG is not allowed (some managed services). */
export async function memoryPolicy(client: Redis): Promise<MemoryPolicy | null> {
  try {
    const [, policy] = (await client.config('GET', 'maxmemory-policy')) as string[]
    const [, maxmemory] = (await client.config('GET', 'maxmemory')) as string[]
    return policy === undefined ? null : { policy, maxmemory: Number(maxmemory ?? 0) }
  } catch {
    return null
  }
}

/**
 * Start-up warnings about the state role: an evicting policy lets memory pressure remove a
 * protection (a used captcha valid again, a reset SMS cap); a shared, bounded server lets cache
 * traffic fill it, and then every protected write fails (closed, but the site's SMS stop).
 */
export function stateRoleWarnings(state: MemoryPolicy | null, opts: { url: string; sharedWithCache: boolean }): string[] {
  const where = redactUrl(opts.url)
  if (!state) return [`redis state role at ${where}: its maxmemory-policy could not be read (CONFIG refused); make sure it is noeviction`]
  const out: string[] = []
  if (state.policy !== 'noeviction') {
    out.push(`redis state role at ${where} evicts keys under memory pressure (maxmemory-policy ${state.policy}): SMS limits, resend cooldowns, captcha replay marks and rate limits can be lost. Set maxmemory-policy noeviction (redis/state.conf) and give the cache its own Redis with REDIS_CACHE_URL.`)
  }
  if (opts.sharedWithCache && state.maxmemory > 0) {
    out.push(`redis state role at ${where} also holds the cache (REDIS_CACHE_URL unset) and has a memory limit: cache traffic can fill it and then SMS codes, captcha checks and rate limits fail. Set REDIS_CACHE_URL to a separate evicting Redis (redis/cache.conf).`)
  }
  return out
}

/** How long a closing gateway waits for Redis to answer QUIT. */
const QUIT_WAIT_MS = 1000

/**
 * QUIT lets the replies in flight arrive. A server that died just before never answers it, and
 * ioredis keeps a QUIT written to a dead connection for a reconnect that never comes: the gateway's
 * close hung there (a stop during a Redis outage; seen in a test that kills its own Redis). After
 * QUIT_WAIT_MS, or at once when the connection is not ready, the connection is dropped.
 */
async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      client.quit().catch(() => undefined),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, QUIT_WAIT_MS))),
    ])
    clearTimeout(timer)
  }
  client.disconnect()
}

async function redisPlugin(app: FastifyInstance) {
  const { redisUrl, redisCacheUrl, redisCacheSeparate } = app.config
  const redis = createRedis(redisUrl)
  const cache = createRedis(redisCacheUrl)
  const sub = createRedis(redisCacheUrl, false)
  // ioredis emits 'error' on every failed reconnect; log state changes only.
  for (const [name, client] of [['redis-state', redis], ['redis-cache', cache], ['redis-sub', sub]] as const) {
    let down = false
    client.on('error', (err: Error) => {
      if (!down) app.log.warn({ client: name, err: err.message }, 'redis connection lost')
      down = true
    })
    client.on('ready', () => {
      if (down) app.log.info({ client: name }, 'redis connection restored')
      down = false
    })
  }
  await connect(redis, redisUrl, 'REDIS_URL')
  await connect(cache, redisCacheUrl, 'REDIS_CACHE_URL')
  await connect(sub, redisCacheUrl, 'REDIS_CACHE_URL')
  for (const line of stateRoleWarnings(await memoryPolicy(redis), { url: redisUrl, sharedWithCache: !redisCacheSeparate })) app.log.warn(line)
  app.decorate('redis', redis)
  app.decorate('redisCache', cache)
  app.decorate('redisSub', sub)
  app.addHook('onClose', async () => {
    await Promise.all([closeClient(redis), closeClient(cache), closeClient(sub)])
  })
}

export default fp(redisPlugin, { name: 'redis', dependencies: ['config'] })

// Redis as `app.redis` (commands) and `app.redisSub` (pub/sub). Commands fail fast while Redis is
// down (no offline queue) so callers can fall back to PostgreSQL; reconnects happen in the background.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { redactUrl } from '../config.js'
import { StartupError } from '../db/connect.js'

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis
    redisSub: Redis
  }
}

export function createRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
}

async function connect(client: Redis, url: string): Promise<void> {
  try {
    await client.connect()
  } catch (err) {
    client.disconnect()
    throw new StartupError(`startup: Redis at ${redactUrl(url)} is unreachable (${(err as { code?: string }).code ?? (err as Error).message}). Start it (bash ../shared/ci-services.sh, or docker compose up -d redis) or set REDIS_URL.`)
  }
}

async function redisPlugin(app: FastifyInstance) {
  const url = app.config.redisUrl
  const redis = createRedis(url)
  const sub = createRedis(url)
  // ioredis emits 'error' on every failed reconnect; log state changes only.
  for (const [name, client] of [['redis', redis], ['redis-sub', sub]] as const) {
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
  await connect(redis, url)
  await connect(sub, url)
  app.decorate('redis', redis)
  app.decorate('redisSub', sub)
  app.addHook('onClose', async () => {
    await Promise.allSettled([redis.quit(), sub.quit()])
  })
}

export default fp(redisPlugin, { name: 'redis', dependencies: ['config'] })

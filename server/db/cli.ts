// npm run db:migrate | db:seed | db:reset — the same steps the gateway runs on start, by hand.
import { Redis } from 'ioredis'
import { ConfigError, loadConfig, type Config } from '../config.js'
import { StartupError, openPool } from './connect.js'
import { dropAll, migrate } from './migrate.js'
import { seed } from './seed/index.js'
import { TwoTierCache } from '../services/cache/two-tier-cache.js'
import { CATALOG_PREFIX } from '../services/catalog/catalog-service.js'
import { VEHICLES_PREFIX } from '../services/vehicles/vehicle-service.js'

/** Running gateways drop their cached copies of what the seed replaced (as `npm run content` does). */
async function invalidateSeeded(config: Config): Promise<void> {
  const redis = new Redis(config.redisCacheUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => null })
  redis.on('error', () => {})
  try {
    await redis.connect()
    const log = { warn: () => {}, info: () => {}, error: () => {} } as never
    const cache = new TwoTierCache({ redis, sub: redis, keyPrefix: config.redisKeyPrefix, localTtlMs: 0, redisTtlS: 1, localMaxBytes: 1024 * 1024, log })
    await cache.invalidate({ prefixes: [CATALOG_PREFIX, VEHICLES_PREFIX] })
  } catch {
    console.warn('db: Redis is not reachable; cached vehicles and catalog expire on their TTL')
  } finally {
    redis.disconnect()
  }
}

async function main(command: string | undefined): Promise<void> {
  const config = loadConfig()
  const pool = await openPool(config.databaseUrl, 2)
  try {
    if (command === 'reset') {
      await dropAll(pool)
      console.log('db: dropped every table')
    }
    if (command === 'migrate' || command === 'reset') {
      const applied = await migrate(pool)
      console.log(applied.length ? `db: applied ${applied.join(', ')}` : 'db: schema is up to date')
    }
    if (command === 'seed' || command === 'reset') {
      await seed(pool, false, { inventory: config.seedInventory })
      await invalidateSeeded(config)
      console.log('db: seeded')
    }
    if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
      throw new ConfigError('usage: tsx server/db/cli.ts migrate|seed|reset')
    }
  } finally {
    await pool.end()
  }
}

main(process.argv[2]).catch((err: unknown) => {
  const oneLine = err instanceof ConfigError || err instanceof StartupError
  console.error(oneLine ? (err as Error).message : `db: ${(err as Error).message}`)
  process.exit(1)
})

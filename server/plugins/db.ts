// PostgreSQL pool as `app.db`; migrates and seeds an empty database on start when configured.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { openPool } from '../db/connect.js'
import { migrate } from '../db/migrate.js'
import { SEED_VERSION, seedIfEmpty } from '../db/seed/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: pg.Pool
    /** True when this start seeded the database (cached copies of seeded data may be stale). */
    seededOnStart: boolean
  }
}

async function dbPlugin(app: FastifyInstance) {
  const { config } = app
  const pool = await openPool(config.databaseUrl, config.dbPoolMax)
  app.decorate('db', pool)
  app.addHook('onClose', async () => {
    await pool.end()
  })
  if (config.autoMigrate) {
    const applied = await migrate(pool)
    if (applied.length) app.log.info({ applied }, 'database migrated')
  }
  const seeded = config.autoSeed && (await seedIfEmpty(pool, { inventory: config.seedInventory }))
  if (seeded) app.log.info({ version: SEED_VERSION }, 'database seeded')
  app.decorate('seededOnStart', seeded)
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] })

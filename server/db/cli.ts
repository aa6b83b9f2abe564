// npm run db:migrate | db:seed | db:reset — the same steps the gateway runs on start, by hand.
import { ConfigError, loadConfig } from '../config.js'
import { StartupError, openPool } from './connect.js'
import { dropAll, migrate } from './migrate.js'
import { seed } from './seed/index.js'

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
      await seed(pool)
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

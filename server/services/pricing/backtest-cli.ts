// npm run pricing:backtest [-- --every N] [-- --json]: the leave-one-out backtest of the pre-offer
// price over the car inventory of DATABASE_URL (migrated and seeded), printed as tables.
import { ConfigError, loadConfig } from '../../config.js'
import { StartupError, openPool } from '../../db/connect.js'
import { backtest, type BacktestReport, type Group } from './backtest.js'
import { loadInventory } from './inventory.js'
import { pricingConfig } from './pricing-config.js'

const pct = (x: number) => `${(x * 100).toFixed(1)} %`

function table(title: string, rows: Record<string, Group & { share?: number }>): string {
  const lines = [`${title}`, `  ${'group'.padEnd(16)} ${'cars'.padStart(6)} ${'MdAPE'.padStart(8)} ${'P90 APE'.padStart(8)}${' share'.padStart(8)}`]
  for (const [k, g] of Object.entries(rows)) {
    lines.push(`  ${k.padEnd(16)} ${String(g.count).padStart(6)} ${pct(g.mdape).padStart(8)} ${pct(g.p90ape).padStart(8)}${g.share === undefined ? '' : pct(g.share).padStart(8)}`)
  }
  return lines.join('\n')
}

function formatReport(r: BacktestReport): string {
  return [
    `Leave-one-out backtest: ${r.priced} of ${r.cars} cars priced in ${(r.runtimeMs / 1000).toFixed(1)} s`,
    'Error = |R·(1 − D) − asking price| / asking price (R: clean retail reference, D: the car\'s own damage)',
    table('Overall', { all: r.overall, 'without damage': r.clean }),
    table('By segment (body)', r.bySegment),
    table('By age band', r.byAgeBand),
    table('By method', r.byMethod),
    table('By confidence shown (uzman = expert review, no number)', r.coverage),
    `Asking prices within R·(1 − D)·(1 ± w): ${pct(r.insideHalfWidth)}`,
    `Median offer / asking price: ${pct(r.medianOfferShare)} (a buy price against a retail price: information, not error)`,
  ].join('\n\n')
}

async function main(args: string[]): Promise<void> {
  const config = loadConfig()
  const everyAt = args.indexOf('--every')
  const every = everyAt >= 0 ? Number(args[everyAt + 1]) : 1
  if (!(every >= 1)) throw new ConfigError('usage: npm run pricing:backtest -- [--every N] [--json]')
  const pool = await openPool(config.databaseUrl, 2)
  try {
    const cars = await loadInventory(pool)
    if (!cars.length) throw new ConfigError('pricing: no car has a catalog leaf; run npm run db:reset first')
    const report = backtest(cars, pricingConfig(config.pricing), { now: new Date(), every })
    console.log(args.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report))
  } finally {
    await pool.end()
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  const oneLine = err instanceof ConfigError || err instanceof StartupError
  console.error(oneLine ? (err as Error).message : `pricing: ${(err as Error).stack}`)
  process.exit(1)
})

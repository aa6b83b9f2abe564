// Conditions the gateway can be measured under, chosen with BENCH_SCENARIO (default: `normal`).
// A scenario's hooks run around each endpoint's load (see Scenario in lib/types.ts).
import type { Scenario } from './lib/types.js'
import { PrivateRedis } from '../server/test/support/redis-server.js'

/** Polls the gateway's /readyz until Redis shows as `redisUp` (true/false). */
async function waitForRedis(baseUrl: string, redisUp: boolean, ms: number): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    const res = await fetch(`${baseUrl}/readyz`).catch(() => null)
    const body = (await res?.json().catch(() => null)) as { checks?: { redis?: boolean } } | null
    if (body?.checks?.redis === redisUp) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`gateway did not see Redis ${redisUp ? 'back' : 'gone'} within ${ms} ms`)
}

let privateRedis: PrivateRedis | undefined

export const scenarios: Scenario[] = [
  {
    name: 'normal',
    description: 'PostgreSQL and Redis up, production settings',
  },
  {
    // Diagnostic only: the difference to `normal` is what request logging costs.
    name: 'no-request-logs',
    description: 'as normal but LOG_LEVEL=warn (request logging off), to measure the logging cost',
    gatewayEnv: { LOG_LEVEL: 'warn' },
  },
  {
    // The gateway talks to its own redis-server, stopped before each endpoint's verification and
    // load and started again afterwards: every answer must still be right, with zero errors.
    name: 'redis-down',
    description: 'Redis stopped while each endpoint is verified and loaded; answers come from PostgreSQL and the local tier',
    async prepare() {
      privateRedis = await PrivateRedis.create()
      return { gatewayEnv: { REDIS_URL: privateRedis.url }, cleanup: () => privateRedis!.stop() }
    },
    async beforeLoad({ gateway, log }) {
      await privateRedis!.stop()
      await waitForRedis(gateway.baseUrl, false, 10_000)
      log('redis-down: Redis stopped, /readyz reports it')
    },
    async afterLoad({ gateway, log }) {
      await privateRedis!.start()
      await waitForRedis(gateway.baseUrl, true, 15_000)
      log('redis-down: Redis started again, /readyz reports it')
    },
  },
]

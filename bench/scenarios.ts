// Conditions the gateway can be measured under, chosen with BENCH_SCENARIO (default: `normal`).
// A scenario's hooks run around each endpoint's load (see Scenario in lib/types.ts); a later issue
// adds e.g. `redis-down` here, stopping Redis in beforeLoad and starting it again in afterLoad.
import type { Scenario } from './lib/types.js'

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
]

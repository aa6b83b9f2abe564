// What keeps the state Redis (which never evicts) from being filled with flows: each client
// address may start a few flows an hour; counted atomically across instances, failing closed.
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from '../../plugins/errors.js'
import { FlowChangesExceeded } from './flow-service.js'

export class FlowLimits {
  constructor(private readonly redis: Redis, private readonly keyPrefix: string, private readonly newPerHour: number) {}

  /** Counts a new flow for `ip`; 429 past the hourly cap, 503 when the counter cannot be kept. */
  async allowNew(ip: string): Promise<void> {
    const key = `${this.keyPrefix}flow-new:${ip}`
    let count: number
    try {
      const [[, n]] = (await this.redis.multi().incr(key).expire(key, 3600, 'NX').exec()) as [[null, number], unknown]
      count = n
    } catch {
      throw new GatewayError('GW_UNAVAILABLE', 503, MSG.unavailable)
    }
    if (count > this.newPerHour) throw new GatewayError('GW_FLOW_LIMIT', 429, MSG.tooMany)
  }

  /**
   * Counts a change sent without a flow (the first submit, before the cookie exists) against the
   * address, `max` a minute; a flow's own changes are counted with its state (FlowStore.readCounted).
   */
  async allowFlowless(ip: string, max: number): Promise<void> {
    const key = `${this.keyPrefix}flow-changes:ip:${ip}`
    let count: number
    try {
      const [[, n]] = (await this.redis.multi().incr(key).pexpire(key, 60_000, 'NX').exec()) as [[null, number], unknown]
      count = n
    } catch {
      throw new GatewayError('GW_UNAVAILABLE', 503, MSG.unavailable)
    }
    if (count > max) throw new FlowChangesExceeded(60)
  }
}

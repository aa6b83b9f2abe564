// What keeps the state Redis (which never evicts) from being filled with flows: each client
// address may start a few flows an hour; counted atomically across instances, failing closed.
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from '../../plugins/errors.js'
import { FlowChangesExceeded } from './flow-service.js'

export class FlowLimits {
  constructor(private readonly redis: Redis, private readonly keyPrefix: string, private readonly newPerHour: number) {}

  /** One more in the fixed window of `key` (from its first count); 503 when it cannot be kept. */
  private async count(key: string, windowMs: number): Promise<number> {
    try {
      const [[, n]] = (await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec()) as [[null, number], unknown]
      return n
    } catch {
      throw new GatewayError('GW_UNAVAILABLE', 503, MSG.unavailable)
    }
  }

  /** Counts a new flow for `ip`; 429 past the hourly cap, 503 when the counter cannot be kept. */
  async allowNew(ip: string): Promise<void> {
    if ((await this.count(`${this.keyPrefix}flow-new:${ip}`, 3_600_000)) > this.newPerHour) throw new GatewayError('GW_FLOW_LIMIT', 429, MSG.tooMany)
  }

  /**
   * Counts a change sent without a flow (the first submit, before the cookie exists) against the
   * address, `max` a minute; a flow's own changes are counted with its state (FlowStore.readCounted).
   */
  async allowFlowless(ip: string, max: number): Promise<void> {
    if ((await this.count(`${this.keyPrefix}flow-changes:ip:${ip}`, 60_000)) > max) throw new FlowChangesExceeded(60)
  }
}

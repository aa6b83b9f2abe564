// One stored record per identical submit (a double click, a retry after a lost answer, two
// instances): the first request claims the submit's key in Redis ('pending'), a duplicate waits for
// it and answers as it did once it is 'done'; a failed first attempt releases the key so the next
// may try. The database's unique key stays the last word. Shared by the contact form and the call
// request.
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import { GatewayError, MSG } from '../../plugins/errors.js'

// How long a duplicate waits for the first of a concurrent pair to finish.
const DUPLICATE_WAIT_MS = 5_000
const DONE_TTL_S = 600

export class SubmitOnce {
  constructor(
    private readonly redis: Redis,
    /** Full key prefix, e.g. `gw:contact:submit:`. */
    private readonly prefix: string,
    /** Error code prefix, e.g. CONTACT. */
    private readonly code: string,
  ) {}

  private key(key: string): string {
    return `${this.prefix}${key}`
  }

  /** 'claimed' when this request stores the record, 'done' when an identical one already did. */
  async claim(key: string): Promise<'claimed' | 'done'> {
    const { redis } = this
    if (redis.status !== 'ready') throw new GatewayError(`${this.code}_UNAVAILABLE`, 503, MSG.generic)
    const deadline = Date.now() + DUPLICATE_WAIT_MS
    try {
      for (;;) {
        if ((await redis.set(this.key(key), 'pending', 'EX', DONE_TTL_S, 'NX')) === 'OK') return 'claimed'
        const state = await redis.get(this.key(key))
        if (state === 'done') return 'done'
        // 'pending': the first is still at work; gone: it failed, so this one may try.
        if (state !== null) {
          if (Date.now() > deadline) break
          await sleep(25)
        }
      }
    } catch {
      throw new GatewayError(`${this.code}_UNAVAILABLE`, 503, MSG.generic)
    }
    throw new GatewayError(`${this.code}_BUSY`, 503, MSG.generic)
  }

  /** The record is stored: duplicates answer as done for a while. */
  async done(key: string): Promise<void> {
    await this.redis.set(this.key(key), 'done', 'EX', DONE_TTL_S)
  }

  /** The first attempt failed: the next may try. */
  async release(key: string): Promise<void> {
    await this.redis.del(this.key(key)).catch(() => 0)
  }
}

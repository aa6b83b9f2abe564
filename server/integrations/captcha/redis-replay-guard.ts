// ReplayGuard over Redis: SET NX with the token's remaining validity as TTL, shared by every
// gateway instance, so a solved challenge is accepted once anywhere.
import type { Redis } from 'ioredis'
import type { ReplayGuard } from './types.js'

export class RedisReplayGuard implements ReplayGuard {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  async claim(id: string, ttlSeconds: number): Promise<boolean> {
    const set = await this.redis.set(`${this.prefix}captcha:used:${id}`, '1', 'EX', ttlSeconds, 'NX')
    return set === 'OK'
  }
}

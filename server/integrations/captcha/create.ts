// The configured verifier. Kept apart from config.ts so server/config.ts does not load altcha-lib.
import type { Redis } from 'ioredis'
import { AltchaVerifier } from './altcha.js'
import type { CaptchaConfig } from './config.js'
import { HostedCaptchaVerifier } from './hosted.js'
import { RedisReplayGuard } from './redis-replay-guard.js'
import type { CaptchaVerifier } from './types.js'

export function createCaptchaVerifier(config: CaptchaConfig, redis: Redis, keyPrefix: string): CaptchaVerifier {
  if (config.altcha) return new AltchaVerifier(config.altcha, new RedisReplayGuard(redis, keyPrefix))
  if (config.hosted) return new HostedCaptchaVerifier(config.hosted)
  throw new Error(`createCaptchaVerifier: provider ${config.provider} without its configuration`)
}

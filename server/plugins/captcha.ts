// The configured captcha as `app.captcha` (design §5): `challenge()` for the widget and
// `verify(token, ip)`, single use, for the routes a captcha protects. Every failed check is logged
// with its reason (under `reason`: the logger redacts `code`), never the token.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createCaptchaVerifier } from '../integrations/captcha/create.js'
import type { CaptchaChallenge, CaptchaResult } from '../integrations/captcha/types.js'

export interface CaptchaService {
  readonly provider: 'altcha' | 'turnstile' | 'hcaptcha'
  challenge(): Promise<CaptchaChallenge>
  /** Accepts a token at most once; `ip` must be request.ip. Never throws for a bad token. */
  verify(token: string, ip: string): Promise<CaptchaResult>
}

/** A refusal that is our or the provider's outage (answer 503), not a bad token (ask for a new captcha). */
export function isCaptchaOutage(code: string): boolean {
  return ['unavailable', 'timeout', 'unreachable', 'bad-response'].includes(code) || code.startsWith('http-')
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService
  }
}

async function captchaPlugin(app: FastifyInstance) {
  const verifier = createCaptchaVerifier(app.config.captcha, app.redis, app.config.redisKeyPrefix)
  const log = app.log.child({ provider: verifier.name })
  const service: CaptchaService = {
    provider: verifier.name,
    challenge: () => verifier.challenge(),
    async verify(token, ip) {
      const result = await verifier.verify(token, ip)
      if (!result.ok) {
        // Our own outage (Redis) or the provider's is for operations; a bad token is routine.
        const outage = isCaptchaOutage(result.code)
        log[outage ? 'warn' : 'info']({ event: 'captcha_verify', reason: result.code, ip }, 'captcha: token refused')
      }
      return result
    },
  }
  app.decorate('captcha', service)
  app.addHook('onClose', async () => {
    await verifier.close?.()
  })
}

export default fp(captchaPlugin, { name: 'captcha', dependencies: ['config', 'redis'] })

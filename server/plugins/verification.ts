// SMS verification as `app.smsCodes`: the provider chosen by configuration (SMS_PROVIDER, parsed at
// boot; a bad value stops the start with one line) and the code service on the shared Redis.
// `app.smsOutbox` is the local provider's outbox when SMS_DEV_OUTBOX is on, otherwise null.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createSmsProvider, LocalSmsProvider, parseSmsConfig, type SmsOutbox } from '../integrations/sms/index.js'
import type { SmsProvider } from '../integrations/sms/types.js'
import { PURPOSES, SmsCodes, type Purpose } from '../services/verification/sms-codes.js'
import { parseSmsLimits } from '../services/verification/sms-limits.js'
import { parseMobilePrefixes } from '../services/verification/mobile-prefixes.js'

declare module 'fastify' {
  interface FastifyInstance {
    smsCodes: SmsCodes
    smsOutbox: SmsOutbox | null
    /** The provider itself, for transactional messages that are not codes (booking SMS). */
    smsProvider: SmsProvider
  }
}

export interface VerificationOptions {
  /** Where SMS_* settings are read from; process.env unless a test passes its own. */
  env?: Record<string, string | undefined>
}

async function verificationPlugin(app: FastifyInstance, opts: VerificationOptions) {
  const env = { ...(opts.env ?? process.env), NODE_ENV: app.config.nodeEnv }
  const smsConfig = parseSmsConfig(env)
  const limits = parseSmsLimits(env)
  const provider = createSmsProvider(smsConfig, app.log)
  app.decorate('smsCodes', new SmsCodes({
    redis: app.redis,
    keyPrefix: app.config.redisKeyPrefix,
    secret: app.config.sessionSecret,
    provider,
    log: app.log,
    limits,
    mobilePrefixes: parseMobilePrefixes(env),
  }))
  app.decorate('smsProvider', provider)
  app.decorate('smsOutbox', smsConfig.devOutbox && provider instanceof LocalSmsProvider ? provider.outbox : null)
  app.addHook('onClose', async () => provider.close?.())
  app.log.debug({ provider: provider.name, limits }, 'sms verification ready')
  const silenced = (Object.keys(PURPOSES) as Purpose[]).filter((p) => !limits.budgetShares[p])
  if (silenced.length) app.log.warn({ purposes: silenced }, 'sms: these purposes have no share of SMS_DAILY_BUDGET (SMS_BUDGET_SHARES) and will send nothing')
}

export default fp(verificationPlugin, { name: 'verification', dependencies: ['config', 'redis'] })

// Which SMS provider runs, from the environment, validated at boot like server/config.ts: a bad
// value throws ConfigError with one line naming the variable. Production must send real messages
// and must never expose the development outbox.
import { bool, fail, int, redactUrl, type Env } from '../../env.js'
import { DisabledSmsProvider, LocalSmsProvider } from './local.js'
import { NetgsmSmsProvider, type NetgsmConfig } from './netgsm.js'
import type { SmsLogger, SmsProvider } from './types.js'

export const NETGSM_DEFAULT_BASE_URL = 'https://api.netgsm.com.tr'
// 'disabled' must be chosen explicitly: a deployment without SMS (the benchmark) answers 503 on SMS routes.
const PROVIDERS = ['local', 'netgsm', 'disabled'] as const

export interface SmsConfig {
  provider: (typeof PROVIDERS)[number]
  /** Present exactly when provider is 'netgsm'. */
  netgsm?: NetgsmConfig
  /** The development outbox endpoint exists (local provider, never in production). */
  devOutbox: boolean
}

function baseUrl(env: Env, production: boolean): string {
  const raw = env.NETGSM_BASE_URL || NETGSM_DEFAULT_BASE_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return fail('NETGSM_BASE_URL', `must be a URL like ${NETGSM_DEFAULT_BASE_URL}`, redactUrl(raw))
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('NETGSM_BASE_URL', 'must use https', redactUrl(raw))
  // Basic auth travels in every request: never in clear text in production.
  if (production && url.protocol !== 'https:') fail('NETGSM_BASE_URL', 'must use https in production', redactUrl(raw))
  if (url.username || url.password) fail('NETGSM_BASE_URL', 'must not contain credentials (use NETGSM_USERCODE and NETGSM_PASSWORD)', redactUrl(raw))
  if (url.search || url.hash) fail('NETGSM_BASE_URL', 'must not have a query or fragment', redactUrl(raw))
  return raw.replace(/\/+$/, '')
}

function required(env: Env, name: string, problem: string): string {
  const value = (env[name] ?? '').trim()
  if (!value) fail(name, `is required when SMS_PROVIDER=netgsm (${problem})`)
  return value
}

function netgsmConfig(env: Env, production: boolean, timeoutMs: number): NetgsmConfig {
  const usercode = required(env, 'NETGSM_USERCODE', 'the Netgsm subscriber or API sub-user code')
  // Basic auth splits user and password at the first colon.
  if (usercode.includes(':')) fail('NETGSM_USERCODE', 'must not contain ":"')
  // The password is never echoed, not even when it is wrong.
  const password = env.NETGSM_PASSWORD ?? ''
  if (!password) fail('NETGSM_PASSWORD', 'is required when SMS_PROVIDER=netgsm (the API password of NETGSM_USERCODE)')
  const msgheader = required(env, 'NETGSM_MSGHEADER', 'the approved sender name shown on the message')
  if (msgheader.length > 16) fail('NETGSM_MSGHEADER', 'must be at most 16 characters', msgheader)
  const appname = (env.NETGSM_APPNAME ?? '').trim()
  if (appname.length > 64) fail('NETGSM_APPNAME', 'must be at most 64 characters', appname)
  return { baseUrl: baseUrl(env, production), usercode, password, msgheader, ...(appname ? { appname } : {}), timeoutMs }
}

export function parseSmsConfig(env: Env = process.env): SmsConfig {
  const production = env.NODE_ENV === 'production'
  const provider = (env.SMS_PROVIDER || 'local') as SmsConfig['provider']
  if (!PROVIDERS.includes(provider)) fail('SMS_PROVIDER', `must be one of ${PROVIDERS.join(', ')}`, env.SMS_PROVIDER)
  if (production && provider === 'local') {
    fail('SMS_PROVIDER', 'must be netgsm in production (the local provider only logs messages, nobody receives a code), or disabled to run without SMS')
  }
  const timeoutMs = int(env, 'SMS_TIMEOUT_MS', 5000, 500, 30000)
  const devOutbox = bool(env, 'SMS_DEV_OUTBOX', false)
  if (devOutbox && production) fail('SMS_DEV_OUTBOX', 'must be false in production (the outbox shows verification codes)')
  if (devOutbox && provider !== 'local') fail('SMS_DEV_OUTBOX', 'can only be true with SMS_PROVIDER=local (only the local provider fills the outbox)')
  return provider === 'netgsm' ? { provider, netgsm: netgsmConfig(env, production, timeoutMs), devOutbox } : { provider, devOutbox }
}

export function createSmsProvider(config: SmsConfig, log: SmsLogger): SmsProvider {
  switch (config.provider) {
    case 'local':
      return new LocalSmsProvider(log)
    case 'disabled':
      return new DisabledSmsProvider()
    case 'netgsm':
      if (!config.netgsm) throw new Error('createSmsProvider: provider netgsm without its configuration')
      return new NetgsmSmsProvider(config.netgsm, log)
  }
}

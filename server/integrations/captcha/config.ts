// Which captcha runs, from the environment, validated at boot like server/config.ts: a bad value
// throws ConfigError with one line naming the variable (server/env.ts).
import { createHmac } from 'node:crypto'
import { fail, int, redactUrl, type Env } from '../../env.js'
import type { AltchaConfig } from './altcha.js'
import { HOSTED_PROVIDERS, type HostedConfig } from './hosted.js'

const PROVIDERS = ['altcha', 'turnstile', 'hcaptcha'] as const

export interface CaptchaConfig {
  provider: (typeof PROVIDERS)[number]
  /** Present exactly when provider is 'altcha'. */
  altcha?: AltchaConfig
  /** Present exactly when provider is 'turnstile' or 'hcaptcha'. */
  hosted?: HostedConfig
}

// Two purpose-bound keys from one secret: a leaked challenge key never signs derived keys.
const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(`captcha:${purpose}`).digest('hex')

function altchaConfig(env: Env, sessionSecret: string): AltchaConfig {
  const own = env.CAPTCHA_HMAC_KEY
  // The key is never echoed, not even when it is wrong.
  if (own !== undefined && own !== '' && own.length < 32) fail('CAPTCHA_HMAC_KEY', 'must be at least 32 characters long (or unset to derive it from SESSION_SECRET)')
  const secret = own || sessionSecret
  return {
    hmacKey: derive(secret, 'altcha-challenge'),
    hmacKeySignatureKey: derive(secret, 'altcha-key'),
    cost: int(env, 'CAPTCHA_COST', 500, 1, 1_000_000),
    maxNumber: int(env, 'CAPTCHA_MAX_NUMBER', 2000, 2, 10_000_000),
    expiresInS: int(env, 'CAPTCHA_EXPIRES_S', 600, 30, 3600),
  }
}

function hostedConfig(env: Env, provider: 'turnstile' | 'hcaptcha', production: boolean): HostedConfig {
  const siteKey = (env.CAPTCHA_SITE_KEY ?? '').trim()
  if (!siteKey) fail('CAPTCHA_SITE_KEY', `is required when CAPTCHA_PROVIDER=${provider} (the public site key of your ${provider} widget)`)
  if (!/^[\w.-]{1,200}$/.test(siteKey)) fail('CAPTCHA_SITE_KEY', 'must be letters, digits, "_", "." or "-"', siteKey)
  const secretKey = (env.CAPTCHA_SECRET_KEY ?? '').trim()
  if (!secretKey) fail('CAPTCHA_SECRET_KEY', `is required when CAPTCHA_PROVIDER=${provider} (the secret key of your ${provider} site)`)
  const raw = env.CAPTCHA_VERIFY_URL || HOSTED_PROVIDERS[provider].verifyUrl
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return fail('CAPTCHA_VERIFY_URL', `must be a URL like ${HOSTED_PROVIDERS[provider].verifyUrl}`, redactUrl(raw))
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('CAPTCHA_VERIFY_URL', 'must use https', redactUrl(raw))
  // The secret key travels in every request: never in clear text in production.
  if (production && url.protocol !== 'https:') fail('CAPTCHA_VERIFY_URL', 'must use https in production', redactUrl(raw))
  return { provider, siteKey, secretKey, verifyUrl: raw, timeoutMs: int(env, 'CAPTCHA_TIMEOUT_MS', 5000, 500, 30000) }
}

export function parseCaptchaConfig(env: Env, sessionSecret: string): CaptchaConfig {
  const provider = (env.CAPTCHA_PROVIDER || 'altcha') as CaptchaConfig['provider']
  if (!PROVIDERS.includes(provider)) fail('CAPTCHA_PROVIDER', `must be one of ${PROVIDERS.join(', ')}`, env.CAPTCHA_PROVIDER)
  if (provider === 'altcha') return { provider, altcha: altchaConfig(env, sessionSecret) }
  return { provider, hosted: hostedConfig(env, provider, env.NODE_ENV === 'production') }
}

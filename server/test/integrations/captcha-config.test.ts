// CAPTCHA_* at boot: defaults, the hosted providers' required keys, and one clear line per bad value.
import t, { type Test } from 'tap'
import { ConfigError, loadConfig } from '../../config.js'
import { TEST_ENV } from '../helper-env.js'

const load = (env: Record<string, string>) => loadConfig({ ...TEST_ENV, ...env }).captcha

function rejects(t: Test, env: Record<string, string>, pattern: RegExp, what: string) {
  t.throws(() => load(env), { constructor: ConfigError, message: pattern }, what)
}

t.test('ALTCHA by default, keys derived from SESSION_SECRET', async (t) => {
  const c = load({})
  t.equal(c.provider, 'altcha')
  t.match(c.altcha, { cost: 500, maxNumber: 2000, expiresInS: 600 })
  t.match(c.altcha?.hmacKey, /^[0-9a-f]{64}$/)
  t.not(c.altcha?.hmacKey, c.altcha?.hmacKeySignatureKey, 'one key per purpose')
  t.not(load({ SESSION_SECRET: 'another-session-secret-0123456789abcdef' }).altcha?.hmacKey, c.altcha?.hmacKey, 'follows the session secret')
  const own = load({ CAPTCHA_HMAC_KEY: 'k'.repeat(40) })
  t.not(own.altcha?.hmacKey, c.altcha?.hmacKey, 'CAPTCHA_HMAC_KEY replaces it')
  t.equal(load({ CAPTCHA_HMAC_KEY: 'k'.repeat(40), SESSION_SECRET: 'another-session-secret-0123456789abcdef' }).altcha?.hmacKey, own.altcha?.hmacKey)
  t.match(load({ CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '20', CAPTCHA_EXPIRES_S: '60' }).altcha, { cost: 1, maxNumber: 20, expiresInS: 60 })
  t.equal(c.hosted, undefined)
})

t.test('hosted providers need their keys', async (t) => {
  const c = load({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '0x4AAA-site', CAPTCHA_SECRET_KEY: 'secret' })
  t.match(c, { provider: 'turnstile', hosted: { siteKey: '0x4AAA-site', secretKey: 'secret', verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify', timeoutMs: 5000 } })
  t.equal(c.altcha, undefined)
  t.equal(load({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 's', CAPTCHA_SECRET_KEY: 'x' }).hosted?.verifyUrl, 'https://api.hcaptcha.com/siteverify')
})

t.test('a bad value stops the boot with one line naming the variable', async (t) => {
  const hosted = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'topsecret-value' }
  rejects(t, { CAPTCHA_PROVIDER: 'recaptcha' }, /^config: CAPTCHA_PROVIDER must be one of altcha, turnstile, hcaptcha \(got "recaptcha"\)/, 'unknown provider')
  rejects(t, { CAPTCHA_HMAC_KEY: 'short' }, /^config: CAPTCHA_HMAC_KEY must be at least 32 characters/, 'short key')
  rejects(t, { CAPTCHA_COST: '0' }, /^config: CAPTCHA_COST must be an integer between 1 and/, 'cost')
  rejects(t, { CAPTCHA_MAX_NUMBER: 'many' }, /^config: CAPTCHA_MAX_NUMBER must be an integer/, 'max number')
  rejects(t, { CAPTCHA_EXPIRES_S: '5' }, /^config: CAPTCHA_EXPIRES_S must be an integer between 30 and 3600/, 'expiry')
  rejects(t, { CAPTCHA_PROVIDER: 'turnstile' }, /^config: CAPTCHA_SITE_KEY is required when CAPTCHA_PROVIDER=turnstile/, 'no site key')
  rejects(t, { CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site' }, /^config: CAPTCHA_SECRET_KEY is required when CAPTCHA_PROVIDER=hcaptcha/, 'no secret')
  rejects(t, { ...hosted, CAPTCHA_VERIFY_URL: 'not a url' }, /^config: CAPTCHA_VERIFY_URL must be a URL/, 'bad URL')
  rejects(t, { ...hosted, CAPTCHA_VERIFY_URL: 'ftp://x/siteverify' }, /^config: CAPTCHA_VERIFY_URL must use https/, 'bad scheme')
  rejects(t, { ...hosted, NODE_ENV: 'production', SESSION_SECRET: 'production-secret-0123456789abcdefghij', CAPTCHA_VERIFY_URL: 'http://127.0.0.1/siteverify' }, /CAPTCHA_VERIFY_URL must use https in production/, 'clear text in production')
  rejects(t, { ...hosted, CAPTCHA_TIMEOUT_MS: '99' }, /^config: CAPTCHA_TIMEOUT_MS must be an integer between 500 and 30000/, 'timeout')
  try {
    load({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'topsecret-value', CAPTCHA_TIMEOUT_MS: 'x' })
  } catch (err) {
    t.notMatch((err as Error).message, /topsecret/, 'the secret is never echoed')
    t.notMatch((err as Error).message, /\n/, 'one line')
  }
})

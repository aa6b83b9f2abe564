// Hosted captcha providers (Cloudflare Turnstile, hCaptcha) through their siteverify endpoints over
// undici. Both take a form-encoded { secret, response, remoteip } and answer
// { success, 'error-codes' }; both accept a token once ('timeout-or-duplicate' /
// 'already-seen-response'), so no replay store is needed here.
import { Pool, request } from 'undici'
import { readCapped } from '../http.js'
import type { CaptchaChallenge, CaptchaResult, CaptchaVerifier } from './types.js'

export type HostedProvider = 'turnstile' | 'hcaptcha'

export const HOSTED_PROVIDERS: Readonly<Record<HostedProvider, { verifyUrl: string; scriptUrl: string }>> = {
  turnstile: {
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  },
  hcaptcha: {
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit&hl=tr&recaptchacompat=off',
  },
}

export interface HostedConfig {
  provider: HostedProvider
  siteKey: string
  secretKey: string
  /** The provider's siteverify URL; tests point it at a local stand-in. */
  verifyUrl: string
  timeoutMs: number
}

// Turnstile tokens are at most 2048 characters; hCaptcha's are shorter.
const MAX_TOKEN_LENGTH = 2048
const TIMEOUT_ERRORS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'])
const BAD_RESPONSE: CaptchaResult = { ok: false, code: 'bad-response' }

/** The provider's answer as a result; error codes are taken only when they look like codes. */
export function interpretSiteverify(status: number, raw: string | null): CaptchaResult {
  let data: unknown
  try {
    data = raw === null ? null : JSON.parse(raw)
  } catch {
    data = null
  }
  const answer = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null
  const httpOk = status >= 200 && status < 300
  if (answer?.success === true && httpOk) return { ok: true }
  const codes = answer?.['error-codes']
  const code = Array.isArray(codes) ? codes.find((c): c is string => typeof c === 'string' && /^[a-z0-9-]{1,64}$/.test(c)) : undefined
  if (code) return { ok: false, code }
  if (!httpOk) return { ok: false, code: `http-${status}` }
  return answer?.success === false ? { ok: false, code: 'rejected' } : BAD_RESPONSE
}

export class HostedCaptchaVerifier implements CaptchaVerifier {
  readonly name: HostedProvider
  private readonly pool: Pool
  readonly #secretKey: string

  constructor(private readonly config: HostedConfig) {
    this.name = config.provider
    this.#secretKey = config.secretKey
    this.pool = new Pool(new URL(config.verifyUrl).origin, {
      connections: 8,
      connect: { timeout: config.timeoutMs },
      headersTimeout: config.timeoutMs,
      bodyTimeout: config.timeoutMs,
      keepAliveTimeout: 10_000,
    })
  }

  async challenge(): Promise<CaptchaChallenge> {
    return { provider: this.name, siteKey: this.config.siteKey, scriptUrl: HOSTED_PROVIDERS[this.name].scriptUrl }
  }

  async verify(token: string, ip: string): Promise<CaptchaResult> {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return { ok: false, code: 'malformed' }
    const form = new URLSearchParams({ secret: this.#secretKey, response: token })
    if (ip) form.set('remoteip', ip)
    // hCaptcha checks the token was issued for our site key.
    if (this.name === 'hcaptcha') form.set('sitekey', this.config.siteKey)
    try {
      const res = await request(this.config.verifyUrl, {
        dispatcher: this.pool,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        headersTimeout: this.config.timeoutMs,
        bodyTimeout: this.config.timeoutMs,
        // One deadline for the whole exchange, however slowly the answer drips.
        signal: AbortSignal.timeout(this.config.timeoutMs),
      })
      return interpretSiteverify(res.statusCode, await readCapped(res.body))
    } catch (err) {
      const { code, name } = err as { code?: unknown; name?: unknown }
      const cause = typeof code === 'string' ? code : typeof name === 'string' ? name : ''
      const timedOut = TIMEOUT_ERRORS.has(cause) || name === 'TimeoutError' || name === 'AbortError'
      return { ok: false, code: timedOut ? 'timeout' : 'unreachable' }
    }
  }

  async close(): Promise<void> {
    await this.pool.close()
  }
}

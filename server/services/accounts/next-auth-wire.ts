// The parts of next-auth v4's wire that are pure functions (accounts.md §1): cookie names, the CSRF
// double-submit token, callbackUrl validation and the error parameter. Every absolute URL comes from
// PUBLIC_BASE_URL, never from Host or X-Forwarded-Host.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const AUTH_BASE_PATH = '/api/auth'

export interface CookieNames {
  session: string
  csrf: string
  secure: boolean
}

/** next-auth's names: `__Secure-`/`__Host-` prefixes when the site is served over https. */
export function cookieNames(publicBaseUrl: string): CookieNames {
  const secure = publicBaseUrl.startsWith('https://')
  return {
    session: `${secure ? '__Secure-' : ''}next-auth.session-token`,
    csrf: `${secure ? '__Host-' : ''}next-auth.csrf-token`,
    secure,
  }
}

const hashOf = (token: string, secret: string) => createHash('sha256').update(`${token}${secret}`).digest('hex')

/** A new CSRF token and its cookie value `token|sha256(token+secret)`. */
export function newCsrf(secret: string): { token: string; cookie: string } {
  const token = randomBytes(32).toString('hex')
  return { token, cookie: `${token}|${hashOf(token, secret)}` }
}

/** The token of a CSRF cookie whose hash checks out, or null. */
export function csrfFromCookie(cookie: unknown, secret: string): string | null {
  if (typeof cookie !== 'string') return null
  const m = /^([0-9a-f]{64})\|([0-9a-f]{64})$/.exec(cookie)
  if (!m) return null
  const [, token, hash] = m as unknown as [string, string, string]
  return timingSafeEqual(Buffer.from(hash), Buffer.from(hashOf(token, secret))) ? token : null
}

/** The body's csrfToken equals the cookie's (verified) token. */
export function csrfMatches(cookie: unknown, bodyToken: unknown, secret: string): boolean {
  const token = csrfFromCookie(cookie, secret)
  if (token === null || typeof bodyToken !== 'string' || bodyToken.length !== 64) return false
  return timingSafeEqual(Buffer.from(token), Buffer.from(bodyToken))
}

/**
 * A cross-site request by what the browser says: an Origin other than the site's (or a
 * development server's on localhost), or Sec-Fetch-Site cross-site. No Origin at all (a server or
 * an old browser) is left to the CSRF token.
 */
export function isCrossSite(headers: Record<string, string | string[] | undefined>, publicOrigin: string, development: boolean): boolean {
  const fetchSite = headers['sec-fetch-site']
  if (fetchSite === 'cross-site') return true
  const origin = headers.origin
  if (origin === undefined) return false
  if (typeof origin !== 'string') return true
  if (origin === publicOrigin) return false
  if (development && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/.test(origin)) return false
  return true
}

/**
 * callbackUrl as next-auth's redirect callback allows it: a relative path or the site's own origin;
 * anything else (another host, `//host`, `/\host`, control characters, unparseable) is the base
 * URL. Always an absolute URL on the public base. Never throws.
 */
export function safeCallbackUrl(raw: unknown, publicBaseUrl: string): string {
  const base = new URL(publicBaseUrl)
  const home = `${base.origin}${base.pathname.replace(/\/+$/, '')}` || base.origin
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return home
  // Control characters, spaces and backslashes: browsers strip or reinterpret them.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(raw)) return home
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return home
    try {
      const u = new URL(raw, base.origin)
      return u.origin === base.origin ? u.href : home
    } catch {
      return home
    }
  }
  try {
    const u = new URL(raw)
    return u.origin === base.origin && (u.protocol === 'https:' || u.protocol === 'http:') ? u.href : home
  } catch {
    return home
  }
}

/** The failure a credentials sign-in carries inside `error` (spec §7: status, message, data). */
export interface SignInFailure {
  status: number
  message: string
  data: Record<string, unknown> | null
}

/** `<base>/api/auth/error?error=<encodeURIComponent(JSON.stringify(failure))>`: what signIn() returns as `error`. */
export function errorUrl(publicBaseUrl: string, error: SignInFailure | string): string {
  const value = typeof error === 'string' ? error : JSON.stringify(error)
  return `${publicBaseUrl}${AUTH_BASE_PATH}/error?error=${encodeURIComponent(value)}`
}

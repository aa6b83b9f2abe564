// What the logs may hold (design §7, decisions 009 and 020): phone numbers masked wherever they
// appear, secrets censored under their keys, query strings of sensitive paths dropped, URLs cut.
import pino from 'pino'
import { publicQuery } from '../schemas/public-query.js'

// Paths whose query strings carry personal data or codes (e.g. the appointment result link).
const SENSITIVE_QUERY_PREFIXES = ['/check-appointment-result', '/teklif/', '/randevu-yonetimi', '/api/auth', '/api/appointment', '/api/customer', '/api/mbs']
const PHONE_KEYS = ['phone', 'phoneNumber', 'gsmNo', 'gsm']
const SECRET_KEYS = ['password', 'passwordConfirm', 'code', 'verificationCode', 'token', 'accessToken', 'secret', 'authorization', 'cookie', 'headers', 'csrfToken', 'userTemp', 'smsLogId', 'sessionToken', 'captchaToken']

/** '5321234567' → '5*******67'; anything that is not a phone is fully starred. */
export function maskPhone(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '')
  if (digits.length < 4) return '***'
  const core = digits.length > 10 ? digits.slice(-10) : digits
  return `${core[0]}${'*'.repeat(core.length - 3)}${core.slice(-2)}`
}

/** Masks every run of 10+ digits (phone numbers, possibly with a leading 0 or 90). */
export function maskDigits(text: string): string {
  return text.replace(/\d{10,13}/g, (m) => maskPhone(m))
}

const LONG_DIGITS = /\d{10}/
/** Longest URL an access line carries; longer ones are cut (decision 020). */
export const MAX_LOGGED_URL = 512
// A result page's id opens someone's appointments (once, for minutes), an offer link's token
// someone's pre-offer (for days): not for the logs either.
const RESULT_PAGE_PREFIX = '/check-appointment-result/'
const RESULT_PAGE = /^\/check-appointment-result\/.+/
const OFFER_LINK_PREFIX = '/teklif/'
const OFFER_LINK = /^\/teklif\/.+/
// The booking's manage link carries its token in the path (it is what the SMS opens).
const MANAGE_PAGE = /^\/randevu-yonetimi\/.+/

/**
 * The URL as the logs may hold it: sensitive paths lose their query ('?[gizlendi]'), other paths
 * keep only the public parameters (listing filters, sort and page; content pagination), phone-like
 * digit runs are masked and the whole is cut at MAX_LOGGED_URL characters.
 */
export function sanitizeUrl(url: string): string {
  const q = url.indexOf('?')
  // Most URLs have no query, no doubled slash, no phone-like digit run and a sane length: nothing to change.
  if (q === -1 && url.length <= MAX_LOGGED_URL && !url.includes('//') && !LONG_DIGITS.test(url) && !url.startsWith(RESULT_PAGE_PREFIX) && !url.startsWith(OFFER_LINK_PREFIX)) return url
  // The router treats '//x' as '/x', so the sensitive-prefix check must too.
  const path = (q === -1 ? url : url.slice(0, q)).replace(/\/{2,}/g, '/').replace(RESULT_PAGE, '/check-appointment-result/[gizlendi]')
    .replace(OFFER_LINK, '/teklif/[gizlendi]').replace(MANAGE_PAGE, '/randevu-yonetimi/[gizlendi]')
  const sensitive = SENSITIVE_QUERY_PREFIXES.some((p) => path.startsWith(p))
  const query = q === -1 ? '' : sensitive ? '?[gizlendi]' : publicQuery(url.slice(q))
  const logged = maskDigits(path + (sensitive ? '' : query)) + (sensitive ? query : '')
  return logged.length > MAX_LOGGED_URL ? `${logged.slice(0, MAX_LOGGED_URL - 1)}…` : logged
}

// Secrets are kept out by construction rather than by pino's path redaction, which costs more than
// the rest of a cached request (measured: docs/decisions/009-request-logging.md). The req serializer
// never emits headers or bodies, and these top-level keys are censored or masked wherever they are
// logged; code logs personal data only under them.
export const sensitiveSerializers: Record<string, (value: unknown) => unknown> = {
  ...Object.fromEntries(SECRET_KEYS.map((k) => [k, () => '[GİZLENDİ]'])),
  ...Object.fromEntries(PHONE_KEYS.map((k) => [k, maskPhone])),
}

type SerializedError = ReturnType<typeof pino.stdSerializers.err>

/** Database errors quote the offending values (`Key (phone)=(5321234567)`): digit runs are masked. */
export function maskError(err: SerializedError): SerializedError {
  for (const key of ['message', 'stack', 'detail']) {
    const value = (err as Record<string, unknown>)[key]
    if (typeof value === 'string') (err as Record<string, unknown>)[key] = maskDigits(value)
  }
  return err
}

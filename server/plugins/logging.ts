// pino options (design §7): request id in and out, secrets redacted, phone numbers masked, query
// strings of sensitive paths dropped.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyServerOptions } from 'fastify'
import type { Config } from '../config.js'

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/
// Paths whose query strings carry personal data or codes (e.g. the appointment result link).
const SENSITIVE_QUERY_PREFIXES = ['/check-appointment-result', '/api/auth', '/api/appointment', '/api/customer', '/api/mbs']
const PHONE_KEYS = new Set(['phone', 'phoneNumber', 'gsmNo', 'gsm', 'id'])

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

export function sanitizeUrl(url: string): string {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  const sensitive = SENSITIVE_QUERY_PREFIXES.some((p) => path.startsWith(p))
  const kept = q === -1 || sensitive ? path : url
  return maskDigits(kept) + (q !== -1 && sensitive ? '?[gizlendi]' : '')
}

export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]',
  '*.password', '*.passwordConfirm', '*.code', '*.verificationCode', '*.token', '*.accessToken',
  '*.sessionSecret', '*.secret', '*.phone', '*.phoneNumber', '*.gsmNo',
]

export function loggerOptions(config: Config): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: {
      paths: REDACT_PATHS,
      censor: (value: unknown, path: string[]) => (PHONE_KEYS.has(path[path.length - 1] ?? '') ? maskPhone(value) : '[GİZLENDİ]'),
    },
    serializers: {
      req(req: { id: string; method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return { id: req.id, method: req.method, url: sanitizeUrl(req.url), remoteAddress: req.ip, userAgent: req.headers?.['user-agent'] }
      },
    },
  }
}

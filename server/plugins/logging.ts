// pino options (design §7): request id in and out, secrets redacted, phone numbers masked, query
// strings of sensitive paths dropped.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import pino from 'pino'
import type { Config } from '../config.js'

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/
// Paths whose query strings carry personal data or codes (e.g. the appointment result link).
const SENSITIVE_QUERY_PREFIXES = ['/check-appointment-result', '/api/auth', '/api/appointment', '/api/customer', '/api/mbs']
const PHONE_KEYS = new Set(['phone', 'phoneNumber', 'gsmNo', 'gsm'])

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
  // The router treats '//x' as '/x', so the sensitive-prefix check must too.
  const path = (q === -1 ? url : url.slice(0, q)).replace(/\/{2,}/g, '/')
  const sensitive = SENSITIVE_QUERY_PREFIXES.some((p) => path.startsWith(p))
  const kept = q === -1 || sensitive ? path : path + url.slice(q)
  return maskDigits(kept) + (q !== -1 && sensitive ? '?[gizlendi]' : '')
}

export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

const SECRET_KEYS = ['password', 'passwordConfirm', 'code', 'verificationCode', 'token', 'accessToken', 'secret', 'authorization', 'cookie', 'headers']

// Secrets are kept out by construction rather than by pino's path redaction, which costs more than
// the rest of a cached request (measured: docs/decisions/009-request-logging.md). The req serializer
// never emits headers or bodies, and these top-level keys are censored or masked wherever they are
// logged; code logs personal data only under them.
const sensitiveSerializers: Record<string, (value: unknown) => unknown> = {
  ...Object.fromEntries(SECRET_KEYS.map((k) => [k, () => '[GİZLENDİ]'])),
  ...Object.fromEntries([...PHONE_KEYS].map((k) => [k, maskPhone])),
}

// Database errors quote the offending values (`Key (phone)=(5321234567)`): mask digit runs.
function maskError(err: ReturnType<typeof pino.stdSerializers.err>): ReturnType<typeof pino.stdSerializers.err> {
  for (const key of ['message', 'stack', 'detail']) {
    const value = (err as Record<string, unknown>)[key]
    if (typeof value === 'string') (err as Record<string, unknown>)[key] = maskDigits(value)
  }
  return err
}

/** One access line per request, written when the response is done (Fastify's default is two). */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const responseTime = Math.round(reply.elapsedTime * 10) / 10
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored')
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed')
  }

  // The default line quotes the raw URL, query string included; the access line covers 404s.
  override routeNotFound(): void {}
}

export function loggerOptions(config: Config): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    serializers: {
      ...sensitiveSerializers,
      err: (err: Error) => maskError(pino.stdSerializers.err(err)),
      req(req: { id: string; method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return { id: req.id, method: req.method, url: sanitizeUrl(req.url), remoteAddress: req.ip, userAgent: req.headers?.['user-agent'] }
      },
    },
  }
}

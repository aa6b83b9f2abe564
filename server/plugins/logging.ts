// pino options (design §7): request id in and out, secrets redacted, phone numbers masked, query
// strings of sensitive paths dropped.
import { randomUUID } from 'node:crypto'
import { writeSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIPv6 } from 'node:net'
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import pino from 'pino'
import type { Config } from '../config.js'
import { publicQuery } from '../schemas/public-query.js'
import { isInternalRequest } from '../services/web/internal-request.js'

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/
// Paths whose query strings carry personal data or codes (e.g. the appointment result link).
const SENSITIVE_QUERY_PREFIXES = ['/check-appointment-result', '/teklif/', '/randevu-yonetimi', '/api/auth', '/api/appointment', '/api/customer', '/api/mbs']
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

/**
 * Request ids: a valid `x-request-id` is kept only when the connection comes from a trusted proxy
 * (TRUST_PROXY), which ties the gateway's lines to the proxy's; anyone else could otherwise pick
 * ids that collide with other requests' in the logs, so they get a fresh one.
 */
export function requestIdGenerator(trustProxy: string[] | false): (req: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID()
  const proxies = new BlockList()
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/')
    const type = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (bits === undefined) proxies.addAddress(address, type)
    else proxies.addSubnet(address, Number(bits), type)
  }
  return (req) => {
    const given = req.headers['x-request-id']
    const from = req.socket.remoteAddress
    const trusted = from !== undefined && proxies.check(from, isIPv6(from) ? 'ipv6' : 'ipv4')
    return trusted && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
  }
}

const SECRET_KEYS = ['password', 'passwordConfirm', 'code', 'verificationCode', 'token', 'accessToken', 'secret', 'authorization', 'cookie', 'headers', 'csrfToken', 'userTemp', 'smsLogId', 'sessionToken', 'captchaToken']

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

type PinoLogger = pino.Logger

/** Where and how the access line is written: the root logger's stream, bindings and level. */
interface AccessSink {
  stream: { write(line: string): unknown }
  chindings: string
  root: PinoLogger
}

function accessSink(root: PinoLogger): AccessSink {
  const s = root as unknown as Record<symbol, unknown>
  return { stream: s[pino.symbols.streamSym] as AccessSink['stream'], chindings: String(s[pino.symbols.chindingsSym] ?? ''), root }
}

const INFO = 30

/**
 * One access line per request, written when the response is done (Fastify's default is two).
 * A successful request's line is assembled directly — the same fields, order and JSON pino would
 * write — because it is written on every request and pino's generic path (serializers, child
 * bindings, stringify) was most of a cached request's cost (decision 009). Failures still go
 * through pino with the error serializer.
 */
export class AccessLogController extends LogController {
  private sink: AccessSink | undefined

  // A server-rendered page's own API calls: the page's line stands for them.
  override isLogDisabled(request: FastifyRequest): boolean {
    return isInternalRequest(request.headers) || super.isLogDisabled(request)
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const responseTime = Math.round(reply.elapsedTime * 10) / 10
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored')
      return
    }
    const sink = (this.sink ??= accessSink(request.server.log as PinoLogger))
    // The route's own level (e.g. 'warn' for the health probes) travels with its lazy child logger,
    // which is cheaper to ask than request.routeOptions (a new object on every read).
    const routeLevel = request.log instanceof LazyChildLogger ? request.log.routeLevel : request.routeOptions.logLevel
    const levelValue = routeLevel ? (pino.levels.values[routeLevel] ?? INFO) : sink.root.levelVal
    if (levelValue > INFO) return
    const ua = request.headers['user-agent']
    const ip = request.ip
    // The request id (genReqId: UUID or [A-Za-z0-9._:-]) and the method (an HTTP token) need no
    // JSON escaping; the URL, user agent and address (X-Forwarded-For behind a proxy) are escaped.
    sink.stream.write(
      `{"level":30,"time":${Date.now()}${sink.chindings},"reqId":"${request.id}","req":{"method":"${request.method}",` +
      `"url":${JSON.stringify(sanitizeUrl(request.url))}${ip ? `,"remoteAddress":${JSON.stringify(ip)}` : ''}${ua ? `,"userAgent":${JSON.stringify(ua)}` : ''}},` +
      `"res":{"statusCode":${reply.statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
    )
  }

  // The default line quotes the raw URL, query string included; the access line covers 404s.
  override routeNotFound(): void {}
}

/**
 * request.log without a pino child per request: the child (bindings serialised, prototype set up)
 * is made only when a handler actually logs, which most cached requests never do.
 */
class LazyChildLogger {
  private real: PinoLogger | undefined

  constructor(private readonly parent: PinoLogger, private readonly bindings: pino.Bindings, private readonly opts: pino.ChildLoggerOptions) {}

  /** The route's logLevel, when it sets one (Fastify passes it as the child's level). */
  get routeLevel(): string | undefined {
    return this.opts.level
  }

  private get logger(): PinoLogger {
    return (this.real ??= this.parent.child(this.bindings, this.opts))
  }

  get level(): string { return this.logger.level }
  set level(value: string) { this.logger.level = value }
  isLevelEnabled(level: string): boolean { return this.logger.isLevelEnabled(level) }
  child(bindings: pino.Bindings, opts?: pino.ChildLoggerOptions): PinoLogger { return this.logger.child(bindings, opts) }
  trace(...args: unknown[]): void { (this.logger.trace as (...a: unknown[]) => void)(...args) }
  debug(...args: unknown[]): void { (this.logger.debug as (...a: unknown[]) => void)(...args) }
  info(...args: unknown[]): void { (this.logger.info as (...a: unknown[]) => void)(...args) }
  warn(...args: unknown[]): void { (this.logger.warn as (...a: unknown[]) => void)(...args) }
  error(...args: unknown[]): void { (this.logger.error as (...a: unknown[]) => void)(...args) }
  fatal(...args: unknown[]): void { (this.logger.fatal as (...a: unknown[]) => void)(...args) }
  silent(): void {}
}

export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: pino.Bindings, opts: pino.ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger as PinoLogger, bindings, opts) as unknown as FastifyBaseLogger
}

/** Where BufferedLogStream's bytes go: a synchronous writer of a whole chunk. */
export interface LogSink {
  write(chunk: Uint8Array): void
}

export interface BufferedLogOptions {
  /** The longest a line waits before it is written (ms). */
  maxDelayMs?: number
  /** Bytes that make a write happen at once. */
  highWater?: number
}

/**
 * Log lines encoded into one reusable buffer as they are logged and written together: when
 * `highWater` bytes are waiting or `maxDelayMs` after the first waiting line, whichever comes
 * first, and on exit. Under load hundreds of lines share one write syscall and no line outlives its
 * request as a string (holding strings instead made them survive scavenges); at low traffic a line
 * leaves within `maxDelayMs`. Nothing crosses to a worker thread (decision 009).
 */
export class BufferedLogStream {
  private buf: Buffer
  private len = 0
  private timer: NodeJS.Timeout | undefined
  private readonly maxDelayMs: number
  private readonly highWater: number

  constructor(private readonly sink: LogSink, opts: BufferedLogOptions = {}) {
    this.maxDelayMs = opts.maxDelayMs ?? 50
    this.highWater = opts.highWater ?? 32 * 1024
    this.buf = Buffer.allocUnsafe(this.highWater * 2)
    process.once('exit', this.flush)
  }

  write(line: string): void {
    // A UTF-16 unit is at most 3 UTF-8 bytes: make sure the line fits before encoding it.
    if (this.len + line.length * 3 > this.buf.length) {
      this.flush()
      if (line.length * 3 > this.buf.length) {
        this.sink.write(Buffer.from(line, 'utf8'))
        return
      }
    }
    this.len += this.buf.write(line, this.len)
    if (this.len >= this.highWater) this.flush()
    else if (this.timer === undefined) this.timer = setTimeout(this.flush, this.maxDelayMs)
  }

  readonly flush = (): void => {
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    if (this.len === 0) return
    const chunk = this.buf.subarray(0, this.len)
    this.len = 0
    this.sink.write(chunk)
  }

  /** pino calls this on a final flush. */
  flushSync(): void {
    this.flush()
  }
}

const sleep = new Int32Array(new SharedArrayBuffer(4))

/**
 * Writes chunks to a file descriptor synchronously, all of each chunk before returning: partial
 * writes continue, and a non-blocking pipe that is full (EAGAIN) is waited for, as pino's
 * synchronous destination does.
 */
export function fdSink(fd: number): LogSink {
  return {
    write(chunk) {
      let off = 0
      let wait = 1
      while (off < chunk.length) {
        try {
          off += writeSync(fd, chunk, off, chunk.length - off)
          wait = 1
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code
          if (code !== 'EAGAIN' && code !== 'EBUSY') throw err
          Atomics.wait(sleep, 0, 0, wait)
          wait = Math.min(wait * 2, 100)
        }
      }
    },
  }
}

export function stdoutDestination(): BufferedLogStream {
  return new BufferedLogStream(fdSink(1))
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

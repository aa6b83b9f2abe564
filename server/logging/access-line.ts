// One access line per request, written when the response is done (Fastify's default is two), and
// request.log as a lazy child (decision 009).
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify'
import pino from 'pino'
import { isInternalRequest } from '../services/web/internal-request.js'
import type { LogDestination } from './destination.js'
import { sanitizeUrl } from './redaction.js'

type PinoLogger = pino.Logger

const INFO = 30

/**
 * A successful request's line is assembled directly — the same fields, order and JSON pino would
 * write — because it is written on every request and pino's generic path (serializers, child
 * bindings, stringify) was most of a cached request's cost (decision 009). Failures still go
 * through pino with the error serializer. The line goes to the logger's own destination, with the
 * logger's base bindings, both handed over by the app (no pino internals read).
 */
export class AccessLogController extends LogController {
  private readonly chindings: string

  constructor(private readonly stream: LogDestination, base: Record<string, unknown>) {
    super()
    this.chindings = Object.entries(base).map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`).join('')
  }

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
    // The route's own level (e.g. 'warn' for the health probes) travels with its lazy child logger,
    // which is cheaper to ask than request.routeOptions (a new object on every read).
    const routeLevel = request.log instanceof LazyChildLogger ? request.log.routeLevel : request.routeOptions.logLevel
    const levelValue = routeLevel ? (pino.levels.values[routeLevel] ?? INFO) : (request.server.log as PinoLogger).levelVal
    if (levelValue > INFO) return
    const ua = request.headers['user-agent']
    const ip = request.ip
    // The request id (genReqId: UUID or [A-Za-z0-9._:-]) and the method (an HTTP token) need no
    // JSON escaping; the URL, user agent and address (X-Forwarded-For behind a proxy) are escaped.
    this.stream.write(
      `{"level":30,"time":${Date.now()}${this.chindings},"reqId":"${request.id}","req":{"method":"${request.method}",` +
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

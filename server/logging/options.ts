// The gateway's logger (design §7): level from the configuration, the base bindings every line
// carries, serializers that keep secrets out, the destination, and the access-line controller
// writing to that same destination with those same bindings.
import { hostname } from 'node:os'
import type { FastifyServerOptions } from 'fastify'
import pino from 'pino'
import type { Config } from '../config.js'
import { AccessLogController, lazyChildLoggerFactory } from './access-line.js'
import { stdoutDestination, type LogDestination } from './destination.js'
import { maskError, sanitizeUrl, sensitiveSerializers } from './redaction.js'

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

/** The Fastify options for logging: the logger, its access line and lazy request loggers. */
export function gatewayLogging(config: Config, stream: LogDestination = stdoutDestination()) {
  // pino's default bindings, set here so the access line carries exactly the same.
  const base = { pid: process.pid, hostname: hostname() }
  return {
    logger: { ...loggerOptions(config), base, stream },
    logController: new AccessLogController(stream, base),
    childLoggerFactory: lazyChildLoggerFactory,
  }
}

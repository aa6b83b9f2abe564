// A test gateway that gets extra routes or hooks before ready() (buildTestApp is already ready
// when it returns), logging through the production logger into memory.
import { Writable } from 'node:stream'
import { buildApp, type App } from '../../app.js'
import type { Config } from '../../config.js'
import { flushPrefix, testConfig } from '../helper.js'

interface Teardown {
  teardown(fn: () => unknown): void
}

export type LogRecord = Record<string, unknown> & { level: number; reqId?: string; msg?: string }

/** A stream for `logStream` and the JSON lines it received, exactly as a log shipper sees them. */
export function logSink(): { stream: Writable; lines: string[]; records: () => LogRecord[] } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(line)
      done()
    },
  })
  return { stream, lines, records: () => lines.map((l) => JSON.parse(l) as LogRecord) }
}

export interface CustomAppOptions {
  env?: Record<string, string>
  webDistDir?: string
  /** Adds test routes or hooks to the built gateway before ready(). */
  extend?: (app: App) => void
}

export async function buildCustomApp(t: Teardown, opts: CustomAppOptions = {}): Promise<{ app: App; config: Config; logs: ReturnType<typeof logSink> }> {
  const config = testConfig({ LOG_LEVEL: 'info', ...opts.env })
  const logs = logSink()
  const app = await buildApp({ config, logStream: logs.stream, ...(opts.webDistDir ? { webDistDir: opts.webDistDir } : {}) })
  t.teardown(async () => {
    await app.close()
    await flushPrefix(config.redisUrl, config.redisKeyPrefix)
  })
  opts.extend?.(app)
  await app.ready()
  return { app, config, logs }
}

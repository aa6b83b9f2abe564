// Builds real gateways for tests: real PostgreSQL and Redis, each app with its own Redis key prefix
// (so parallel test files never share cache entries or counters), closed and cleaned on teardown.
import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import { Redis } from 'ioredis'
import { buildApp, type App, type BuildOptions } from '../app.js'
import { loadConfig, type Config } from '../config.js'
import { TEST_ENV } from './helper-env.js'

interface Teardown {
  teardown(fn: () => unknown): void
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ ...TEST_ENV, REDIS_KEY_PREFIX: `t${randomBytes(4).toString('hex')}:`, ...env })
}

export interface TestAppOptions extends Omit<BuildOptions, 'config'> {
  env?: Record<string, string>
  config?: Config
  /** Collect the JSON log lines (level info unless env says otherwise). */
  captureLogs?: boolean
}

export interface TestApp {
  app: App
  config: Config
  logs: Array<Record<string, unknown>>
}

export async function buildTestApp(t: Teardown, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = opts.config ?? testConfig({ ...(opts.captureLogs ? { LOG_LEVEL: 'info' } : {}), ...opts.env })
  const logs: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const { env: _env, captureLogs, config: _config, ...rest } = opts
  const app = await buildApp({
    ...rest,
    config,
    env: { ...TEST_ENV, ...opts.env },
    ...(captureLogs ? { logStream: stream } : {}),
  })
  t.teardown(async () => {
    await app.close()
    await flushPrefix(config.redisUrl, config.redisKeyPrefix)
    if (config.redisCacheUrl !== config.redisUrl) await flushPrefix(config.redisCacheUrl, config.redisKeyPrefix)
  })
  await app.ready()
  return { app, config, logs }
}

export async function flushPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null })
  redis.on('error', () => {})
  try {
    await redis.connect()
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
      if (keys.length) await redis.unlink(...keys)
      cursor = next
    } while (cursor !== '0')
  } catch {
    // Redis may be the thing a test stopped; nothing to clean then.
  } finally {
    redis.disconnect()
  }
}

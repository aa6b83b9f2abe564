// Configuration from the environment, validated once at boot. A bad value throws ConfigError,
// which server.ts prints as one line (no stack) before exiting.
import { createHmac } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { isAbsolute } from 'node:path'
import { isIP } from 'node:net'
import { SCREENS_DIR } from './paths.js'
import { parseCaptchaConfig, type CaptchaConfig } from './integrations/captcha/config.js'
import { bool, ConfigError, fail, int, redactUrl, type Env } from './env.js'
import { parsePricingEnv } from './services/pricing/pricing-env.js'
import type { PricingOverrides } from './services/pricing/pricing-config.js'
import { CAR_COUNT, MOTORCYCLE_COUNT, type InventoryCounts } from './db/seed/vehicles/generate.js'

export { ConfigError, redactUrl }

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
const SEARCH_HOSTS = ['auto', 'thread', 'inline'] as const
/** Where vehicle searches are made (decision 050): a worker thread, the event loop, or by inventory size. */
export type SearchHostMode = (typeof SEARCH_HOSTS)[number]
export type NodeEnv = 'development' | 'production' | 'test'

export interface Config {
  nodeEnv: NodeEnv
  port: number
  host: string
  databaseUrl: string
  dbPoolMax: number
  /** The state role: SMS codes and limits, captcha marks and passes, rate limits, sessions, flows. Must never evict. */
  redisUrl: string
  /** The cache role: cache entries and their invalidation messages. May evict; defaults to redisUrl. */
  redisCacheUrl: string
  /** True when REDIS_CACHE_URL was set (not defaulted to the state server). */
  redisCacheSeparate: boolean
  redisKeyPrefix: string
  sessionSecret: string
  trustProxy: string[] | false
  logLevel: LogLevel
  publicBaseUrl: string
  /** How long a wizard's state lives after the visitor's last visit (FLOW_TTL_S). */
  flowTtlS: number
  /** New wizard flows per client address and hour (FLOW_NEW_PER_HOUR). */
  flowNewPerHour: number
  /** Step submits (and backs) per flow and minute (FLOW_SUBMITS_PER_MINUTE). */
  flowSubmitsPerMinute: number
  /** Credentials sign-in calls per address and minute (SIGN_INS_PER_MINUTE), before the per-phone throttle. */
  signInsPerMinute: number
  /** How often every future booking is checked for its reminder job, minutes (REMINDER_SWEEP_MINUTES; 0 = off). */
  reminderSweepMinutes: number
  siteName: string
  bodyLimit: number
  autoMigrate: boolean
  autoSeed: boolean
  /** Vehicles the seed generates (SEED_CARS, SEED_MOTORCYCLES): larger inventories for scale tests. */
  seedInventory: InventoryCounts
  /** How often counted vehicle views are written to PostgreSQL, ms (VIEW_FLUSH_MS). */
  viewFlushMs: number
  /** SEARCH_HOST: where searches are made (decision 050). */
  searchHost: SearchHostMode
  screensWatch: boolean
  screensDir: string
  cacheLocalTtlMs: number
  cacheRedisTtlS: number
  /** Byte budget of the in-process cache tier (CACHE_LOCAL_MAX_MB). */
  cacheLocalMaxBytes: number
  shutdownTimeoutMs: number
  /** Bearer token of the content admin API; unset = the admin API does not exist. */
  adminToken: string | null
  /** Which captcha verifies tokens (CAPTCHA_*). */
  captcha: CaptchaConfig
  /** HTTP server limits, in ms (REQUEST/HEADERS/KEEP_ALIVE/CONNECTION_TIMEOUT_MS). */
  timeouts: TimeoutConfig
  /** Wrong admin tokens one client address may send in a window before it is locked out. */
  adminAuth: { maxFailures: number; windowS: number }
  /** The pre-offer price's settings operations may change (PRICING_*). */
  pricing: PricingOverrides
  /** The pre-offer sent by SMS (decision 028): the key that signs its link, and sends per offer. */
  sellOffer: { linkKey: string; smsMax: number }
}

export interface TimeoutConfig {
  /** The whole request (headers and body) must arrive within this. */
  requestMs: number
  /** The headers must arrive within this (at most requestMs, as Node requires). */
  headersMs: number
  /** An idle keep-alive connection is closed after this (longer than a load balancer's idle timeout). */
  keepAliveMs: number
  /** A socket with no traffic at all is closed after this. */
  connectionMs: number
}

// Announcement numbers are 8 digits drawn at random: two million stays far from exhausting them.
const MAX_SEED_VEHICLES = 2_000_000

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production!!'

function url(env: Env, name: string, def: string, protocols: string[]): string {
  const raw = env[name] || def
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    return fail(name, `must be a URL like ${def}`, redactUrl(raw))
  }
  if (!protocols.includes(parsed.protocol)) fail(name, `must use ${protocols.join(' or ')}`, redactUrl(raw))
  return raw
}

// Proxy addresses for trustProxy: IPs or CIDRs only, so a client can never pick its own IP.
function trustProxy(env: Env): string[] | false {
  const raw = (env.TRUST_PROXY ?? '').trim()
  if (raw === '' || raw === 'false') return false
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean)
  for (const entry of list) {
    const [addr, bits, extra] = entry.split('/')
    const family = isIP(addr ?? '')
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    if (!family || !bitsOk || extra !== undefined) {
      fail('TRUST_PROXY', 'must be false or a comma-separated list of proxy IPs/CIDRs', entry)
    }
  }
  return list
}

// Descriptors normally ship with the gateway; ops may point at a mounted folder instead.
function screensDir(env: Env): string {
  const raw = env.SCREENS_DIR
  if (!raw) return SCREENS_DIR
  if (!isAbsolute(raw) || !existsSync(raw) || !statSync(raw).isDirectory()) fail('SCREENS_DIR', 'must be the absolute path of an existing folder', raw)
  return raw
}

function timeouts(env: Env): TimeoutConfig {
  const requestMs = int(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000)
  const headersMs = int(env, 'HEADERS_TIMEOUT_MS', Math.min(10_000, requestMs), 1000, 600_000)
  if (headersMs > requestMs) fail('HEADERS_TIMEOUT_MS', `must not exceed REQUEST_TIMEOUT_MS (${requestMs})`, String(headersMs))
  return {
    requestMs,
    headersMs,
    keepAliveMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1000, 600_000),
    connectionMs: int(env, 'CONNECTION_TIMEOUT_MS', 60_000, 1000, 3_600_000),
  }
}

// The pre-offer link's key: OFFER_LINK_KEY, else derived from SESSION_SECRET with a purpose label
// (like the captcha's keys), so no new required secret. Rotating it voids the links sent.
function offerLinkKey(env: Env, sessionSecret: string): string {
  const own = env.OFFER_LINK_KEY
  // The key is never echoed, not even when it is wrong.
  if (own !== undefined && own !== '' && own.length < 32) fail('OFFER_LINK_KEY', 'must be at least 32 characters long (or unset to derive it from SESSION_SECRET)')
  return createHmac('sha256', own || sessionSecret).update('sell:offer-link').digest('hex')
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = (env.NODE_ENV || 'development') as NodeEnv
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    fail('NODE_ENV', 'must be development, production or test', env.NODE_ENV)
  }
  const production = nodeEnv === 'production'

  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, env.LOG_LEVEL)
  const searchHost = (env.SEARCH_HOST || 'auto') as SearchHostMode
  if (!SEARCH_HOSTS.includes(searchHost)) fail('SEARCH_HOST', `must be one of ${SEARCH_HOSTS.join(', ')}`, env.SEARCH_HOST)

  const sessionSecret = env.SESSION_SECRET || (production ? '' : DEV_SESSION_SECRET)
  if (!sessionSecret) fail('SESSION_SECRET', 'is required in production (at least 32 random characters)')
  if (sessionSecret.length < 32) fail('SESSION_SECRET', 'must be at least 32 characters long')
  if (production && sessionSecret === DEV_SESSION_SECRET) fail('SESSION_SECRET', 'must not be the development default in production')

  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', 'http://localhost:3000', ['http:', 'https:']).replace(/\/+$/, '')
  const prefix = env.REDIS_KEY_PREFIX ?? 'gw:'
  if (!/^[A-Za-z0-9:_-]{1,32}$/.test(prefix)) fail('REDIS_KEY_PREFIX', 'must be 1-32 characters of letters, digits, ":", "_" or "-"', prefix)
  const host = env.HOST || '127.0.0.1'
  if (!isIP(host) && !/^[a-zA-Z0-9.-]+$/.test(host)) fail('HOST', 'must be an IP address or host name', host)
  const siteName = (env.SITE_NAME ?? 'Turuncu Garaj').trim()
  if (siteName.length < 1 || siteName.length > 60) fail('SITE_NAME', 'must be 1-60 characters', env.SITE_NAME)

  const adminToken = env.ADMIN_TOKEN || null
  if (adminToken !== null && (adminToken.length < 24 || adminToken.length > 200 || /\s/.test(adminToken))) {
    fail('ADMIN_TOKEN', 'must be 24-200 characters without spaces (or unset to turn the admin API off)')
  }

  const redisUrl = url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:'])
  const redisCacheUrl = env.REDIS_CACHE_URL ? url(env, 'REDIS_CACHE_URL', redisUrl, ['redis:', 'rediss:']) : redisUrl

  return {
    nodeEnv,
    port: int(env, 'PORT', 3000, 0, 65535),
    host,
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/turuncu_garaj', ['postgres:', 'postgresql:']),
    dbPoolMax: int(env, 'DB_POOL_MAX', 10, 1, 200),
    redisUrl,
    redisCacheUrl,
    redisCacheSeparate: Boolean(env.REDIS_CACHE_URL) && redisCacheUrl !== redisUrl,
    redisKeyPrefix: prefix,
    sessionSecret,
    trustProxy: trustProxy(env),
    logLevel,
    publicBaseUrl,
    siteName,
    bodyLimit: int(env, 'BODY_LIMIT', 65536, 1024, 10 * 1024 * 1024),
    autoMigrate: bool(env, 'AUTO_MIGRATE', true),
    autoSeed: bool(env, 'AUTO_SEED', true),
    seedInventory: {
      cars: int(env, 'SEED_CARS', CAR_COUNT, 1, MAX_SEED_VEHICLES),
      motorcycles: int(env, 'SEED_MOTORCYCLES', MOTORCYCLE_COUNT, 1, MAX_SEED_VEHICLES),
    },
    viewFlushMs: int(env, 'VIEW_FLUSH_MS', 30_000, 100, 3_600_000),
    searchHost,
    screensWatch: bool(env, 'SCREENS_WATCH', nodeEnv === 'development'),
    screensDir: screensDir(env),
    cacheLocalTtlMs: int(env, 'CACHE_LOCAL_TTL_MS', 5000, 0, 3_600_000),
    cacheRedisTtlS: int(env, 'CACHE_REDIS_TTL_S', 600, 1, 7 * 24 * 3600),
    cacheLocalMaxBytes: int(env, 'CACHE_LOCAL_MAX_MB', 32, 1, 4096) * 1024 * 1024,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 100, 120000),
    adminToken,
    captcha: parseCaptchaConfig(env, sessionSecret),
    timeouts: timeouts(env),
    adminAuth: { maxFailures: int(env, 'ADMIN_AUTH_MAX_FAILURES', 10, 1, 1000), windowS: int(env, 'ADMIN_AUTH_WINDOW_S', 900, 10, 86_400) },
    pricing: parsePricingEnv(env),
    // Seven days: as long as a pre-offer is valid (sell-wizard.md §4.5), sliding with every visit.
    flowTtlS: int(env, 'FLOW_TTL_S', 7 * 24 * 3600, 600, 30 * 24 * 3600),
    // Each flow is a key in the Redis that never evicts: a client address starts at most this many an hour.
    flowNewPerHour: int(env, 'FLOW_NEW_PER_HOUR', 30, 1, 10_000),
    sellOffer: { linkKey: offerLinkKey(env, sessionSecret), smsMax: int(env, 'SELL_OFFER_SMS_MAX', 3, 1, 10) },
    flowSubmitsPerMinute: int(env, 'FLOW_SUBMITS_PER_MINUTE', 120, 1, 1_000_000_000),
    signInsPerMinute: int(env, 'SIGN_INS_PER_MINUTE', 60, 1, 1_000_000_000),
    reminderSweepMinutes: int(env, 'REMINDER_SWEEP_MINUTES', 10, 0, 1440),
  }
}

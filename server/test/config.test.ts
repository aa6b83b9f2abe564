// Configuration is validated once at boot (server/config.ts): a bad value stops the start with one
// line that names the variable and says how to fix it, and the real process exits 1 without a
// stack trace when a value is bad or PostgreSQL/Redis cannot be reached.
import t from 'tap'
import { ConfigError, loadConfig } from '../config.js'
import { TEST_ENV } from './helper-env.js'
import { spawnGateway } from './support/process.js'
import { buildTestApp } from './helper.js'

const SHORT_SECRET = 'kisa-gizli-anahtar-123'

function configError(env: Record<string, string>): Error | undefined {
  try {
    loadConfig(env)
  } catch (err) {
    return err as Error
  }
  return undefined
}

// [variable, bad value(s) merged into a valid environment]
const BAD: Array<[string, Record<string, string>]> = [
  ['PORT', { PORT: 'abc' }],
  ['PORT', { PORT: '70000' }],
  ['PORT', { PORT: '-1' }],
  ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
  ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
  ['REDIS_URL', { REDIS_URL: 'notaurl' }],
  ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
  ['TRUST_PROXY', { TRUST_PROXY: 'foo' }],
  ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1/99' }],
  ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, 10.0.0.0/8/1' }],
  ['PUBLIC_BASE_URL', { PUBLIC_BASE_URL: 'ftp://x' }],
  ['SESSION_SECRET', { SESSION_SECRET: SHORT_SECRET }],
  ['SESSION_SECRET', { NODE_ENV: 'production', SESSION_SECRET: '' }],
  ['BODY_LIMIT', { BODY_LIMIT: '-1' }],
  ['BODY_LIMIT', { BODY_LIMIT: '12kb' }],
  ['NODE_ENV', { NODE_ENV: 'staging' }],
  ['AUTO_MIGRATE', { AUTO_MIGRATE: 'maybe' }],
  ['REQUEST_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: '0' }],
  ['REQUEST_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: '30s' }],
  ['HEADERS_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' }],
  ['KEEP_ALIVE_TIMEOUT_MS', { KEEP_ALIVE_TIMEOUT_MS: '0' }],
  ['CONNECTION_TIMEOUT_MS', { CONNECTION_TIMEOUT_MS: '0' }],
  ['ADMIN_AUTH_MAX_FAILURES', { ADMIN_AUTH_MAX_FAILURES: '0' }],
  ['ADMIN_AUTH_WINDOW_S', { ADMIN_AUTH_WINDOW_S: '1' }],
]

t.test('the test environment itself is valid', async (t) => {
  const config = loadConfig({ ...TEST_ENV })
  t.equal(config.nodeEnv, 'test')
  t.equal(config.publicBaseUrl, TEST_ENV.PUBLIC_BASE_URL)
})

t.test('each bad value throws ConfigError with one line naming the variable', async (t) => {
  for (const [name, bad] of BAD) {
    const env = { ...TEST_ENV, ...bad }
    const caught = configError(env)
    const label = `${name}=${JSON.stringify(Object.values(bad).join(' '))}`
    t.type(caught, ConfigError, `${label} is rejected with ConfigError`)
    const message = (caught as Error | undefined)?.message ?? ''
    t.notMatch(message, /\n/, `${label}: the message is one line`)
    t.match(message, name, `${label}: the message names ${name}`)
    t.match(message, /Set [A-Z_]+ in the environment/, `${label}: the message says how to fix it`)
  }
})

t.test('an error message never echoes a secret', async (t) => {
  const short = configError({ ...TEST_ENV, SESSION_SECRET: SHORT_SECRET })
  t.type(short, ConfigError)
  t.notMatch(short?.message ?? '', SHORT_SECRET, 'a too-short session secret is not printed')
  const db = configError({ ...TEST_ENV, DATABASE_URL: 'mysql://app:hunter2-db-pw@db.internal/garaj' })
  t.type(db, ConfigError)
  t.match(db?.message ?? '', 'DATABASE_URL')
  t.notMatch(db?.message ?? '', 'hunter2-db-pw', 'the database password is redacted')
})

t.test('production refuses the development session secret but accepts a real one', async (t) => {
  t.type(configError({ ...TEST_ENV, NODE_ENV: 'production' }), ConfigError)
  const config = loadConfig({ ...TEST_ENV, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48) })
  t.equal(config.nodeEnv, 'production')
})

t.test('boundaries that must be accepted', async (t) => {
  t.equal(loadConfig({ ...TEST_ENV, PORT: '0' }).port, 0, 'PORT=0 (any free port)')
  t.equal(loadConfig({ ...TEST_ENV, PORT: '65535' }).port, 65535)
  t.same(loadConfig({ ...TEST_ENV, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8, ::1' }).trustProxy, ['10.0.0.1', '10.0.0.0/8', '::1'])
  t.equal(loadConfig({ ...TEST_ENV, TRUST_PROXY: 'false' }).trustProxy, false)
  t.equal(loadConfig({ ...TEST_ENV, PUBLIC_BASE_URL: 'https://www.turuncugaraj.com/' }).publicBaseUrl, 'https://www.turuncugaraj.com',
    'a trailing slash is removed so canonical URLs never get "//"')
})

t.test('timeouts: never 0 (unlimited) by default, headers within the request limit', async (t) => {
  t.same(loadConfig({ ...TEST_ENV }).timeouts, { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000, connectionMs: 60_000 })
  t.equal(loadConfig({ ...TEST_ENV, REQUEST_TIMEOUT_MS: '5000' }).timeouts.headersMs, 5000, 'the default header limit follows a shorter request limit')
  t.equal(loadConfig({ ...TEST_ENV, REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '5000' }).timeouts.headersMs, 5000, 'equal limits are allowed')
})

t.test('production without TRUST_PROXY logs one start-up warning naming the risk', async (t) => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(48), SMS_PROVIDER: 'disabled' }
  const warnings = async (env: Record<string, string>) =>
    (await buildTestApp(t, { env, captureLogs: true })).logs.filter((r) => r.event === 'trust_proxy_unset')
  const [warning, ...more] = await warnings(production)
  t.ok(warning, 'warned')
  t.equal(more.length, 0, 'once')
  t.equal(warning?.level, 40, 'at warn level')
  t.match(String(warning?.msg), /TRUST_PROXY.*per-IP limits.*whole site/, 'naming the variable and the risk')
  t.same(await warnings({ ...production, TRUST_PROXY: '10.0.0.0/8' }), [], 'no warning when a proxy is configured')
  t.same(await warnings({}), [], 'no warning outside production')
})

// The real entry point: what ops see in the terminal or the container log.
const START_FAILURES: Array<[string, Record<string, string>, RegExp]> = [
  ['PORT=abc', { PORT: 'abc' }, /PORT/],
  ['PostgreSQL unreachable', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/turuncu_garaj_test' }, /127\.0\.0\.1:1\b.*DATABASE_URL|DATABASE_URL.*127\.0\.0\.1:1\b/],
  ['Redis unreachable', { REDIS_URL: 'redis://127.0.0.1:1' }, /127\.0\.0\.1:1\b.*REDIS_URL|REDIS_URL.*127\.0\.0\.1:1\b/],
]

for (const [label, env, names] of START_FAILURES) {
  t.test(`the process exits 1 with one clear line: ${label}`, async (t) => {
    const gw = spawnGateway(t, { PORT: '0', ...env })
    const exit = await gw.exited(15_000)
    t.ok(exit.inTime, `exited within 15 s (took ${exit.ms} ms)`)
    t.equal(exit.code, 1, 'exit code 1')
    const lines = gw.stderr().split('\n').filter((l) => l.trim() !== '')
    t.equal(lines.length, 1, `exactly one line on stderr, got:\n${gw.stderr()}`)
    const line = lines[0] ?? ''
    t.match(line, names, 'the line names the variable or the URL that failed')
    t.match(line, /\b(Set|set|Start|start)\b/, 'the line says how to fix it')
    if (label.endsWith('unreachable')) t.match(line, /npm run services/, "and names the repository's own command that starts it")
    t.notOk(gw.stderr().split('\n').some((l) => l.startsWith('    at ')), 'no stack trace')
  })
}

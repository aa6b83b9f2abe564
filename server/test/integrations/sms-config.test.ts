// SMS configuration: the local provider by default, Netgsm when configured with its credentials;
// production refuses the local provider and the development outbox; a bad value stops the start
// with one line that names the variable and never echoes the password.
import t from 'tap'
import { ConfigError } from '../../config.js'
import { createSmsProvider, NETGSM_DEFAULT_BASE_URL, parseSmsConfig } from '../../integrations/sms/config.js'
import { LocalSmsProvider } from '../../integrations/sms/local.js'
import { NetgsmSmsProvider } from '../../integrations/sms/netgsm.js'

const NETGSM = { SMS_PROVIDER: 'netgsm', NETGSM_USERCODE: '8503334455', NETGSM_PASSWORD: 'Gizli-Parola-91!', NETGSM_MSGHEADER: 'TURUNCUGRJ' }
const silent = { info() {}, warn() {}, error() {} }

function errorOf(env: Record<string, string>): Error | undefined {
  try {
    parseSmsConfig(env)
  } catch (err) {
    return err as Error
  }
  return undefined
}

t.test('defaults: the local provider, no outbox endpoint', async (t) => {
  t.same(parseSmsConfig({}), { provider: 'local', devOutbox: false })
  t.same(parseSmsConfig({ NODE_ENV: 'development', SMS_DEV_OUTBOX: 'true' }), { provider: 'local', devOutbox: true })
  t.type(createSmsProvider(parseSmsConfig({}), silent), LocalSmsProvider)
})

t.test('netgsm: the real API, a 5 s timeout, and the values given', async (t) => {
  t.same(parseSmsConfig({ NODE_ENV: 'production', ...NETGSM }), {
    provider: 'netgsm',
    devOutbox: false,
    netgsm: { baseUrl: NETGSM_DEFAULT_BASE_URL, usercode: '8503334455', password: 'Gizli-Parola-91!', msgheader: 'TURUNCUGRJ', timeoutMs: 5000 },
  })
  const custom = parseSmsConfig({ ...NETGSM, NETGSM_BASE_URL: 'http://127.0.0.1:9999/', NETGSM_APPNAME: 'turuncu-garaj', SMS_TIMEOUT_MS: '1500' })
  t.match(custom.netgsm, { baseUrl: 'http://127.0.0.1:9999', appname: 'turuncu-garaj', timeoutMs: 1500 })
  const provider = createSmsProvider(custom, silent)
  t.type(provider, NetgsmSmsProvider)
  await provider.close?.()
})

// [variable named in the message, environment]
const BAD: Array<[string, Record<string, string>]> = [
  ['SMS_PROVIDER', { SMS_PROVIDER: 'twilio' }],
  ['SMS_PROVIDER', { NODE_ENV: 'production' }],
  ['SMS_PROVIDER', { NODE_ENV: 'production', SMS_PROVIDER: 'local' }],
  ['SMS_DEV_OUTBOX', { NODE_ENV: 'production', ...NETGSM, SMS_DEV_OUTBOX: 'true' }],
  ['SMS_DEV_OUTBOX', { ...NETGSM, SMS_DEV_OUTBOX: 'true' }],
  ['SMS_DEV_OUTBOX', { SMS_DEV_OUTBOX: 'maybe' }],
  ['NETGSM_USERCODE', { ...NETGSM, NETGSM_USERCODE: '' }],
  ['NETGSM_USERCODE', { ...NETGSM, NETGSM_USERCODE: 'a:b' }],
  ['NETGSM_PASSWORD', { ...NETGSM, NETGSM_PASSWORD: '' }],
  ['NETGSM_MSGHEADER', { ...NETGSM, NETGSM_MSGHEADER: '  ' }],
  ['NETGSM_MSGHEADER', { ...NETGSM, NETGSM_MSGHEADER: 'X'.repeat(17) }],
  ['NETGSM_BASE_URL', { ...NETGSM, NETGSM_BASE_URL: 'not a url' }],
  ['NETGSM_BASE_URL', { ...NETGSM, NETGSM_BASE_URL: 'ftp://api.netgsm.com.tr' }],
  ['NETGSM_BASE_URL', { NODE_ENV: 'production', ...NETGSM, NETGSM_BASE_URL: 'http://api.netgsm.com.tr' }],
  ['NETGSM_BASE_URL', { ...NETGSM, NETGSM_BASE_URL: 'https://user:pw@api.netgsm.com.tr' }],
  ['SMS_TIMEOUT_MS', { SMS_TIMEOUT_MS: '499' }],
  ['SMS_TIMEOUT_MS', { SMS_TIMEOUT_MS: '30001' }],
  ['SMS_TIMEOUT_MS', { SMS_TIMEOUT_MS: '5s' }],
  ['SMS_TIMEOUT_MS', { SMS_TIMEOUT_MS: '-1' }],
]

t.test('each bad value throws ConfigError with one line naming the variable', async (t) => {
  for (const [name, env] of BAD) {
    const err = errorOf(env)
    const label = `${name} with ${JSON.stringify(env)}`
    t.type(err, ConfigError, label)
    t.match(err?.message, new RegExp(`^config: ${name} .*Set ${name} in the environment; see README "Configuration"\\.$`), label)
    t.notMatch(err?.message, /\n/, `${label}: one line`)
    t.notMatch(err?.message, /Gizli-Parola|:pw@/, `${label}: no password in the message`)
  }
})

t.test('netgsm without credentials names the first missing one', async (t) => {
  t.match(errorOf({ SMS_PROVIDER: 'netgsm' })?.message, /^config: NETGSM_USERCODE is required when SMS_PROVIDER=netgsm/)
  t.match(errorOf({ SMS_PROVIDER: 'netgsm', NETGSM_USERCODE: 'u' })?.message, /^config: NETGSM_PASSWORD is required/)
  t.match(errorOf({ SMS_PROVIDER: 'netgsm', NETGSM_USERCODE: 'u', NETGSM_PASSWORD: 'p' })?.message, /^config: NETGSM_MSGHEADER is required/)
})

t.test('timeout bounds are inclusive', async (t) => {
  t.equal(parseSmsConfig({ ...NETGSM, SMS_TIMEOUT_MS: '500' }).netgsm?.timeoutMs, 500)
  t.equal(parseSmsConfig({ ...NETGSM, SMS_TIMEOUT_MS: '30000' }).netgsm?.timeoutMs, 30000)
})

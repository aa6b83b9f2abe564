// Customer accounts and sessions (issue 16, decision 031) as `app.accounts` (the flows),
// `app.sessions` (the session records in the state Redis) and `app.authConfig` (AUTH_*). The
// routes under /api/auth speak next-auth v4's wire (routes/auth).
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseAuthConfig, type AuthConfig } from '../services/accounts/auth-config.js'
import { AccountService } from '../services/accounts/account-service.js'
import { CustomerStore } from '../services/accounts/customers.js'
import { SessionStore, type ReadSession } from '../services/accounts/sessions.js'
import { cookieNames } from '../services/accounts/next-auth-wire.js'
import { AuthTickets } from '../services/accounts/tickets.js'
import { LoginThrottle } from '../services/accounts/throttle.js'
import { warmPasswordCheck } from '../services/accounts/passwords.js'
import { CaptchaPasses } from '../services/verification/captcha-passes.js'

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService
    sessions: SessionStore
    authConfig: AuthConfig
    /** The signed-in customer's session of a request (its session cookie), or null. */
    sessionOf(request: FastifyRequest): Promise<ReadSession | null>
  }
}

export interface AccountsOptions {
  /** Where AUTH_* settings are read from; process.env unless a test passes its own. */
  env?: Record<string, string | undefined>
}

async function accountsPlugin(app: FastifyInstance, opts: AccountsOptions) {
  const { redis, config } = app
  const auth = parseAuthConfig(opts.env ?? process.env)
  const sessions = new SessionStore(redis, config.redisKeyPrefix, config.sessionSecret, auth)
  const throttleLimits = {
    freePerPhone: auth.loginFreePerPhone,
    freePerIp: auth.loginFreePerIp,
    waitBaseMs: auth.loginWaitBaseS * 1000,
    waitMaxMs: auth.loginWaitMaxS * 1000,
    hardCap: auth.loginHardCap,
  }
  await warmPasswordCheck()
  app.decorate('authConfig', auth)
  app.decorate('sessions', sessions)
  const sessionCookie = cookieNames(config.publicBaseUrl).session
  app.decorate('sessionOf', (request: FastifyRequest) => sessions.read(request.cookies[sessionCookie]))
  app.decorate('accounts', new AccountService({
    customers: new CustomerStore(app.db),
    sessions,
    tickets: new AuthTickets(redis, config.redisKeyPrefix),
    passwordThrottle: new LoginThrottle(redis, config.redisKeyPrefix, config.sessionSecret, 'password', throttleLimits),
    // Wrong SMS codes of the auth flows: 10 free per phone (two codes' worth), 30 per address, then the same growing waits.
    codeThrottle: new LoginThrottle(redis, config.redisKeyPrefix, config.sessionSecret, 'code', { ...throttleLimits, freePerPhone: 10, freePerIp: 30, hardCap: 1_000_000 }),
    captcha: app.captcha,
    passes: new CaptchaPasses(redis, config.redisKeyPrefix, config.sessionSecret, 'auth'),
    codes: app.smsCodes,
    log: app.log,
  }))
  // The session's pages (decision 034): drawn in the browser, never indexed. /giris is where the
  // /api/auth navigations land; /hesabim requires a session (the browser sends a signed-out visitor on).
  app.seo.registerPersonal('/giris', { title: 'Giriş Yap', description: 'Turuncu Garaj hesabınıza giriş yapın.', robots: 'index:false;follow:false' })
  app.seo.registerPersonal('/hesabim', { title: 'Hesabım', description: 'Turuncu Garaj hesabınız.', robots: 'index:false;follow:false' })
  app.seo.registerPersonal('/favorilerim', { title: 'Favorilerim', description: 'Favorilerinize eklediğiniz araçlar.', robots: 'index:false;follow:false' })
}

export default fp(accountsPlugin, { name: 'accounts', dependencies: ['config', 'db', 'redis', 'captcha', 'verification', 'seo'] })

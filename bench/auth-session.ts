// Issue 16: the session read next-auth's client makes on every page and window focus, signed in and
// signed out, held against the bare server doing one Redis GET per request (baseline 'get'), and the
// credentials sign-in with its Argon2 cost at one client (p50/p99 reported, not gated on speed).
// A customer is written straight to the bench database (the bench sends no SMS), then signed in
// through the gateway as the browser would.
import pg from 'pg'
import { hash } from '@node-rs/argon2'
import { loadConfig } from '../server/config.js'
import { ARGON2_OPTIONS } from '../server/services/accounts/passwords.js'
import type { Endpoint, SetupContext } from './lib/types.js'

export const PHONE = '5559990016'
const PASSWORD = 'Bench.Sifre16'

async function ensureCustomer(): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? loadConfig().databaseUrl, max: 1 })
  try {
    await pool.query(
      `INSERT INTO customers (phone, first_name, last_name, email, password_hash, phone_verified_at)
       VALUES ($1, 'Bench', 'Müşteri', 'bench@example.com', $2, now())
       ON CONFLICT (phone) DO UPDATE SET password_hash = EXCLUDED.password_hash, phone_verified_at = now()`,
      [PHONE, await hash(PASSWORD, ARGON2_OPTIONS)])
  } finally {
    await pool.end()
  }
}

/** The CSRF cookie and token, as GET /api/auth/csrf gives them. */
async function csrf(baseUrl: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${baseUrl}/api/auth/csrf`)
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? ''
  return { cookie, token: ((await res.json()) as { csrfToken: string }).csrfToken }
}

/** A session cookie (and the CSRF cookie) of the bench customer, signed in through the gateway. */
export async function signedIn({ baseUrl }: SetupContext): Promise<string> {
  await ensureCustomer()
  const { cookie, token } = await csrf(baseUrl)
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ phoneNumber: PHONE, password: PASSWORD, csrfToken: token, callbackUrl: '/', json: 'true' }),
  })
  if (res.status !== 200) throw new Error(`sign-in for the bench failed: ${res.status} ${await res.text()}`)
  const session = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.includes('session-token='))
  if (!session) throw new Error('sign-in for the bench set no session cookie')
  return `${session}; ${cookie}`
}

export const authEndpoints: Endpoint[] = [
  {
    name: 'GET /api/auth/session (signed in, vs one Redis GET)',
    method: 'GET',
    path: '/api/auth/session',
    headers: { 'content-type': 'application/json' },
    baseline: 'get',
    target: 0.6,
    expect: { user: { role: 'client', userInfo: { phoneNumber: PHONE } } },
    setup: async (ctx) => ({ headers: { 'content-type': 'application/json', cookie: await signedIn(ctx) } }),
  },
  {
    name: 'GET /api/auth/session (signed out, vs one Redis GET)',
    method: 'GET',
    path: '/api/auth/session',
    headers: { 'content-type': 'application/json' },
    baseline: 'get',
    target: 0.6,
    expect: {},
  },
  {
    // JSON with the same fields as the client's form (Fastify parses both); every request makes a
    // session, which is what a sign-in costs. One client: the latency a person waits, Argon2 included.
    name: 'POST /api/auth/callback/credentials (sign in, one client)',
    method: 'POST',
    path: '/api/auth/callback/credentials',
    target: 0,
    connections: 1,
    expect: {},
    setup: async (ctx) => {
      await ensureCustomer()
      const { cookie, token } = await csrf(ctx.baseUrl)
      return { headers: { cookie }, body: { phoneNumber: PHONE, password: PASSWORD, csrfToken: token, callbackUrl: '/', json: 'true' } }
    },
  },
]

// A browser's side of /api/auth for tests: a cookie jar over app.inject that speaks next-auth v4's
// wire as next-auth/react does (GET /csrf, form-encoded POSTs with csrfToken and json=true, GET
// /session with Content-Type: application/json), plus helpers that make customers and read codes.
import { randomInt } from 'node:crypto'
import type { App } from '../../app.js'
import { hashPassword } from '../../services/accounts/passwords.js'

export const BASE = 'https://www.turuncugaraj.test'
export const SESSION_COOKIE = '__Secure-next-auth.session-token'
export const CSRF_COOKIE = '__Host-next-auth.csrf-token'
export const PASSWORD = 'Guclu.Sifre42'

/** A random allocated mobile (555 is in the default prefixes). */
export const randomPhone = () => `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

export interface Answer {
  status: number
  body: any
  headers: Record<string, unknown>
  raw: string
}

export class Browser {
  readonly cookies = new Map<string, string>()
  constructor(public app: App, public ip = `10.1.${randomInt(0, 250)}.${randomInt(1, 250)}`) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async request(method: 'GET' | 'POST', url: string, opts: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string>; app?: App } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}), ...opts.headers }
    let payload: string | undefined
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(opts.form).toString()
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(opts.json)
    }
    const res = await (opts.app ?? this.app).inject({ method, url, headers, remoteAddress: this.ip, ...(payload === undefined ? {} : { payload }) })
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const gone = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === ''
      if (gone) this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
    let body: unknown = null
    try {
      body = res.body ? JSON.parse(res.body) : null
    } catch {
      body = res.body
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.body }
  }

  async csrf(app?: App): Promise<string> {
    const res = await this.request('GET', '/api/auth/csrf', { ...(app ? { app } : {}) })
    return res.body.csrfToken as string
  }

  async session(app?: App): Promise<Answer> {
    return this.request('GET', '/api/auth/session', { headers: { 'content-type': 'application/json' }, ...(app ? { app } : {}) })
  }

  /** signIn('credentials', { redirect: false, ...fields }) */
  async signIn(fields: Record<string, string>, opts: { app?: App; headers?: Record<string, string>; csrfToken?: string; callbackUrl?: string } = {}): Promise<Answer> {
    const csrfToken = opts.csrfToken ?? (await this.csrf(opts.app))
    return this.request('POST', '/api/auth/callback/credentials?', {
      form: { redirect: 'false', ...fields, csrfToken, callbackUrl: opts.callbackUrl ?? `${BASE}/`, json: 'true' },
      ...(opts.app ? { app: opts.app } : {}),
      ...(opts.headers ? { headers: opts.headers } : {}),
    })
  }

  async signOut(app?: App): Promise<Answer> {
    const csrfToken = await this.csrf(app)
    return this.request('POST', '/api/auth/signout', { form: { csrfToken, callbackUrl: `${BASE}/`, json: 'true' }, ...(app ? { app } : {}) })
  }
}

/** The failure a signIn() caller sees: the JSON inside `error`. */
export function signInError(answer: Answer): { status: number; message: string; data: any } | null {
  const url = answer.body?.url
  if (typeof url !== 'string') return null
  const error = new URL(url).searchParams.get('error')
  return error ? JSON.parse(error) : null
}

/** A customer written straight to PostgreSQL (verified unless told otherwise). */
export async function createCustomer(app: App, opts: { phone?: string; password?: string; verified?: boolean; firstName?: string } = {}) {
  const phone = opts.phone ?? randomPhone()
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO customers (phone, first_name, last_name, email, password_hash, phone_verified_at)
     VALUES ($1, $2, 'Yılmaz', 'ayse@example.com', $3, $4) RETURNING id::int AS id`,
    [phone, opts.firstName ?? 'Ayşe', await hashPassword(opts.password ?? PASSWORD), opts.verified === false ? null : new Date()])
  return { id: rows[0]!.id, phone, password: opts.password ?? PASSWORD }
}

/** The newest code the local SMS provider sent to `phone` (SMS_DEV_OUTBOX=true). */
export async function lastCode(app: App, phone: string): Promise<string | null> {
  const texts = await outbox(app, phone)
  for (const text of texts) {
    const m = /kodunuz: (\d{4})/.exec(text)
    if (m) return m[1]!
  }
  return null
}

export async function outbox(app: App, phone: string): Promise<string[]> {
  const res = await app.inject({ url: `/api/dev/sms-outbox?phone=${phone}` })
  return (res.json() as { result: { messages: Array<{ text: string }> } }).result.messages.map((m) => m.text)
}

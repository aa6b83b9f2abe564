// /api/auth on next-auth v4's wire (accounts.md §1, decision 031) on real gateways: the session
// shape, {} when signed out, rolling expiry, the CSRF double-submit cookie and the Origin check,
// callbackUrl validation, a new session id at every sign-in, sign out, update(), the _log beacon,
// the navigations, and sessions shared, expired and revoked across two gateway instances.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import { BASE, Browser, CSRF_COOKIE, PASSWORD, SESSION_COOKIE, createCustomer, signInError } from '../support/auth-client.js'
import { safeCallbackUrl } from '../../services/accounts/next-auth-wire.js'

const ENV = { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '1000' }

t.test('signed out: GET /session is 200 {} and never cached; providers and csrf as next-auth serves them', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const b = new Browser(app)
  const s = await b.session()
  t.equal(s.status, 200)
  t.same(s.body, {}, '{} when signed out')
  t.equal(s.headers['cache-control'], 'private, no-cache, no-store')
  const forged = await b.request('GET', '/api/auth/session', { headers: { cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` } })
  t.same(forged.body, {}, 'an unknown session id is signed out')
  t.match(String(forged.headers['set-cookie']), /__Secure-next-auth\.session-token=;/, 'and its cookie is cleared')

  const p = await b.request('GET', '/api/auth/providers')
  t.same(p.body, { credentials: { id: 'credentials', name: 'Credentials', type: 'credentials', signinUrl: `${BASE}/api/auth/signin/credentials`, callbackUrl: `${BASE}/api/auth/callback/credentials` } })
  const hostile = await app.inject({ url: '/api/auth/providers', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })
  t.notMatch(hostile.body, /evil/, 'absolute URLs come from PUBLIC_BASE_URL, never from Host')

  const c = await b.request('GET', '/api/auth/csrf')
  t.match(c.body.csrfToken, /^[0-9a-f]{64}$/)
  const cookie = String(c.headers['set-cookie'])
  t.match(cookie, /^__Host-next-auth\.csrf-token=[0-9a-f]{64}\|[0-9a-f]{64}; Path=\/; HttpOnly; Secure; SameSite=Lax$/, 'token|hash, HttpOnly, Secure, SameSite=Lax, Path=/')
  t.equal((await b.request('GET', '/api/auth/csrf')).body.csrfToken, c.body.csrfToken, 'the same token while the cookie holds')
})

t.test('sign in: 200 { url } and a session cookie; the session shape; rolling expiry; a new id at every sign-in', async (t) => {
  const { app } = await buildTestApp(t, { env: { ...ENV, AUTH_SESSION_UPDATE_AGE_S: '0' } })
  const customer = await createCustomer(app)
  const b = new Browser(app)
  const res = await b.signIn({ phoneNumber: `0 (${customer.phone.slice(0, 3)}) ${customer.phone.slice(3, 6)}-${customer.phone.slice(6)}`, password: PASSWORD, isCaptcha: 'true', token: '' }, { callbackUrl: `${BASE}/araba-al?sayfa=2` })
  t.equal(res.status, 200)
  t.same(res.body, { url: `${BASE}/araba-al?sayfa=2` }, 'the validated callbackUrl')
  const setCookie = String(res.headers['set-cookie'])
  t.match(setCookie, /__Secure-next-auth\.session-token=[A-Za-z0-9_-]{43}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax/)
  const first = b.cookies.get(SESSION_COOKIE)!

  const s = await b.session()
  t.equal(s.status, 200)
  t.same(Object.keys(s.body).sort(), ['expires', 'user'])
  t.same(s.body.user.userInfo, { id: customer.id, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phoneNumber: customer.phone })
  t.equal(s.body.user.role, 'client')
  t.match(s.body.user.accessToken, /^[A-Za-z0-9_-]{22}\.\d+\.\d{13}\.[A-Za-z0-9_-]{43}$/)
  t.match(s.body.user.contactKey, /^[0-9a-f]{32}$/)
  t.ok(Date.parse(s.body.expires) > Date.now() + 29 * 24 * 3600_000, 'expires 30 days ahead')
  t.notMatch(s.raw, new RegExp(first), 'the session id is never in the body')
  t.equal(await app.sessions.verifyAccessToken(s.body.user.accessToken), customer.id, 'the access token stands for the customer')

  await new Promise((r) => setTimeout(r, 20))
  const again = await b.session()
  const renewed = String(again.headers['set-cookie'])
  t.match(renewed, /^__Secure-next-auth\.session-token=[A-Za-z0-9_-]{43}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/, 'every read re-issues the cookie, with the sign-in cookie’s attributes')
  t.ok(Date.parse(again.body.expires) > Date.parse(s.body.expires), 'the expiry rolls forward')
  t.equal(Date.parse(/Expires=([^;]+)/.exec(renewed)![1]!), Math.floor(Date.parse(again.body.expires) / 1000) * 1000, 'the cookie expires when the session does')

  const second = await b.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  t.equal(second.status, 200)
  const id2 = b.cookies.get(SESSION_COOKIE)!
  t.not(id2, first, 'a new session id at every sign-in (no fixation)')
  const old = await b.request('GET', '/api/auth/session', { headers: { cookie: `${SESSION_COOKIE}=${first}` } })
  t.same(old.body, {}, 'the browser’s earlier session ended')
  t.equal(await app.sessions.verifyAccessToken(s.body.user.accessToken), null, 'and its access token with it')
})

t.test('credentials failures: 401 with status 401 inside error; captcha after a wrong attempt; status 6 only after the password checked out', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  const b = new Browser(app)

  const wrong = await b.signIn({ phoneNumber: customer.phone, password: 'Yanlis.Sifre1', isCaptcha: 'true' })
  t.equal(wrong.status, 401, 'HTTP 401: never a 2xx for a failure')
  t.match(wrong.body.url, `${BASE}/api/auth/error?error=`)
  t.same(signInError(wrong), { status: 401, message: 'Telefon Numarası veya Şifre Yanlış', data: { captcha: true } })
  t.notOk(b.cookies.has(SESSION_COOKIE), 'no session cookie')

  const noCaptcha = await b.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  t.equal(noCaptcha.status, 400)
  t.same(signInError(noCaptcha), { status: 400, message: 'Lütfen güvenlik doğrulamasını yapınız.', data: { captcha: true } }, 'after a wrong attempt the security check is required, even with the right password')
  const badCaptcha = await b.signIn({ phoneNumber: customer.phone, password: PASSWORD, token: 'bm90LWEtdG9rZW4=' })
  t.equal(signInError(badCaptcha)?.message, 'Lütfen güvenlik doğrulamasını yapınız.', 'a bad captcha is no captcha')

  const stranger = new Browser(app)
  t.equal(signInError(await stranger.signIn({ phoneNumber: customer.phone, password: PASSWORD }))?.message, 'Lütfen güvenlik doğrulamasını yapınız.', 'per phone: another address needs the captcha too')
  const otherPhone = await b.signIn({ phoneNumber: '5559999999', password: PASSWORD })
  t.equal(signInError(otherPhone)?.message, 'Lütfen güvenlik doğrulamasını yapınız.', 'per address: another phone from this address needs it too')

  const ok = await b.signIn({ phoneNumber: customer.phone, password: PASSWORD, token: await solveCaptcha(app) })
  t.equal(ok.status, 200, 'the right password with a solved captcha signs in')
  const next = await stranger.signIn({ phoneNumber: customer.phone, password: PASSWORD })
  t.equal(next.status, 200, 'failures are forgotten after a success: no captcha needed any more')

  const incomplete = await new Browser(app).signIn({ phoneNumber: customer.phone, password: '' })
  t.same(signInError(incomplete), { status: 400, message: 'Devam etmek için lütfen bilgilerinizi eksiksiz giriniz.', data: { captcha: false } })
  const badPhone = await new Browser(app).signIn({ phoneNumber: '123', password: PASSWORD })
  t.equal(signInError(badPhone)?.message, 'Geçersiz telefon numarası')

  const pending = await createCustomer(app, { verified: false })
  const unverifiedWrong = await new Browser(app).signIn({ phoneNumber: pending.phone, password: 'Yanlis.Sifre1' })
  t.same(signInError(unverifiedWrong)?.status, 401, 'an unverified phone with a wrong password is a plain 401: nothing told')
  const six = await new Browser(app).signIn({ phoneNumber: pending.phone, password: PASSWORD, token: await solveCaptcha(app) })
  t.equal(six.status, 401)
  const err = signInError(six)!
  t.equal(err.status, 6, 'status 6 after the password checked out')
  t.match(err.message, /doğrulanmamış/)
  t.match(err.data.userTemp, /^[A-Za-z0-9_-]{32}$/, 'an opaque userTemp')
})

t.test('CSRF: missing, forged, another cookie’s token, cross-site Origin or Sec-Fetch-Site are refused', async (t) => {
  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  const fields = { phoneNumber: customer.phone, password: PASSWORD }

  const noCookie = new Browser(app)
  const r1 = await noCookie.request('POST', '/api/auth/callback/credentials', { form: { ...fields, csrfToken: 'a'.repeat(64), json: 'true' } })
  t.equal(r1.status, 403, 'no CSRF cookie: 403')
  t.same(signInError(r1), { status: 403, message: 'Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyiniz.', data: { error: 'MissingCSRF' } })

  const b = new Browser(app)
  await b.csrf()
  t.equal((await b.signIn(fields, { csrfToken: 'b'.repeat(64) })).status, 403, 'a forged body token: 403')
  t.equal((await b.request('POST', '/api/auth/callback/credentials', { form: { ...fields, json: 'true' } })).status, 403, 'no body token: 403')
  const other = new Browser(app)
  t.equal((await b.signIn(fields, { csrfToken: await other.csrf() })).status, 403, 'a token of another browser’s cookie: 403')
  const [tok] = b.cookies.get(CSRF_COOKIE)!.split('|')
  b.cookies.set(CSRF_COOKIE, `${tok}|${'0'.repeat(64)}`)
  t.equal((await b.signIn(fields, { csrfToken: tok })).status, 403, 'a cookie whose hash does not check out: 403')
  b.cookies.delete(CSRF_COOKIE)

  t.equal((await b.signIn(fields, { headers: { origin: 'https://evil.example' } })).status, 403, 'cross-site Origin: 403 even with a valid token')
  t.equal((await b.signIn(fields, { headers: { 'sec-fetch-site': 'cross-site' } })).status, 403, 'Sec-Fetch-Site cross-site: 403')
  t.equal((await b.signIn(fields, { headers: { origin: BASE, 'sec-fetch-site': 'same-origin' } })).status, 200, 'the site’s own Origin signs in')
  t.notOk(await (async () => (await new Browser(app).session()).body.user)(), 'nothing leaked into other browsers')

  const upd = await b.request('POST', '/api/auth/session', { json: { csrfToken: 'c'.repeat(64), data: { name: 'Eve' } } })
  t.equal(upd.status, 400, 'update() with a forged token: 400 {}')
  t.same(upd.body, {})
  const out = await b.request('POST', '/api/auth/signout', { form: { csrfToken: 'd'.repeat(64), json: 'true' } })
  t.equal(out.status, 403, 'sign out with a forged token: 403')
  t.ok((await b.session()).body.user, 'and the session stays')
})

t.test('callbackUrl: relative paths and the site itself pass; other hosts, //host, CR/LF and garbage become the base URL, never a 500', async (t) => {
  const cases: Array<[unknown, string]> = [
    ['/hesabim', `${BASE}/hesabim`],
    ['/araba-al?marka=bmw#x', `${BASE}/araba-al?marka=bmw#x`],
    [`${BASE}/teklif-al/yil-sec`, `${BASE}/teklif-al/yil-sec`],
    ['https://evil.example/', BASE],
    ['//evil.example/x', BASE],
    ['/\\evil.example', BASE],
    ['/%0d%0aSet-Cookie:x=1', `${BASE}/%0d%0aSet-Cookie:x=1`],
    ['/x\r\nSet-Cookie: a=b', BASE],
    ['javascript:alert(1)', BASE],
    ['http://www.turuncugaraj.test/', BASE],
    ['https://www.turuncugaraj.test.evil.example/', BASE],
    ['https://user@evil.example', BASE],
    ['%%%', BASE],
    ['', BASE],
    [undefined, BASE],
    ['x'.repeat(5000), BASE],
  ]
  for (const [raw, expected] of cases) t.equal(safeCallbackUrl(raw, BASE), expected, JSON.stringify(raw))

  const { app } = await buildTestApp(t, { env: ENV })
  const customer = await createCustomer(app)
  for (const callbackUrl of ['https://evil.example/', '//evil.example', '/x\r\ny', '\u0000', 'x'.repeat(5000)]) {
    const res = await new Browser(app).signIn({ phoneNumber: customer.phone, password: PASSWORD }, { callbackUrl })
    t.ok(res.status < 500, `${JSON.stringify(callbackUrl.slice(0, 20))}: ${res.status}`)
    if (res.status === 200) t.equal(res.body.url, BASE, 'signed in, sent home')
  }
  const nav = await app.inject({ url: '/api/auth/signin?callbackUrl=https%3A%2F%2Fevil.example&error=SessionRequired' })
  t.equal(nav.statusCode, 302)
  t.equal(nav.headers.location, `${BASE}/giris?callbackUrl=%2F&error=SessionRequired`, 'a navigation never leaves the site')
})

t.test('sign out, update(), revoke-all, the _log beacon and the navigations', async (t) => {
  const { app, logs } = await buildTestApp(t, { env: ENV, captureLogs: true })
  const customer = await createCustomer(app)
  const b = new Browser(app)
  t.equal((await b.signIn({ phoneNumber: customer.phone, password: PASSWORD })).status, 200)
  const sid = b.cookies.get(SESSION_COOKIE)!

  const csrfToken = await b.csrf()
  const upd = await b.request('POST', '/api/auth/session', { json: { csrfToken, data: { name: 'Ayşegül', role: 'admin', id: 1, userInfo: { id: 999 } } } })
  t.equal(upd.status, 200)
  t.equal(upd.body.user.userInfo.name, 'Ayşegül', 'the name changed')
  t.equal(upd.body.user.userInfo.id, customer.id, 'ids never change')
  t.equal(upd.body.user.role, 'client', 'nor the role')
  const { rows } = await app.db.query('SELECT first_name FROM customers WHERE id = $1', [customer.id])
  t.equal(rows[0].first_name, 'Ayşegül', 'stored in PostgreSQL')
  const badEmail = await b.request('POST', '/api/auth/session', { json: { csrfToken, data: { email: 'not-an-email' } } })
  t.equal(badEmail.status, 400, 'an invalid e-mail changes nothing')
  t.equal((await b.session()).body.user.userInfo.email, 'ayse@example.com')

  const other = new Browser(app)
  t.equal((await other.signIn({ phoneNumber: customer.phone, password: PASSWORD })).status, 200)
  const third = new Browser(app)
  t.equal((await third.signIn({ phoneNumber: customer.phone, password: PASSWORD })).status, 200)
  t.equal(await app.sessions.count(customer.id), 3)
  // Two reads of an unchanged session: the second is answered from what the first made (the same
  // cookie renewal, the same body), and revoking must still end it at the next read.
  const seen = [await other.session(), await other.session()]
  t.ok(seen[0]!.body.user, 'the other session reads')
  t.equal(String(seen[1]!.headers['set-cookie']), String(seen[0]!.headers['set-cookie']), 'an unchanged session renews its cookie to the same expiry')
  t.same(seen[1]!.body, seen[0]!.body)
  const revoke = await b.request('POST', '/api/auth/sessions/revoke-all', { json: { csrfToken: await b.csrf() } })
  t.same(revoke.body, { status: 200, message: 'Diğer tüm cihazlardaki oturumlarınız kapatıldı.', ended: 2 })
  t.same((await other.session()).body, {}, 'sign out everywhere: the other sessions end')
  t.ok((await b.session()).body.user, 'this one stays')

  const out = await b.signOut()
  t.equal(out.status, 200)
  t.same(out.body, { url: `${BASE}/` })
  t.notOk(b.cookies.has(SESSION_COOKIE), 'cookie cleared')
  t.same((await b.request('GET', '/api/auth/session', { headers: { cookie: `${SESSION_COOKIE}=${sid}` } })).body, {}, 'the record is gone from Redis')

  const beacon = await b.request('POST', '/api/auth/_log', { form: { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'fetch failed for 5321234567', url: `${BASE}/api/auth/session` } })
  t.equal(beacon.status, 200)
  t.equal(beacon.raw, '', 'empty body')
  const line = logs.find((l) => l.event === 'next_auth_client_log')
  t.ok(line, 'logged')
  t.equal(line?.clientCode, 'CLIENT_FETCH_ERROR')
  t.notMatch(JSON.stringify(line), /5321234567/, 'digits masked')
  const big = await b.request('POST', '/api/auth/_log', { form: { message: 'x'.repeat(3000) } })
  t.equal(big.status, 413, 'size-capped')
  let limited = 0
  for (let i = 0; i < 25; i++) if ((await b.request('POST', '/api/auth/_log', { form: { level: 'warn' } })).status === 429) limited++
  t.ok(limited >= 3, 'rate-limited')
  let sessionLimited = 0
  for (let i = 0; i < 150; i++) if ((await b.session()).status !== 200) sessionLimited++
  t.equal(sessionLimited, 0, '/session is never rate-limited')

  const nav = async (url: string) => {
    const res = await app.inject({ url })
    return [res.statusCode, res.headers.location]
  }
  t.same(await nav('/api/auth/signin?error=SessionRequired&callbackUrl=%2Fhesabim'), [302, `${BASE}/giris?callbackUrl=%2Fhesabim&error=SessionRequired`])
  t.same(await nav('/api/auth/signin'), [302, `${BASE}/giris?callbackUrl=%2F`])
  t.same(await nav('/api/auth/error?error=%3Cscript%3E'), [302, `${BASE}/giris`], 'an unknown error text is not passed on')
  t.same(await nav('/api/auth/signin/google'), [302, `${BASE}/giris?error=OAuthSignin`])
  t.same(await nav('/api/auth/callback/google'), [302, `${BASE}/giris?error=OAuthCallback`])
  const post = await app.inject({ method: 'POST', url: '/api/auth/signin/credentials', payload: 'json=true', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  t.same(post.json(), { url: `${BASE}/giris?error=OAuthSignin` })
})

t.test('two gateway instances share sessions: read, sign out and expiry are seen by both', async (t) => {
  const env = { ...ENV, AUTH_SESSION_MAX_AGE_S: '2', AUTH_SESSION_UPDATE_AGE_S: '0' }
  const { app: a, config } = await buildTestApp(t, { env })
  const { app: b } = await buildTestApp(t, { env, config })
  const customer = await createCustomer(a)
  const browser = new Browser(a)
  t.equal((await browser.signIn({ phoneNumber: customer.phone, password: PASSWORD }, { app: a })).status, 200, 'signed in on A')
  t.equal((await browser.session(b)).body.user.userInfo.id, customer.id, 'B reads the session')
  t.equal((await browser.signOut(b)).status, 200, 'signed out on B')
  t.same((await browser.session(a)).body, {}, 'A sees it gone at once')

  t.equal((await browser.signIn({ phoneNumber: customer.phone, password: PASSWORD }, { app: b })).status, 200, 'signed in again on B')
  await new Promise((r) => setTimeout(r, 1200))
  t.ok((await browser.session(a)).body.user, 'a visit within the idle time keeps it (rolling)')
  await new Promise((r) => setTimeout(r, 1200))
  t.ok((await browser.session(b)).body.user, 'still alive 2.4 s after sign-in because it was used')
  await new Promise((r) => setTimeout(r, 2300))
  t.same((await browser.session(a)).body, {}, 'expired after 2 s without a visit, on A')
  t.same((await browser.session(b)).body, {}, 'and on B')

  const two = new Browser(a)
  t.equal((await two.signIn({ phoneNumber: customer.phone, password: PASSWORD }, { app: a })).status, 200)
  const token = (await two.session(a)).body.user.accessToken
  t.equal(await b.sessions.verifyAccessToken(token), customer.id, 'B accepts A’s access token')
  await b.sessions.destroyAll(customer.id)
  t.same((await two.session(a)).body, {}, 'revoked on B, gone on A')
  t.equal(await a.sessions.verifyAccessToken(token), null, 'and its access token is refused')
})

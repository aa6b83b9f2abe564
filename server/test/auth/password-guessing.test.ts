// Online guessing (accounts.md §3, NIST SP 800-63B-4 §3.2.2, decision 031): 1,000 password guesses
// spread over phones (registered and not) and client addresses, each with a solved captcha — zero
// successes, few guesses ever reach a password check, and the owner is never locked out for good:
// SMS sign-in works at once, and the password works again once the wait has passed.
import t, { type Test } from 'tap'
import { buildTestApp } from '../helper.js'
import { TINY_CAPTCHA, solveCaptcha } from '../support/captcha.js'
import { Browser, PASSWORD, createCustomer, lastCode, randomPhone, signInError } from '../support/auth-client.js'
import { LoginThrottle } from '../../services/accounts/throttle.js'

const ENV = { ...TINY_CAPTCHA, SMS_DEV_OUTBOX: 'true', SMS_PER_IP_HOUR: '10000' }
const GUESSES = 1000

async function attack(t: Test, env: Record<string, string>) {
  const { app } = await buildTestApp(t, { env })
  const owner = await createCustomer(app)
  const others = await Promise.all(Array.from({ length: 4 }, () => createCustomer(app)))
  const phones = [owner.phone, ...others.map((o) => o.phone), ...Array.from({ length: 5 }, randomPhone)]
  const attackers = Array.from({ length: 50 }, (_, i) => new Browser(app, `10.66.${i}.7`))
  const statuses = new Map<number, number>()
  const started = performance.now()
  for (let i = 0; i < GUESSES; i++) {
    const b = attackers[i % attackers.length]!
    const res = await b.signIn({ phoneNumber: phones[i % phones.length]!, password: `Tahmin.${i}Aa`, token: await solveCaptcha(app) })
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
  }
  t.comment(`${GUESSES} guesses in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(Object.fromEntries(statuses))}`)
  t.equal(statuses.get(200) ?? 0, 0, 'zero successes')
  const sessions = await app.redis.keys(`${app.config.redisKeyPrefix}sess:*`)
  t.same(sessions, [], 'no session was ever made')
  return { app, owner, statuses }
}

t.test('1,000 guesses with the default waits: none succeeds, few reach a password check, the owner signs in by SMS at once', async (t) => {
  const { app, owner, statuses } = await attack(t, ENV)
  const checked = statuses.get(401) ?? 0
  t.ok(checked <= 10 * 5, `${checked} guesses reached a password check (at most 5 per phone before the first 30 s wait)`)
  t.ok((statuses.get(429) ?? 0) >= GUESSES - 60, 'the rest were told to wait')

  const me = new Browser(app, '10.77.0.1')
  const waiting = await me.signIn({ phoneNumber: owner.phone, password: PASSWORD, token: await solveCaptcha(app) })
  t.equal(waiting.status, 429, 'the owner’s password waits too (the phone is what was attacked)…')
  const wait = signInError(waiting)!
  t.ok(wait.data.retryAfter > 0 && wait.data.retryAfter <= 3600, `…for ${wait.data.retryAfter} s, never more than an hour: no permanent lock`)
  t.match(wait.message, /^Çok fazla hatalı deneme yapıldı\. Lütfen \d+ dakika \d+ saniye sonra tekrar deneyiniz\.$/)
  t.equal(waiting.headers['retry-after'], String(wait.data.retryAfter))

  const sent = await app.inject({ method: 'POST', url: '/api/auth/otp-login-get-code', remoteAddress: me.ip, payload: { gsmNo: owner.phone, captchaToken: await solveCaptcha(app) } })
  t.equal(sent.statusCode, 200)
  const otp = await me.signIn({ phoneNumber: owner.phone, code: (await lastCode(app, owner.phone))!, isOptLogin: 'true' })
  t.equal(otp.status, 200, 'the owner signs in with an SMS code at once')
  const after = await new Browser(app, '10.77.0.2').signIn({ phoneNumber: owner.phone, password: PASSWORD })
  t.equal(after.status, 200, 'and the SMS sign-in forgot the phone’s failures: the password works again, no captcha')
})

t.test('1,000 guesses with short waits: still none succeeds; the owner’s password works once the wait passes, and the failures are forgotten', async (t) => {
  const { app, owner } = await attack(t, { ...ENV, AUTH_LOGIN_WAIT_BASE_S: '1', AUTH_LOGIN_WAIT_MAX_S: '2' })
  const me = new Browser(app, '10.78.0.1')
  let res = await me.signIn({ phoneNumber: owner.phone, password: PASSWORD, token: await solveCaptcha(app) })
  for (let tries = 0; res.status === 429 && tries < 5; tries++) {
    await new Promise((r) => setTimeout(r, signInError(res)!.data.retryAfter * 1000 + 50))
    res = await me.signIn({ phoneNumber: owner.phone, password: PASSWORD, token: await solveCaptcha(app) })
  }
  t.equal(res.status, 200, 'the owner signs in with the password after the wait')
  t.equal((await new Browser(app, '10.78.0.2').signIn({ phoneNumber: owner.phone, password: PASSWORD })).status, 200, 'failures forgotten after the success: no captcha, no wait')
})

t.test('the throttle: counted before the check (no parallel slip), captcha after one failure, hard cap until an SMS proves the phone', async (t) => {
  const { app, config } = await buildTestApp(t, { env: ENV })
  const th = new LoginThrottle(app.redis, config.redisKeyPrefix, config.sessionSecret, 'password', { freePerPhone: 5, freePerIp: 1000, waitBaseMs: 60_000, waitMaxMs: 60_000, hardCap: 3 })
  const phone = randomPhone()
  const first = await Promise.all(Array.from({ length: 10 }, () => th.begin(phone, '10.5.5.5', false)))
  t.equal(first.filter((b) => b.ok).length, 1, '10 parallel first tries without a captcha: one is taken, nine need the captcha')
  t.ok(first.filter((b) => !b.ok).every((b) => !b.ok && b.reason === 'captcha'))
  t.same(await th.peek(phone, '10.5.5.6'), { captcha: true, waitMs: 0 }, 'a captcha for this phone from anywhere')
  t.ok((await th.begin(phone, '10.5.5.6', true)).ok)
  t.ok((await th.begin(phone, '10.5.5.7', true)).ok)
  const capped = await th.begin(phone, '10.5.5.8', true)
  t.same(capped, { ok: false, reason: 'hard-cap' }, 'past the hard cap no password is tried')
  await th.forgetPhone(phone)
  t.ok((await th.begin(phone, '10.5.5.9', false)).ok, 'an SMS-proved sign-in or reset forgets it')
})

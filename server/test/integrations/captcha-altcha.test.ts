// The ALTCHA verifier with real altcha-lib solutions at a tiny cost and the real Redis replay guard:
// a solved challenge passes once, a replay, a tampered or expired payload and a Redis outage fail.
import { randomBytes } from 'node:crypto'
import t, { type Test } from 'tap'
import { Redis } from 'ioredis'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { ALTCHA_ALGORITHM, AltchaVerifier, decodePayload, type AltchaConfig } from '../../integrations/captcha/altcha.js'
import { RedisReplayGuard } from '../../integrations/captcha/redis-replay-guard.js'
import type { CaptchaChallenge, ReplayGuard } from '../../integrations/captcha/types.js'
import { TEST_ENV } from '../helper-env.js'
import { flushPrefix } from '../helper.js'

const CONFIG: AltchaConfig = {
  hmacKey: 'a'.repeat(64),
  hmacKeySignatureKey: 'b'.repeat(64),
  cost: 1,
  maxNumber: 20,
  expiresInS: 600,
}

async function redisGuard(t: Test) {
  const redis = new Redis(TEST_ENV.REDIS_URL!, { maxRetriesPerRequest: 1 })
  const prefix = `tc${randomBytes(4).toString('hex')}:`
  t.teardown(async () => {
    await flushPrefix(TEST_ENV.REDIS_URL!, prefix)
    redis.disconnect()
  })
  return { guard: new RedisReplayGuard(redis, prefix), redis, prefix }
}

/** What the widget sends after solving: base64 JSON { challenge: { parameters, signature }, solution }. */
async function solve(challenge: CaptchaChallenge, tamper?: (payload: { challenge: any; solution: any }) => void): Promise<string> {
  if (challenge.provider !== 'altcha') throw new Error('not an altcha challenge')
  const solution = await solveChallenge({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, deriveKey, timeout: 10_000 })
  if (!solution) throw new Error('no solution found')
  const payload = { challenge: { parameters: { ...challenge.parameters }, signature: challenge.signature }, solution: { ...solution } }
  tamper?.(payload)
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

t.test('a challenge is signed, expires and needs up to maxNumber attempts', async (t) => {
  const { guard } = await redisGuard(t)
  const v = new AltchaVerifier({ ...CONFIG, maxNumber: 5000, cost: 7 }, guard)
  const c = await v.challenge()
  if (c.provider !== 'altcha') return t.fail('altcha challenge expected')
  t.equal(c.parameters.algorithm, ALTCHA_ALGORITHM)
  t.equal(c.parameters.cost, 7, 'the configured cost is the PBKDF2 iteration count')
  t.match(c.signature, /^[0-9a-f]{64}$/, 'HMAC-SHA256 signature')
  t.match(c.parameters.keySignature, /^[0-9a-f]{64}$/, 'deterministic mode: the expected key is signed')
  const now = Date.now() / 1000
  t.ok(c.parameters.expiresAt > now + 590 && c.parameters.expiresAt <= now + 601, 'expires in 10 minutes')
  const other = await v.challenge()
  if (other.provider !== 'altcha') return
  t.not(other.parameters.nonce, c.parameters.nonce, 'every challenge is new')
  const solution = await solveChallenge({ challenge: { parameters: c.parameters, signature: c.signature }, deriveKey, timeout: 20_000 })
  t.ok(solution && solution.counter >= 2500 && solution.counter <= 5000, `the counter lies in [maxNumber/2, maxNumber] (${solution?.counter})`)
})

t.test('a solved challenge verifies once; a replay fails, also when raced', async (t) => {
  const { guard, redis, prefix } = await redisGuard(t)
  const v = new AltchaVerifier(CONFIG, guard)
  const token = await solve(await v.challenge())
  t.same(await v.verify(token, '127.0.0.1'), { ok: true })
  t.same(await v.verify(token, '127.0.0.1'), { ok: false, code: 'replayed' })

  const [key] = await redis.keys(`${prefix}captcha:used:*`)
  const ttl = key ? await redis.ttl(key) : -2
  t.ok(ttl > 590 && ttl <= 601, `the used mark lives as long as the challenge could (${ttl}s)`)

  const raced = await solve(await v.challenge())
  const results = await Promise.all(Array.from({ length: 5 }, () => v.verify(raced, '127.0.0.1')))
  t.equal(results.filter((r) => r.ok).length, 1, 'five parallel uses: exactly one passes')
})

t.test('tampered, foreign, malformed and expired payloads fail with their code', async (t) => {
  const { guard } = await redisGuard(t)
  let clock = Date.now()
  const v = new AltchaVerifier(CONFIG, guard, () => clock)
  const fresh = () => v.challenge()

  t.same(await v.verify(await solve(await fresh(), (p) => (p.challenge.parameters.cost = 2)), ''), { ok: false, code: 'invalid-signature' }, 'changed parameters')
  t.same(await v.verify(await solve(await fresh(), (p) => (p.challenge.parameters.expiresAt += 3600)), ''), { ok: false, code: 'invalid-signature' }, 'a longer life')
  t.same(await v.verify(await solve(await fresh(), (p) => (p.solution.derivedKey = 'ab'.repeat(32))), ''), { ok: false, code: 'invalid-solution' }, 'a wrong key')

  const foreign = new AltchaVerifier({ ...CONFIG, hmacKey: 'c'.repeat(64) }, guard)
  t.same(await v.verify(await solve(await foreign.challenge()), ''), { ok: false, code: 'invalid-signature' }, 'signed with another key')

  for (const bad of ['', 'bm90IGpzb24=', Buffer.from('{"challenge":null,"solution":null,"test":true}').toString('base64'), 'x'.repeat(5000), '***', Buffer.from('[1,2]').toString('base64')]) {
    t.same(await v.verify(bad, ''), { ok: false, code: 'malformed' }, `malformed: ${bad.slice(0, 20)}`)
  }
  t.same(await v.verify(undefined as unknown as string, ''), { ok: false, code: 'malformed' }, 'not a string')

  const old = await solve(await fresh())
  clock += 601_000
  t.same(await v.verify(old, ''), { ok: false, code: 'expired' }, 'solved in time, sent too late')
  clock = Date.now() - 700_000
  const born = await solve(await fresh())
  const realClock = new AltchaVerifier(CONFIG, guard)
  t.same(await realClock.verify(born, ''), { ok: false, code: 'expired' }, 'a challenge issued 700 s ago')
  t.equal(decodePayload(born)?.challenge.parameters.algorithm, ALTCHA_ALGORITHM, 'the payload itself decodes')
})

t.test('Redis down: verification fails closed, and the token still works once Redis is back', async (t) => {
  const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null })
  dead.on('error', () => {})
  t.teardown(() => dead.disconnect())
  const { guard } = await redisGuard(t)
  const down = new AltchaVerifier(CONFIG, new RedisReplayGuard(dead, 'x:'))
  const token = await solve(await down.challenge())
  t.same(await down.verify(token, ''), { ok: false, code: 'unavailable' })

  const throwing: ReplayGuard = { claim: () => Promise.reject(new Error('READONLY')) }
  t.same(await new AltchaVerifier(CONFIG, throwing).verify(token, ''), { ok: false, code: 'unavailable' }, 'any store error')
  t.same(await new AltchaVerifier(CONFIG, guard).verify(token, ''), { ok: true }, 'a refusal did not use the token up')
})

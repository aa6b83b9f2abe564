// Self-hosted proof-of-work with ALTCHA v2 (altcha-lib). Challenges are created in deterministic
// mode: the gateway picks the secret counter and signs the derived key, so checking a solution is
// two HMACs, never a key derivation an attacker could make us repeat. Each solved challenge is
// accepted once (ReplayGuard, SET NX in Redis) until it expires; a store outage fails closed.
import { createHash } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { CaptchaChallenge, CaptchaResult, CaptchaVerifier, ReplayGuard } from './types.js'

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256'
/** A widget payload is ~700 characters; anything far larger is not one. */
const MAX_TOKEN_LENGTH = 4096
const HEX = /^[0-9a-f]{1,256}$/

export interface AltchaConfig {
  /** Signs challenges; derived from SESSION_SECRET unless CAPTCHA_HMAC_KEY is set. */
  hmacKey: string
  /** Signs the expected derived key (deterministic mode). */
  hmacKeySignatureKey: string
  /** PBKDF2 iterations per attempt. */
  cost: number
  /** The secret counter is drawn from [ceil(maxNumber / 2), maxNumber]: the attempts a solver needs. */
  maxNumber: number
  expiresInS: number
}

interface Payload {
  challenge: Challenge
  solution: Solution
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The widget's base64 JSON `{ challenge: { parameters, signature }, solution }`, or null. */
export function decodePayload(token: string): Payload | null {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9+/]+=*$/.test(token)) return null
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(data) || !isRecord(data.challenge) || !isRecord(data.solution)) return null
  const { parameters, signature } = data.challenge
  const { counter, derivedKey } = data.solution
  if (!isRecord(parameters) || typeof signature !== 'string' || !HEX.test(signature)) return null
  if (typeof counter !== 'number' || !Number.isInteger(counter) || counter < 0 || counter > 0xffffffff) return null
  if (typeof derivedKey !== 'string' || !HEX.test(derivedKey)) return null
  // Every challenge we sign carries these; a payload without them was not made here.
  if (parameters.algorithm !== ALTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number') return null
  return {
    challenge: { parameters: parameters as unknown as Challenge['parameters'], signature },
    solution: { counter, derivedKey },
  }
}

export class AltchaVerifier implements CaptchaVerifier {
  readonly name = 'altcha'

  constructor(
    private readonly config: AltchaConfig,
    private readonly replay: ReplayGuard,
    private readonly now: () => number = Date.now,
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    const { cost, maxNumber, expiresInS, hmacKey, hmacKeySignatureKey } = this.config
    const expiresAt = Math.floor(this.now() / 1000) + expiresInS
    const challenge = await createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost,
      counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
      deriveKey,
      expiresAt,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: hmacKeySignatureKey,
    })
    return { provider: 'altcha', parameters: { ...challenge.parameters, expiresAt }, signature: challenge.signature ?? '' }
  }

  // The IP is not part of a proof of work; mobile clients change address between challenge and send.
  async verify(token: string, _ip?: string): Promise<CaptchaResult> {
    const payload = typeof token === 'string' ? decodePayload(token) : null
    if (!payload) return { ok: false, code: 'malformed' }
    const expiresAt = payload.challenge.parameters.expiresAt!
    // altcha-lib compares with the wall clock; the injectable clock is checked first for tests.
    if (expiresAt * 1000 <= this.now()) return { ok: false, code: 'expired' }
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.config.hmacKey,
      hmacKeySignatureSecret: this.config.hmacKeySignatureKey,
    })
    if (result.expired) return { ok: false, code: 'expired' }
    if (result.invalidSignature) return { ok: false, code: 'invalid-signature' }
    if (!result.verified) return { ok: false, code: 'invalid-solution' }
    // The signature is unique per challenge (random nonce and salt), so it names the challenge.
    const id = createHash('sha256').update(payload.challenge.signature!).digest('base64url')
    const ttl = Math.max(1, Math.ceil(expiresAt - this.now() / 1000))
    try {
      return (await this.replay.claim(id, ttl)) ? { ok: true } : { ok: false, code: 'replayed' }
    } catch {
      return { ok: false, code: 'unavailable' }
    }
  }
}

// One small interface for every captcha provider (design §5): routes and services depend on this,
// configuration picks the implementation (config.ts, create.ts).
import type { ChallengeParameters } from 'altcha-lib'

/** What the browser widget needs to draw a challenge. */
export type CaptchaChallenge =
  | {
      provider: 'altcha'
      /** ALTCHA v2 challenge, signed; the widget solves it as is. */
      parameters: ChallengeParameters & { expiresAt: number }
      signature: string
    }
  | {
      provider: 'turnstile' | 'hcaptcha'
      siteKey: string
      /** The provider's widget script the browser loads. */
      scriptUrl: string
    }

export type CaptchaResult =
  | { ok: true }
  | {
      ok: false
      /**
       * 'malformed' | 'expired' | 'invalid-signature' | 'invalid-solution' | 'replayed' |
       * 'unavailable' (our Redis), or a hosted provider's error code, 'http-<status>', 'timeout',
       * 'unreachable', 'bad-response'.
       */
      code: string
    }

/**
 * A failed check is a result (`ok: false`), never a throw. Every token passes `verify` at most once.
 */
export interface CaptchaVerifier {
  readonly name: 'altcha' | 'turnstile' | 'hcaptcha'
  challenge(): Promise<CaptchaChallenge>
  /** `ip` is the client address from the connection (request.ip), never from the payload. */
  verify(token: string, ip: string): Promise<CaptchaResult>
  /** Releases connections; called once when the gateway shuts down. */
  close?(): Promise<void>
}

/** Claims a verified token id once; false when it was already claimed. Throws when the store is down. */
export interface ReplayGuard {
  claim(id: string, ttlSeconds: number): Promise<boolean>
}

// Account and session settings (AUTH_*), read from the environment at boot like the SMS settings:
// a bad value stops the start with one ConfigError line.
import { int, type Env } from '../../env.js'

export interface AuthConfig {
  /** A session ends this long after the customer's last visit (rolling expiry). */
  sessionMaxAgeS: number
  /** The session's expiry moves forward at most this often (one Redis write per window, not per call). */
  sessionUpdateAgeS: number
  /** No session lives longer than this from its sign-in, however active. */
  sessionAbsoluteS: number
  /** Password sign-in: the first growing wait (doubled with every further failure). */
  loginWaitBaseS: number
  /** Password sign-in: the longest wait. */
  loginWaitMaxS: number
  /** Failures of one phone before the waits start (a captcha is asked after the first). */
  loginFreePerPhone: number
  /** Failures from one address (over all phones) before the waits start. */
  loginFreePerIp: number
  /** Consecutive failures after which a phone signs in only by SMS (OTP or a new password). */
  loginHardCap: number
}

export function parseAuthConfig(env: Env = process.env): AuthConfig {
  const sessionMaxAgeS = int(env, 'AUTH_SESSION_MAX_AGE_S', 30 * 24 * 3600, 2, 365 * 24 * 3600)
  const loginWaitBaseS = int(env, 'AUTH_LOGIN_WAIT_BASE_S', 30, 1, 3600)
  return {
    sessionMaxAgeS,
    sessionUpdateAgeS: Math.min(int(env, 'AUTH_SESSION_UPDATE_AGE_S', 24 * 3600, 0, 365 * 24 * 3600), sessionMaxAgeS),
    sessionAbsoluteS: Math.max(int(env, 'AUTH_SESSION_ABSOLUTE_S', 90 * 24 * 3600, 2, 3 * 365 * 24 * 3600), sessionMaxAgeS),
    loginWaitBaseS,
    loginWaitMaxS: Math.max(int(env, 'AUTH_LOGIN_WAIT_MAX_S', 3600, 1, 24 * 3600), loginWaitBaseS),
    loginFreePerPhone: 5,
    loginFreePerIp: 20,
    loginHardCap: 100,
  }
}

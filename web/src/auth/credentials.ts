import { getCsrfToken, signIn } from 'next-auth/react'
import { parseSignInError, safeCallbackPath, type SignInFailure } from './sign-in-error.js'

/**
 * signIn('credentials') without a redirect, with one retry after a CSRF refusal (a stale token,
 * decision 031). Null when signed in, else the gateway's answer.
 */
export async function signInWithCredentials(callbackUrl: string | undefined, fields: Record<string, string>): Promise<SignInFailure | null> {
  const attempt = () => signIn('credentials', { redirect: false, callbackUrl: safeCallbackPath(callbackUrl), ...fields })
  let res = await attempt()
  let failure = parseSignInError(res?.error ?? undefined)
  if (res && !res.ok && failure.status === 403) {
    await getCsrfToken()
    res = await attempt()
    failure = parseSignInError(res?.error ?? undefined)
  }
  return res?.ok && !res.error ? null : failure
}

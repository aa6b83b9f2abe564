import { createContext, useContext, useEffect } from 'react'

/** What next-auth's `useSession()` gives (the gateway's session, accounts.md §1). */
export interface CustomerSession {
  user?: {
    role?: string
    userInfo?: { id?: number | string; name?: string; surname?: string; email?: string; phoneNumber?: string }
    accessToken?: string
    contactKey?: string
  }
  expires?: string
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated'

export interface SessionValue {
  status: SessionStatus
  data: CustomerSession | null
  /** next-auth's `update()`: reads the session again from the gateway (after a profile change). */
  update?: () => Promise<unknown>
}

/**
 * The session as next-auth/react's SessionProvider sees it, mirrored here so the page's first
 * JavaScript does not carry next-auth: the provider loads in its own chunk after hydration
 * (session-bridge.tsx) and reports every change. 'loading' until then, as on the server.
 */
export const SessionContext = createContext<SessionValue>({ status: 'loading', data: null })

/** next-auth's navigation for `useSession({ required: true })`, kept identical (accounts.md §1). */
export function signInRequiredUrl(): string {
  const callbackUrl = window.location.href
  return `/api/auth/signin?${new URLSearchParams({ error: 'SessionRequired', callbackUrl }).toString()}`
}

/** The page on which the visitor signed out in this tab (the header's "Çıkış Yap"). */
let signedOutOn: string | null = null

/** The visitor's own sign-out: in this tab, `signOut({ redirect: false })` through here. */
export async function signOutHere(): Promise<void> {
  signedOutOn = window.location.pathname
  const { signOut } = await loadNextAuth()
  await signOut({ redirect: false })
}

/**
 * `useSession()`; with `required`, a signed-out visitor goes to sign-in and comes back after — unless
 * they just signed out on this very page: it then goes home, not to a sign-in prompt they did not
 * ask for.
 */
export function useAuthSession(options: { required?: boolean } = {}): SessionValue {
  const value = useContext(SessionContext)
  const { required = false } = options
  useEffect(() => {
    if (!required || value.status !== 'unauthenticated') return
    window.location.href = signedOutOn === window.location.pathname ? '/' : signInRequiredUrl()
  }, [required, value.status])
  return value
}

/** next-auth/react, loaded on demand (it shares the chunk of the session bridge). */
export const loadNextAuth = () => import('next-auth/react')

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { SessionContext, type SessionValue } from './session-state.js'

/** The auth modal's types (spec §2.8): its two tabs, and the SMS code step. */
export type AuthModalType = 'LOGIN' | 'REGISTER' | 'VERIFYCODE'

/** Which tab opens, where the dialog sends the customer after signing in, and the error name it was opened with (/giris). */
export interface LoginRequest {
  type?: 'LOGIN' | 'REGISTER'
  callbackUrl?: string
  error?: string
}

interface LoginDialogApi {
  openLogin: (request?: LoginRequest) => void
}

const LoginDialogContext = createContext<LoginDialogApi>({ openLogin: () => undefined })

export const useLoginDialog = () => useContext(LoginDialogContext)

// next-auth's provider and the tabbed auth dialog (with the renderer, the captcha and the SMS step)
// load in their own chunks.
const SessionBridge = lazy(() => import('./session-bridge.js'))
const AuthDialog = lazy(() => import('./auth-dialog.js'))

/**
 * The session (next-auth/react v4 against the gateway's /api/auth, accounts.md §1–§2) and the
 * login dialog the header and /giris open. The session starts 'loading' on the server and in the
 * browser's first render alike; next-auth's provider mounts after hydration.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<LoginRequest | null>(null)
  const [session, setSession] = useState<SessionValue>({ status: 'loading', data: null })
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const openLogin = useCallback((next: LoginRequest = {}) => setRequest(next), [])
  const api = useMemo(() => ({ openLogin }), [openLogin])
  return (
    <SessionContext.Provider value={session}>
      <LoginDialogContext.Provider value={api}>
        {children}
        {mounted && (
          <Suspense fallback={null}>
            <SessionBridge onChange={setSession} />
          </Suspense>
        )}
        {request && (
          <Suspense fallback={null}>
            <AuthDialog request={request} onClose={() => setRequest(null)} />
          </Suspense>
        )}
      </LoginDialogContext.Provider>
    </SessionContext.Provider>
  )
}

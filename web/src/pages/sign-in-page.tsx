import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from '../lib/router/index.js'
import { useLoginDialog } from '../auth/auth-provider.js'
import { useAuthSession } from '../auth/session-state.js'
import { safeCallbackPath } from '../auth/sign-in-error.js'

/**
 * /giris (spec §2.9): where the gateway's /api/auth navigations land, with a relative `callbackUrl`
 * and an error name (e.g. SessionRequired). It opens the login dialog; after signing in the dialog
 * goes to `callbackUrl`. A visitor already signed in goes there at once.
 */
export function SignInPage() {
  const [params] = useSearchParams()
  const { status } = useAuthSession()
  const { openLogin } = useLoginDialog()
  const navigate = useNavigate()
  const opened = useRef(false)
  const callbackUrl = safeCallbackPath(params.get('callbackUrl'))
  const error = params.get('error') ?? undefined

  useEffect(() => {
    if (status === 'authenticated' && !opened.current) {
      void navigate(callbackUrl, { replace: true })
      return
    }
    if (status !== 'unauthenticated' || opened.current) return
    opened.current = true
    openLogin({ callbackUrl, ...(error ? { error } : {}) })
  }, [status, callbackUrl, error, openLogin, navigate])

  return (
    <section className="container status-page">
      <h1>Giriş Yap</h1>
      <p>Devam etmek için telefon numaranız ve şifrenizle giriş yapınız.</p>
      <button type="button" className="button button--primary" onClick={() => openLogin({ callbackUrl, ...(error ? { error } : {}) })}>
        Giriş Yap
      </button>
    </section>
  )
}

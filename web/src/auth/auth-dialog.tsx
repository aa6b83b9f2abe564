import { useId, useState, type KeyboardEvent } from 'react'
import { useNavigate } from '../lib/router/index.js'
import { Modal } from '../components/ui/modal.js'
import type { ModalSize } from '../components/ui/modal-widths.js'
import { trackAccountEvent, trackFormSuccess } from '../lib/analytics.js'
import type { AuthModalType, LoginRequest } from './auth-provider.js'
import { useLoginView } from './login-view.js'
import { useRegisterView } from './register-view.js'
import { safeCallbackPath } from './sign-in-error.js'

const TABS: ReadonlyArray<{ type: Exclude<AuthModalType, 'VERIFYCODE'>; label: string }> = [
  { type: 'LOGIN', label: 'Giriş Yap' },
  { type: 'REGISTER', label: 'Kayıt Olun' },
]

/**
 * The tabbed login/register modal (spec §2.8): 'Giriş Yap' and 'Kayıt Olun' are mutually exclusive
 * (one side drawn at a time), in one Modal whose width follows the side (auth 480, register 600,
 * spec §9). Its type is LOGIN, REGISTER, or VERIFYCODE while an SMS code is asked for.
 */
export default function AuthDialog({ request, onClose }: { request: LoginRequest; onClose: () => void }) {
  const navigate = useNavigate()
  const tabsId = useId()
  const [side, setSide] = useState<'LOGIN' | 'REGISTER'>(request.type === 'REGISTER' ? 'REGISTER' : 'LOGIN')

  const leave = () => {
    onClose()
    if (request.callbackUrl) void navigate(safeCallbackPath(request.callbackUrl), { replace: true })
  }
  const login = useLoginView(request, () => {
    trackAccountEvent('login_success')
    leave()
  })
  const registerSucceeded = () => {
    trackAccountEvent('register_success')
    // The registration form is one of the site's forms (spec §3): sent and verified, it counts once.
    trackFormSuccess('auth-register')
  }
  const register = useRegisterView(request, registerSucceeded, () => (registered ? leave() : onClose()))
  // A completed registration is signed in: closing the 'registration complete' view goes on like a sign-in.
  const registered = register.key === 'register-done'
  const view = side === 'LOGIN' ? login : register
  const type: AuthModalType = view.key.endsWith('verify') || view.key.endsWith('-code') ? 'VERIFYCODE' : side
  const size: ModalSize = side === 'REGISTER' && view.top ? 'register' : 'auth'

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = side === 'LOGIN' ? 'REGISTER' : 'LOGIN'
    setSide(next)
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus()
  }

  return (
    <Modal title={view.title} size={size} contentKey={`${side}:${view.key}`} onClose={registered ? leave : onClose}>
      <div className="auth-dialog" data-auth-type={type}>
        {view.top && (
          <div className="auth-tabs" role="tablist" aria-label="Giriş Yap / Kayıt Olun" onKeyDown={onTabKey}>
            {TABS.map((tab) => (
              <button
                key={tab.type}
                id={`${tabsId}-${tab.type}`}
                type="button"
                role="tab"
                data-tab={tab.type}
                className="auth-tabs__tab"
                aria-selected={side === tab.type}
                aria-controls={`${tabsId}-panel`}
                tabIndex={side === tab.type ? 0 : -1}
                onClick={() => setSide(tab.type)}
              >
                {tab.label}
              </button>
            ))}
          </div>
        )}
        <div id={`${tabsId}-panel`} role={view.top ? 'tabpanel' : undefined} aria-labelledby={view.top ? `${tabsId}-${side}` : undefined}>
          {view.body}
        </div>
      </div>
    </Modal>
  )
}

import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from '../lib/router/index.js'
import { useLoginDialog } from './auth-provider.js'
import { signOutHere, useAuthSession } from './session-state.js'

/**
 * The header's account corner (spec §2.8): 'Giriş Yap' when signed out, the customer's name with a
 * menu (Hesabım, Çıkış Yap) when signed in. While the session loads (and on the server, which never
 * reads it) an empty slot of the same place keeps the first render identical to the server's.
 */
export function AccountMenu() {
  const { data, status } = useAuthSession()
  const { openLogin } = useLoginDialog()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const { pathname } = useLocation()
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => setOpen(false), [pathname, status])
  useEffect(() => {
    if (!open) return
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  if (status === 'loading') return <div className="account-menu" aria-hidden="true" />
  if (status === 'unauthenticated' || !data) {
    return (
      <div className="account-menu">
        <button type="button" className="account-menu__login" onClick={() => openLogin()}>
          Giriş Yap
        </button>
      </div>
    )
  }
  const info = data.user?.userInfo
  const name = [info?.name, info?.surname].filter(Boolean).join(' ') || 'Hesabım'
  return (
    <div className="account-menu" ref={rootRef}>
      <button type="button" className="account-menu__toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        {name}
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <li>
          <Link to="/hesabim" className="account-menu__item">
            Hesabım
          </Link>
        </li>
        <li>
          <button type="button" className="account-menu__item" onClick={() => void signOutHere()}>
            Çıkış Yap
          </button>
        </li>
      </ul>
    </div>
  )
}

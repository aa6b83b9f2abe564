import { signOut } from 'next-auth/react'
import { Link } from 'react-router'
import { FavouriteList } from '../components/favourites/favourite-list.js'
import { useAuthSession } from '../auth/session-state.js'

interface UserInfo {
  id?: number | string
  name?: string
  surname?: string
  email?: string
  phoneNumber?: string
}

/** Shows a phone as 0 5XX XXX XX XX. */
const formatPhone = (phone: string | undefined) => {
  const d = (phone ?? '').replace(/\D/g, '').slice(-10)
  return d.length === 10 ? `0 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}` : ''
}

/**
 * /hesabim (decision 034): the customer's profile, read only for now. It requires a session: a
 * signed-out visitor goes to /api/auth/signin?error=SessionRequired&callbackUrl=… (next-auth's own
 * navigation), which the gateway sends on to /giris, and comes back after signing in.
 */
export function AccountPage() {
  const { data, status } = useAuthSession({ required: true })
  if (status !== 'authenticated' || !data) {
    return (
      <section className="container account-page" aria-busy="true">
        <h1>Hesabım</h1>
      </section>
    )
  }
  const info: UserInfo = data.user?.userInfo ?? {}
  return (
    <section className="container account-page">
      <h1>Hesabım</h1>
      <dl className="account-page__profile">
        <dt>Ad</dt>
        <dd>{info.name}</dd>
        <dt>Soyad</dt>
        <dd>{info.surname}</dd>
        <dt>E-posta</dt>
        <dd>{info.email || '—'}</dd>
        <dt>Telefon</dt>
        <dd>{formatPhone(info.phoneNumber)}</dd>
      </dl>
      <button type="button" className="button button--secondary" onClick={() => void signOut({ callbackUrl: '/' })}>
        Çıkış Yap
      </button>
      <section className="account-page__favourites" aria-labelledby="account-favourites">
        <h2 id="account-favourites">
          <Link to="/favorilerim">Favorilerim</Link>
        </h2>
        {info.id !== undefined && <FavouriteList customerId={info.id} headingLevel={3} />}
      </section>
    </section>
  )
}

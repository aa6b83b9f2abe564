import { getCsrfToken, signOut } from 'next-auth/react'
import { useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '../lib/router/index.js'
import type { FormValues } from '../../renderers/form-model.js'
import { useScreen } from '../api/get-screen.js'
import { accountRecordsKey } from '../api/account-records.js'
import { AccountRecordsSections } from '../components/account/account-records.js'
import { FavouriteList } from '../components/favourites/favourite-list.js'
import { useAuthSession } from '../auth/session-state.js'
import { DescribedStep, SmsStep, textValue } from '../auth/described-step.js'
import { useToast } from '../components/toast/toast-context.js'
import { apiClient, errorMessage } from '../lib/api-client.js'

interface UserInfo {
  id?: number | string
  name?: string
  surname?: string
  email?: string
  phoneNumber?: string
}

interface Answer {
  status: number
  message: string
  data?: { userTemp?: string }
  ended?: number
}

/** Shows a phone as 0 5XX XXX XX XX. */
const formatPhone = (phone: string | undefined) => {
  const d = (phone ?? '').replace(/\D/g, '').slice(-10)
  return d.length === 10 ? `0 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}` : ''
}


/** A signed-in customer's own call (decision 035): JSON with next-auth's CSRF token. */
async function ownCall(url: string, body: Record<string, unknown>): Promise<Answer> {
  const csrfToken = await getCsrfToken()
  return apiClient.post<Answer>(url, { ...body, csrfToken })
}

/** One of the page's forms: a gateway descriptor drawn by the generic renderer, its title as the section's heading. */
function DescribedForm({ screenId, initial, submitTo }: { screenId: string; initial?: FormValues; submitTo: (values: FormValues) => Promise<void> }) {
  const { data } = useScreen(screenId)
  return (
    <section className="account-page__section" aria-labelledby={`${screenId}-title`}>
      <h2 id={`${screenId}-title`}>{data?.title}</h2>
      <DescribedStep screenId={screenId} initial={initial} submitTo={submitTo} />
    </section>
  )
}

/**
 * /hesabim (decisions 034, 035, 043): the customer's appointments and offers, the profile (name,
 * surname, e-mail through `POST /api/auth/profile`, then next-auth's `update()`), the phone change by SMS, the password change and "sign out
 * everywhere". The forms are the gateway's descriptors (account-profile, account-password,
 * account-phone); the calls and what follows them are here. It requires a session: a signed-out
 * visitor goes to /api/auth/signin?error=SessionRequired&callbackUrl=… (next-auth's own navigation),
 * which the gateway sends on to /giris, and comes back after signing in.
 */
export function AccountPage() {
  const session = useAuthSession({ required: true })
  const { toast } = useToast()
  const queryClient = useQueryClient()
  // A new key draws a form afresh (the password fields empty after a change).
  const [passwordKey, setPasswordKey] = useState(0)
  const [phoneChange, setPhoneChange] = useState<{ phoneNumber: string; captchaToken: string; userTemp: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const { data, status } = session
  if (status !== 'authenticated' || !data) {
    return (
      <section className="container account-page" aria-busy="true">
        <h1>Hesabım</h1>
      </section>
    )
  }
  const info: UserInfo = data.user?.userInfo ?? {}
  const refresh = () => session.update?.()

  const saveProfile = async (values: FormValues) => {
    const answer = await ownCall('/api/auth/profile', { name: textValue(values.name), surname: textValue(values.surname), email: textValue(values.email) })
    await refresh()
    toast({ level: 'success', message: answer.message })
  }

  const changePassword = async (values: FormValues) => {
    const answer = await ownCall('/api/auth/change-password', {
      currentPassword: textValue(values.currentPassword), password: textValue(values.password), passwordConfirm: textValue(values.passwordConfirm),
    })
    setPasswordKey((k) => k + 1)
    toast({ level: 'success', message: answer.message })
  }

  const askPhoneCode = async (values: FormValues) => {
    const request = { phoneNumber: textValue(values.phoneNumber), captchaToken: textValue(values.captchaToken) }
    const answer = await ownCall('/api/auth/change-phone', request)
    setPhoneChange({ ...request, userTemp: answer.data?.userTemp ?? '' })
  }

  const confirmPhone = async (code: string) => {
    if (!phoneChange) return
    const answer = await ownCall('/api/auth/change-phone-verification', { id: phoneChange.userTemp, phoneNumber: phoneChange.phoneNumber, code })
    setPhoneChange(null)
    await refresh()
    // The records follow the account's verified phone: the new phone's, from now on.
    void queryClient.invalidateQueries({ queryKey: accountRecordsKey(info.id) })
    toast({ level: 'success', message: answer.message })
  }

  /** 'Tekrar Gönder': the same request with the same security token is the resend; a new userTemp comes with it. */
  const resendPhoneCode = async () => {
    if (!phoneChange) return
    const answer = await ownCall('/api/auth/change-phone', { phoneNumber: phoneChange.phoneNumber, captchaToken: phoneChange.captchaToken })
    setPhoneChange({ ...phoneChange, userTemp: answer.data?.userTemp ?? phoneChange.userTemp })
  }

  const signOutEverywhere = async () => {
    setBusy(true)
    try {
      const answer = await ownCall('/api/auth/sessions/revoke-all', {})
      toast({ level: 'success', message: answer.message })
    } catch (error) {
      toast({ level: 'error', title: 'İşlem Başarısız', message: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  let phoneSection: ReactNode
  if (phoneChange) {
    phoneSection = (
      <section className="account-page__section" aria-labelledby="account-phone-code">
        <h2 id="account-phone-code">SMS Doğrulama</h2>
        <SmsStep notice={`${formatPhone(phoneChange.phoneNumber)} numarasına gönderilen kodu giriniz.`} onConfirm={confirmPhone} onResend={resendPhoneCode} />
        <button type="button" className="link-button" onClick={() => setPhoneChange(null)}>
          Vazgeç
        </button>
      </section>
    )
  } else {
    phoneSection = <DescribedForm screenId="account-phone" submitTo={askPhoneCode} />
  }

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
      {info.id !== undefined && <AccountRecordsSections customerId={info.id} />}
      <DescribedForm screenId="account-profile" initial={{ name: info.name ?? '', surname: info.surname ?? '', email: info.email ?? '' }} submitTo={saveProfile} />
      {phoneSection}
      <DescribedForm key={passwordKey} screenId="account-password" submitTo={changePassword} />
      <section className="account-page__section" aria-labelledby="account-sessions">
        <h2 id="account-sessions">Oturumlar</h2>
        <p>Bu cihaz dışındaki bütün cihazlarda açık oturumlarınızı kapatabilirsiniz.</p>
        <div className="account-page__actions">
          <button type="button" className="button button--secondary" disabled={busy} aria-busy={busy} onClick={() => void signOutEverywhere()}>
            Tüm Cihazlardan Çıkış Yap
          </button>
          <button type="button" className="button button--secondary" onClick={() => void signOut({ callbackUrl: '/' })}>
            Çıkış Yap
          </button>
        </div>
      </section>
      <section className="account-page__favourites" aria-labelledby="account-favourites">
        <h2 id="account-favourites">
          <Link to="/favorilerim">Favorilerim</Link>
        </h2>
        {info.id !== undefined && <FavouriteList customerId={info.id} headingLevel={3} />}
      </section>
    </section>
  )
}


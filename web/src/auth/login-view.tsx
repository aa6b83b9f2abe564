import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { ApiError, apiClient, errorMessage } from '../lib/api-client.js'
import type { LoginRequest } from './auth-provider.js'
import { CaptchaBox } from './captcha-box.js'
import { signInWithCredentials } from './credentials.js'
import { CAPTCHA_REQUIRED, DEFAULT_ERROR, INCOMPLETE, WRONG_CREDENTIALS, type SignInFailure } from './sign-in-error.js'
import { SmsStep } from './sms-step.js'

type View =
  | { kind: 'login' }
  | { kind: 'verify'; userTemp: string; notice: string }
  | { kind: 'otp' }
  | { kind: 'otp-code' }
  | { kind: 'forgot' }
  | { kind: 'forgot-code' }
  | { kind: 'forgot-password'; smsLogId: string }
  | { kind: 'forgot-done' }

const TITLES: Record<View['kind'], string> = {
  login: 'Giriş Yap',
  verify: 'SMS Doğrulama',
  otp: 'SMS ile Giriş Yap',
  'otp-code': 'SMS ile Giriş Yap',
  forgot: 'Şifremi Unuttum',
  'forgot-code': 'Şifremi Unuttum',
  'forgot-password': 'Yeni Şifre Belirle',
  'forgot-done': 'Şifreniz Değiştirildi',
}

/** The message the next-auth error name stands for (spec §8); unknown names are not shown. */
const ERROR_NAMES: Record<string, string> = {
  SessionRequired: 'Bu sayfayı görmek için lütfen giriş yapınız.',
}

const digits = (value: string) => value.replace(/\D/g, '')

export function Field({ label, error, children }: { label: string; error?: string | undefined; children: (id: string, errorId: string) => ReactNode }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, errorId)}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A sign-in refusal as the error an SMS step shows (on its code field when it is about the code). */
function failureError(failure: SignInFailure): ApiError {
  return new ApiError(failure.status === 401 ? 400 : failure.status || 400, failure.status === 401 ? WRONG_CREDENTIALS : failure.message)
}

/** What the auth dialog draws for the login side: its title, a key for focus, the body, and whether the tabs show. */
export interface AuthView {
  title: string
  key: string
  body: ReactNode
  /** The first view of its side: the Giriş Yap / Kayıt Olun tabs show above it. */
  top: boolean
}

/**
 * The login side of the auth dialog (spec §2.8, §4.6–§4.9, §5.5, §5.8, §8; decisions 034, 035):
 * phone and password through the real next-auth client, the security check after a wrong attempt,
 * status 6 → SMS verification → signed in, OTP sign-in and the forgotten password. The SMS steps
 * are the gateway's `auth-sms-verification` descriptor (90 s countdown); the flow stays here.
 */
export function useLoginView(request: LoginRequest, signedIn: () => void): AuthView {
  const [view, setView] = useState<View>({ kind: 'login' })
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [newPasswordConfirm, setNewPasswordConfirm] = useState('')
  const [needCaptcha, setNeedCaptcha] = useState(false)
  const [captchaToken, setCaptchaToken] = useState('')
  const [captchaGeneration, setCaptchaGeneration] = useState(0)
  const [attempts, setAttempts] = useState(0)
  const [message, setMessage] = useState<string | null>(request.error ? (ERROR_NAMES[request.error] ?? null) : null)
  const [busy, setBusy] = useState(false)

  const resetCaptcha = () => {
    setCaptchaToken('')
    setCaptchaGeneration((g) => g + 1)
  }
  const go = (next: View) => {
    setMessage(null)
    setCaptchaToken('')
    setNeedCaptcha(next.kind === 'otp' || next.kind === 'forgot')
    setCaptchaGeneration((g) => g + 1)
    setView(next)
  }

  const credentials = (fields: Record<string, string>) => signInWithCredentials(request.callbackUrl, fields)

  const onLogin = async (event: FormEvent) => {
    event.preventDefault()
    if (!digits(phone) || !password) return setMessage(INCOMPLETE)
    if (needCaptcha && !captchaToken) return setMessage(CAPTCHA_REQUIRED)
    setBusy(true)
    setMessage(null)
    try {
      const failure = await credentials({ phoneNumber: digits(phone), password, ...(captchaToken ? { token: captchaToken, isCaptcha: 'true' } : {}) })
      if (!failure) return signedIn()
      if (failure.status === 6 && failure.data?.userTemp) {
        setView({ kind: 'verify', userTemp: failure.data.userTemp, notice: failure.message })
        return
      }
      if (failure.status === 401) {
        setAttempts((n) => n + 1)
        setMessage(WRONG_CREDENTIALS)
      } else {
        setMessage(failure.message)
      }
      if (failure.data?.captcha || failure.status === 401) {
        setNeedCaptcha(true)
        resetCaptcha()
      }
    } finally {
      setBusy(false)
    }
  }

  /** Status 6: the code already went out; the right code verifies the phone, then the same password signs in. */
  const onVerify = async (code: string) => {
    if (view.kind !== 'verify') return
    await apiClient.post('/api/auth/phone-verification', { id: view.userTemp, phoneNumber: digits(phone), verificationCode: code })
    const failure = await credentials({ phoneNumber: digits(phone), password })
    if (!failure) return signedIn()
    // The phone is verified now; a sign-in the gateway refuses (e.g. this address must pass the
    // security check first) continues in the login form, which shows the check.
    go({ kind: 'login' })
    setMessage(failure.status === 401 ? WRONG_CREDENTIALS : failure.message)
    if (failure.data?.captcha) setNeedCaptcha(true)
  }

  /** Status 6's 'Tekrar Gönder': signing in again sends a new code (once the countdown allows) with a new userTemp. */
  const onVerifyResend = async () => {
    const failure = await credentials({ phoneNumber: digits(phone), password })
    if (!failure) return signedIn()
    if (failure.status === 6 && failure.data?.userTemp) return setView({ kind: 'verify', userTemp: failure.data.userTemp, notice: failure.message })
    throw failureError(failure)
  }

  /** OTP and forgot password: the security check, then the code (the same token within 10 minutes is the resend). */
  const requestCode = (kind: 'otp' | 'forgot') => () =>
    kind === 'otp'
      ? apiClient.post('/api/auth/otp-login-get-code', { gsmNo: digits(phone), captchaToken })
      : apiClient.post('/api/auth/forgot-password', { phoneNumber: digits(phone), captchaToken })

  const onAskCode = (kind: 'otp' | 'forgot') => async (event: FormEvent) => {
    event.preventDefault()
    if (!digits(phone)) return setMessage(INCOMPLETE)
    if (!captchaToken) return setMessage(CAPTCHA_REQUIRED)
    setBusy(true)
    setMessage(null)
    try {
      await requestCode(kind)()
      setView({ kind: kind === 'otp' ? 'otp-code' : 'forgot-code' })
    } catch (error) {
      setMessage(errorMessage(error))
      resetCaptcha()
    } finally {
      setBusy(false)
    }
  }

  const onOtpCode = async (code: string) => {
    const failure = await credentials({ phoneNumber: digits(phone), code, isOptLogin: 'true' })
    if (!failure) return signedIn()
    throw new ApiError(400, failure.message, [{ field: 'code', message: failure.message }])
  }

  const onForgotCode = async (code: string) => {
    const answer = await apiClient.post<{ smsLogId?: string; data?: { smsLogId?: string } }>('/api/auth/forgot-password-verification', { phoneNumber: digits(phone), code })
    const smsLogId = answer.smsLogId ?? answer.data?.smsLogId
    if (!smsLogId) throw new ApiError(500, DEFAULT_ERROR)
    go({ kind: 'forgot-password', smsLogId })
  }

  const onNewPassword = async (event: FormEvent) => {
    event.preventDefault()
    if (view.kind !== 'forgot-password') return
    if (!newPassword || !newPasswordConfirm) return setMessage('Lütfen şifre giriniz')
    if (newPassword !== newPasswordConfirm) return setMessage('Girdiğiniz şifreler aynı olmalıdır.')
    setBusy(true)
    setMessage(null)
    try {
      await apiClient.post('/api/auth/change-forgotten-password', { phoneNumber: digits(phone), smsLogId: view.smsLogId, password: newPassword, passwordConfirm: newPasswordConfirm })
      go({ kind: 'forgot-done' })
    } catch (error) {
      setMessage(error instanceof ApiError && error.message ? error.message : 'İşlem Başarısız')
    } finally {
      setBusy(false)
    }
  }

  const phoneField = (
    <Field label="Telefon Numarası">
      {(id) => (
        <input id={id} className="input" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={14} value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="5XX XXX XX XX" />
      )}
    </Field>
  )
  const submit = (label: string) => (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
      {label}
    </button>
  )
  const notice = message && (
    <p className="field__error" role="alert" data-attempts={attempts}>
      {message}
    </p>
  )

  let body: ReactNode
  switch (view.kind) {
    case 'login':
      body = (
        <form className="auth-form" noValidate onSubmit={onLogin}>
          {phoneField}
          <Field label="Şifre">
            {(id) => <input id={id} className="input" type="password" autoComplete="current-password" maxLength={50} value={password} onChange={(e) => setPassword(e.target.value)} />}
          </Field>
          {needCaptcha && <CaptchaBox generation={captchaGeneration} onToken={setCaptchaToken} />}
          {notice}
          {submit('Giriş Yap')}
          <div className="auth-form__links">
            <button type="button" className="link-button" onClick={() => go({ kind: 'forgot' })}>
              Şifremi Unuttum
            </button>
            <button type="button" className="link-button" onClick={() => go({ kind: 'otp' })}>
              SMS ile Giriş Yap
            </button>
          </div>
        </form>
      )
      break
    case 'verify':
      body = <SmsStep notice={view.notice} onConfirm={onVerify} onResend={onVerifyResend} />
      break
    case 'otp':
    case 'forgot':
      body = (
        <form className="auth-form" noValidate onSubmit={onAskCode(view.kind)}>
          {phoneField}
          <CaptchaBox generation={captchaGeneration} onToken={setCaptchaToken} />
          {notice}
          {submit('Kod Gönder')}
          <button type="button" className="link-button" onClick={() => go({ kind: 'login' })}>
            {view.kind === 'otp' ? 'Şifre ile Giriş Yap' : 'Giriş Yap'}
          </button>
        </form>
      )
      break
    case 'otp-code':
      body = <SmsStep notice="Telefonunuza gönderilen 4 haneli kodu giriniz." onConfirm={onOtpCode} onResend={async () => void (await requestCode('otp')())} />
      break
    case 'forgot-code':
      body = <SmsStep onConfirm={onForgotCode} onResend={async () => void (await requestCode('forgot')())} />
      break
    case 'forgot-password':
      body = (
        <form className="auth-form" noValidate onSubmit={onNewPassword}>
          <Field label="Yeni Şifre">
            {(id) => <input id={id} className="input" type="password" autoComplete="new-password" maxLength={50} value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />}
          </Field>
          <Field label="Yeni Şifre (Tekrar)">
            {(id) => <input id={id} className="input" type="password" autoComplete="new-password" maxLength={50} value={newPasswordConfirm} onChange={(e) => setNewPasswordConfirm(e.target.value)} />}
          </Field>
          <p className="field__hint">En az 8 karakter; büyük harf, küçük harf ve rakam içermelidir.</p>
          {notice}
          {submit('Şifremi Değiştir')}
        </form>
      )
      break
    case 'forgot-done':
      body = (
        <div className="auth-form">
          <p role="status">Şifreniz başarıyla değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.</p>
          <button type="button" className="button button--primary" onClick={() => { setPassword(''); go({ kind: 'login' }) }}>
            Giriş Yap
          </button>
        </div>
      )
      break
  }

  return { title: TITLES[view.kind], key: view.kind, body, top: view.kind === 'login' }
}

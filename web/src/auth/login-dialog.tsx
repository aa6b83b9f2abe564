import { getCsrfToken, signIn } from 'next-auth/react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { Modal } from '../components/ui/modal.js'
import { ApiError, apiClient, errorMessage } from '../lib/api-client.js'
import { trackAccountEvent } from '../lib/analytics.js'
import type { LoginRequest } from './auth-provider.js'
import { CaptchaBox } from './captcha-box.js'
import { CAPTCHA_REQUIRED, DEFAULT_ERROR, INCOMPLETE, parseSignInError, safeCallbackPath, WRONG_CREDENTIALS } from './sign-in-error.js'

type View =
  | { kind: 'login' }
  | { kind: 'verify'; userTemp: string; notice: string }
  | { kind: 'otp' }
  | { kind: 'forgot' }
  | { kind: 'forgot-password'; smsLogId: string }
  | { kind: 'forgot-done' }

const TITLES: Record<View['kind'], string> = {
  login: 'Giriş Yap',
  verify: 'SMS Doğrulama',
  otp: 'SMS ile Giriş Yap',
  forgot: 'Şifremi Unuttum',
  'forgot-password': 'Yeni Şifre Belirle',
  'forgot-done': 'Şifreniz Değiştirildi',
}

/** The message the next-auth error name stands for (spec §8); unknown names are not shown. */
const ERROR_NAMES: Record<string, string> = {
  SessionRequired: 'Bu sayfayı görmek için lütfen giriş yapınız.',
}

const digits = (value: string) => value.replace(/\D/g, '')

function Field({ label, error, children }: { label: string; error?: string | undefined; children: (id: string, errorId: string) => ReactNode }) {
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

/**
 * The login dialog (spec §2.8, §4.6–§4.9, §5.5, §5.8, §8; decision 034): phone and password through
 * the real next-auth client, the security check after a wrong attempt, status 6 → SMS verification →
 * signed in, OTP sign-in and the forgotten password.
 */
export default function LoginDialog({ request, onClose }: { request: LoginRequest; onClose: () => void }) {
  const navigate = useNavigate()
  const [view, setView] = useState<View>({ kind: 'login' })
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [newPasswordConfirm, setNewPasswordConfirm] = useState('')
  const [needCaptcha, setNeedCaptcha] = useState(false)
  const [captchaToken, setCaptchaToken] = useState('')
  const [captchaGeneration, setCaptchaGeneration] = useState(0)
  const [otpSent, setOtpSent] = useState(false)
  const [forgotSent, setForgotSent] = useState(false)
  const [attempts, setAttempts] = useState(0)
  const [message, setMessage] = useState<string | null>(request.error ? (ERROR_NAMES[request.error] ?? null) : null)
  const [busy, setBusy] = useState(false)

  const resetCaptcha = () => {
    setCaptchaToken('')
    setCaptchaGeneration((g) => g + 1)
  }
  const go = (next: View) => {
    setMessage(null)
    setCode('')
    setCaptchaToken('')
    setNeedCaptcha(next.kind === 'otp' || next.kind === 'forgot')
    setCaptchaGeneration((g) => g + 1)
    setView(next)
  }

  const signedIn = () => {
    trackAccountEvent('login_success')
    onClose()
    if (request.callbackUrl) void navigate(safeCallbackPath(request.callbackUrl), { replace: true })
  }

  /** signIn('credentials') with one retry after a CSRF refusal (a stale token, decision 031). */
  const credentials = async (fields: Record<string, string>) => {
    const attempt = () => signIn('credentials', { redirect: false, callbackUrl: safeCallbackPath(request.callbackUrl), ...fields })
    let res = await attempt()
    let failure = parseSignInError(res?.error ?? undefined)
    if (res && !res.ok && failure.status === 403) {
      await getCsrfToken()
      res = await attempt()
      failure = parseSignInError(res?.error ?? undefined)
    }
    return res?.ok && !res.error ? null : failure
  }

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
        setCode('')
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
  const onVerify = async (event: FormEvent) => {
    event.preventDefault()
    if (view.kind !== 'verify') return
    if (digits(code).length !== 4) return setMessage(INCOMPLETE)
    setBusy(true)
    setMessage(null)
    try {
      await apiClient.post('/api/auth/phone-verification', { id: view.userTemp, phoneNumber: digits(phone), verificationCode: digits(code) })
      const failure = await credentials({ phoneNumber: digits(phone), password })
      if (!failure) return signedIn()
      // The phone is verified now; a sign-in the gateway refuses (e.g. this address must pass the
      // security check first) continues in the login form, which shows the check.
      setView({ kind: 'login' })
      setMessage(failure.status === 401 ? WRONG_CREDENTIALS : failure.message)
      if (failure.data?.captcha) {
        setNeedCaptcha(true)
        resetCaptcha()
      }
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message || 'İşlem hata oluştu' : DEFAULT_ERROR)
    } finally {
      setBusy(false)
    }
  }

  const onOtp = async (event: FormEvent) => {
    event.preventDefault()
    if (!digits(phone)) return setMessage(INCOMPLETE)
    setBusy(true)
    setMessage(null)
    try {
      if (!otpSent) {
        if (!captchaToken) return setMessage(CAPTCHA_REQUIRED)
        await apiClient.post('/api/auth/otp-login-get-code', { gsmNo: digits(phone), captchaToken })
        setOtpSent(true)
        return
      }
      if (digits(code).length !== 4) return setMessage(INCOMPLETE)
      const failure = await credentials({ phoneNumber: digits(phone), code: digits(code), isOptLogin: 'true' })
      if (!failure) return signedIn()
      setMessage(failure.message)
    } catch (error) {
      setMessage(errorMessage(error))
      resetCaptcha()
    } finally {
      setBusy(false)
    }
  }

  const onForgot = async (event: FormEvent) => {
    event.preventDefault()
    if (!digits(phone)) return setMessage(INCOMPLETE)
    setBusy(true)
    setMessage(null)
    try {
      if (!forgotSent) {
        if (!captchaToken) return setMessage(CAPTCHA_REQUIRED)
        await apiClient.post('/api/auth/forgot-password', { phoneNumber: digits(phone), captchaToken })
        setForgotSent(true)
        return
      }
      if (digits(code).length !== 4) return setMessage(INCOMPLETE)
      const answer = await apiClient.post<{ smsLogId?: string; data?: { smsLogId?: string } }>('/api/auth/forgot-password-verification', { phoneNumber: digits(phone), code: digits(code) })
      const smsLogId = answer.smsLogId ?? answer.data?.smsLogId
      if (!smsLogId) return setMessage(DEFAULT_ERROR)
      go({ kind: 'forgot-password', smsLogId })
    } catch (error) {
      setMessage(errorMessage(error))
      if (!forgotSent) resetCaptcha()
    } finally {
      setBusy(false)
    }
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
  const codeField = (
    <Field label="Doğrulama Kodu">
      {(id) => <input id={id} className="input" inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={code} onChange={(e) => setCode(e.target.value)} />}
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
      body = (
        <form className="auth-form" noValidate onSubmit={onVerify}>
          <p>{view.notice}</p>
          {codeField}
          {notice}
          {submit('Doğrula')}
        </form>
      )
      break
    case 'otp':
      body = (
        <form className="auth-form" noValidate onSubmit={onOtp}>
          {phoneField}
          {otpSent ? codeField : <CaptchaBox generation={captchaGeneration} onToken={setCaptchaToken} />}
          {otpSent && <p className="field__hint">Telefonunuza gönderilen 4 haneli kodu giriniz.</p>}
          {notice}
          {submit(otpSent ? 'Giriş Yap' : 'Kod Gönder')}
          <button type="button" className="link-button" onClick={() => go({ kind: 'login' })}>
            Şifre ile Giriş Yap
          </button>
        </form>
      )
      break
    case 'forgot':
      body = (
        <form className="auth-form" noValidate onSubmit={onForgot}>
          {phoneField}
          {forgotSent ? codeField : <CaptchaBox generation={captchaGeneration} onToken={setCaptchaToken} />}
          {notice}
          {submit(forgotSent ? 'Doğrula' : 'Kod Gönder')}
          <button type="button" className="link-button" onClick={() => go({ kind: 'login' })}>
            Giriş Yap
          </button>
        </form>
      )
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
          <button type="button" className="button button--primary" onClick={() => { setPassword(''); setForgotSent(false); go({ kind: 'login' }) }}>
            Giriş Yap
          </button>
        </div>
      )
      break
  }

  return (
    <Modal title={TITLES[view.kind]} size="auth" contentKey={view.kind} onClose={onClose}>
      {body}
    </Modal>
  )
}

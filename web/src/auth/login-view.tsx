import { useState, type ReactNode } from 'react'
import type { FormValues } from '../../renderers/form-model.js'
import { ApiError, apiClient } from '../lib/api-client.js'
import type { LoginRequest } from './auth-provider.js'
import { signInWithCredentials } from './credentials.js'
import { DEFAULT_ERROR, WRONG_CREDENTIALS, type SignInFailure } from './sign-in-error.js'
import { DescribedStep, SmsStep, textValue } from './described-step.js'

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
 * status 6 → SMS verification → signed in, OTP sign-in and the forgotten password. Every form is a
 * gateway descriptor (auth-login, auth-otp, auth-forgot, auth-sms-verification with its 90 s
 * countdown, auth-new-password); the flow, the refusals' messages and the view changes stay here.
 */
export function useLoginView(request: LoginRequest, signedIn: () => void): AuthView {
  const [view, setView] = useState<View>({ kind: 'login' })
  // What the login form was last sent with: it comes back after a refusal, and status 6 signs in again with it.
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  // The phone and security token a code was asked with (OTP, forgot password): the resend sends them again.
  const [codeRequest, setCodeRequest] = useState({ phoneNumber: '', captchaToken: '' })
  const [needCaptcha, setNeedCaptcha] = useState(false)
  // A new form after every refusal: the security check draws a new challenge (a token is single use).
  const [loginKey, setLoginKey] = useState(0)
  const [attempts, setAttempts] = useState(0)
  const [message, setMessage] = useState<string | null>(request.error ? (ERROR_NAMES[request.error] ?? null) : null)

  const go = (next: View) => {
    setMessage(null)
    // The OTP and forgot-password steps draw their own check; the login form asks again when the gateway does.
    setNeedCaptcha(false)
    setView(next)
  }

  const credentials = (fields: Record<string, string>) => signInWithCredentials(request.callbackUrl, fields)

  /** A refusal of the login form: its message, the security check when asked for, a new form with the typed values. */
  const refused = (failure: SignInFailure) => {
    if (failure.status === 401) setAttempts((n) => n + 1)
    setMessage(failure.status === 401 ? WRONG_CREDENTIALS : failure.message)
    if (failure.data?.captcha || failure.status === 401) setNeedCaptcha(true)
    setLoginKey((k) => k + 1)
  }

  const onLogin = async (values: FormValues) => {
    const typed = { phoneNumber: textValue(values.phoneNumber), password: textValue(values.password) }
    const token = textValue(values.captchaToken)
    setPhone(typed.phoneNumber)
    setPassword(typed.password)
    setMessage(null)
    const failure = await credentials({ ...typed, ...(token ? { token, isCaptcha: 'true' } : {}) })
    if (!failure) return signedIn()
    if (failure.status === 6 && failure.data?.userTemp) return setView({ kind: 'verify', userTemp: failure.data.userTemp, notice: failure.message })
    refused(failure)
  }

  /** Status 6: the code already went out; the right code verifies the phone, then the same password signs in. */
  const onVerify = async (code: string) => {
    if (view.kind !== 'verify') return
    await apiClient.post('/api/auth/phone-verification', { id: view.userTemp, phoneNumber: digits(phone), verificationCode: code })
    const failure = await credentials({ phoneNumber: digits(phone), password })
    if (!failure) return signedIn()
    // The phone is verified now; a sign-in the gateway refuses (e.g. this address must pass the
    // security check first) continues in the login form, which shows the check.
    setView({ kind: 'login' })
    refused(failure)
  }

  /** Status 6's 'Tekrar Gönder': signing in again sends a new code (once the countdown allows) with a new userTemp. */
  const onVerifyResend = async () => {
    const failure = await credentials({ phoneNumber: digits(phone), password })
    if (!failure) return signedIn()
    if (failure.status === 6 && failure.data?.userTemp) return setView({ kind: 'verify', userTemp: failure.data.userTemp, notice: failure.message })
    throw failureError(failure)
  }

  /** OTP and forgot password: the security check, then the code (the same token within 10 minutes is the resend). */
  const requestCode = async (kind: 'otp' | 'forgot', request: { phoneNumber: string; captchaToken: string }) => {
    if (kind === 'otp') await apiClient.post('/api/auth/otp-login-get-code', { gsmNo: request.phoneNumber, captchaToken: request.captchaToken })
    else await apiClient.post('/api/auth/forgot-password', request)
  }

  const onAskCode = (kind: 'otp' | 'forgot') => async (values: FormValues) => {
    const request = { phoneNumber: textValue(values.phoneNumber), captchaToken: textValue(values.captchaToken) }
    await requestCode(kind, request)
    setPhone(request.phoneNumber)
    setCodeRequest(request)
    setView({ kind: kind === 'otp' ? 'otp-code' : 'forgot-code' })
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

  /** A refusal other than the fields' goes to the error toast ('İşlem Başarısız', spec §8). */
  const onNewPassword = async (values: FormValues) => {
    if (view.kind !== 'forgot-password') return
    await apiClient.post('/api/auth/change-forgotten-password', {
      phoneNumber: digits(phone), smsLogId: view.smsLogId, password: textValue(values.password), passwordConfirm: textValue(values.passwordConfirm),
    })
    go({ kind: 'forgot-done' })
  }

  const notice = message && (
    <p className="field__error" role="alert" data-attempts={attempts}>
      {message}
    </p>
  )

  let body: ReactNode
  switch (view.kind) {
    case 'login':
      body = (
        <div className="auth-form">
          {notice}
          <DescribedStep
            key={loginKey}
            screenId="auth-login"
            initial={{ phoneNumber: phone, password, ...(needCaptcha ? { captchaRequired: 'true' } : {}) }}
            submitTo={onLogin}
          />
          <div className="auth-form__links">
            <button type="button" className="link-button" onClick={() => go({ kind: 'forgot' })}>
              Şifremi Unuttum
            </button>
            <button type="button" className="link-button" onClick={() => go({ kind: 'otp' })}>
              SMS ile Giriş Yap
            </button>
          </div>
        </div>
      )
      break
    case 'verify':
      body = <SmsStep notice={view.notice} onConfirm={onVerify} onResend={onVerifyResend} />
      break
    case 'otp':
    case 'forgot':
      body = (
        <div className="auth-form">
          <DescribedStep screenId={view.kind === 'otp' ? 'auth-otp' : 'auth-forgot'} initial={{ phoneNumber: digits(phone) }} submitTo={onAskCode(view.kind)} />
          <button type="button" className="link-button" onClick={() => go({ kind: 'login' })}>
            {view.kind === 'otp' ? 'Şifre ile Giriş Yap' : 'Giriş Yap'}
          </button>
        </div>
      )
      break
    case 'otp-code':
      body = <SmsStep notice="Telefonunuza gönderilen 4 haneli kodu giriniz." onConfirm={onOtpCode} onResend={() => requestCode('otp', codeRequest)} />
      break
    case 'forgot-code':
      body = <SmsStep onConfirm={onForgotCode} onResend={() => requestCode('forgot', codeRequest)} />
      break
    case 'forgot-password':
      body = <DescribedStep screenId="auth-new-password" submitTo={onNewPassword} />
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

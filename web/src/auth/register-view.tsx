import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import type { Screen, ScreenNode } from '../../../server/schemas/screen.js'
import { ScreenRenderer } from '../../renderers/screen-renderer.js'
import type { FormValues } from '../../renderers/form-model.js'
import { generalInfoQueryOptions } from '../api/content/get-general-info.js'
import { contractsByTypeQueryOptions } from '../api/get-contracts-by-type.js'
import { useScreen } from '../api/get-screen.js'
import { Spinner } from '../components/ui/spinner.js'
import { useToast } from '../components/toast/toast-context.js'
import { ApiError, apiClient, errorMessage } from '../lib/api-client.js'
import type { LoginRequest } from './auth-provider.js'
import { signInWithCredentials } from './credentials.js'
import type { AuthView } from './login-view.js'
import { CaptchaBox } from './captcha-box.js'
import { CAPTCHA_REQUIRED, WRONG_CREDENTIALS } from './sign-in-error.js'
import { SmsStep, textValue } from './described-step.js'

/** The registration form's descriptor (server/screens/auth-register.json). */
export const REGISTER_SCREEN = 'auth-register'

// Contract types of the registration (spec §3): the illumination text and the terms always, the
// promotion consent when ticked.
const SHOWN_CONTRACTS = [108, 110] as const
const PROMOTION_CONTRACT = 109
// What the customer can choose only while corporate membership is on (spec §5.6).
const CORPORATE_ONLY = new Set(['user-type', 'company'])
const PRIVATE = '2'
const CORPORATE = '1'

type RegisterBody = Record<string, unknown>


type View =
  | { kind: 'form' }
  | { kind: 'verify'; userTemp: string; body: RegisterBody; notice: string }
  // Registered, but this address must pass the security check before signing in (decision 031's throttle).
  | { kind: 'check'; body: RegisterBody; message: string }
  | { kind: 'done' }

/** The descriptor without the corporate choice when `corporate_membership` is off. */
function withoutCorporate(screen: Screen): Screen {
  return { ...screen, children: screen.children.filter((node: ScreenNode) => !CORPORATE_ONLY.has(node.id)) }
}

/**
 * The register side of the auth dialog (spec §4.7, §5.5, §5.6; decisions 031, 035): the form is the
 * gateway's `auth-register` descriptor drawn by the generic renderer; what follows stays here:
 * `POST /api/auth/register` → the SMS step (90 s) → `phone-verification` → automatic sign-in with
 * the typed password → 'registration complete'. A 409 at verification shows its message and closes.
 */
export function useRegisterView(request: LoginRequest, onRegistered: () => void, onClose: () => void): AuthView {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const { data: screen } = useScreen(REGISTER_SCREEN)
  const { data: info } = useQuery(generalInfoQueryOptions())
  const corporateOn = info?.find((item) => item.key === 'corporate_membership')?.boolValue === true
  const shown = useMemo(() => (screen && !corporateOn ? withoutCorporate(screen) : screen), [screen, corporateOn])
  const [view, setView] = useState<View>({ kind: 'form' })

  const register = (body: RegisterBody) => apiClient.post<{ message: string; data: { userTemp: string } }>('/api/auth/register', body)

  const onSubmit = async (values: FormValues) => {
    const corporate = corporateOn && values.userType === CORPORATE
    const types = [...SHOWN_CONTRACTS, ...(values.promotion === true ? [PROMOTION_CONTRACT] : [])]
    const contracts = await Promise.all(types.map((type) => queryClient.fetchQuery(contractsByTypeQueryOptions(type))))
    const body: RegisterBody = {
      firstName: textValue(values.firstName),
      lastName: textValue(values.lastName),
      phoneNumber: textValue(values.phoneNumber),
      email: textValue(values.email),
      password: textValue(values.password),
      hasConsented: values.hasConsented === true,
      userType: corporate ? Number(CORPORATE) : Number(PRIVATE),
      contractIdList: contracts.flat().map((contract) => contract.id),
      captchaToken: textValue(values.captchaToken),
      ...(corporate
        ? { companyName: textValue(values.companyName), companyTaxAdministration: textValue(values.companyTaxAdministration), companyTaxNumber: textValue(values.companyTaxNumber) }
        : {}),
    }
    const answer = await register(body)
    setView({ kind: 'verify', userTemp: answer.data.userTemp, body, notice: answer.message })
  }

  const onVerify = async (code: string) => {
    if (view.kind !== 'verify') return
    const phoneNumber = String(view.body.phoneNumber)
    try {
      await apiClient.post('/api/auth/phone-verification', { id: view.userTemp, phoneNumber, verificationCode: code })
    } catch (error) {
      // Spec §8: register verification 409 shows the message and closes.
      if (error instanceof ApiError && error.statusCode === 409) {
        toast({ level: 'error', title: 'İşlem Başarısız', message: error.message })
        return onClose()
      }
      throw error
    }
    onRegistered()
    await autoSignIn(view.body)
  }

  /** The automatic sign-in with the typed password; a refusal asking for the security check shows it. */
  const autoSignIn = async (body: RegisterBody, token?: string) => {
    const failure = await signInWithCredentials(request.callbackUrl, {
      phoneNumber: String(body.phoneNumber),
      password: String(body.password),
      ...(token ? { token, isCaptcha: 'true' } : {}),
    })
    if (!failure) return setView({ kind: 'done' })
    if (failure.data?.captcha && failure.status !== 401) return setView({ kind: 'check', body, message: failure.message })
    throw new ApiError(failure.status || 400, failure.status === 401 ? WRONG_CREDENTIALS : failure.message)
  }

  /** 'Tekrar Gönder': the same registration with the same security token is the resend (decision 031); it issues a new userTemp. */
  const onResend = async () => {
    if (view.kind !== 'verify') return
    const answer = await register(view.body)
    setView({ ...view, userTemp: answer.data.userTemp })
  }

  switch (view.kind) {
    case 'form':
      return {
        title: 'Kayıt Olun',
        key: 'register',
        top: true,
        body: shown ? (
          <ScreenRenderer screen={shown} bare submitTo={onSubmit} initial={{ userType: PRIVATE }} />
        ) : (
          <div className="modal__loading">
            <Spinner />
          </div>
        ),
      }
    case 'verify':
      return { title: 'SMS Doğrulama', key: 'register-verify', top: false, body: <SmsStep notice={view.notice} onConfirm={onVerify} onResend={onResend} /> }
    case 'check':
      return { title: 'Giriş Yap', key: 'register-check', top: false, body: <SignInCheck message={view.message} onToken={(token) => autoSignIn(view.body, token)} /> }
    case 'done':
      return {
        title: 'Kayıt Tamamlandı',
        key: 'register-done',
        top: false,
        body: (
          <div className="auth-form">
            <p role="status">Kaydınız başarıyla tamamlandı. Hoş geldiniz!</p>
            <button type="button" className="button button--primary" onClick={onClose}>
              Tamam
            </button>
          </div>
        ),
      }
  }
}

/** The security check before the automatic sign-in (the registration itself is complete). */
function SignInCheck({ message, onToken }: { message: string; onToken: (token: string) => Promise<void> }) {
  const [token, setToken] = useState('')
  const [generation, setGeneration] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(message)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!token) return setError(CAPTCHA_REQUIRED)
    setBusy(true)
    setError(null)
    try {
      await onToken(token)
    } catch (failure) {
      setError(errorMessage(failure))
      setGeneration((g) => g + 1)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <p>Kaydınız tamamlandı. Giriş yapmak için lütfen güvenlik doğrulamasını yapınız.</p>
      <CaptchaBox generation={generation} onToken={setToken} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        Giriş Yap
      </button>
    </form>
  )
}

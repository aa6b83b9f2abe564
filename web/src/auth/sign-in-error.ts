/** The spec's answer inside signIn()'s `error` (decision 031): `{ status, message, data }`. */
export interface SignInFailure {
  status: number
  message: string
  data: { captcha?: boolean; userTemp?: string; retryAfter?: number; error?: string } | null
}

export const WRONG_CREDENTIALS = 'Telefon Numarası veya Şifre Yanlış'
export const CAPTCHA_REQUIRED = 'Lütfen güvenlik doğrulamasını yapınız.'
export const INCOMPLETE = 'Devam etmek için lütfen bilgilerinizi eksiksiz giriniz.'
export const DEFAULT_ERROR = 'Bir hata oluştu'

/** signIn()'s error is the JSON text of the gateway, or a bare next-auth error name. */
export function parseSignInError(error: string | undefined): SignInFailure {
  if (!error) return { status: 0, message: DEFAULT_ERROR, data: null }
  try {
    const parsed = JSON.parse(error) as Partial<SignInFailure>
    if (typeof parsed.status === 'number') {
      return { status: parsed.status, message: typeof parsed.message === 'string' && parsed.message ? parsed.message : DEFAULT_ERROR, data: parsed.data ?? null }
    }
  } catch {
    // a next-auth error name (e.g. CredentialsSignin): nothing the customer should read
  }
  return { status: 0, message: DEFAULT_ERROR, data: null }
}

/** Only a path of this site: anything else goes home (the gateway validated it too). */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\s\u0000-\u001f]/.test(value)) return '/'
  return value
}

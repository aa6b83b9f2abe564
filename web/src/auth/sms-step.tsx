import { ScreenRenderer } from '../../renderers/screen-renderer.js'
import { textOf } from '../../renderers/screen-context.js'
import { useScreen } from '../api/get-screen.js'
import { Spinner } from '../components/ui/spinner.js'
import { ApiError } from '../lib/api-client.js'

/** The descriptor of the authentication flows' SMS step: the code, the 90 s countdown, 'Tekrar Gönder', 'Onayla'. */
export const AUTH_SMS_SCREEN = 'auth-sms-verification'

/**
 * The SMS code step of the auth dialogs (spec §4.4: 90 s, resend only near the end, confirm disabled
 * at 0), drawn by the generic renderer from the gateway's descriptor inside the dialog's own Modal.
 * The flow stays here: `onConfirm` gets the code (a thrown ApiError shows on the form or as a toast),
 * `onResend` asks for a new one (a refusal that names a wait restarts the countdown).
 */
export function SmsStep({ notice, onConfirm, onResend }: { notice?: string | undefined; onConfirm: (code: string) => Promise<void>; onResend: () => Promise<void> }) {
  const { data } = useScreen(AUTH_SMS_SCREEN)
  // The §7 calls name the code 'verificationCode' or 'code'; either way it is this step's field.
  const confirm = async (code: string) => {
    try {
      await onConfirm(code)
    } catch (error) {
      if (!(error instanceof ApiError) || !error.errors) throw error
      throw new ApiError(error.statusCode, error.message, error.errors.map((e) => (e.field === 'verificationCode' ? { ...e, field: 'code' } : e)), error.result)
    }
  }
  if (!data)
    return (
      <div className="modal__loading">
        <Spinner />
      </div>
    )
  return (
    <>
      {notice && <p role="status">{notice}</p>}
      <ScreenRenderer screen={data} bare submitTo={(values) => confirm(textOf(values.code ?? ''))} resendTo={onResend} />
    </>
  )
}

import { ScreenRenderer } from '../../renderers/screen-renderer.js'
import { textOf } from '../../renderers/screen-context.js'
import type { FormValues } from '../../renderers/form-model.js'
import { useScreen } from '../api/get-screen.js'
import { Spinner } from '../components/ui/spinner.js'
import { ApiError } from '../lib/api-client.js'

/** The descriptor of the authentication flows' SMS step: the code, the 90 s countdown, 'Tekrar Gönder', 'Onayla'. */
export const AUTH_SMS_SCREEN = 'auth-sms-verification'

/** What a described step's values are as text (a field left out is ''). */
export const textValue = (value: FormValues[string] | undefined) => (value === undefined ? '' : textOf(value))

/**
 * One step of an auth dialog drawn by the generic renderer from the gateway's descriptor, inside the
 * dialog's own Modal (decision 035). The flow stays with the caller: `submitTo` gets the valid
 * values (a thrown ApiError shows on its fields or as a toast), `resendTo` is 'Tekrar Gönder'.
 */
export function DescribedStep({ screenId, initial, submitTo, resendTo }: {
  screenId: string
  initial?: FormValues | undefined
  submitTo: (values: FormValues) => Promise<void>
  resendTo?: (() => Promise<void>) | undefined
}) {
  const { data } = useScreen(screenId)
  if (!data)
    return (
      <div className="modal__loading">
        <Spinner />
      </div>
    )
  return <ScreenRenderer screen={data} bare initial={initial} submitTo={submitTo} resendTo={resendTo} />
}

/**
 * The SMS code step of the auth flows (spec §4.4: 90 s, resend only near the end, confirm disabled
 * at 0). `onConfirm` gets the code, `onResend` asks for a new one (a refusal that names a wait
 * restarts the countdown).
 */
export function SmsStep({ notice, onConfirm, onResend }: { notice?: string | undefined; onConfirm: (code: string) => Promise<void>; onResend: () => Promise<void> }) {
  // The §7 calls name the code 'verificationCode' or 'code'; either way it is this step's field.
  const confirm = async (values: FormValues) => {
    try {
      await onConfirm(textValue(values.code))
    } catch (error) {
      if (!(error instanceof ApiError) || !error.errors) throw error
      throw new ApiError(error.statusCode, error.message, error.errors.map((e) => (e.field === 'verificationCode' ? { ...e, field: 'code' } : e)), error.result)
    }
  }
  return (
    <>
      {notice && <p role="status">{notice}</p>}
      <DescribedStep screenId={AUTH_SMS_SCREEN} submitTo={confirm} resendTo={onResend} />
    </>
  )
}

import { formatPhoneTR } from '../../../../server/schemas/rules/normalise.js'
import { useScreenDialogs, type DialogState } from '../../../renderers/dialog-stack.js'
import { useAuthSession } from '../../auth/session-state.js'

export const CALL_REQUEST_SCREEN = 'call-request-form'
const PERSON_FIELDS = ['name', 'surname', 'email', 'phone'] as const

/**
 * 'Sizi Arayalım' (spec §2.8, §6; decision 037): opens the call-request form descriptor for this
 * vehicle. A signed-in customer's name, surname, e-mail and phone come prefilled and locked (the
 * gateway uses the session's anyway), without the security check, and the call types are loaded
 * with the session's access token as a bearer.
 */
export function CallRequestButton({ vehicleId }: { vehicleId: number }) {
  const dialogs = useScreenDialogs()
  const { status, data } = useAuthSession()
  const open = () => {
    const info = status === 'authenticated' ? data?.user?.userInfo : undefined
    const state: DialogState | undefined = info
      ? {
          values: { name: info.name ?? '', surname: info.surname ?? '', email: info.email ?? '', phone: formatPhoneTR(info.phoneNumber ?? '') },
          locked: PERSON_FIELDS,
          hidden: ['captcha'],
          ...(data?.user?.accessToken ? { accessToken: data.user.accessToken } : {}),
        }
      : undefined
    dialogs.open(CALL_REQUEST_SCREEN, { vehiclelId: String(vehicleId) }, undefined, state)
  }
  return (
    <button type="button" className="button button--primary call-request-button" onClick={open}>
      Sizi Arayalım
    </button>
  )
}

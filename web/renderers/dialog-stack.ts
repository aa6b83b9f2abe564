import { createContext, useContext } from 'react'
import type { FormValues } from './form-model.js'

/** The screen that opened a dialog, as it was when it did: what `resubmitParent` sends again. */
export interface Opener {
  screenId: string
  values: FormValues
  context: FormValues
  /** Where the page that opened the chain submits (a wizard step): what `submitOpener` calls. */
  submitTo?: (values: FormValues) => Promise<void>
}

/** What differs for this visitor in a dialog the page opens (design §3.7): start values, locked fields, hidden nodes. */
export interface DialogState {
  values?: FormValues
  locked?: readonly string[]
  hidden?: readonly string[]
  accessToken?: string
}

export interface ScreenDialogsApi {
  /** Pushes a screen dialog; `context` is what its submits carry as the opener chain's values. */
  open: (screenId: string, context?: FormValues, opener?: Opener, state?: DialogState) => void
  close: (key: string) => void
  closeAll: () => void
}

export const ScreenDialogsContext = createContext<ScreenDialogsApi | null>(null)

export function useScreenDialogs(): ScreenDialogsApi {
  const api = useContext(ScreenDialogsContext)
  if (!api) throw new Error('useScreenDialogs must be used inside <ScreenDialogsProvider>')
  return api
}

/** How a screen drawn by the dialog host knows its place in the stack. */
export interface DialogHandle {
  key: string
  opener: Opener | undefined
}

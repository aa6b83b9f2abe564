import { createContext, useContext } from 'react'
import type { Action, CallAction, Screen } from '../../../server/schemas/screen.js'
import type { CallOperationInput } from '../../src/api/call-operation.js'
import type { SubmitScreenInput, SubmitScreenResult } from '../../src/api/submit-screen.js'
import type { FormValues } from '../form-model.js'
import type { DialogHandle, ScreenDialogsApi } from '../dialog-stack.js'
import type { ScreenForm } from '../use-screen-form.js'

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown }

/**
 * What a page that runs a flow offers to the actions of the screens it draws: the flow resolves a
 * step to its real address (a wizard's step may live under another family's path), never the client.
 */
export interface FlowActions {
  goToStep: (step: string) => Promise<void>
}

export const FlowActionsContext = createContext<FlowActions | null>(null)

export function useFlowActions(): FlowActions | null {
  return useContext(FlowActionsContext)
}

/** What every handler gets: the screen it runs on, its form, and the page's services. */
export interface ActionContext {
  screen: Screen
  form: ScreenForm
  /** Values of the screens that opened this one (a dialog chain). */
  context: FormValues
  dialog: DialogHandle | undefined
  /** Where the page sends this screen's valid values instead of the screen's own submit (a wizard step). */
  submitTo: ((values: FormValues) => Promise<void>) | undefined
  /** What 'Tekrar Gönder' sends when the page asked for the code itself (the auth dialogs), instead of the opener screen. */
  resendTo: (() => Promise<void>) | undefined
  /** This screen's values as the action sees them (after a submit: what the gateway accepted). */
  values: FormValues
  /** `context` and `values` together: what paths, queries and call bodies read. */
  source: FormValues
  /** Runs follow-up actions in order. */
  run: (actions: readonly Action[], values?: FormValues) => Promise<void>
  /** Runs one request at a time with the busy state shown; null when one is already running. */
  request: <T>(work: () => Promise<T>) => Promise<Outcome<T> | null>
  /** A 400 goes onto the fields it names, anything else into an error toast. */
  fail: (error: unknown) => void
  navigate: (to: string) => void
  dialogs: ScreenDialogsApi
  toast: (message: { level: 'success' | 'error' | 'info'; title?: string; message: string }) => void
  countdown: { restart: (seconds?: number) => void }
  flow: FlowActions | null
  /** The gateway calls actions make (TanStack mutations of src/api). */
  api: {
    submitScreen: (input: SubmitScreenInput) => Promise<SubmitScreenResult>
    callOperation: (input: CallOperationInput) => Promise<unknown>
  }
  /** Keeps a call's answer where the page it leads to reads it (a single-use code is asked once). */
  rememberCall: (action: CallAction, body: Record<string, unknown>, data: unknown) => void
}

/** A handler of one action type; the map of them is the runner (handlers.ts). */
export type ActionHandler<T extends Action['type']> = (action: Extract<Action, { type: T }>, ctx: ActionContext) => Promise<void> | void

export type ActionHandlers = { readonly [T in Action['type']]: ActionHandler<T> }

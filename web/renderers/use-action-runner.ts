// Runs a screen's actions through the handler table (actions/handlers.ts). This hook only gathers
// what handlers need — the form, the dialogs, navigation, the page's flow — and keeps one request
// at a time; it knows no action type and no flow.
import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '../src/lib/router/index.js'
import type { Action, Screen } from '../../server/schemas/screen.js'
import { callResultKey, useCallOperation } from '../src/api/call-operation.js'
import { useSubmitScreen } from '../src/api/submit-screen.js'
import { useGlobalLoading } from '../src/components/layout/global-loading.js'
import { useToast } from '../src/components/toast/toast-context.js'
import { ApiError, errorMessage } from '../src/lib/api-client.js'
import { useFlowActions, type ActionContext, type ActionHandler, type Outcome } from './actions/action-context.js'
import { actionHandlers } from './actions/handlers.js'
import { useCountdown } from './countdown.js'
import { useScreenDialogs, type DialogHandle } from './dialog-stack.js'
import { toFormValues, type FormValues } from './form-model.js'
import type { ScreenForm } from './use-screen-form.js'

const FAILURE_TITLE = 'İşlem Başarısız'

interface RunnerDeps {
  screen: Screen
  form: ScreenForm
  context: FormValues
  dialog: DialogHandle | undefined
  /** Where the page sends this screen's valid values instead of the screen's own submit (a wizard step). */
  submitTo?: (values: FormValues) => Promise<void>
  /** What a resend sends when the page, not a screen, asked for the code. */
  resendTo?: (() => Promise<void>) | undefined
}

export function useActionRunner({ screen, form, context, dialog, submitTo, resendTo }: RunnerDeps) {
  const navigate = useNavigate()
  const dialogs = useScreenDialogs()
  const { toast } = useToast()
  const { setLoading } = useGlobalLoading()
  const countdown = useCountdown()
  const flow = useFlowActions()
  const queryClient = useQueryClient()
  const submitMutation = useSubmitScreen()
  const callMutation = useCallOperation()
  const [busy, setBusy] = useState(false)
  // The state above updates a render later; this guards a double click in the same frame.
  const inFlight = useRef(false)

  const request = async <T,>(work: () => Promise<T>): Promise<Outcome<T> | null> => {
    if (inFlight.current) return null
    inFlight.current = true
    setBusy(true)
    // A page (wizard step) waits behind the global overlay; a dialog shows its busy buttons.
    const overlay = screen.kind === 'page' && !dialog
    if (overlay) setLoading(true)
    try {
      return { ok: true, data: await work() }
    } catch (error) {
      return { ok: false, error }
    } finally {
      inFlight.current = false
      setBusy(false)
      if (overlay) setLoading(false)
    }
  }

  const fail = (error: unknown) => {
    // A 409 that names a field (a slot taken meanwhile) goes onto it like a 400: the other answers stay.
    if (error instanceof ApiError && (error.statusCode === 400 || (error.statusCode === 409 && (error.errors?.length ?? 0) > 0))) {
      form.applyServerErrors(error.errors ?? [], error.message)
    } else toast({ level: 'error', title: FAILURE_TITLE, message: errorMessage(error) })
  }

  // `values` overrides the form's own after a submit, so follow-ups see what the gateway accepted.
  const run = async (actions: readonly Action[], values: FormValues = toFormValues(form.normalisedValues())): Promise<void> => {
    const ctx: ActionContext = {
      screen, form, context, dialog, submitTo, resendTo, values, source: { ...context, ...values },
      run, request, fail, navigate: (to) => void navigate(to), dialogs, toast, countdown, flow,
      api: { submitScreen: submitMutation.mutateAsync, callOperation: callMutation.mutateAsync },
      rememberCall: (action, body, data) => queryClient.setQueryData(callResultKey(action.method, action.url, body), data),
    }
    for (const action of actions) {
      // Own keys only: a type named 'constructor' must not resolve through the prototype.
      const handler = Object.hasOwn(actionHandlers, action.type) ? (actionHandlers[action.type] as ActionHandler<Action['type']>) : undefined
      if (!handler) {
        console.warn('Unknown screen action', action)
        continue
      }
      await handler(action as never, ctx)
    }
  }

  const runAction = (action: Action) => {
    void run([action])
  }

  return { runAction, busy }
}

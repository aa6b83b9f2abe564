import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import type { Action, CallAction, Screen } from '../../server/schemas/screen.js'
import { callResultKey, useCallOperation } from '../src/api/call-operation.js'
import { useSubmitScreen } from '../src/api/submit-screen.js'
import { useGlobalLoading } from '../src/components/layout/global-loading.js'
import { useToast } from '../src/components/toast/toast-context.js'
import { ApiError, errorMessage } from '../src/lib/api-client.js'
import { useCountdown } from './countdown.js'
import { useScreenDialogs, type DialogHandle } from './dialog-stack.js'
import { toFormValues, type FormValues } from './form-model.js'
import type { ScreenForm } from './use-screen-form.js'

const FAILURE_TITLE = 'İşlem Başarısız'
const RESENT_MESSAGE = 'Telefonunuza sms tekrar gönderildi'

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown }

// Spec §4.5/§8: a resend refused with 'X dakika Y saniye' restarts the countdown with that wait.
export function waitSeconds(message: string): number | null {
  const minutes = /(\d+)\s*dakika/i.exec(message)
  const seconds = /(\d+)\s*saniye/i.exec(message)
  if (!minutes && !seconds) return null
  return Number(minutes?.[1] ?? 0) * 60 + Number(seconds?.[1] ?? 0)
}

// goToStep: wizard steps are siblings, e.g. /teklif-al/yil-sec → /teklif-al/marka-sec.
export function stepPath(pathname: string, step: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return `${trimmed.slice(0, trimmed.lastIndexOf('/'))}/${step}`
}

// '/x/{phone}' → '/x/5321234567': path placeholders are filled from field values, encoded.
function fillPath(to: string, source: FormValues): string {
  return to.replace(/\{([a-zA-Z][a-zA-Z0-9_]*)\}/g, (_, field: string) => encodeURIComponent(String(source[field] ?? '')))
}

function withQuery(to: string, query: Record<string, string> | undefined, source: FormValues): string {
  to = fillPath(to, source)
  const params = new URLSearchParams()
  for (const [param, field] of Object.entries(query ?? {})) {
    const value = source[field]
    if (value !== undefined && value !== '') params.set(param, String(value))
  }
  const qs = params.toString()
  if (!qs) return to
  return `${to}${to.includes('?') ? '&' : '?'}${qs}`
}

interface RunnerDeps {
  screen: Screen
  form: ScreenForm
  context: FormValues
  dialog: DialogHandle | undefined
  /** Where the page sends this screen's valid values instead of the screen's own submit (a wizard step). */
  submitTo?: (values: FormValues) => Promise<void>
}

export function useActionRunner({ screen, form, context, dialog, submitTo }: RunnerDeps) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const dialogs = useScreenDialogs()
  const { toast } = useToast()
  const { setLoading } = useGlobalLoading()
  const countdown = useCountdown()
  const submitMutation = useSubmitScreen()
  const resubmitMutation = useSubmitScreen()
  const callMutation = useCallOperation()
  const queryClient = useQueryClient()
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

  const failToast = (error: unknown) => toast({ level: 'error', title: FAILURE_TITLE, message: errorMessage(error) })

  const currentValues = (): FormValues => toFormValues(form.normalisedValues())

  const submit = async () => {
    const check = form.validate()
    if (!check.ok) return
    if (submitTo) {
      const sent = await request(() => submitTo(check.values))
      if (sent && !sent.ok) {
        if (sent.error instanceof ApiError && sent.error.statusCode === 400) form.applyServerErrors(sent.error.errors ?? [], sent.error.message)
        else failToast(sent.error)
      }
      return
    }
    const outcome = await request(() => submitMutation.mutateAsync({ screenId: screen.id, values: check.values, context }))
    if (!outcome) return
    if (!outcome.ok) {
      const { error } = outcome
      // Spec §4.3 step 6: a failed send resets the captcha and rebuilds it.
      form.resetCaptchas()
      if (error instanceof ApiError && error.statusCode === 400) form.applyServerErrors(error.errors ?? [], error.message)
      else failToast(error)
      return
    }
    form.setFormMessage(null)
    const { next, values } = outcome.data
    if (next) await run(next, { ...check.values, ...toFormValues(values) })
  }

  const resubmitParent = async () => {
    const opener = dialog?.opener
    if (!opener) return
    const outcome = await request(() =>
      resubmitMutation.mutateAsync({ screenId: opener.screenId, values: opener.values, context: opener.context, resend: true }),
    )
    if (!outcome) return
    if (outcome.ok) {
      countdown.restart()
      toast({ level: 'success', message: RESENT_MESSAGE })
      return
    }
    const wait = waitSeconds(errorMessage(outcome.error))
    if (wait !== null) countdown.restart(wait)
    failToast(outcome.error)
  }

  // The last dialog of a chain sends the page's values with its own to where the page submits.
  const submitOpener = async () => {
    const target = dialog?.opener?.submitTo
    if (!target) return
    const check = form.validate()
    if (!check.ok) return
    const sent = await request(() => target({ ...context, ...check.values }))
    if (!sent) return
    if (sent.ok) {
      dialogs.closeAll()
      return
    }
    if (sent.error instanceof ApiError && sent.error.statusCode === 400) form.applyServerErrors(sent.error.errors ?? [], sent.error.message)
    else failToast(sent.error)
  }

  const call = async (action: CallAction, source: FormValues) => {
    const fieldNames = Object.values(action.body ?? {})
    if (fieldNames.length > 0 && !form.validate(fieldNames).ok) return
    const body: Record<string, unknown> = {}
    for (const [apiField, fieldName] of Object.entries(action.body ?? {})) body[apiField] = source[fieldName] ?? ''
    const outcome = await request(() => callMutation.mutateAsync({ method: action.method, url: action.url, body }))
    if (!outcome) return
    if (!outcome.ok) form.resetCaptchas()
    if (outcome.ok) {
      queryClient.setQueryData(callResultKey(action.method, action.url, body), outcome.data)
      if (action.onSuccess) await run(action.onSuccess, source)
    } else if (outcome.error instanceof ApiError && outcome.error.statusCode === 400 && outcome.error.errors) {
      // The gateway names its own fields; put each error on the form field that filled it.
      const fieldOf = new Map(Object.entries(action.body ?? {}))
      form.applyServerErrors(outcome.error.errors.map((e) => ({ ...e, field: fieldOf.get(e.field) ?? e.field })), outcome.error.message)
    } else if (action.onFailure) {
      await run(action.onFailure)
    } else {
      failToast(outcome.error)
    }
  }

  // `values` overrides the form's own after a submit, so follow-ups see what the gateway accepted.
  const run = async (action: Action, values: FormValues = currentValues()): Promise<void> => {
    const source = { ...context, ...values }
    switch (action.type) {
      case 'submitScreen':
        return submit()
      case 'resubmitParent':
        return resubmitParent()
      case 'call':
        return call(action, source)
      case 'navigate':
        if (dialog) dialogs.closeAll()
        navigate(withQuery(action.to, action.query, source))
        return
      case 'goToStep':
        if (dialog) dialogs.closeAll()
        navigate(stepPath(pathname, action.step))
        return
      case 'openDialog':
        if (action.replace === 'all') dialogs.closeAll()
        else if (action.replace === 'top' && dialog) dialogs.close(dialog.key)
        dialogs.open(action.screen, source, { screenId: screen.id, values, context, submitTo: submitTo ?? dialog?.opener?.submitTo })
        return
      case 'submitOpener':
        return submitOpener()
      case 'closeDialog':
        if (dialog) dialogs.close(dialog.key)
        return
      case 'toast':
        toast({ level: action.level, title: action.title, message: action.message })
        return
      default: {
        const unknown: never = action
        console.warn('Unknown screen action', unknown)
      }
    }
  }

  const runAction = (action: Action) => {
    void run(action)
  }

  return { runAction, busy }
}

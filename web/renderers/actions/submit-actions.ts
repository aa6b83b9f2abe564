// Actions that send the form: to the screen's own submit, to the page's, or again for a resend.
import { errorMessage } from '../../src/lib/api-client.js'
import { toFormValues } from '../form-model.js'
import type { ActionHandler } from './action-context.js'

/** A refusal that says how long to wait ('X dakika Y saniye', spec §4.5/§8), in seconds. */
export function waitSeconds(message: string): number | null {
  const minutes = /(\d+)\s*dakika/i.exec(message)
  const seconds = /(\d+)\s*saniye/i.exec(message)
  if (!minutes && !seconds) return null
  return Number(minutes?.[1] ?? 0) * 60 + Number(seconds?.[1] ?? 0)
}

export const submitScreenAction: ActionHandler<'submitScreen'> = async (_action, ctx) => {
  const { form, submitTo, screen, context } = ctx
  const check = form.validate()
  if (!check.ok) return
  if (submitTo) {
    const sent = await ctx.request(() => submitTo(check.values))
    if (sent && !sent.ok) ctx.fail(sent.error)
    return
  }
  const outcome = await ctx.request(() => ctx.api.submitScreen({ screenId: screen.id, values: check.values, context }))
  if (!outcome) return
  if (!outcome.ok) {
    // A sent token is used up (spec §4.3 step 6): every captcha draws a new challenge.
    form.resetCaptchas()
    ctx.fail(outcome.error)
    return
  }
  form.setFormMessage(null)
  const { next, values } = outcome.data
  if (next) await ctx.run(next, { ...check.values, ...toFormValues(values) })
}

/** Sends the screen that opened this dialog again (a resend); a wait in the refusal restarts the countdown. */
export const resubmitParentAction: ActionHandler<'resubmitParent'> = async (action, ctx) => {
  const opener = ctx.dialog?.opener
  const { resendTo } = ctx
  if (!opener && !resendTo) return
  const outcome = await ctx.request<unknown>(() =>
    resendTo ? resendTo() : ctx.api.submitScreen({ screenId: opener!.screenId, values: opener!.values, context: opener!.context, resend: true }),
  )
  if (!outcome) return
  if (outcome.ok) {
    ctx.countdown.restart()
    if (action.message) ctx.toast({ level: 'success', message: action.message })
    return
  }
  const wait = waitSeconds(errorMessage(outcome.error))
  if (wait !== null) ctx.countdown.restart(wait)
  ctx.fail(outcome.error)
}

/** The last dialog of a chain sends the page's values with its own to where the page submits. */
export const submitOpenerAction: ActionHandler<'submitOpener'> = async (_action, ctx) => {
  const target = ctx.dialog?.opener?.submitTo
  if (!target) return
  const check = ctx.form.validate()
  if (!check.ok) return
  const sent = await ctx.request(() => target({ ...ctx.context, ...check.values }))
  if (!sent) return
  if (sent.ok) ctx.dialogs.closeAll()
  else ctx.fail(sent.error)
}

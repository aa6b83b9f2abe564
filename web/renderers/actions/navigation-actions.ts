// Actions that move the visitor: another address, a step of the page's flow, a dialog, a message.
import type { FormValues } from '../form-model.js'
import type { ActionHandler } from './action-context.js'

// '/x/{phone}' → '/x/5321234567': path placeholders are filled from field values, encoded.
function fillPath(to: string, source: FormValues): string {
  return to.replace(/\{([a-zA-Z][a-zA-Z0-9_]*)\}/g, (_, field: string) => encodeURIComponent(String(source[field] ?? '')))
}

export function withQuery(to: string, query: Record<string, string> | undefined, source: FormValues): string {
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

export const navigateAction: ActionHandler<'navigate'> = (action, ctx) => {
  if (ctx.dialog) ctx.dialogs.closeAll()
  ctx.navigate(withQuery(action.to, action.query, ctx.source))
}

/** The page that runs a flow resolves the step (its real address, the back rule); elsewhere there is none. */
export const goToStepAction: ActionHandler<'goToStep'> = async (action, ctx) => {
  if (!ctx.flow) {
    console.warn('goToStep outside a flow page', action.step)
    return
  }
  if (ctx.dialog) ctx.dialogs.closeAll()
  const flow = ctx.flow
  const outcome = await ctx.request(() => flow.goToStep(action.step))
  if (outcome && !outcome.ok) ctx.fail(outcome.error)
}

export const openDialogAction: ActionHandler<'openDialog'> = (action, ctx) => {
  const { dialog, dialogs } = ctx
  if (action.replace === 'all') dialogs.closeAll()
  else if (action.replace === 'top' && dialog) dialogs.close(dialog.key)
  dialogs.open(action.screen, ctx.source, { screenId: ctx.screen.id, values: ctx.values, context: ctx.context, submitTo: ctx.submitTo ?? dialog?.opener?.submitTo })
}

export const closeDialogAction: ActionHandler<'closeDialog'> = (_action, ctx) => {
  if (ctx.dialog) ctx.dialogs.close(ctx.dialog.key)
}

export const toastAction: ActionHandler<'toast'> = (action, ctx) => {
  ctx.toast({ level: action.level, title: action.title, message: action.message })
}

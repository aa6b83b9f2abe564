// A `call`: the operation's url as the gateway resolved it, the body from form fields, then the
// follow-up lists.
import { ApiError } from '../../src/lib/api-client.js'
import type { ActionHandler } from './action-context.js'

export const callAction: ActionHandler<'call'> = async (action, ctx) => {
  const fieldNames = Object.values(action.body ?? {})
  if (fieldNames.length > 0 && !ctx.form.validate(fieldNames).ok) return
  const body: Record<string, unknown> = {}
  for (const [apiField, fieldName] of Object.entries(action.body ?? {})) body[apiField] = ctx.source[fieldName] ?? ''
  const outcome = await ctx.request(() => ctx.api.callOperation({ method: action.method, url: action.url, body }))
  if (!outcome) return
  if (outcome.ok) {
    ctx.rememberCall(action, body, outcome.data)
    if (action.onSuccess) await ctx.run(action.onSuccess, ctx.values)
    return
  }
  ctx.form.resetCaptchas()
  if (outcome.error instanceof ApiError && outcome.error.statusCode === 400 && outcome.error.errors) {
    // The gateway names its own fields; put each error on the form field that filled it.
    const fieldOf = new Map(Object.entries(action.body ?? {}))
    ctx.form.applyServerErrors(outcome.error.errors.map((e) => ({ ...e, field: fieldOf.get(e.field) ?? e.field })), outcome.error.message)
  } else if (action.onFailure) {
    await ctx.run(action.onFailure)
  } else {
    ctx.fail(outcome.error)
  }
}

import type { Action, LeafView } from '../../../server/schemas/screen.js'
import { isEnabledByCountdown, useCountdown } from '../countdown.js'
import { useScreenContext } from '../screen-context.js'

// Actions that send the form; a blocking unsupported node must stop them (data would be lost).
const SENDS_FORM: ReadonlySet<Action['type']> = new Set(['submitScreen', 'call'])

/** Whether an action button can be pressed now, and whether it is waiting on a request. */
export function useActionState(node: LeafView, action: Action | undefined) {
  const { busy, blocked } = useScreenContext()
  const { remaining } = useCountdown()
  const sends = action !== undefined && SENDS_FORM.has(action.type)
  const disabled = !action || busy || (blocked && sends) || !isEnabledByCountdown(node.enabledWhen, remaining)
  return { disabled, busy }
}

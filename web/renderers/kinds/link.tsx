import type { LeafNode } from '../../../server/schemas/screen.js'
import { useScreenContext } from '../screen-context.js'
import { useActionState } from './action-state.js'

/** A button that runs its action without submitting the form (resend, navigate, open a dialog …). */
export function LinkKind({ node }: { node: LeafNode }) {
  const { runAction } = useScreenContext()
  const action = node.action
  const { disabled } = useActionState(node, action)
  return (
    <button
      type="button"
      className={`button button--${node.variant ?? 'link'}`}
      disabled={disabled}
      onClick={() => {
        if (action) runAction(action)
      }}
    >
      {node.label ?? node.text}
    </button>
  )
}

import type { Action, LeafOf } from '../../../server/schemas/screen.js'
import { useActionState } from './action-state.js'

const SUBMIT: Action = { type: 'submitScreen' }

/** A submit button; the form's onSubmit runs this node's action (Enter in a field presses the first one). */
export function SubmitKind({ node }: { node: LeafOf<'submit'> }) {
  const { disabled, busy } = useActionState(node, node.action ?? SUBMIT)
  return (
    <button
      type="submit"
      data-node-id={node.id}
      className={`button button--${node.variant ?? 'primary'}`}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {node.label}
    </button>
  )
}

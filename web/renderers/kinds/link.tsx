import type { LeafOf } from '../../../server/schemas/screen.js'
import { useRendererHost } from '../renderer-host.js'
import { useScreenContext } from '../screen-context.js'
import { useActionState } from './action-state.js'

/** A button that runs its action without submitting the form (resend, navigate, open a dialog …) or opens its contract text. */
export function LinkKind({ node }: { node: LeafOf<'link'> }) {
  const { runAction } = useScreenContext()
  const { openContract } = useRendererHost()
  const contract = node.contract
  const action = node.action
  const state = useActionState(node, action)
  const disabled = action ? state.disabled : !contract
  return (
    <button
      type="button"
      className={`button button--${node.variant ?? 'link'}`}
      disabled={disabled}
      onClick={() => {
        if (action) runAction(action)
        else if (contract) openContract(contract.contractTypeId)
      }}
    >
      {node.label ?? contract?.linkText}
    </button>
  )
}

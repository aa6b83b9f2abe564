import type { LeafOf } from '../../../server/schemas/screen.js'
import { FieldMessages } from '../field-frame.js'
import { useRendererHost } from '../renderer-host.js'
import { useField } from '../screen-context.js'

/** A consent or option checkbox; a contract link opens the text it refers to. */
export function CheckboxKind({ node }: { node: LeafOf<'checkbox'> }) {
  const field = useField(node)
  const { openContract } = useRendererHost()
  const contract = node.contract
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          className="checkbox__input"
          checked={field.value === true}
          onChange={(event) => field.setValue(event.target.checked)}
          onBlur={field.onBlur}
          {...field.aria}
        />
        <label htmlFor={field.id} className="checkbox__label">
          {node.label}
        </label>
      </div>
      {contract && (
        <button type="button" className="link-button checkbox__contract" onClick={() => openContract(contract.contractTypeId)}>
          {contract.linkText}
        </button>
      )}
      <FieldMessages node={node} field={field} />
    </div>
  )
}

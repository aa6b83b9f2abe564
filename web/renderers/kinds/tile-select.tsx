import { useId, type FocusEvent } from 'react'
import type { LeafNode } from '../../../server/schemas/screen.js'
import { FieldMessages } from '../field-frame.js'
import { useField, useScreenContext } from '../screen-context.js'

/** A radio group drawn as picture tiles (brands, body types …). */
export function TileSelectKind({ node }: { node: LeafNode }) {
  const field = useField(node)
  const { screen, runAction } = useScreenContext()
  const labelId = useId()
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur()
  }
  return (
    <div className="field">
      {node.label && (
        <span id={labelId} className="field__label">
          {node.label}
        </span>
      )}
      <div
        id={field.id}
        role="radiogroup"
        className="tiles"
        aria-labelledby={node.label ? labelId : undefined}
        onBlur={onBlur}
        {...field.aria}
      >
        {(node.options ?? []).map((option) => (
          <label key={option.value} className="tile">
            <input
              type="radio"
              className="tile__input"
              name={`${screen.id}-${field.name}`}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => {
                field.setValue(option.value)
                if (node.action) runAction(node.action)
              }}
            />
            <span className="tile__body">
              {option.imageUrl && <img className="tile__image" src={option.imageUrl} alt="" loading="lazy" />}
              <span className="tile__label">{option.label}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessages node={node} field={field} />
    </div>
  )
}

import { useId, type FocusEvent, type KeyboardEvent } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { FieldMessages } from '../field-frame.js'
import { onRovingKeyDown } from '../roving-radios.js'
import { useField } from '../screen-context.js'

/**
 * A small fixed choice (Yok / Var / Bilmiyorum) as one row of segments with radio-group semantics:
 * one tab stop, arrow keys move and choose, as native radios do.
 */
export function SegmentedKind({ node }: { node: LeafOf<'segmented'> }) {
  const field = useField(node)
  const labelId = useId()
  const tabStop = node.options.some((o) => o.value === field.value) ? field.value : node.options[0]?.value
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onRovingKeyDown(event)
    const focused = document.activeElement
    if (event.defaultPrevented && focused instanceof HTMLElement && focused.dataset.value !== undefined) field.setValue(focused.dataset.value)
  }
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
        className="segmented"
        aria-labelledby={node.label ? labelId : undefined}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        {...field.aria}
      >
        {node.options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            className="segmented__option"
            data-value={option.value}
            aria-checked={field.value === option.value}
            tabIndex={option.value === tabStop ? 0 : -1}
            onClick={() => field.setValue(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <FieldMessages node={node} field={field} />
    </div>
  )
}

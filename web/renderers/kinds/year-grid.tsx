import { useId, type FocusEvent } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { FieldMessages } from '../field-frame.js'
import { onRovingKeyDown } from '../roving-radios.js'
import { useField, useScreenContext } from '../screen-context.js'

// A span in the descriptor, or the years a flow step resolved for this visitor (newest first).
function yearsOf(node: LeafOf<'yearGrid'>): string[] {
  if (node.options) return node.options.map((o) => o.value)
  if (!node.years) return []
  const list: string[] = []
  for (let year = node.years.to; year >= node.years.from; year--) list.push(String(year))
  return list
}

/** Newest year first, as buttons with radio semantics; one tab stop for the whole grid. */
export function YearGridKind({ node }: { node: LeafOf<'yearGrid'> }) {
  const field = useField(node)
  const { runAction } = useScreenContext()
  const labelId = useId()
  const years = yearsOf(node)
  const tabStop = years.includes(String(field.value)) ? String(field.value) : years[0]

  const choose = (year: string) => {
    field.setValue(year)
    if (node.action) runAction(node.action)
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
        className="year-grid"
        aria-labelledby={node.label ? labelId : undefined}
        onKeyDown={onRovingKeyDown}
        onBlur={onBlur}
        {...field.aria}
      >
        {years.map((year) => (
          <button
            key={year}
            type="button"
            role="radio"
            className="year-grid__item"
            aria-checked={field.value === year}
            tabIndex={year === tabStop ? 0 : -1}
            onClick={() => choose(year)}
          >
            {year}
          </button>
        ))}
      </div>
      <FieldMessages node={node} field={field} />
    </div>
  )
}

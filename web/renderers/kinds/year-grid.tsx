import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react'
import type { LeafNode } from '../../../server/schemas/screen.js'
import { FieldMessages } from '../field-frame.js'
import { useField, useScreenContext } from '../screen-context.js'

function yearsOf(node: LeafNode): string[] {
  if (!node.years) return []
  const list: string[] = []
  for (let year = node.years.to; year >= node.years.from; year--) list.push(String(year))
  return list
}

const MOVES: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/** Newest year first, as buttons with radio semantics; one tab stop for the whole grid. */
export function YearGridKind({ node }: { node: LeafNode }) {
  const field = useField(node)
  const { runAction } = useScreenContext()
  const labelId = useId()
  const gridRef = useRef<HTMLDivElement>(null)
  const years = yearsOf(node)
  const tabStop = years.includes(String(field.value)) ? String(field.value) : years[0]

  const choose = (year: string) => {
    field.setValue(year)
    if (node.action) runAction(node.action)
  }

  // Arrows move focus only: a grid whose pick submits must not submit while browsing.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = MOVES[event.key] ?? (event.key === 'Home' ? -Infinity : event.key === 'End' ? Infinity : 0)
    if (!step) return
    const buttons = Array.from(gridRef.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? [])
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const next = Math.max(0, Math.min(buttons.length - 1, Number.isFinite(step) ? current + step : step > 0 ? buttons.length - 1 : 0))
    buttons[next]?.focus()
    event.preventDefault()
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
        ref={gridRef}
        id={field.id}
        role="radiogroup"
        className="year-grid"
        aria-labelledby={node.label ? labelId : undefined}
        onKeyDown={onKeyDown}
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

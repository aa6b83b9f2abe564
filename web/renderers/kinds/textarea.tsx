import { useLayoutEffect, useRef } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { FieldFrame } from '../field-frame.js'
import { textOf, useField } from '../screen-context.js'

// Spec §9: a message box is 3 to 6 rows.
const MIN_ROWS = 3
const MAX_ROWS = 6

export function TextareaKind({ node }: { node: LeafOf<'textarea'> }) {
  const field = useField(node)
  const ref = useRef<HTMLTextAreaElement>(null)
  const value = textOf(field.value)
  const minRows = Math.max(MIN_ROWS, node.rows?.min ?? MIN_ROWS)
  const maxRows = Math.max(minRows, Math.min(MAX_ROWS, node.rows?.max ?? MAX_ROWS))

  // Grow with the text (wrapped lines included) until maxRows, then scroll.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    element.rows = minRows
    while (element.rows < maxRows && element.scrollHeight > element.clientHeight) element.rows += 1
  }, [value, minRows, maxRows])

  return (
    <FieldFrame node={node} field={field}>
      <textarea
        ref={ref}
        id={field.id}
        name={field.name}
        className="input textarea"
        rows={minRows}
        value={value}
        placeholder={node.placeholder}
        maxLength={node.maxLength}
        aria-label={node.label ? undefined : node.placeholder}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.onBlur}
        {...field.aria}
      />
    </FieldFrame>
  )
}

import { useLayoutEffect, useRef } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { FieldFrame } from '../field-frame.js'
import { textOf, useField } from '../screen-context.js'

// Room for the spaced form '34 ABC 123'; the plateTR normaliser cuts to 9 characters on submit.
const DEFAULT_MAX_LENGTH = 12

/** Upper-cases as the user types (plates are Latin: 'i' becomes 'I', never 'İ'). */
export function PlateKind({ node }: { node: LeafOf<'plate'> }) {
  const field = useField(node)
  const ref = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  const value = textOf(field.value)

  // Upper-casing replaces the text; keep the caret where the user was typing.
  useLayoutEffect(() => {
    const input = ref.current
    const position = caret.current
    caret.current = null
    if (input && position !== null && document.activeElement === input) input.setSelectionRange(position, position)
  }, [value])

  return (
    <FieldFrame node={node} field={field}>
      <input
        ref={ref}
        id={field.id}
        name={field.name}
        className="input input--plate"
        type="text"
        value={value}
        placeholder={node.placeholder}
        maxLength={node.maxLength ?? DEFAULT_MAX_LENGTH}
        autoComplete={node.autoComplete ?? 'off'}
        autoCapitalize="characters"
        spellCheck={false}
        aria-label={node.label ? undefined : node.placeholder}
        onChange={(event) => {
          caret.current = event.target.selectionStart
          field.setValue(event.target.value.toUpperCase())
        }}
        onBlur={field.onBlur}
        {...field.aria}
      />
    </FieldFrame>
  )
}

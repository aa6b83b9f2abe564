import { useRef } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { groupDigits } from '../../src/lib/locale.js'
import { blockNonDigitKeys, changeParts, isOverflowKey, onlyDigits, pasteCleaned, useDigitCaret } from '../digit-input.js'
import { FieldFrame, WithSuffix } from '../field-frame.js'
import { textOf, useField } from '../screen-context.js'

// Enough for any km reading or price; the descriptor's maxLength counts digits, not dots.
const DEFAULT_MAX_DIGITS = 9

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '')

/** Stores digits, shows them grouped with '.' (e.g. km: 125.000). */
export function NumberKind({ node }: { node: LeafOf<'number'> }) {
  const field = useField(node)
  const ref = useRef<HTMLInputElement>(null)
  const maxDigits = node.maxLength ?? DEFAULT_MAX_DIGITS
  const digits = withoutLeadingZeros(onlyDigits(textOf(field.value)))
  const display = groupDigits(digits)
  const keepCaret = useDigitCaret(ref, display)

  const apply = (raw: string, beforeCaret: string) => {
    const all = onlyDigits(raw)
    const trimmed = withoutLeadingZeros(all)
    const next = trimmed.slice(0, maxDigits)
    const droppedZeros = all.length - trimmed.length
    keepCaret(Math.max(0, Math.min(next.length, onlyDigits(beforeCaret).length - droppedZeros)))
    field.setValue(next)
  }

  return (
    <FieldFrame node={node} field={field}>
      <WithSuffix suffix={node.suffix}>
        <input
          ref={ref}
          id={field.id}
          name={field.name}
          className="input"
          type="text"
          inputMode="numeric"
          value={display}
          placeholder={node.placeholder}
          autoComplete={node.autoComplete ?? 'off'}
          aria-label={node.label ? undefined : node.placeholder}
          onChange={(event) => apply(...changeParts(event.currentTarget))}
          onKeyDown={(event) => {
            blockNonDigitKeys(event)
            if (isOverflowKey(event, digits.length, maxDigits)) event.preventDefault()
          }}
          onPaste={(event) => pasteCleaned(event, onlyDigits, apply)}
          onBlur={field.onBlur}
          {...field.aria}
        />
      </WithSuffix>
    </FieldFrame>
  )
}

import { useRef, useState } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { groupDigits } from '../../src/lib/locale.js'
import { blockNonDigitKeys, changeParts, isOverflowKey, onlyDigits, pasteCleaned, useDigitCaret } from '../digit-input.js'
import { FieldFrame, WithSuffix } from '../field-frame.js'
import { textOf, useField } from '../screen-context.js'
import { useScreenState } from '../screen-state.js'

// Enough for any km reading or price; the descriptor's maxLength counts digits, not dots.
const DEFAULT_MAX_DIGITS = 9

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '')

/** `perYear`'s soft check: the value per year of age outside [min, max], judged once the field is left. */
function perYearWarning(node: LeafOf<'number'>, digits: string, facts: Record<string, unknown> | undefined): string | null {
  const check = node.perYear
  const since = Number(facts?.[check?.since ?? ''])
  if (!check || !digits || !Number.isInteger(since)) return null
  const years = Math.max(1, new Date().getFullYear() - since)
  const perYear = Number(digits) / years
  return perYear < check.min || perYear > check.max ? check.message : null
}

/** Stores digits, shows them grouped with '.' (e.g. km: 125.000). */
export function NumberKind({ node }: { node: LeafOf<'number'> }) {
  const field = useField(node)
  const facts = (useScreenState() as { facts?: Record<string, unknown> } | null)?.facts
  const [left, setLeft] = useState(false)
  const ref = useRef<HTMLInputElement>(null)
  const maxDigits = node.maxLength ?? DEFAULT_MAX_DIGITS
  const digits = withoutLeadingZeros(onlyDigits(textOf(field.value)))
  const display = groupDigits(digits)
  const keepCaret = useDigitCaret(ref, display)
  const warning = perYearWarning(node, digits, facts)

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
          onBlur={() => {
            setLeft(true)
            field.onBlur()
          }}
          {...field.aria}
        />
      </WithSuffix>
      {left && !field.error && warning && (
        <p className="field__warning" role="status">
          {warning}
        </p>
      )}
    </FieldFrame>
  )
}

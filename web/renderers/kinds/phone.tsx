import { useRef } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { PHONE_LENGTH, formatPhoneTR, normalisePhoneTR } from '../../../server/schemas/rules/index.js'
import { blockNonDigitKeys, changeParts, isOverflowKey, pasteCleaned, useDigitCaret } from '../digit-input.js'
import { FieldFrame } from '../field-frame.js'
import { textOf, useField } from '../screen-context.js'

// A pasted '+90 532 …' or '90532…' still lands as the 10 national digits.
function cleanPastedPhone(text: string): string {
  const digits = normalisePhoneTR(text)
  return (digits.length > PHONE_LENGTH && digits.startsWith('90') ? digits.slice(2) : digits).slice(0, PHONE_LENGTH)
}

/** Stores the 10 digits, shows them through the mask 0 (###) ###-####. */
export function PhoneKind({ node }: { node: LeafOf<'phone'> }) {
  const field = useField(node)
  const ref = useRef<HTMLInputElement>(null)
  const digits = normalisePhoneTR(textOf(field.value)).slice(0, PHONE_LENGTH)
  const display = formatPhoneTR(digits)
  // The mask's leading 0 is not one of the stored digits.
  const keepCaret = useDigitCaret(ref, display, 1)

  const apply = (raw: string, beforeCaret: string) => {
    keepCaret(normalisePhoneTR(beforeCaret).length)
    field.setValue(normalisePhoneTR(raw).slice(0, PHONE_LENGTH))
  }

  return (
    <FieldFrame node={node} field={field}>
      <input
        ref={ref}
        id={field.id}
        name={field.name}
        className="input"
        type="tel"
        inputMode="tel"
        value={display}
        placeholder={node.placeholder ?? '0 (5__) ___-____'}
        autoComplete={node.autoComplete ?? 'tel-national'}
        aria-label={node.label ? undefined : node.placeholder}
        onChange={(event) => apply(...changeParts(event.currentTarget))}
        onKeyDown={(event) => {
          blockNonDigitKeys(event)
          if (isOverflowKey(event, digits.length, PHONE_LENGTH)) event.preventDefault()
        }}
        onPaste={(event) => pasteCleaned(event, cleanPastedPhone, apply)}
        onBlur={field.onBlur}
        {...field.aria}
      />
    </FieldFrame>
  )
}

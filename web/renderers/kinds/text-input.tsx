import type { HTMLInputTypeAttribute } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { blockNonDigitKeys, onlyDigits, pasteCleaned } from '../digit-input.js'
import { FieldFrame, WithSuffix } from '../field-frame.js'
import { textOf, useField } from '../screen-context.js'

// The browser's autofill and keyboards key off the input type; infer it from the autocomplete token.
function inputType(autoComplete: string | undefined): HTMLInputTypeAttribute {
  if (!autoComplete) return 'text'
  if (autoComplete.includes('password')) return 'password'
  if (autoComplete === 'email') return 'email'
  return 'text'
}

export function TextInputKind({ node }: { node: LeafOf<'textInput'> }) {
  const field = useField(node)
  const numeric = node.normalisers?.includes('digitsOnly') ?? false
  return (
    <FieldFrame node={node} field={field}>
      <WithSuffix suffix={node.suffix}>
        <input
          id={field.id}
          name={field.name}
          className="input"
          type={inputType(node.autoComplete)}
          value={textOf(field.value)}
          placeholder={node.placeholder}
          maxLength={node.maxLength}
          autoComplete={node.autoComplete}
          aria-label={node.label ? undefined : node.placeholder}
          inputMode={numeric ? 'numeric' : undefined}
          onChange={(event) => field.setValue(numeric ? onlyDigits(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          onKeyDown={numeric ? blockNonDigitKeys : undefined}
          onPaste={numeric ? (event) => pasteCleaned(event, onlyDigits, (raw) => field.setValue(onlyDigits(raw))) : undefined}
          {...field.aria}
        />
      </WithSuffix>
    </FieldFrame>
  )
}

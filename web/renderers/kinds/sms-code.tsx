import type { LeafOf } from '../../../server/schemas/screen.js'
import { SMS_CODE_LENGTH } from '../../../server/schemas/rules/index.js'
import { formatCountdown, useCountdown } from '../countdown.js'
import { blockNonDigitKeys, onlyDigits, pasteCleaned } from '../digit-input.js'
import { FieldFrame } from '../field-frame.js'
import { textOf, useField } from '../screen-context.js'

const toCode = (text: string) => onlyDigits(text).slice(0, SMS_CODE_LENGTH)

/** The 4-digit SMS code with the screen's countdown (spec §4.4, §5.4). */
export function SmsCodeKind({ node }: { node: LeafOf<'smsCode'> }) {
  const field = useField(node)
  const { remaining } = useCountdown()
  return (
    <FieldFrame node={node} field={field}>
      <input
        id={field.id}
        name={field.name}
        className="input input--code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        value={textOf(field.value)}
        placeholder={node.placeholder}
        aria-label={node.label ? undefined : (node.placeholder ?? 'Doğrulama Kodu')}
        onChange={(event) => field.setValue(toCode(event.target.value))}
        onKeyDown={blockNonDigitKeys}
        onPaste={(event) => pasteCleaned(event, onlyDigits, (raw) => field.setValue(toCode(raw)))}
        onBlur={field.onBlur}
        {...field.aria}
      />
      {remaining !== null && (
        // role=timer is not announced on every tick; the text is read when the user reaches it.
        <p className="countdown" role="timer" aria-atomic="true">
          Kalan süre <span className="countdown__value">{formatCountdown(remaining)}</span>
        </p>
      )}
    </FieldFrame>
  )
}

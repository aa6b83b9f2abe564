import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react'

/** Spec §5.9: numeric inputs refuse non-digit keys and '+'. Editing keys and shortcuts still work. */
export function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return
  // Named keys (Backspace, Tab, ArrowLeft, Home, …) have multi-character names.
  if (event.key.length !== 1) return
  if (!/^\d$/.test(event.key)) event.preventDefault()
}

export const onlyDigits = (text: string): string => text.replace(/\D/g, '')

/**
 * Replaces the selection with the pasted text cleaned by `clean`, and hands the whole new raw
 * text (and the part left of the new caret) to `apply`, which stores it like a typed change.
 */
export function pasteCleaned(
  event: ClipboardEvent<HTMLInputElement>,
  clean: (text: string) => string,
  apply: (raw: string, beforeCaret: string) => void,
): void {
  event.preventDefault()
  const input = event.currentTarget
  const start = input.selectionStart ?? input.value.length
  const end = input.selectionEnd ?? start
  const before = input.value.slice(0, start) + clean(event.clipboardData.getData('text'))
  apply(before + input.value.slice(end), before)
}

/** The raw text of a change event and the part left of the caret. */
export function changeParts(input: HTMLInputElement): [raw: string, beforeCaret: string] {
  return [input.value, input.value.slice(0, input.selectionStart ?? input.value.length)]
}

/** True when a digit key would only push a digit out of a full field. */
export function isOverflowKey(event: KeyboardEvent<HTMLInputElement>, digitCount: number, max: number): boolean {
  const input = event.currentTarget
  return /^\d$/.test(event.key) && digitCount >= max && input.selectionStart === input.selectionEnd
}

/** Index just after the n-th digit of `text`, ignoring the first `skip` digits (a mask's leading 0). */
export function caretAfterDigits(text: string, digits: number, skip = 0): number {
  if (digits <= 0) return skip > 0 ? caretAfterDigits(text, skip) : 0
  let seen = 0
  for (let i = 0; i < text.length; i++) {
    if (!/\d/.test(text.charAt(i))) continue
    seen += 1
    if (seen === skip + digits) return i + 1
  }
  return text.length
}

/**
 * A formatted input (phone mask, '.' grouping) rewrites its text on every change; this puts the
 * caret back after the same digit instead of letting it jump to the end.
 */
export function useDigitCaret(inputRef: RefObject<HTMLInputElement | null>, display: string, skip = 0) {
  const pending = useRef<number | null>(null)
  useLayoutEffect(() => {
    const input = inputRef.current
    const digits = pending.current
    pending.current = null
    if (!input || digits === null || document.activeElement !== input) return
    const position = caretAfterDigits(display, digits, skip)
    input.setSelectionRange(position, position)
  }, [display, inputRef, skip])
  return (digitsBeforeCaret: number) => {
    pending.current = digitsBeforeCaret
  }
}

import { PHONE_LENGTH, PHONE_TEXT_SOURCE, PLATE_MAX_LENGTH } from './constants.js'
import type { FieldValue, Normaliser } from './rule-schema.js'

const PHONE_TEXT_RE = new RegExp(PHONE_TEXT_SOURCE, 'u')

/** Digits, spaces and + ( ) - only (issue 12: 'abc5559000080' is not a phone number). */
export function isPhoneText(raw: string): boolean {
  return PHONE_TEXT_RE.test(raw)
}

/**
 * Removes '+90', every non-digit, then ONE leading '0'. Does not cut: 11+ digits must fail
 * validation, not be silently truncated. A double '00' is left alone so the result stays
 * idempotent: stripping one zero of '00532…' would yield '0532…', which the phoneTR rule
 * (normalising again) would accept while the stored value has 11 digits.
 */
export function normalisePhoneTR(raw: string): string {
  return raw
    .replace(/^\s*\+90/, '')
    .replace(/\D/g, '')
    .replace(/^0(?!0)/, '')
}

/** Removes all whitespace, upper-cases (plates are Latin, so no tr-TR casing) and cuts to 9 chars. */
export function normalisePlateTR(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase().slice(0, PLATE_MAX_LENGTH)
}

/**
 * Input mask '0 (###) ###-####'. Accepts raw, already formatted or normalised
 * input (it normalises first), so the renderer can feed it the field text on
 * every keystroke. Separators appear only once a following digit exists, so
 * backspace over a separator does not get stuck.
 */
export function formatPhoneTR(digits10: string): string {
  const d = normalisePhoneTR(digits10).slice(0, PHONE_LENGTH)
  if (d.length === 0) return ''
  let out = `0 (${d.slice(0, 3)}`
  if (d.length > 3) out += `) ${d.slice(3, 6)}`
  if (d.length > 6) out += `-${d.slice(6)}`
  return out
}

/** Turkish mobile numbers (GSM) are 10 digits starting with 5 after normalisation. */
export function isTurkishMobile(digits10: string): boolean {
  return /^5\d{9}$/.test(digits10)
}

function applyOne(value: string, normaliser: Normaliser): string {
  switch (normaliser) {
    case 'phoneTR':
      // Other characters are kept, so the phoneTR rule refuses the text instead of a stripped number passing.
      return isPhoneText(value) ? normalisePhoneTR(value) : value
    case 'plateTR':
      return normalisePlateTR(value)
    case 'digitsOnly':
      return value.replace(/\D/g, '')
    case 'trim':
      return value.trim()
    case 'upper':
      // Free text here is Turkish: 'i' must become 'İ', not 'I'.
      return value.toLocaleUpperCase('tr-TR')
    default: {
      const unknown: never = normaliser
      throw new Error(`Unknown normaliser: ${String(unknown)}`)
    }
  }
}

/** Applies normalisers in order. Only strings are touched: booleans/numbers/null pass through. */
export function normalise(value: FieldValue, normalisers: readonly Normaliser[] | undefined): FieldValue {
  if (typeof value !== 'string' || !normalisers) return value
  let out = value
  for (const n of normalisers) out = applyOne(out, n)
  return out
}

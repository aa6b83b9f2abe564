import { DEFAULT_MOBILE_PREFIXES, PHONE_TEXT_SOURCE, TCKN_LENGTH } from './constants.js'
import { normalisePlateTR } from './normalise.js'

// Normalised plate: province 01-81, then letter+4-5 digits, 2 letters+3-4 digits or 3 letters+2-3 digits.
const PLATE_RE = /^(?:0[1-9]|[1-7]\d|8[01])(?:[A-Z]\d{4,5}|[A-Z]{2}\d{3,4}|[A-Z]{3}\d{2,3})$/

// Practical subset of RFC 5322: dot-separated local atoms, hostname labels, alphabetic TLD >= 2.
// Dots are mandatory separators, so the repetitions cannot overlap (no catastrophic backtracking).
const EMAIL_STRICT_RE =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
const EMAIL_LOOSE_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const DIGITS_RE = /^\d+$/

// Refused in every text field (decision 021): C0 controls, DEL, C1 controls, and the bidi
// embedding/override (U+202A-U+202E) and isolate (U+2066-U+2069) controls that reorder what a
// reader sees. Multi-line fields may hold TAB, LF and CR. Written without the 'u' flag, so the
// surrogate check is its own expression.
const REFUSED_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
const REFUSED_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
// A high surrogate not followed by a low one, or a low one not preceded by a high one: no character.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Text a person could have typed: no control character, no lone surrogate, no bidi control. */
export function isPlainText(value: string, multiline = false): boolean {
  return !(multiline ? REFUSED_MULTI_LINE : REFUSED_ONE_LINE).test(value) && !LONE_SURROGATE.test(value)
}


/** A normalised 10-digit mobile number whose prefix is allocated (the gateway passes its configured list). */
export function isAllocatedMobile(digits10: string, prefixes: readonly string[] = DEFAULT_MOBILE_PREFIXES): boolean {
  return /^5\d{9}$/.test(digits10) && prefixes.includes(digits10.slice(0, 3))
}

/** Source strings for 'pattern' rules (they must be JSON-serialisable), all used with the 'u' flag. */
export const patternSources = {
  // Letters of any script (covers ÇĞİÖŞÜçğıöşü), combining marks (decomposed İ pasted as I + U+0307), ASCII digits, spaces.
  lettersDigitsSpaces: String.raw`^[\p{L}\p{M}0-9 ]+$`,
  phoneText: PHONE_TEXT_SOURCE,
  // Anchored lookaheads: one pass, no retry at every offset.
  upperLowerDigit: String.raw`^(?=[\s\S]*\p{Lu})(?=[\s\S]*\p{Ll})(?=[\s\S]*\p{Nd})`,
  // A symbol is anything that is not a letter, mark, number or whitespace.
  upperLowerDigitSymbol: String.raw`^(?=[\s\S]*\p{Lu})(?=[\s\S]*\p{Ll})(?=[\s\S]*\p{Nd})(?=[\s\S]*[^\p{L}\p{M}\p{N}\s])`,
} as const

/** Accepts the raw spaced/lower-case form as well as the normalised one. */
export function isPlateTR(value: string): boolean {
  return PLATE_RE.test(normalisePlateTR(value))
}

export function isEmail(value: string, mode: 'strict' | 'loose'): boolean {
  return (mode === 'strict' ? EMAIL_STRICT_RE : EMAIL_LOOSE_RE).test(value)
}

/** 11 digits, first not 0, both check digits right. */
export function isValidTckn(value: string): boolean {
  if (value.length !== TCKN_LENGTH || !/^[1-9]\d{10}$/.test(value)) return false
  const d = Array.from(value, Number)
  const at = (i: number): number => d[i] ?? 0
  const odd = at(0) + at(2) + at(4) + at(6) + at(8)
  const even = at(1) + at(3) + at(5) + at(7)
  // JS % keeps the sign of the dividend, hence the +10 fold.
  const d10 = (((odd * 7 - even) % 10) + 10) % 10
  let sum = 0
  for (let i = 0; i < 10; i++) sum += at(i)
  return at(9) === d10 && at(10) === sum % 10
}

// Turkish tax numbers (spec §5.6): 10 digits are a VKN (vergi kimlik numarası) with its check digit,
// 11 digits a TCKN (a sole proprietor's tax number is their national id), checked by the TCKN rule.

/** The VKN check digit (GİB's algorithm): the 10th digit from the first nine. */
export function vknCheckDigit(first9: string): number {
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const tmp = (Number(first9[i]) + 9 - i) % 10
    let v = (tmp * 2 ** (9 - i)) % 9
    if (tmp !== 0 && v === 0) v = 9
    sum += v
  }
  return (10 - (sum % 10)) % 10
}

export function isValidVkn(value: string): boolean {
  return /^\d{10}$/.test(value) && vknCheckDigit(value.slice(0, 9)) === Number(value[9])
}

/** A 10-digit VKN with a right check digit, or an 11-digit valid TCKN. */
export function isValidTaxNumber(value: string): boolean {
  return value.length === 10 ? isValidVkn(value) : value.length === 11 ? isValidTckn(value) : false
}

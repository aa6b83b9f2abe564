import { MULTILINE_KINDS, PATTERN_FLAGS_SOURCE, PHONE_LENGTH, TCKN_LENGTH } from './constants.js'
import { DIGITS_RE, isEmail, isPlainText, isPlateTR, isValidTaxNumber, isValidTckn } from './checks.js'
import { messages } from './messages.js'
import { isPhoneText, normalise, normalisePhoneTR } from './normalise.js'
import { expandRules } from './presets.js'
import type { ConcreteRule, FieldError, FieldSpec, FieldValue, Normaliser, Rule } from './rule-schema.js'

const FLAGS_RE = new RegExp(PATTERN_FLAGS_SOURCE)
const PATTERN_CACHE_MAX = 256
// Rule patterns come from a small, fixed set of presets/screen definitions; compiling once matters
// because the renderer validates on every keystroke.
const patternCache = new Map<string, RegExp>()

function compilePattern(pattern: string, flags = ''): RegExp {
  if (!FLAGS_RE.test(flags)) throw new Error(`Invalid pattern flags: ${JSON.stringify(flags)} (only 'i' and 'u')`)
  const key = `${flags}/${pattern}`
  let re = patternCache.get(key)
  if (!re) {
    if (patternCache.size >= PATTERN_CACHE_MAX) patternCache.clear()
    re = new RegExp(pattern, flags)
    patternCache.set(key, re)
  }
  return re
}

/** undefined, null, NaN, '' and whitespace-only are empty; false is not (only 'required' rejects it). */
export function isEmptyValue(value: FieldValue): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return typeof value === 'number' && Number.isNaN(value)
}

function toText(value: FieldValue): string {
  return value === undefined || value === null ? '' : String(value)
}

// Own properties only, so a field named 'constructor' never reads Object.prototype.
function lookup(values: Record<string, FieldValue>, name: string): FieldValue {
  return Object.hasOwn(values, name) ? values[name] : undefined
}

// Checkboxes arrive as booleans from the renderer, as 'true'/'on' from plain form posts.
function isTruthyConsent(value: FieldValue): boolean {
  return value === true || value === 'true' || value === 'on'
}

/** Returns the failure message of one (already expanded) rule, or null when it passes. */
function check(rule: ConcreteRule, value: FieldValue, allValues: Record<string, FieldValue>): string | null {
  const text = toText(value)
  // Lengths count UTF-16 code units, like the HTML maxlength attribute the renderer sets.
  switch (rule.type) {
    case 'required':
      return isEmptyValue(value) || value === false ? rule.message : null
    case 'minLength':
      return text.length < rule.value ? rule.message : null
    case 'maxLength':
      return text.length > rule.value ? rule.message : null
    case 'lengthIn':
      return rule.values.includes(text.length) ? null : rule.message
    case 'pattern':
      return compilePattern(rule.pattern, rule.flags).test(text) ? null : rule.message
    case 'digitsOnly':
      return DIGITS_RE.test(text) ? null : rule.message
    case 'phoneTR': {
      // Normalised here too, so the rule holds for raw input when no normaliser ran.
      if (!isPhoneText(text)) return rule.message
      const digits = normalisePhoneTR(text)
      return digits.length === PHONE_LENGTH ? null : rule.message
    }
    case 'plateTR':
      return isPlateTR(text) ? null : rule.message
    case 'tckn':
      if (!DIGITS_RE.test(text)) return rule.digitsOnly
      if (text.length < TCKN_LENGTH) return rule.tooShort
      if (text.length > TCKN_LENGTH) return rule.tooLong
      return isValidTckn(text) ? null : rule.message
    case 'email':
      return isEmail(text, rule.mode) ? null : rule.message
    case 'equalsField':
      return text === toText(lookup(allValues, rule.field)) ? null : rule.message
    case 'taxNumberTR':
      return isValidTaxNumber(text) ? null : rule.message
    case 'mustBeTrue':
      return isTruthyConsent(value) ? null : rule.message
    case 'server':
      return null
    default: {
      const unknown: never = rule
      throw new Error(`Unknown rule type: ${JSON.stringify(unknown)}`)
    }
  }
}

/**
 * The message for text holding a control character, a lone surrogate or a bidi control, or null.
 * Whitespace-only text is left to the 'required' rule: ' \t ' is missing, not malformed.
 */
export function textCharactersError(value: FieldValue, multiline = false): string | null {
  if (typeof value !== 'string' || isEmptyValue(value)) return null
  return isPlainText(value, multiline) ? null : messages.invalidCharacters
}

/**
 * Applies rules in order and returns the first failing rule's message, or null. Before any rule,
 * text with refused characters fails (decision 021): no field can forget that check.
 * Empty values skip every rule except 'required' and 'mustBeTrue', so optional fields stay optional.
 */
export function validateValue(
  value: FieldValue,
  rules: readonly Rule[] | undefined,
  allValues: Record<string, FieldValue>,
  options: { multiline?: boolean } = {},
): string | null {
  const refused = textCharactersError(value, options.multiline)
  if (refused !== null) return refused
  const empty = isEmptyValue(value)
  for (const rule of expandRules(rules)) {
    if (empty && rule.type !== 'required' && rule.type !== 'mustBeTrue') continue
    const message = check(rule, value, allValues)
    if (message !== null) return message
  }
  return null
}

/**
 * Checks every declared field's raw text for refused characters (before a normaliser could strip
 * them), normalises (so equalsField compares normalised values), then validates.
 * Returned values are the input with declared fields normalised; undeclared keys pass through
 * unchanged, so a caller validating one step of a form does not lose the others.
 */
export function validateValues(
  fields: readonly FieldSpec[],
  values: Record<string, FieldValue>,
): { values: Record<string, FieldValue>; errors: FieldError[] } {
  const specs = new Map<string, FieldSpec>()
  for (const field of fields) if (!specs.has(field.name)) specs.set(field.name, field)

  // fromEntries defines own properties, so a '__proto__' key cannot reach the prototype.
  const normalised: Record<string, FieldValue> = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, normalise(value, specs.get(name)?.normalisers)]),
  )

  const errors: FieldError[] = []
  for (const [name, spec] of specs) {
    const message =
      textCharactersError(lookup(values, name), spec.multiline) ??
      validateValue(lookup(normalised, name), spec.rules, normalised, { multiline: spec.multiline })
    if (message !== null) errors.push({ field: name, message })
  }
  return { values: normalised, errors }
}

/**
 * The spec of one descriptor field: its rules and normalisers, and whether it is multi-line.
 * The gateway and the renderer validate every named field through this, rules or not.
 */
export function fieldSpecOf(leaf: { name?: string; id: string; kind: string; rules?: Rule[]; normalisers?: Normaliser[] }): FieldSpec {
  return {
    name: leaf.name ?? leaf.id,
    ...(leaf.rules ? { rules: leaf.rules } : {}),
    ...(leaf.normalisers ? { normalisers: leaf.normalisers } : {}),
    ...(MULTILINE_KINDS.includes(leaf.kind) ? { multiline: true } : {}),
  }
}

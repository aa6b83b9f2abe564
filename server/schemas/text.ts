// Free text in route schemas (decision 021). Every string a client may choose freely is one of
// these two: Ajv refuses control characters, lone surrogates and bidi controls at validation, before
// a handler runs (so before a captcha pass or an SMS code is spent), with a 400 naming the field.
// The check is the shared rules module's, so routes and descriptors refuse the same characters.
import Type, { type TStringOptions } from 'typebox'
import { Format } from 'typebox/format'
import type { Ajv } from 'ajv'
import { isPlainText } from './rules/checks.js'

export const TEXT_FORMATS = { oneLine: 'plain-text', multiline: 'plain-text-multiline' } as const
const NAMES: ReadonlySet<string> = new Set(Object.values(TEXT_FORMATS))
const oneLine = (value: string) => isPlainText(value)
const multiline = (value: string) => isPlainText(value, true)

// TypeBox's own checks (the content CLI compiles these schemas) pass unknown formats: register them.
Format.Set(TEXT_FORMATS.oneLine, oneLine)
Format.Set(TEXT_FORMATS.multiline, multiline)

/** One line of text: no control character (TAB, LF and CR included), lone surrogate or bidi control. */
export const PlainText = (options: TStringOptions = {}) => Type.String({ ...options, format: TEXT_FORMATS.oneLine })

/** Text that may hold TAB, LF and CR (a message, a contract): nothing else of the refused classes. */
export const MultilineText = (options: TStringOptions = {}) => Type.String({ ...options, format: TEXT_FORMATS.multiline })

export function isTextFormat(format: unknown): boolean {
  return typeof format === 'string' && NAMES.has(format)
}

/** Ajv plugin: the two formats above. */
export function addTextFormats(ajv: Ajv): Ajv {
  ajv.addFormat(TEXT_FORMATS.oneLine, { type: 'string', validate: oneLine })
  ajv.addFormat(TEXT_FORMATS.multiline, { type: 'string', validate: multiline })
  return ajv
}

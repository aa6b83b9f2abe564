export * from './constants.js'
export { messages, type MessageKey } from './messages.js'
// Types only: the TypeBox schemas stay in rule-schema.ts so this entry is free of TypeBox at run
// time and the browser bundle can import it.
export type {
  ConcreteRule,
  FieldError,
  FieldSpec,
  FieldValue,
  Normaliser,
  Rule,
  RuleType,
} from './rule-schema.js'
export { formatPhoneTR, isPhoneText, isTurkishMobile, normalise, normalisePhoneTR, normalisePlateTR } from './normalise.js'
export { isAllocatedMobile, isEmail, isPlainText, isPlateTR, isValidTaxNumber, isValidTckn, isValidVkn, patternSources, vknCheckDigit } from './checks.js'
export { PASSWORD_FIELD, expandRules, isPresetName, presetNormalisers, presets } from './presets.js'
export { fieldSpecOf, isEmptyValue, textCharactersError, validateValue, validateValues } from './validate.js'

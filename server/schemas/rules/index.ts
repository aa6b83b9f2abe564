export * from './constants.js'
export { messages, type MessageKey } from './messages.js'
export {
  NormaliserSchema,
  NormalisersSchema,
  PresetNameSchema,
  RuleSchema,
  RulesSchema,
  type ConcreteRule,
  type FieldError,
  type FieldSpec,
  type FieldValue,
  type Normaliser,
  type Rule,
  type RuleType,
} from './rule-schema.js'
export { formatPhoneTR, isTurkishMobile, normalise, normalisePhoneTR, normalisePlateTR } from './normalise.js'
export { isEmail, isPlateTR, isValidTckn, patternSources } from './checks.js'
export { PASSWORD_FIELD, expandRules, isPresetName, presetNormalisers, presets } from './presets.js'
export { isEmptyValue, validateValue, validateValues } from './validate.js'

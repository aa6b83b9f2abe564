import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRESET_NAMES,
  SMS_CODE_LENGTH,
  TAX_NUMBER_LENGTHS,
  type PresetName,
} from './constants.js'
import { patternSources } from './checks.js'
import { messages as m } from './messages.js'
import type { ConcreteRule, Normaliser, Rule } from './rule-schema.js'

export type { PresetName }

const required = (message: string): Rule => ({ type: 'required', message })
const lettersDigitsSpaces: Rule = {
  type: 'pattern',
  pattern: patternSources.lettersDigitsSpaces,
  flags: 'u',
  message: m.specialCharacters,
}
const phone: Rule = { type: 'phoneTR', message: m.phoneInvalid }
const digits: Rule = { type: 'digitsOnly', message: m.digitsOnly }
const passwordMin: Rule = { type: 'minLength', value: PASSWORD_MIN_LENGTH, message: m.passwordMinLength }
const passwordUpperLowerDigit: Rule = {
  type: 'pattern',
  pattern: patternSources.upperLowerDigit,
  flags: 'u',
  message: m.passwordComplexity,
}
// The 320 cap also applies where the spec only asks for a pattern: no valid address is longer,
// and it bounds the regex work on hostile input.
const emailMax: Rule = { type: 'maxLength', value: EMAIL_MAX_LENGTH, message: m.emailInvalid }
const tcknRule: Rule = {
  type: 'tckn',
  message: m.tcknInvalid,
  tooShort: m.tcknTooShort,
  tooLong: m.tcknInvalid,
  digitsOnly: m.digitsOnly,
}
// Captchas can only be verified by the gateway; the 'server' rule carries the message it should use.
const captcha = (message: string): Rule[] => [required(message), { type: 'server', message }]

/** Name of the field that confirmation presets compare against. */
export const PASSWORD_FIELD = 'password'

export const presets: Record<PresetName, Rule[]> = {
  'phone.contact': [required(m.phoneRequiredContact), phone],
  'phone.call': [required(m.phoneRequired), phone],
  'phone.general': [required(m.phoneRequired), phone],
  'phone.sms': [required(m.phoneRequiredSms), phone],
  plate: [required(m.plateRequired), { type: 'plateTR', message: m.plateInvalid }],
  // Digits are checked before length so 'ab' reports the real problem.
  smsCode: [
    required(m.smsCodeRequired),
    digits,
    { type: 'minLength', value: SMS_CODE_LENGTH, message: m.smsCodeMinLength },
    { type: 'maxLength', value: SMS_CODE_LENGTH, message: m.smsCodeMaxLength },
  ],
  'password.register': [
    required(m.passwordRequiredRegister),
    passwordMin,
    {
      type: 'pattern',
      pattern: patternSources.upperLowerDigitSymbol,
      flags: 'u',
      message: m.passwordComplexityRegister,
    },
  ],
  // Without 'required' an empty confirmation would skip the comparison.
  'password.registerConfirm': [
    required(m.passwordRequiredRegister),
    { type: 'equalsField', field: PASSWORD_FIELD, message: m.passwordMismatchRegister },
  ],
  'password.variant': [
    required(m.passwordRequired),
    passwordMin,
    passwordUpperLowerDigit,
    { type: 'maxLength', value: PASSWORD_MAX_LENGTH, message: m.passwordMaxLength },
  ],
  'password.reset': [required(m.passwordRequired), { type: 'preset', name: 'password.resetHint' }],
  'password.resetHint': [passwordMin, passwordUpperLowerDigit],
  'password.resetRepeat': [
    required(m.passwordRequired),
    { type: 'equalsField', field: PASSWORD_FIELD, message: m.passwordMismatchReset },
  ],
  'register.terms': [{ type: 'mustBeTrue', message: m.termsRequired }],
  'register.companyName': [required(m.companyNameRequired)],
  'register.taxOffice': [required(m.taxOfficeRequired), lettersDigitsSpaces],
  'register.taxNumber': [
    required(m.taxNumberRequired),
    digits,
    { type: 'lengthIn', values: [...TAX_NUMBER_LENGTHS], message: m.taxNumberLength },
    // Redundant after lengthIn, kept because the spec lists the input cap as its own rule.
    { type: 'maxLength', value: Math.max(...TAX_NUMBER_LENGTHS), message: m.taxNumberLength },
    { type: 'taxNumberTR', message: m.taxNumberInvalid },
  ],
  'contact.name': [required(m.contactNameRequired)],
  'contact.surname': [required(m.contactSurnameRequired)],
  'contact.email': [required(m.contactEmailRequired)],
  'contact.subject': [required(m.contactSubjectRequired)],
  'contact.requestType': [required(m.contactRequestTypeRequired)],
  'contact.message': [required(m.contactMessageRequired)],
  'contact.captcha': captcha(m.contactCaptchaRequired),
  'call.name': [required(m.valueRequired), lettersDigitsSpaces],
  'call.surname': [required(m.valueRequired), lettersDigitsSpaces],
  'call.email': [required(m.emailRequired), emailMax, { type: 'email', mode: 'strict', message: m.emailInvalid }],
  'call.topic': [required(m.callTopicRequired)],
  'login.captcha': captcha(m.loginCaptchaRequired),
  'email.general': [required(m.emailRequired), emailMax, { type: 'email', mode: 'strict', message: m.emailInvalid }],
  'email.loose': [required(m.emailRequired), emailMax, { type: 'email', mode: 'loose', message: m.emailInvalid }],
  'text.generic': [required(m.valueRequired), lettersDigitsSpaces],
  tckn: [required(m.tcknRequired), tcknRule],
  'tckn.optional': [tcknRule],
  numeric: [digits],
  announcementNo: [required(m.announcementNoRequired)],
}

// Shared across requests in the gateway: freeze so no caller can mutate another's rules.
for (const list of Object.values(presets)) {
  for (const rule of list) Object.freeze(rule)
  Object.freeze(list)
}
Object.freeze(presets)

/** Normalisers the spec implies for a preset's field; fields not listed need none. */
export const presetNormalisers: Readonly<Partial<Record<PresetName, readonly Normaliser[]>>> = Object.freeze({
  'phone.contact': ['phoneTR'],
  'phone.call': ['phoneTR'],
  'phone.general': ['phoneTR'],
  'phone.sms': ['phoneTR'],
  plate: ['plateTR'],
  'contact.email': ['trim'],
  'call.email': ['trim'],
  'email.general': ['trim'],
  'email.loose': ['trim'],
  smsCode: ['trim'],
  'register.taxNumber': ['trim'],
  tckn: ['trim'],
  'tckn.optional': ['trim'],
  numeric: ['trim'],
})

export function isPresetName(name: string): name is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(name)
}

/** Replaces preset references by their rules, recursively. Throws on unknown or cyclic presets. */
export function expandRules(rules: readonly Rule[] | undefined): ConcreteRule[] {
  const out: ConcreteRule[] = []
  const visit = (list: readonly Rule[], stack: readonly string[]): void => {
    for (const rule of list) {
      if (rule.type !== 'preset') {
        out.push(rule)
        continue
      }
      const name: string = rule.name
      // Checked against the name list, not `in presets`: 'toString' must not resolve through the prototype.
      if (!isPresetName(name)) throw new Error(`Unknown rule preset: ${name}`)
      if (stack.includes(name)) throw new Error(`Cyclic rule preset: ${[...stack, name].join(' -> ')}`)
      visit(presets[name], [...stack, name])
    }
  }
  visit(rules ?? [], [])
  return out
}

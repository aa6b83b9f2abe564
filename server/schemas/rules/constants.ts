// Kept free of runtime imports so presets/validate can use these names without
// pulling typebox into the browser bundle.

export const SMS_CODE_LENGTH = 4
export const PLATE_MAX_LENGTH = 9
export const PHONE_LENGTH = 10
export const TCKN_LENGTH = 11
export const EMAIL_MAX_LENGTH = 320
export const URL_MAX_LENGTH = 2048
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 50
export const TAX_NUMBER_LENGTHS = [10, 11] as const

// Only 'i' and 'u': 'g'/'y' make RegExp#test stateful, 'm'/'s' change anchoring semantics.
export const PATTERN_FLAGS_SOURCE = '^(?:i|u|iu|ui)?$'

export const NORMALISER_NAMES = ['phoneTR', 'plateTR', 'digitsOnly', 'trim', 'upper'] as const

export const PRESET_NAMES = [
  'phone.contact',
  'phone.call',
  'phone.general',
  'phone.sms',
  'plate',
  'smsCode',
  'password.register',
  'password.registerConfirm',
  'password.variant',
  'password.reset',
  'password.resetHint',
  'password.resetRepeat',
  'register.terms',
  'register.companyName',
  'register.taxOffice',
  'register.taxNumber',
  'contact.name',
  'contact.surname',
  'contact.email',
  'contact.subject',
  'contact.requestType',
  'contact.message',
  'contact.captcha',
  'call.name',
  'call.surname',
  'call.email',
  'call.topic',
  'login.captcha',
  'email.general',
  'email.loose',
  'text.generic',
  'tckn',
  'tckn.optional',
  'numeric',
  'announcementNo',
] as const

export type PresetName = (typeof PRESET_NAMES)[number]

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

// What a phone number may be written with: digits, spaces (also the no-break space of a pasted
// number) and the separators + ( ) -. Anything else means the text is not a phone number.
export const PHONE_TEXT_SOURCE = String.raw`^[0-9 \u00a0+()-]*$`

/**
 * Mobile prefixes (the first three of the ten digits) in the regulator's (BTK) 50X, 53X, 54X, 55X
 * and 561 ranges that are allocated to operators: 501, 505-507, 530-539, 540-549, 550-559, 561.
 * The gateway's SMS_MOBILE_PREFIXES is the authority; this is its default (decision 021).
 */
export const DEFAULT_MOBILE_PREFIXES: readonly string[] = Object.freeze([
  '501', '505', '506', '507',
  ...Array.from({ length: 30 }, (_, i) => String(530 + i)),
  '561',
])

/** Kinds of descriptor field whose value may hold line breaks and tabs; every other one is one line. */
export const MULTILINE_KINDS: readonly string[] = Object.freeze(['textarea'])

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

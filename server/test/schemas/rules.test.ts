import t from 'tap'
import {
  messages as m,
  normalise,
  presetNormalisers,
  presets,
  PRESET_NAMES,
  validateValue,
  validateValues,
  type FieldValue,
  type PresetName,
} from '../../schemas/rules/index.js'

// [input, expected message or null, other field values]
type Case = readonly [FieldValue, string | null, Record<string, FieldValue>?]

const validEmail320 = `${'a'.repeat(320 - '@example.com'.length)}@example.com`
const validEmail321 = `a${validEmail320}`
const pw50 = `A1${'a'.repeat(48)}`
const pw51 = `${pw50}a`
const phoneCases = (requiredMessage: string): Case[] => [
  ['+90 532 123 45 67', null],
  ['+905321234567', null],
  ['0 (532) 123-4567', null],
  ['05321234567', null],
  ['5321234567', null],
  ['0212 123 45 67', null],
  ['532123456', m.phoneInvalid],
  ['0532123456', m.phoneInvalid],
  ['53212345678', m.phoneInvalid],
  ['005321234567', m.phoneInvalid],
  ['telefon', m.phoneInvalid],
  ['', requiredMessage],
  ['   ', requiredMessage],
  [undefined, requiredMessage],
  [null, requiredMessage],
]
const requiredOnly = (ok: string, message: string): Case[] => [
  [ok, null],
  ['ğüşıöçĞÜŞİÖÇ', null],
  ['', message],
  [' \t ', message],
  [undefined, message],
]
const strictEmailCases = (requiredMessage: string): Case[] => [
  ['ali@example.com', null],
  ['Ali.Veli+ilan_2@sub.example.com.tr', null],
  ['a-b%c@x-y.io', null],
  [validEmail320, null],
  [validEmail321, m.emailInvalid],
  ['ali@example', m.emailInvalid],
  ['ali@example.c', m.emailInvalid],
  ['ali@example.c0m', m.emailInvalid],
  ['ali @example.com', m.emailInvalid],
  ['ali@exa mple.com', m.emailInvalid],
  [' ali@example.com', m.emailInvalid],
  ['@example.com', m.emailInvalid],
  ['ali@@example.com', m.emailInvalid],
  ['ali..veli@example.com', m.emailInvalid],
  ['.ali@example.com', m.emailInvalid],
  ['ali@-example.com', m.emailInvalid],
  ['ali@example-.com', m.emailInvalid],
  ['çağrı@örnek.com.tr', m.emailInvalid],
  ['', requiredMessage],
]
const lettersDigitsSpaces = (requiredMessage: string): Case[] => [
  ['Ayşe Gül', null],
  ['ğüşıöçĞÜŞİÖÇ 123', null],
  ['Çağrı Öztürk 2', null],
  ['I\u0307stanbul', null], // decomposed İ
  ["O'Neil", m.specialCharacters],
  ['Ali!', m.specialCharacters],
  ['Ali-Veli', m.specialCharacters],
  ['Ali\tVeli', m.invalidCharacters], // a TAB is a control character in a one-line field (decision 021)
  ['', requiredMessage],
  ['   ', requiredMessage],
]
const tcknCases: Case[] = [
  ['10000000146', null],
  ['12345678950', null],
  ['19090909018', null], // d10 needs the non-negative modulo
  ['1000000014', m.tcknTooShort],
  ['12345', m.tcknTooShort],
  ['100000001460', m.tcknInvalid],
  ['10000000147', m.tcknInvalid],
  ['10000000156', m.tcknInvalid],
  ['00000000000', m.tcknInvalid],
  ['1000000014a', m.digitsOnly],
  ['1000000014 6', m.digitsOnly],
  ['-1000000014', m.digitsOnly],
]

const cases: Record<PresetName, Case[]> = {
  'phone.contact': phoneCases(m.phoneRequiredContact),
  'phone.call': phoneCases(m.phoneRequired),
  'phone.general': phoneCases(m.phoneRequired),
  'phone.sms': phoneCases(m.phoneRequiredSms),
  plate: [
    ['34 A 1234', null],
    ['34 A 12345', null],
    ['06 AB 123', null],
    ['06 AB 1234', null],
    ['35ABC12', null],
    ['35ABC123', null],
    ['34 abc 123', null],
    ['01A1234', null],
    ['81 ZZ 999', null],
    ['  34 ab 1234 ', null],
    ['  34\tab 1234 ', m.invalidCharacters], // a TAB is a control character in a one-line field (decision 021)
    ['00 A 1234', m.plateInvalid],
    ['82 AB 123', m.plateInvalid],
    ['34 ABCD 12', m.plateInvalid],
    ['34 A 123', m.plateInvalid],
    ['34 AB 12345', m.plateInvalid],
    ['34 AB 12', m.plateInvalid],
    ['34 ABC 1', m.plateInvalid],
    ['34 ABC 1234', m.plateInvalid],
    ['3 A 1234', m.plateInvalid],
    ['34 Ç 1234', m.plateInvalid],
    ['34 A 1234 X', m.plateInvalid],
    ['', m.plateRequired],
    ['   ', m.plateRequired],
  ],
  smsCode: [
    ['1234', null],
    ['0000', null],
    ['123', m.smsCodeMinLength],
    ['1', m.smsCodeMinLength],
    ['12345', m.smsCodeMaxLength],
    ['12a4', m.digitsOnly],
    ['ab', m.digitsOnly],
    ['12 34', m.digitsOnly],
    ['', m.smsCodeRequired],
  ],
  'password.register': [
    ['Abcdef1!', null],
    ['Şifre12.', null],
    ['çğışöü1Ğ?', null],
    ['İstanbul1*', null],
    ['Abcde1!', m.passwordMinLength],
    ['abcdefg1!', m.passwordComplexityRegister],
    ['ABCDEFG1!', m.passwordComplexityRegister],
    ['Abcdefgh!', m.passwordComplexityRegister],
    ['Abcdefg1', m.passwordComplexityRegister],
    ['Abc defg1', m.passwordComplexityRegister], // whitespace is not a symbol
    ['ĞÜŞİÖÇ12!', m.passwordComplexityRegister],
    ['ğüşıöç12!', m.passwordComplexityRegister],
    ['', m.passwordRequiredRegister],
    ['        ', m.passwordRequiredRegister],
  ],
  'password.registerConfirm': [
    ['Abcdef1!', null, { password: 'Abcdef1!' }],
    ['Abcdef1?', m.passwordMismatchRegister, { password: 'Abcdef1!' }],
    ['abcdef1!', m.passwordMismatchRegister, { password: 'Abcdef1!' }],
    ['Abcdef1!', m.passwordMismatchRegister, {}],
    ['', m.passwordRequiredRegister, { password: 'Abcdef1!' }],
  ],
  'password.variant': [
    ['Abcdefg1', null],
    ['Ğüşıöç12', null],
    [pw50, null],
    ['Abcdef1', m.passwordMinLength],
    ['abcdefg1', m.passwordComplexity],
    ['ABCDEFG1', m.passwordComplexity],
    ['Abcdefgh', m.passwordComplexity],
    ['ĞÜŞİÖÇ12', m.passwordComplexity],
    ['ğüşıöçı1', m.passwordComplexity],
    [pw51, m.passwordMaxLength],
    [`${'A'.repeat(51)}`, m.passwordComplexity],
    ['', m.passwordRequired],
  ],
  'password.reset': [
    ['Abcdefg1', null],
    ['Çiçekli9', null],
    ['Abcdef1', m.passwordMinLength],
    ['abcdefg1', m.passwordComplexity],
    ['', m.passwordRequired],
  ],
  'password.resetHint': [
    ['Abcdefg1', null],
    ['', null],
    ['Abcdef1', m.passwordMinLength],
    ['abcdefgh', m.passwordComplexity],
  ],
  'password.resetRepeat': [
    ['Abcdefg1', null, { password: 'Abcdefg1' }],
    ['Abcdefg2', m.passwordMismatchReset, { password: 'Abcdefg1' }],
    ['', m.passwordRequired, { password: 'Abcdefg1' }],
  ],
  'register.terms': [
    [true, null],
    ['true', null],
    ['on', null],
    [false, m.termsRequired],
    ['false', m.termsRequired],
    ['', m.termsRequired],
    [undefined, m.termsRequired],
    [null, m.termsRequired],
    [1, m.termsRequired],
  ],
  'register.companyName': requiredOnly('Turuncu Garaj A.Ş.', m.companyNameRequired),
  'register.taxOffice': [
    ['Kadıköy', null],
    ['Büyük Mükellefler 2', null],
    ['ÇANKAYA', null],
    ['Kadıköy/İstanbul', m.specialCharacters],
    ['Çankaya-1', m.specialCharacters],
    ['', m.taxOfficeRequired],
  ],
  'register.taxNumber': [
    ['1234567890', null], // a VKN with its check digit
    ['1234567891', m.taxNumberInvalid], // a wrong VKN check digit
    ['10000000146', null], // a valid TCKN
    ['12345678901', m.taxNumberInvalid], // 11 digits failing the TCKN rule
    ['123456789', m.taxNumberLength],
    ['123456789012', m.taxNumberLength],
    ['12345abcde', m.digitsOnly],
    ['123 4567890', m.digitsOnly],
    ['', m.taxNumberRequired],
  ],
  'contact.name': requiredOnly('Ayşe', m.contactNameRequired),
  'contact.surname': requiredOnly('Öztürk', m.contactSurnameRequired),
  'contact.email': [
    ['ali@example.com', null],
    ['not an e-mail', null], // the contact form checks presence only
    ['', m.contactEmailRequired],
  ],
  'contact.subject': requiredOnly('ilan', m.contactSubjectRequired),
  'contact.requestType': requiredOnly('öneri', m.contactRequestTypeRequired),
  'contact.message': requiredOnly('Merhaba, aracınız hâlâ satılık mı?', m.contactMessageRequired),
  'contact.captcha': requiredOnly('captcha-token', m.contactCaptchaRequired),
  'call.name': lettersDigitsSpaces(m.valueRequired),
  'call.surname': lettersDigitsSpaces(m.valueRequired),
  'call.email': strictEmailCases(m.emailRequired),
  'call.topic': requiredOnly('ekspertiz', m.callTopicRequired),
  'login.captcha': requiredOnly('captcha-token', m.loginCaptchaRequired),
  'email.general': strictEmailCases(m.emailRequired),
  'email.loose': [
    ['a@b.c', null],
    ['çağrı@örnek.com.tr', null],
    ['ali@example.com', null],
    [validEmail320, null],
    [validEmail321, m.emailInvalid],
    ['ali@example', m.emailInvalid],
    ['ali veli@example.com', m.emailInvalid],
    ['a@@b.c', m.emailInvalid],
    ['@b.c', m.emailInvalid],
    ['a@b.', m.emailInvalid],
    ['', m.emailRequired],
  ],
  'text.generic': lettersDigitsSpaces(m.valueRequired),
  tckn: [...tcknCases, ['', m.tcknRequired], [undefined, m.tcknRequired]],
  'tckn.optional': [...tcknCases, ['', null], [undefined, null], [null, null]],
  numeric: [
    ['0', null],
    ['1234567890', null],
    [42, null],
    ['', null],
    ['12a', m.digitsOnly],
    ['1.5', m.digitsOnly],
    ['-1', m.digitsOnly],
    ['١٢٣', m.digitsOnly], // Arabic-Indic digits are not accepted
  ],
  announcementNo: [
    ['123456789', null],
    ['ABC-123', null],
    ['', m.announcementNoRequired],
    [' ', m.announcementNoRequired],
    [null, m.announcementNoRequired],
  ],
}

t.test('every preset has a table with valid and invalid inputs', async (t) => {
  t.same(Object.keys(cases).sort(), [...PRESET_NAMES].sort())
  t.same(Object.keys(presets).sort(), [...PRESET_NAMES].sort())
  for (const name of PRESET_NAMES) {
    t.ok(cases[name].some(([, expected]) => expected === null), `${name} has a valid case`)
    t.ok(cases[name].some(([, expected]) => expected !== null), `${name} has an invalid case`)
  }
})

for (const name of PRESET_NAMES) {
  t.test(`preset ${name}`, async (t) => {
    for (const [input, expected, others] of cases[name]) {
      const label = `${JSON.stringify(input)} -> ${JSON.stringify(expected)}`
      t.equal(validateValue(input, [{ type: 'preset', name }], others ?? {}), expected, label)
      t.equal(validateValue(input, presets[name], others ?? {}), expected, `${label} (inline rules)`)
    }
  })
}

t.test('presets with recommended normalisers give the same verdicts through validateValues', async (t) => {
  for (const name of PRESET_NAMES) {
    const normalisers = presetNormalisers[name]
    if (!normalisers) continue
    for (const [input, expected, others] of cases[name]) {
      // Trimming legitimately rescues leading-space e-mails; those rows are not about normalisation.
      if (typeof input === 'string' && input !== input.trim() && normalisers.includes('trim')) continue
      // A value the normaliser empties (e.g. 'telefon' -> '') is reported as missing instead.
      if (typeof input === 'string' && input.trim() !== '' && normalise(input, normalisers) === '') continue
      const { errors } = validateValues([{ name: 'f', rules: presets[name], normalisers: [...normalisers] }], {
        ...others,
        f: input,
      })
      t.equal(errors[0]?.message ?? null, expected, `${name}: ${JSON.stringify(input)}`)
    }
  }
})

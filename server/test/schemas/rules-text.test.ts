// The shared rules module's text checks (issue 12 findings 6 and 7, decision 021): refused
// characters in every field, phones written only with digits, spaces and + ( ) -, and allocated
// mobile prefixes. Pure: the renderer runs the same functions.
import t from 'tap'
import {
  DEFAULT_MOBILE_PREFIXES,
  fieldSpecOf,
  isAllocatedMobile,
  isPhoneText,
  isPlainText,
  messages as m,
  normalise,
  textCharactersError,
  validateValue,
  validateValues,
} from '../../schemas/rules/index.js'

// One sample of every refused class.
const REFUSED: Array<[string, string]> = [
  ['NUL', '\u0000'], ['SOH', '\u0001'], ['BS', '\u0008'], ['VT', '\u000b'], ['FF', '\u000c'], ['ESC', '\u001b'], ['US', '\u001f'],
  ['DEL', '\u007f'], ['C1 PAD', '\u0080'], ['C1 NEL', '\u0085'], ['C1 APC', '\u009f'],
  ['LRE', '\u202a'], ['RLE', '\u202b'], ['PDF', '\u202c'], ['LRO', '\u202d'], ['RLO', '\u202e'],
  ['LRI', '\u2066'], ['RLI', '\u2067'], ['FSI', '\u2068'], ['PDI', '\u2069'],
  ['lone high surrogate', '\ud800'], ['lone low surrogate', '\udfff'],
]
const LINE_BREAKS: Array<[string, string]> = [['TAB', '\t'], ['LF', '\n'], ['CR', '\r'], ['CRLF', '\r\n']]
const ALLOWED = [
  'Ayşe Öztürk', 'ÇĞİÖŞÜçğıöşü', 'I\u0307stanbul', '😀🚗', '👩‍👩‍👧', '🇹🇷', 'a\u00a0b', 'a\u200bb', 'a\u200eb', "O'Neil <b>&amp;", 'مرحبا', 'x'.repeat(5000), '',
]

t.test('isPlainText refuses every class in one-line and multi-line text, wherever it sits', async (t) => {
  for (const [name, ch] of REFUSED) {
    for (const text of [ch, `Ali${ch}`, `${ch}Ali`, `Al${ch}i`]) {
      t.notOk(isPlainText(text), `${name} in ${JSON.stringify(text)}`)
      t.notOk(isPlainText(text, true), `${name} in multi-line ${JSON.stringify(text)}`)
    }
  }
  t.notOk(isPlainText('\udc00\ud800'), 'a low then a high surrogate is two lone ones')
  t.notOk(isPlainText('😀'.slice(0, 1)), 'half an emoji')
  for (const [name, ch] of LINE_BREAKS) {
    t.notOk(isPlainText(`Ali${ch}Veli`), `${name} in one line`)
    t.ok(isPlainText(`Ali${ch}Veli`, true), `${name} in multi-line text`)
  }
  for (const text of ALLOWED) {
    t.ok(isPlainText(text), `allowed: ${JSON.stringify(text.slice(0, 20))}`)
    t.ok(isPlainText(text, true), `allowed in multi-line: ${JSON.stringify(text.slice(0, 20))}`)
  }
})

t.test('validateValue refuses before any rule; whitespace-only text is left to required', async (t) => {
  t.equal(validateValue('Ali\u0000', undefined, {}), m.invalidCharacters, 'a field without rules')
  t.equal(validateValue('Ali\u202e', [{ type: 'preset', name: 'text.generic' }], {}), m.invalidCharacters, 'before the field’s own rule')
  t.equal(validateValue('Ali\nVeli', undefined, {}), m.invalidCharacters)
  t.equal(validateValue('Ali\nVeli', undefined, {}, { multiline: true }), null)
  t.equal(validateValue(' \t\n ', [{ type: 'required', message: 'r' }], {}), 'r', 'blank is missing, not malformed')
  t.equal(validateValue(' \t ', undefined, {}), null, 'blank optional field')
  t.equal(validateValue(true, [{ type: 'mustBeTrue', message: 'x' }], {}), null, 'booleans have no characters')
  t.equal(textCharactersError(null), null)
  t.equal(textCharactersError(5), null)
  t.equal(m.invalidCharacters, 'Geçersiz karakter içeriyor.')
})

t.test('validateValues checks the raw text of every declared field before its normalisers', async (t) => {
  const fields = [
    { name: 'code', normalisers: ['digitsOnly' as const], rules: [{ type: 'preset' as const, name: 'smsCode' as const }] },
    { name: 'plate', normalisers: ['plateTR' as const], rules: [{ type: 'preset' as const, name: 'plate' as const }] },
    { name: 'note' },
    { name: 'message', multiline: true },
  ]
  const { errors } = validateValues(fields, { code: '12\u000034', plate: '34 AB\t123', note: '\ud83d', message: 'a\u0085b', other: '\u0000' })
  t.same(errors, [
    { field: 'code', message: m.invalidCharacters },
    { field: 'plate', message: m.invalidCharacters },
    { field: 'note', message: m.invalidCharacters },
    { field: 'message', message: m.invalidCharacters },
  ], 'a normaliser that would strip the NUL does not hide it; undeclared keys are not checked')
  const good = validateValues(fields, { code: '12 34', plate: '34 ab 123', note: 'Not 😀', message: 'Satır 1\r\n\tSatır 2' })
  t.same(good.errors, [])
  t.equal(good.values.message, 'Satır 1\r\n\tSatır 2')
})

t.test('fieldSpecOf: every named descriptor field, multi-line only for a textarea', async (t) => {
  t.same(fieldSpecOf({ kind: 'textarea', id: 'message', name: 'message' }), { name: 'message', multiline: true })
  t.same(fieldSpecOf({ kind: 'textInput', id: 'name', name: 'name', normalisers: ['trim'] }), { name: 'name', normalisers: ['trim'] })
  t.same(fieldSpecOf({ kind: 'select', id: 'subject' }), { name: 'subject' }, 'the id when there is no name')
  const rules = [{ type: 'required' as const, message: 'r' }]
  t.same(fieldSpecOf({ kind: 'phone', id: 'p', name: 'phone', rules }), { name: 'phone', rules })
})

t.test('a phone is written with digits, spaces and + ( ) - only', async (t) => {
  for (const ok of ['5559000080', '0 (555) 900-00 80', '+90 555 900 00 80', '+90\u00a0555\u00a0900\u00a00080', '', '  ']) {
    t.ok(isPhoneText(ok), JSON.stringify(ok))
    t.equal(validateValue(ok.trim() ? ok : '5559000080', [{ type: 'phoneTR', message: 'ph' }], {}), null, `phoneTR accepts ${JSON.stringify(ok)}`)
  }
  for (const bad of ['abc5559000080', '5559000080\u0000', '555.900.00.80', '555/900 00 80', '555_9000080', '٥٥٥٩٠٠٠٠٨٠', '555 900 00 80 dahili 12', '5559000080\t']) {
    t.notOk(isPhoneText(bad), JSON.stringify(bad))
    t.equal(normalise(bad, ['phoneTR']), bad, `the phoneTR normaliser leaves ${JSON.stringify(bad)} as it is`)
    t.equal(validateValue(bad, [{ type: 'phoneTR', message: 'ph' }], {}), bad.includes('\u0000') || bad.includes('\t') ? m.invalidCharacters : 'ph', `refused: ${JSON.stringify(bad)}`)
    t.same(validateValues([{ name: 'phone', normalisers: ['phoneTR'], rules: [{ type: 'preset', name: 'phone.sms' }] }], { phone: bad }).errors.length, 1)
  }
  t.equal(validateValue('abc5559000080', [{ type: 'preset', name: 'phone.contact' }], {}), m.phoneInvalid, 'with the spec’s message')
  t.equal(normalise(' +90 (555) 900-00-80 ', ['phoneTR']), '5559000080', 'a phone is still normalised')
})

t.test('allocated mobile prefixes', async (t) => {
  const expected = ['501', '505', '506', '507']
  for (let p = 530; p <= 559; p++) expected.push(String(p))
  expected.push('561')
  t.same([...DEFAULT_MOBILE_PREFIXES], expected, 'the default: 501, 505-507, 530-559, 561')
  t.ok(Object.isFrozen(DEFAULT_MOBILE_PREFIXES))
  const table: Array<[string, boolean]> = [
    ['5009000080', false], ['5019000080', true], ['5029000080', false], ['5049000080', false], ['5059000080', true],
    ['5079000080', true], ['5089000080', false], ['5299000080', false], ['5309000080', true], ['5599000080', true],
    ['5609000080', false], ['5619000080', true], ['5629000080', false], ['5999000080', false],
    ['2129000080', false], ['501900008', false], ['50190000801', false], ['501900008a', false],
  ]
  for (const [digits, ok] of table) t.equal(isAllocatedMobile(digits), ok, digits)
  t.equal(isAllocatedMobile('5209000080', ['520']), true, 'a configured list replaces the default')
  t.equal(isAllocatedMobile('5329000080', ['520']), false)
})

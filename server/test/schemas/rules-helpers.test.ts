import t from 'tap'
import {
  expandRules,
  formatPhoneTR,
  isEmptyValue,
  isTurkishMobile,
  isValidTckn,
  messages as m,
  normalise,
  normalisePhoneTR,
  normalisePlateTR,
  presets,
  validateValue,
  validateValues,
  type FieldValue,
  type Normaliser,
  type PresetName,
  type Rule,
} from '../../schemas/rules/index.js'

t.test('normalisePhoneTR', async (t) => {
  const table: [string, string][] = [
    ['+90 532 123 45 67', '5321234567'],
    ['+905321234567', '5321234567'],
    ['  +90 (532) 123-45-67', '5321234567'],
    ['0 (532) 123-4567', '5321234567'],
    ['05321234567', '5321234567'],
    ['5321234567', '5321234567'],
    ['532123456', '532123456'],
    ['+90 0532 123 45 67', '5321234567'],
    ['005321234567', '005321234567'], // '00' is a dialling prefix, not a trunk zero
    ['0', ''],
    ['', ''],
    ['telefon', ''],
    ['532 90 1234', '532901234'], // '90' inside the number is kept
  ]
  for (const [input, expected] of table) t.equal(normalisePhoneTR(input), expected, JSON.stringify(input))
  for (const [input] of table) {
    const once = normalisePhoneTR(input)
    t.equal(normalisePhoneTR(once), once, `idempotent on ${JSON.stringify(input)}`)
  }
})

t.test('normalisePlateTR', async (t) => {
  const table: [string, string][] = [
    ['34 A 1234', '34A1234'],
    ['34 abc 123', '34ABC123'],
    [' 06\tab 123 ', '06AB123'],
    ['34 ab 12345 678', '34AB12345'],
    ['34 istanbul', '34ISTANBU'], // plain upper-casing: 'i' -> 'I', not 'İ'
    ['', ''],
  ]
  for (const [input, expected] of table) t.equal(normalisePlateTR(input), expected, JSON.stringify(input))
})

t.test('formatPhoneTR, full and partial', async (t) => {
  const table: [string, string][] = [
    ['5321234567', '0 (532) 123-4567'],
    ['', ''],
    ['5', '0 (5'],
    ['53', '0 (53'],
    ['532', '0 (532'],
    ['5321', '0 (532) 1'],
    ['532123', '0 (532) 123'],
    ['5321234', '0 (532) 123-4'],
    ['532123456', '0 (532) 123-456'],
    ['53212345678', '0 (532) 123-4567'], // capped at 10 digits
    ['0', ''],
    ['05321234567', '0 (532) 123-4567'],
    ['+90 532 123 45 67', '0 (532) 123-4567'],
    ['0 (532) 123-4567', '0 (532) 123-4567'],
    ['0 (532) 12', '0 (532) 12'],
    ['0 (532', '0 (532'],
  ]
  for (const [input, expected] of table) t.equal(formatPhoneTR(input), expected, JSON.stringify(input))
})

t.test('isTurkishMobile', async (t) => {
  t.equal(isTurkishMobile('5321234567'), true)
  t.equal(isTurkishMobile('2121234567'), false)
  t.equal(isTurkishMobile('532123456'), false)
  t.equal(isTurkishMobile('53212345678'), false)
  t.equal(isTurkishMobile('05321234567'), false)
})

t.test('isValidTckn', async (t) => {
  for (const ok of ['10000000146', '12345678950', '98765432150', '11111111110', '19090909018']) {
    t.equal(isValidTckn(ok), true, ok)
  }
  const bad = ['', '1000000014', '100000001460', '10000000147', '10000000156', '00000000000', '01234567890', '1000000014a', ' 10000000146']
  for (const value of bad) t.equal(isValidTckn(value), false, JSON.stringify(value))
})

t.test('normalise', async (t) => {
  const table: [FieldValue, Normaliser[] | undefined, FieldValue][] = [
    ['  x  ', ['trim'], 'x'],
    ['a1-b2 c3', ['digitsOnly'], '123'],
    ['istanbul ığdır', ['upper'], 'İSTANBUL IĞDIR'], // Turkish casing for free text
    [' 0 (532) 123-4567 ', ['phoneTR'], '5321234567'],
    [' 34 ab 123 ', ['plateTR'], '34AB123'],
    ['  abc ', ['trim', 'upper'], 'ABC'],
    ['  abc ', undefined, '  abc '],
    ['  abc ', [], '  abc '],
    [true, ['trim'], true],
    [42, ['digitsOnly'], 42],
    [null, ['trim'], null],
    [undefined, ['phoneTR'], undefined],
  ]
  for (const [input, normalisers, expected] of table) {
    t.equal(normalise(input, normalisers), expected, `${JSON.stringify(input)} ${JSON.stringify(normalisers)}`)
  }
})

t.test('expandRules', async (t) => {
  t.same(expandRules(undefined), [])
  t.same(expandRules([]), [])
  const own: Rule = { type: 'maxLength', value: 3, message: 'x' }
  t.same(expandRules([own, { type: 'preset', name: 'numeric' }]), [own, ...presets.numeric])
  // Nested presets are expanded recursively.
  t.same(expandRules([{ type: 'preset', name: 'password.reset' }]), [
    { type: 'required', message: m.passwordRequired },
    ...presets['password.resetHint'],
  ])
  t.notOk(
    expandRules(Object.values(presets).flat()).some((r) => (r.type as string) === 'preset'),
    'no preset reference survives expansion',
  )
  for (const name of ['nope', 'toString', '__proto__', 'constructor']) {
    t.throws(() => expandRules([{ type: 'preset', name: name as PresetName }]), /Unknown rule preset/, name)
    t.throws(() => validateValue('x', [{ type: 'preset', name: name as PresetName }], {}), /Unknown rule preset/)
  }
})

t.test('presets are frozen', async (t) => {
  t.ok(Object.isFrozen(presets))
  t.ok(Object.isFrozen(presets.tckn))
  t.ok(Object.isFrozen(presets.tckn[0]))
  t.throws(() => (presets.numeric as Rule[]).push({ type: 'required', message: 'x' }))
})

t.test('validateValue semantics', async (t) => {
  const minMax: Rule[] = [
    { type: 'minLength', value: 2, message: 'min' },
    { type: 'maxLength', value: 3, message: 'max' },
  ]
  t.equal(validateValue('', minMax, {}), null, 'empty optional value skips rules')
  t.equal(validateValue('   ', minMax, {}), null, 'whitespace-only is empty')
  t.equal(validateValue(null, minMax, {}), null)
  t.equal(validateValue(undefined, minMax, {}), null)
  t.equal(validateValue('a', minMax, {}), 'min')
  t.equal(validateValue('abcd', minMax, {}), 'max')
  t.equal(validateValue('ab', minMax, {}), null)
  t.equal(validateValue('a', [{ type: 'required', message: 'r' }, ...minMax], {}), 'min', 'order is kept')
  t.equal(validateValue('abcd', [...minMax].reverse(), {}), 'max', 'stops at the first failure')
  t.equal(validateValue(undefined, undefined, {}), null)

  const required: Rule[] = [{ type: 'required', message: 'r' }]
  t.equal(validateValue(false, required, {}), 'r', 'required fails on false')
  t.equal(validateValue(true, required, {}), null)
  t.equal(validateValue(0, required, {}), null, '0 is a value')
  t.equal(validateValue(Number.NaN, required, {}), 'r')
  t.equal(isEmptyValue(false), false)

  t.equal(validateValue('abc', [{ type: 'lengthIn', values: [2, 4], message: 'len' }], {}), 'len')
  t.equal(validateValue('abcd', [{ type: 'lengthIn', values: [2, 4], message: 'len' }], {}), null)

  const server: Rule[] = [{ type: 'server', message: 's' }]
  t.equal(validateValue('anything', server, {}), null, 'server rules are ignored')

  const ci: Rule[] = [{ type: 'pattern', pattern: '^abc$', flags: 'i', message: 'p' }]
  t.equal(validateValue('ABC', ci, {}), null)
  t.equal(validateValue('ABD', ci, {}), 'p')
  for (const flags of ['g', 'y', 'm', 's', 'ii', 'iug']) {
    t.throws(() => validateValue('abc', [{ type: 'pattern', pattern: 'a', flags, message: 'p' }], {}), /flags/, flags)
  }
  // A stateful (g) RegExp would alternate results; the cache must stay stateless.
  for (let i = 0; i < 3; i++) t.equal(validateValue('abc', ci, {}), null)

  t.equal(validateValue('34ab123', [{ type: 'plateTR', message: 'pl' }], {}), null, 'plateTR accepts raw lower case')
  t.equal(validateValue('0 (532) 123-4567', [{ type: 'phoneTR', message: 'ph' }], {}), null)
})

t.test('equalsField', async (t) => {
  const rules: Rule[] = [{ type: 'equalsField', field: 'other', message: 'eq' }]
  t.equal(validateValue('a', rules, { other: 'a' }), null)
  t.equal(validateValue('a', rules, { other: 'b' }), 'eq')
  t.equal(validateValue('a', rules, {}), 'eq')
  t.equal(validateValue('', rules, { other: 'b' }), null, 'empty value skips equalsField')
  t.equal(validateValue('5', rules, { other: 5 }), null, 'compares text forms')
  const proto: Rule[] = [{ type: 'equalsField', field: 'constructor', message: 'eq' }]
  t.equal(validateValue('function Object() { [native code] }', proto, {}), 'eq', 'prototype is not read')
  // Through validateValues the comparison sees normalised values.
  const { errors } = validateValues(
    [
      { name: 'phone', normalisers: ['phoneTR'] },
      { name: 'phoneAgain', normalisers: ['phoneTR'], rules: [{ type: 'equalsField', field: 'phone', message: 'eq' }] },
    ],
    { phone: '0 (532) 123-4567', phoneAgain: '+90 532 123 45 67' },
  )
  t.same(errors, [])
})

t.test('mustBeTrue', async (t) => {
  const rules: Rule[] = [{ type: 'mustBeTrue', message: 'mbt' }]
  const table: [FieldValue, string | null][] = [
    [true, null],
    ['true', null],
    ['on', null],
    [false, 'mbt'],
    [undefined, 'mbt'],
    [null, 'mbt'],
    ['', 'mbt'],
    ['false', 'mbt'],
    ['yes', 'mbt'],
    [1, 'mbt'],
  ]
  for (const [input, expected] of table) t.equal(validateValue(input, rules, {}), expected, JSON.stringify(input))
})

t.test('validateValues', async (t) => {
  const fields = [
    { name: 'name', rules: [{ type: 'preset', name: 'call.name' }], normalisers: ['trim'] },
    { name: 'phone', rules: [{ type: 'preset', name: 'phone.call' }], normalisers: ['phoneTR'] },
    { name: 'plate', rules: [{ type: 'preset', name: 'plate' }], normalisers: ['plateTR'] },
    { name: 'email', rules: [{ type: 'preset', name: 'call.email' }], normalisers: ['trim'] },
    { name: 'password', rules: [{ type: 'preset', name: 'password.register' }] },
    { name: 'passwordConfirm', rules: [{ type: 'preset', name: 'password.registerConfirm' }] },
    { name: 'terms', rules: [{ type: 'preset', name: 'register.terms' }] },
    { name: 'promotion' },
    { name: 'tckn', rules: [{ type: 'preset', name: 'tckn.optional' }], normalisers: ['trim'] },
  ] satisfies { name: string; rules?: Rule[]; normalisers?: Normaliser[] }[]

  const good = validateValues(fields, {
    name: '  Şükrü Öztürk ',
    phone: '+90 532 123 45 67',
    plate: '34 abc 123',
    email: ' ali@example.com ',
    password: 'Güçlü1!x',
    passwordConfirm: 'Güçlü1!x',
    terms: true,
    promotion: false,
    extra: 'kept',
  })
  t.same(good.errors, [])
  t.same(good.values, {
    name: 'Şükrü Öztürk',
    phone: '5321234567',
    plate: '34ABC123',
    email: 'ali@example.com',
    password: 'Güçlü1!x',
    passwordConfirm: 'Güçlü1!x',
    terms: true,
    promotion: false,
    extra: 'kept',
  })
  t.notOk(Object.hasOwn(good.values, 'tckn'), 'absent fields are not invented')

  const bad = validateValues(fields, {
    name: 'Ali!',
    phone: '532 123 45',
    plate: '82 AB 123',
    email: 'ali@',
    password: 'abc',
    passwordConfirm: 'abd',
    terms: false,
    tckn: '10000000147',
  })
  t.same(bad.errors, [
    { field: 'name', message: m.specialCharacters },
    { field: 'phone', message: m.phoneInvalid },
    { field: 'plate', message: m.plateInvalid },
    { field: 'email', message: m.emailInvalid },
    { field: 'password', message: m.passwordMinLength },
    { field: 'passwordConfirm', message: m.passwordMismatchRegister },
    { field: 'terms', message: m.termsRequired },
    { field: 'tckn', message: m.tcknInvalid },
  ])
  t.equal(bad.values.phone, '53212345')

  const empty = validateValues(fields, {})
  t.same(
    empty.errors.map((e) => e.field),
    ['name', 'phone', 'plate', 'email', 'password', 'passwordConfirm', 'terms'],
    'every failing field is listed, optional ones are not',
  )
  t.same(empty.values, {})

  // Letters are not a phone number (decision 021): the phone normaliser keeps them, so the field is
  // wrong, not missing.
  t.same(validateValues([fields[1]!], { phone: 'telefon' }).errors, [{ field: 'phone', message: m.phoneInvalid }])

  // One message per field even when a name is declared twice: the first spec wins.
  t.same(
    validateValues(
      [
        { name: 'a', rules: [{ type: 'required', message: 'first' }] },
        { name: 'a', rules: [{ type: 'required', message: 'second' }] },
      ],
      {},
    ).errors,
    [{ field: 'a', message: 'first' }],
  )

  // A '__proto__' key stays an own data property and does not touch the prototype.
  const hostile = JSON.parse('{"__proto__": " x ", "a": " y "}') as Record<string, FieldValue>
  const res = validateValues([{ name: '__proto__', normalisers: ['trim'] }], hostile)
  t.equal(Object.getPrototypeOf(res.values), Object.prototype)
  t.equal(Object.getOwnPropertyDescriptor(res.values, '__proto__')?.value, 'x')
  t.equal(res.values.a, ' y ')

  const input = { name: ' x ' }
  validateValues([{ name: 'name', normalisers: ['trim'] }], input)
  t.same(input, { name: ' x ' }, 'input is not mutated')
})

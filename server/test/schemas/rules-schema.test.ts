import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { Value } from 'typebox/value'
import { NormaliserSchema, RuleSchema, RulesSchema } from '../../schemas/rules/rule-schema.js'
import {
  NORMALISER_NAMES,
  PRESET_NAMES,
  messages,
  presetNormalisers,
  presets,
  type Normaliser,
  type PresetName,
  type Rule,
} from '../../schemas/rules/index.js'

// Compile-time: the schema-derived types are exactly the documented API.
type Expected =
  | { type: 'required'; message: string }
  | { type: 'minLength'; value: number; message: string }
  | { type: 'maxLength'; value: number; message: string }
  | { type: 'lengthIn'; values: number[]; message: string }
  | { type: 'pattern'; pattern: string; flags?: string; message: string }
  | { type: 'digitsOnly'; message: string }
  | { type: 'phoneTR'; message: string }
  | { type: 'plateTR'; message: string }
  | { type: 'tckn'; message: string; tooShort: string; tooLong: string; digitsOnly: string }
  | { type: 'email'; mode: 'strict' | 'loose'; message: string }
  | { type: 'equalsField'; field: string; message: string }
  | { type: 'taxNumberTR'; message: string }
  | { type: 'mustBeTrue'; message: string }
  | { type: 'server'; message: string }
  | { type: 'preset'; name: PresetName }
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const ruleTypeMatches: Equal<Rule, Expected> = true
const normaliserTypeMatches: Equal<Normaliser, 'phoneTR' | 'plateTR' | 'digitsOnly' | 'trim' | 'upper'> = true

t.test('schema-derived types match the API', async (t) => {
  t.ok(ruleTypeMatches && normaliserTypeMatches)
})

t.test("every preset's rules pass RuleSchema", async (t) => {
  for (const name of PRESET_NAMES) {
    for (const rule of presets[name]) t.ok(Value.Check(RuleSchema, rule), `${name}: ${rule.type}`)
    t.ok(Value.Check(RulesSchema, presets[name]), name)
    // Rules travel as JSON: a round trip must keep them valid and identical.
    t.same(JSON.parse(JSON.stringify(presets[name])), presets[name])
  }
  for (const name of PRESET_NAMES) t.ok(Value.Check(RuleSchema, { type: 'preset', name }), `preset ref ${name}`)
  for (const [name, list] of Object.entries(presetNormalisers)) {
    for (const n of list ?? []) t.ok(Value.Check(NormaliserSchema, n), `${name}: ${n}`)
  }
  for (const n of NORMALISER_NAMES) t.ok(Value.Check(NormaliserSchema, n))
})

t.test('RuleSchema rejects malformed rules', async (t) => {
  const bad: unknown[] = [
    { type: 'required' },
    { type: 'required', message: '' },
    { type: 'required', message: 'x', extra: 1 },
    { type: 'minLength', message: 'x' },
    { type: 'minLength', value: -1, message: 'x' },
    { type: 'minLength', value: 1.5, message: 'x' },
    { type: 'lengthIn', values: [], message: 'x' },
    { type: 'pattern', pattern: 'a', flags: 'g', message: 'x' },
    { type: 'pattern', pattern: 'a', flags: 'iu', message: 'x', extra: true },
    { type: 'email', mode: 'medium', message: 'x' },
    { type: 'tckn', message: 'x', tooShort: 'y', tooLong: 'z' },
    { type: 'equalsField', field: '', message: 'x' },
    { type: 'preset', name: 'nope' },
    { type: 'preset', name: 'tckn', message: 'x' },
    { type: 'unknown', message: 'x' },
    'required',
    null,
  ]
  for (const rule of bad) t.notOk(Value.Check(RuleSchema, rule), JSON.stringify(rule))
  t.ok(Value.Check(RuleSchema, { type: 'pattern', pattern: 'a', flags: 'iu', message: 'x' }))
  t.ok(Value.Check(RuleSchema, { type: 'pattern', pattern: 'a', message: 'x' }))
  t.notOk(Value.Check(NormaliserSchema, 'lower'))
})

t.test('messages are verbatim spec texts', async (t) => {
  t.equal(messages.phoneInvalid, 'Geçersiz telefon numarası')
  t.equal(messages.passwordComplexityRegister, 'Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir simge içermelidir.')
  t.equal(messages.tcknInvalid, 'TCKN yanlış girilmiştir.')
  t.equal(messages.announcementNoRequired, 'Announcement No boş olmamalı')
  for (const [key, text] of Object.entries(messages)) {
    t.equal(text, text.trim(), `${key} has no stray whitespace`)
    t.ok(text.length > 0, key)
  }
})

t.test('the module is pure (browser and Node safe)', async (t) => {
  const dir = fileURLToPath(new URL('../../schemas/rules/', import.meta.url))
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'))
  t.ok(files.length >= 6, 'found the module files')
  for (const file of files) {
    const src = readFileSync(dir + file, 'utf8')
    for (const banned of [/\bnode:/, /\bprocess\b/, /\bdocument\b/, /\bwindow\b/, /\bBuffer\b/, /\beval\b/, /new Function/, /\brequire\(/, /from 'react'/]) {
      t.notMatch(src, banned, `${file} has no ${banned.source}`)
    }
    const lines = src.split('\n').length
    t.ok(lines < 250, `${file} is small (${lines} lines)`)
    if (file !== 'rule-schema.ts' && file !== 'index.ts') {
      t.notMatch(src, /^import (?!type )[^\n]*from 'typebox/m, `${file} imports typebox for types only`)
      // rule-schema.ts loads typebox at runtime; value-only imports from it would pull it in too.
      t.notMatch(src, /^import (?!type )[^\n]*'\.\/rule-schema\.js'/m, `${file} does not load rule-schema at runtime`)
    }
    t.notMatch(src, /from '\.{1,2}\/[^']*(?<!\.js)'/, `${file} uses .js relative imports`)
  }
})

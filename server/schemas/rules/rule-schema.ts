import Type, { type Static } from 'typebox'
import { NORMALISER_NAMES, PATTERN_FLAGS_SOURCE, PRESET_NAMES } from './constants.js'

// Rules travel as JSON (gateway -> renderer), so every shape is closed and
// checked before use.
const closed = { additionalProperties: false } as const
const Message = Type.String({ minLength: 1 })
const Length = Type.Integer({ minimum: 0 })

export const NormaliserSchema = Type.Enum(NORMALISER_NAMES)
export const PresetNameSchema = Type.Enum(PRESET_NAMES)

export const RuleSchema = Type.Union([
  Type.Object({ type: Type.Literal('required'), message: Message }, closed),
  Type.Object({ type: Type.Literal('minLength'), value: Length, message: Message }, closed),
  Type.Object({ type: Type.Literal('maxLength'), value: Length, message: Message }, closed),
  Type.Object(
    { type: Type.Literal('lengthIn'), values: Type.Array(Length, { minItems: 1 }), message: Message },
    closed,
  ),
  Type.Object(
    {
      type: Type.Literal('pattern'),
      pattern: Type.String(),
      flags: Type.Optional(Type.String({ pattern: PATTERN_FLAGS_SOURCE })),
      message: Message,
    },
    closed,
  ),
  Type.Object({ type: Type.Literal('digitsOnly'), message: Message }, closed),
  Type.Object({ type: Type.Literal('phoneTR'), message: Message }, closed),
  Type.Object({ type: Type.Literal('plateTR'), message: Message }, closed),
  Type.Object(
    {
      type: Type.Literal('tckn'),
      message: Message,
      tooShort: Message,
      tooLong: Message,
      digitsOnly: Message,
    },
    closed,
  ),
  Type.Object(
    {
      type: Type.Literal('email'),
      mode: Type.Union([Type.Literal('strict'), Type.Literal('loose')]),
      message: Message,
    },
    closed,
  ),
  Type.Object(
    { type: Type.Literal('equalsField'), field: Type.String({ minLength: 1 }), message: Message },
    closed,
  ),
  // A 10-digit VKN with its check digit or an 11-digit TCKN (spec §5.6's tax number).
  Type.Object({ type: Type.Literal('taxNumberTR'), message: Message }, closed),
  Type.Object({ type: Type.Literal('mustBeTrue'), message: Message }, closed),
  Type.Object({ type: Type.Literal('server'), message: Message }, closed),
  Type.Object({ type: Type.Literal('preset'), name: PresetNameSchema }, closed),
])

export const RulesSchema = Type.Array(RuleSchema)
export const NormalisersSchema = Type.Array(NormaliserSchema)

export type Rule = Static<typeof RuleSchema>
export type Normaliser = Static<typeof NormaliserSchema>
export type RuleType = Rule['type']
/** A rule after preset expansion: what validateValue actually evaluates. */
export type ConcreteRule = Exclude<Rule, { type: 'preset' }>

export type FieldValue = string | boolean | number | null | undefined

export interface FieldSpec {
  name: string
  rules?: Rule[]
  normalisers?: Normaliser[]
  /** May hold TAB, LF and CR (a textarea); every other control character is refused everywhere. */
  multiline?: boolean
}

export interface FieldError {
  field: string
  message: string
}

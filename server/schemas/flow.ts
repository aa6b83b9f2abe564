// A multi-step flow as data (design §8): steps in order, what each shows and owns, where its options
// come from, when it is skipped, and the route families that show it. Validated at boot and in a
// test (services/flows/definition.ts); no expression strings, only named guards and lists.
import Type, { type Static } from 'typebox'

const Slug = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9-]*$' })
const ScreenId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-zA-Z0-9-]*$' })
const FieldName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' })
const Label = Type.String({ minLength: 1, maxLength: 200 })
const AppPath = Type.String({ minLength: 2, maxLength: 100, pattern: '^(/[a-z][a-z0-9-]*)+$' })

/** Named option lists a step may draw from; the flow service maps each to a loader. */
export const OPTION_LISTS = [
  'catalog.years', 'catalog.brands', 'catalog.models', 'catalog.bodies', 'catalog.generations',
  'catalog.fuels', 'catalog.gears', 'catalog.versions', 'catalog.trims',
] as const
export type OptionListName = (typeof OPTION_LISTS)[number]

/** Named skip guards: `singleOption` picks and skips a step whose list has exactly one option. */
export const SKIP_GUARDS = ['singleOption'] as const
export type SkipGuard = (typeof SKIP_GUARDS)[number]

export const FlowStepSchema = Type.Object({
  id: Slug,
  screen: ScreenId,
  /** The progress phase the step belongs to (sell-wizard.md §3: Araç, Durum, Teklif, Randevu). */
  phase: Slug,
  /** Short label of the step's answer in the summary of choices ("Model yılı"). */
  summaryLabel: Type.Optional(Label),
  /** The answers (form field names) this step owns. */
  owns: Type.Array(FieldName, { minItems: 0, maxItems: 20 }),
  options: Type.Optional(Type.Object({
    list: Type.Enum(OPTION_LISTS),
    /** The owned field the list's values go to. */
    field: FieldName,
    /** Earlier answers the list depends on, in the order the loader takes them. */
    dependsOn: Type.Array(FieldName, { maxItems: 10 }),
    /** A value outside the list is refused with this message on the field. */
    message: Label,
  }, { additionalProperties: false })),
  skip: Type.Optional(Type.Array(Type.Enum(SKIP_GUARDS), { maxItems: 4 })),
}, { additionalProperties: false })

export const FlowFamilySchema = Type.Object({
  id: Slug,
  /** Where its steps live: `${path}/${step.id}`. */
  path: AppPath,
  /** 'paid': the minimal paid-traffic frame (blue progress bar, no distractions). */
  frame: Type.Union([Type.Literal('default'), Type.Literal('paid')]),
  /** The steps it shows itself; the rest continue in another family (`continueIn`). Absent = all. */
  lastStep: Type.Optional(Slug),
  continueIn: Type.Optional(Slug),
}, { additionalProperties: false })

export const FlowDefinitionSchema = Type.Object({
  id: Slug,
  version: Type.Integer({ minimum: 1 }),
  steps: Type.Array(FlowStepSchema, { minItems: 1, maxItems: 40 }),
  families: Type.Array(FlowFamilySchema, { minItems: 1, maxItems: 10 }),
  /** Extra entry paths showing a family's step, e.g. the landing /form/teklif-al/yil-sec. */
  landings: Type.Array(Type.Object({ path: AppPath, family: Slug, step: Slug }, { additionalProperties: false }), { maxItems: 10 }),
  /** Answers kept when going back (spec §4.11: vehicleId, numberPlate). */
  keepOnBack: Type.Array(FieldName, { maxItems: 10 }),
  /** Answers dropped by every back, whatever step owns them (spec §4.11: takeOffer, appointment). */
  dropOnBack: Type.Array(FieldName, { maxItems: 10 }),
  phases: Type.Array(Type.Object({ id: Slug, label: Label }, { additionalProperties: false }), { minItems: 1, maxItems: 10 }),
}, { additionalProperties: false })

export type FlowStep = Static<typeof FlowStepSchema>
export type FlowFamily = Static<typeof FlowFamilySchema>
export type FlowDefinition = Static<typeof FlowDefinitionSchema>

/** A stored answer: the value and the label the summary shows. */
export type AnswerValue = string | number | boolean | Record<string, string>

/**
 * A visitor's place in a flow (stored in the state Redis; design §8). `answers` holds every field
 * answered so far; `completed` the steps done, in order; `auto` the steps picked and skipped.
 */
export interface FlowState {
  revision: number
  family: string
  answers: Record<string, AnswerValue>
  labels: Record<string, string>
  completed: string[]
  auto: string[]
}

export const FlowStateSchema = Type.Object({
  revision: Type.Integer({ minimum: 0 }),
  family: Slug,
  answers: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Record(Type.String(), Type.String())])),
  labels: Type.Record(Type.String(), Type.String()),
  completed: Type.Array(Slug),
  auto: Type.Array(Slug),
}, { additionalProperties: false })

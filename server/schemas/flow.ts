// A multi-step flow as data (design §8): steps in order, what each shows and owns, where its options
// come from, when it is skipped, and the route families that show it. Validated at boot and in a
// test (services/flows/definition.ts); no expression strings, only named guards and lists.
import Type, { type Static } from 'typebox'
import { TrackActionSchema } from './screen.js'

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

/** An option of a step's list, resolved on the server from the catalog (design §3.5). */
export const FlowOptionSchema = Type.Object({
  value: Type.String({ maxLength: 200 }),
  label: Type.String({ maxLength: 200 }),
  hint: Type.Optional(Type.String({ maxLength: 200 })),
  imageUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  /** What the summary of choices shows once picked, when the label alone would not say ('Donanım: Bilmiyorum'). */
  summary: Type.Optional(Type.String({ maxLength: 200 })),
}, { additionalProperties: false })
export type FlowOption = Static<typeof FlowOptionSchema>

const StepLink = Type.Object({ step: Slug, path: Type.String({ maxLength: 200 }) }, { additionalProperties: false })

/** What differs per visitor in a step's answer `{ screen, state }` (design §3.7); never cached across visitors. */
export const StepStateSchema = Type.Object({
  flow: Slug,
  family: Slug,
  frame: Type.Union([Type.Literal('default'), Type.Literal('paid')]),
  step: Slug,
  path: Type.String({ maxLength: 200, description: 'Bu adımın adresi; tarayıcı bu adrese geçer' }),
  revision: Type.Integer({ minimum: 0, description: 'Gönderimde geri yollanır; başka sekmede değişmişse 409' }),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Record(Type.String(), Type.String())])),
  options: Type.Optional(Type.Object({ field: Type.String(), items: Type.Array(FlowOptionSchema) }, { additionalProperties: false })),
  progress: Type.Object({
    step: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 1 }),
    phases: Type.Array(Type.Object({
      id: Slug,
      label: Type.String(),
      status: Type.Union([Type.Literal('done'), Type.Literal('current'), Type.Literal('todo')]),
    }, { additionalProperties: false })),
  }, { additionalProperties: false }),
  back: Type.Optional(StepLink),
  summary: Type.Array(Type.Object({
    step: Slug,
    label: Type.String(),
    value: Type.String(),
    path: Type.String(),
    auto: Type.Optional(Type.Literal(true, { description: 'Tek seçenek olduğu için otomatik seçildi ve atlandı' })),
  }, { additionalProperties: false })),
  notice: Type.Optional(Type.String({ description: "Örn. 'Kaldığınız yerden devam ediyorsunuz.'" })),
  actions: Type.Optional(Type.Array(Type.Object({
    type: Type.Literal('openDialog'),
    screen: Type.String({ maxLength: 64 }),
  }, { additionalProperties: false }), { description: 'Adım tamamlanmadan önce istemcinin açacağı pencereler (ör. güvenlik doğrulaması)' })),
  track: Type.Optional(Type.Array(TrackActionSchema, {
    maxItems: 8,
    description: 'Yalnızca bir gönderimin yanıtında: istemcinin bir kez veri katmanına ekleyeceği olaylar (ör. randevu alındığında form_success); adımın ekranındaki next listesinden',
  })),
  offer: Type.Optional(Type.Unsafe<Record<string, unknown>>({ type: 'object', description: 'Ön teklif kartı (adım 11); biçimi OfferCard' })),
  hidden: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), {
    maxItems: 60,
    description: 'Bu ziyaretçiye gösterilmeyecek ekran düğümlerinin kimlikleri (ör. uzman değerlendirmesinde randevu düğmesi)',
  })),
  booking: Type.Optional(Type.Unsafe<Record<string, unknown>>({
    type: 'object', description: 'Randevu adımı (adım 12): randevu alınabilen iller ve şubeler; günler ve saatler GET /api/appointment/slots ile',
  })),
  appointment: Type.Optional(Type.Unsafe<Record<string, unknown>>({
    type: 'object', description: 'Randevu sonucu (adım 13): şube, adres ve harita bağlantısı, gün, saat, plaka, teklif ve geçerliliği, hazırlık listesi, değiştir/iptal bağlantısı',
  })),
  facts: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String(), Type.Number()]), {
    description: 'Adımın ekranının okuduğu önceki cevaplar (ör. km kontrolü için modelYear)',
  })),
  event: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]), {
    description: 'Spec §3 satış akışı olay verisi; istemci channel, source ve hash_id ekleyip izinle gönderir',
  })),
}, { additionalProperties: false })
export type StepState = Static<typeof StepStateSchema>

// The Screen descriptor: data the gateway sends and the generic renderer draws (design §3).
// Nesting is fixed at three levels (root → group → leaf) so the schema stays non-recursive and
// documents cleanly in OpenAPI; a wizard or dialog never needs deeper trees. Each leaf kind is its
// own closed object (a union discriminated by `kind`): a property of another kind is refused, and
// the web registry must name a component for every kind or it does not compile.
import Type, { type Static, type TProperties } from 'typebox'
import { NormaliserSchema, RuleSchema } from './rules/rule-schema.js'
import { LEAF_KINDS, type LeafKind } from './screen-kinds.js'

export { HEADER_KINDS, INPUT_KINDS, KIND_SINCE, LEAF_KINDS, RENDERER_VERSION, SEARCH_AFTER_OPTIONS, isLeafKind, type LeafKind } from './screen-kinds.js'
export const CONTAINER_KINDS = ['group', 'dialog', 'page'] as const
export type NodeKind = LeafKind | (typeof CONTAINER_KINDS)[number]

const closed = { additionalProperties: false } as const
const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-zA-Z0-9-]*$' })
const Label = Type.String({ minLength: 1, maxLength: 200 })
const Text = Type.String({ maxLength: 4000 })
const FieldName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' })
const AppPath = Type.String({ minLength: 1, maxLength: 300, pattern: '^/([^/].*)?$' })
const Placeholder = Type.String({ maxLength: 200 })
const AutoComplete = Type.String({ maxLength: 64 })
const MaxLength = Type.Integer({ minimum: 1, maximum: 10000 })
const Suffix = Type.String({ maxLength: 20 })

// Actions are typed objects (design §3.6) and follow-ups are lists, run in order (design §8). A
// `call` names an operationId; the gateway resolves it to method and url when it loads the
// descriptor, so the client never builds URLs from strings.
const ToastAction = Type.Object({
  type: Type.Literal('toast'),
  level: Type.Union([Type.Literal('success'), Type.Literal('error'), Type.Literal('info')]),
  title: Type.Optional(Label),
  message: Label,
}, closed)
const NavigateAction = Type.Object({
  type: Type.Literal('navigate'),
  to: AppPath,
  // query parameter name → form field name whose value fills it
  query: Type.Optional(Type.Record(Type.String(), FieldName)),
}, closed)
const OpenDialogAction = Type.Object({
  type: Type.Literal('openDialog'),
  screen: Id,
  // 'top' closes the dialog that runs the action first (a step done), 'all' every open dialog (a flow done).
  replace: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('all')])),
}, closed)
const CloseDialogAction = Type.Object({ type: Type.Literal('closeDialog') }, closed)
// A step of the flow the page runs; the page resolves it through the flow (never a guessed URL).
const GoToStepAction = Type.Object({ type: Type.Literal('goToStep'), step: Id }, closed)
const SubmitScreenAction = Type.Object({ type: Type.Literal('submitScreen') }, closed)
// Submits the screen that opened this dialog again with its values (the SMS dialog's resend).
const ResubmitParentAction = Type.Object({
  type: Type.Literal('resubmitParent'),
  /** Said once it is sent again, e.g. 'Telefonunuza sms tekrar gönderildi'. */
  message: Type.Optional(Label),
}, closed)
// Sends the values of the page that opened the dialog chain, plus this dialog's, to wherever that
// page submits (a wizard step whose answer needs an SMS code first).
const SubmitOpenerAction = Type.Object({ type: Type.Literal('submitOpener') }, closed)

// A data-layer event (spec §3, §7) the client pushes once, where the list runs: `form_success` in a
// form's success list (a screen's `next`, a call's `onSuccess`), so the gateway decides which
// successes count. In a wizard step's `next` it comes back with the submit's answer (state.track).
export const TrackActionSchema = Type.Object({
  type: Type.Literal('track'),
  event: Type.Literal('form_success'),
  /** The form that succeeded, as the data layer names it, e.g. 'customer-contact-form'. */
  form: Id,
}, closed)

export const SimpleActionSchema = Type.Union([
  ToastAction, NavigateAction, OpenDialogAction, CloseDialogAction, GoToStepAction, SubmitScreenAction, ResubmitParentAction, SubmitOpenerAction,
  TrackActionSchema,
])
export const ActionListSchema = Type.Array(SimpleActionSchema, { minItems: 1, maxItems: 8 })
export const CallActionSchema = Type.Object({
  type: Type.Literal('call'),
  operation: Type.String({ minLength: 1, maxLength: 100 }),
  // request body field → form field name
  body: Type.Optional(Type.Record(Type.String(), FieldName)),
  method: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  onSuccess: Type.Optional(ActionListSchema),
  onFailure: Type.Optional(ActionListSchema),
}, closed)
export const ActionSchema = Type.Union([SimpleActionSchema, CallActionSchema])

const OptionSchema = Type.Object({
  value: Type.String({ maxLength: 200 }),
  label: Label,
  hint: Type.Optional(Type.String({ maxLength: 200 })),
  imageUrl: Type.Optional(Type.String({ maxLength: 2048 })),
}, closed)
const Options = Type.Array(OptionSchema, { maxItems: 500 })

// A list loaded on demand (design §3.5), e.g. the contact form's parameter lists.
const RemoteOptionsSchema = Type.Object({
  operation: Type.String({ minLength: 1, maxLength: 100 }),
  body: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 200 }))),
  method: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  itemsPath: Type.String({ maxLength: 100 }),
  valueKey: Type.String({ maxLength: 64 }),
  labelKey: Type.String({ maxLength: 64 }),
  // Sends the signed-in customer's access token as a bearer header (spec §6: the call types).
  sendAccessToken: Type.Optional(Type.Boolean()),
}, closed)

// An operation the gateway resolves to method and url when it loads the descriptor.
const OperationRef = Type.Object({
  operation: Type.String({ minLength: 1, maxLength: 100 }),
  method: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
}, closed)

const ContractLinkSchema = Type.Object({
  contractTypeId: Type.Integer({ minimum: 1 }),
  linkText: Label,
}, closed)

const Variant = Type.Union([Type.Literal('primary'), Type.Literal('secondary'), Type.Literal('link')])
// Ties a button to the screen's countdown (spec §4.4: resend only at 0, confirm only above 0; in
// the authentication flows resend only when it is about to end: 'countdownEnding').
const EnabledWhen = Type.Union([Type.Literal('countdownDone'), Type.Literal('countdownRunning'), Type.Literal('countdownEnding')])

/** What every field kind has: the name its value is sent under, its label, hint and rules. */
const fieldProps = {
  name: FieldName,
  label: Type.Optional(Label),
  hint: Type.Optional(Type.String({ maxLength: 500 })),
  rules: Type.Optional(Type.Array(RuleSchema, { maxItems: 20 })),
  normalisers: Type.Optional(Type.Array(NormaliserSchema, { maxItems: 5 })),
}

// Each kind's own properties. A fallback (below) is a whole node of an older kind built from these.
const KIND_PROPS = {
  heading: { text: Label, level: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })) },
  // May be empty: the fallback of a kind whose older clients draw the same thing themselves.
  text: { text: Text },
  textInput: {
    ...fieldProps, placeholder: Type.Optional(Placeholder), defaultValue: Type.Optional(Type.String({ maxLength: 2000 })),
    maxLength: Type.Optional(MaxLength), autoComplete: Type.Optional(AutoComplete), suffix: Type.Optional(Suffix),
  },
  textarea: {
    ...fieldProps, placeholder: Type.Optional(Placeholder), defaultValue: Type.Optional(Type.String({ maxLength: 4000 })), maxLength: Type.Optional(MaxLength),
    rows: Type.Optional(Type.Object({ min: Type.Integer({ minimum: 3, maximum: 6 }), max: Type.Integer({ minimum: 3, maximum: 6 }) }, closed)),
  },
  select: {
    ...fieldProps, placeholder: Type.Optional(Placeholder), options: Type.Optional(Options), remoteOptions: Type.Optional(RemoteOptionsSchema),
    action: Type.Optional(ActionSchema),
  },
  // A pick may run an action (a wizard step advancing on a tap); options may come with the step's state.
  tileSelect: { ...fieldProps, options: Type.Optional(Options), action: Type.Optional(ActionSchema) },
  yearGrid: {
    ...fieldProps, options: Type.Optional(Options), action: Type.Optional(ActionSchema),
    years: Type.Optional(Type.Object({ from: Type.Integer({ minimum: 1950, maximum: 2100 }), to: Type.Integer({ minimum: 1950, maximum: 2100 }) }, closed)),
  },
  phone: { ...fieldProps, placeholder: Type.Optional(Placeholder), autoComplete: Type.Optional(AutoComplete) },
  plate: { ...fieldProps, placeholder: Type.Optional(Placeholder), autoComplete: Type.Optional(AutoComplete), maxLength: Type.Optional(MaxLength) },
  number: {
    ...fieldProps, placeholder: Type.Optional(Placeholder), autoComplete: Type.Optional(AutoComplete), maxLength: Type.Optional(MaxLength),
    suffix: Type.Optional(Suffix),
    /**
     * A soft check that never blocks: the value per year since a year the step's state gives in
     * `facts` (the car's model year), outside [min, max], shows `message` (step 10's km:
     * 'Kilometreyi kontrol eder misiniz?' above 60.000 or below 1.000 km a year).
     */
    perYear: Type.Optional(Type.Object({
      since: FieldName,
      min: Type.Integer({ minimum: 0 }),
      max: Type.Integer({ minimum: 1 }),
      message: Label,
    }, closed)),
  },
  checkbox: { ...fieldProps, defaultValue: Type.Optional(Type.Boolean()), contract: Type.Optional(ContractLinkSchema) },
  smsCode: {
    ...fieldProps, placeholder: Type.Optional(Placeholder), autoComplete: Type.Optional(AutoComplete),
    countdownSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600 })),
  },
  // The action runs when the challenge is solved.
  captcha: { ...fieldProps, action: Type.Optional(ActionSchema) },
  submit: { label: Label, variant: Type.Optional(Variant), action: ActionSchema, enabledWhen: Type.Optional(EnabledWhen) },
  // A button that runs its action without submitting, or opens its contract text.
  link: {
    label: Type.Optional(Label), variant: Type.Optional(Variant), action: Type.Optional(ActionSchema),
    contract: Type.Optional(ContractLinkSchema), enabledWhen: Type.Optional(EnabledWhen),
  },
  panelDamage: { ...fieldProps },
  offerCard: {},
  // Tiles with a search box once the list is long (SEARCH_AFTER_OPTIONS); the copy is the step's own.
  searchList: {
    ...fieldProps, options: Type.Optional(Options), action: Type.Optional(ActionSchema),
    search: Type.Object({
      label: Label,
      placeholder: Type.Optional(Placeholder),
      /** Shown when nothing matches, e.g. 'Aradığınız marka bulunamadı.' */
      emptyText: Label,
      /** Announced politely as the list narrows; `{n}` is the number of matches. */
      countText: Type.String({ minLength: 1, maxLength: 200, pattern: '\\{n\\}' }),
    }, closed),
  },
  // A small fixed choice (Yok / Var / Bilmiyorum) drawn as one row of radio buttons.
  segmented: { ...fieldProps, options: Type.Array(OptionSchema, { minItems: 2, maxItems: 6 }) },
  // The wizard's frame, drawn from the visitor's state: phases, 'Adım n/13', bar, summary, Back.
  progressHeader: {
    label: Label,
    /** Before n/total for screen readers: 'Adım' → 'Adım 3/13'. */
    stepText: Label,
    summaryLabel: Label,
    /** A summary chip's accessible name: `{label}`, `{value}` are the chip's. */
    changeText: Type.String({ minLength: 1, maxLength: 200, pattern: '\\{value\\}' }),
    backLabel: Label,
  },
  // Step 12's İl → Şube → day strip → slot chips (decision 033). The node's field is the slot
  // ('HH:mm'); `parts` names the fields it also fills, each a leaf of an older kind in the same
  // screen (what a client without this kind draws instead); a client that draws it hides them.
  slotPicker: {
    ...fieldProps,
    parts: Type.Object({ city: FieldName, branch: FieldName, date: FieldName }, closed),
    /** The branch-day's strip and slots (GET, query branchId and date). */
    slots: OperationRef,
    /** Holds the chosen seat (POST { city, branch, date, slot }); none: a choice is only kept in the form. */
    hold: Type.Optional(OperationRef),
    cityLabel: Label,
    branchLabel: Label,
    dateLabel: Label,
    /** Shown while no branch is chosen, or when a day has no free slot. */
    chooseBranchText: Label,
    noSlotsText: Label,
    loadingText: Label,
  },
  // Step 13's booking, drawn from the state's `appointment`; the copy is the descriptor's.
  appointmentCard: {
    labels: Type.Object({
      reference: Label, date: Label, time: Label, branch: Label, address: Label, plate: Label, offer: Label,
    }, closed),
    mapText: Label,
    calendarText: Label,
    manageText: Label,
    checklistTitle: Label,
  },
} satisfies Record<LeafKind, TProperties>

function node<K extends LeafKind, P extends TProperties>(kind: K, props: P) {
  return Type.Object({ kind: Type.Literal(kind), ...props }, closed)
}
/**
 * A node shown only while another field holds one of some values (the tramer amount while tramer is
 * 'var'). The gateway applies it too: a hidden field's rules are not checked and its value is
 * dropped, so a client that draws every node (an older one) loses nothing and sends nothing extra.
 */
export const ShowWhenSchema = Type.Object({
  field: FieldName,
  equals: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 20 }),
}, closed)
const base = { id: Id, blocking: Type.Optional(Type.Boolean()), showWhen: Type.Optional(ShowWhenSchema) }

/** Whether a node is shown for these values (its `showWhen`, if any). */
export function isShown(node: { showWhen?: Static<typeof ShowWhenSchema> }, values: Readonly<Record<string, unknown>>): boolean {
  const when = node.showWhen
  if (!when) return true
  const value = values[when.field]
  return value !== undefined && value !== null && when.equals.includes(String(value))
}

// A kind that may degrade has a `fallback`: a complete node of an older kind (no id: it takes the
// node's), validated as that kind, so what an older client gets is always well formed. Kinds of
// renderer version 3 on must declare one: an older client would otherwise get nothing.
export const LEAF_SCHEMAS = {
  heading: node('heading', { ...base, ...KIND_PROPS.heading }),
  text: node('text', { ...base, ...KIND_PROPS.text }),
  textInput: node('textInput', { ...base, ...KIND_PROPS.textInput }),
  textarea: node('textarea', { ...base, ...KIND_PROPS.textarea }),
  select: node('select', { ...base, ...KIND_PROPS.select }),
  tileSelect: node('tileSelect', { ...base, ...KIND_PROPS.tileSelect }),
  yearGrid: node('yearGrid', { ...base, ...KIND_PROPS.yearGrid, fallback: Type.Optional(node('tileSelect', KIND_PROPS.tileSelect)) }),
  phone: node('phone', { ...base, ...KIND_PROPS.phone }),
  plate: node('plate', { ...base, ...KIND_PROPS.plate, fallback: Type.Optional(node('textInput', KIND_PROPS.textInput)) }),
  number: node('number', { ...base, ...KIND_PROPS.number }),
  checkbox: node('checkbox', { ...base, ...KIND_PROPS.checkbox }),
  smsCode: node('smsCode', { ...base, ...KIND_PROPS.smsCode }),
  captcha: node('captcha', { ...base, ...KIND_PROPS.captcha }),
  submit: node('submit', { ...base, ...KIND_PROPS.submit }),
  link: node('link', { ...base, ...KIND_PROPS.link }),
  panelDamage: node('panelDamage', { ...base, ...KIND_PROPS.panelDamage, fallback: Type.Optional(node('textInput', KIND_PROPS.textInput)) }),
  offerCard: node('offerCard', { ...base, ...KIND_PROPS.offerCard }),
  searchList: node('searchList', { ...base, ...KIND_PROPS.searchList, fallback: node('tileSelect', KIND_PROPS.tileSelect) }),
  segmented: node('segmented', { ...base, ...KIND_PROPS.segmented, fallback: node('tileSelect', KIND_PROPS.tileSelect) }),
  progressHeader: node('progressHeader', { ...base, ...KIND_PROPS.progressHeader, fallback: node('text', KIND_PROPS.text) }),
  slotPicker: node('slotPicker', { ...base, ...KIND_PROPS.slotPicker, fallback: node('textInput', KIND_PROPS.textInput) }),
  appointmentCard: node('appointmentCard', { ...base, ...KIND_PROPS.appointmentCard, fallback: node('text', KIND_PROPS.text) }),
} satisfies Record<LeafKind, unknown>

const L = LEAF_SCHEMAS
export const LeafNodeSchema = Type.Union([
  L.heading, L.text, L.textInput, L.textarea, L.select, L.tileSelect, L.yearGrid,
  L.phone, L.plate, L.number, L.checkbox, L.smsCode, L.captcha, L.submit,
  L.link, L.panelDamage, L.offerCard, L.searchList, L.segmented, L.progressHeader, L.slotPicker, L.appointmentCard,
])

export const GroupNodeSchema = Type.Object({
  kind: Type.Literal('group'),
  id: Id,
  title: Type.Optional(Label),
  layout: Type.Optional(Type.Union([Type.Literal('stack'), Type.Literal('row'), Type.Literal('grid')])),
  children: Type.Array(LeafNodeSchema, { maxItems: 50 }),
}, closed)

export const ModalSizeSchema = Type.Union([
  Type.Literal('small'), Type.Literal('normal'), Type.Literal('medium'), Type.Literal('large'),
  Type.Literal('contract'), Type.Literal('auth'), Type.Literal('register'),
])

/** The whole descriptor, inline: what the loader validates with and the types come from. */
export const ScreenSourceSchema = Type.Object({
  id: Id,
  version: Type.Integer({ minimum: 1 }),
  kind: Type.Union([Type.Literal('dialog'), Type.Literal('page')]),
  title: Label,
  size: Type.Optional(ModalSizeSchema),
  description: Type.Optional(Text),
  children: Type.Array(Type.Union([LeafNodeSchema, GroupNodeSchema]), { maxItems: 60 }),
  // Form-level message when a submit finds invalid fields.
  invalidMessage: Type.Optional(Label),
  // Form-level message when a submit finds a field left empty (spec §5.8); else invalidMessage.
  incompleteMessage: Type.Optional(Label),
  // What the gateway answers after a valid submit of this screen, run in order (design §3.4).
  next: Type.Optional(ActionListSchema),
}, closed)

export type Screen = Static<typeof ScreenSourceSchema>
/**
 * A descriptor in a route's schema: a reference to the shared `Screen` schema (screen-doc.ts), so
 * the OpenAPI document holds each kind once rather than once per route and response.
 */
export const ScreenSchema = Type.Unsafe<Screen>({ $ref: 'Screen#' })
export type LeafNode = Static<typeof LeafNodeSchema>
export type GroupNode = Static<typeof GroupNodeSchema>
export type ScreenNode = LeafNode | GroupNode
export type Action = Static<typeof ActionSchema>
export type SimpleAction = Static<typeof SimpleActionSchema>
export type CallAction = Static<typeof CallActionSchema>
export type TrackAction = Static<typeof TrackActionSchema>
export type Option = Static<typeof OptionSchema>
/** The node of one kind: `LeafOf<'segmented'>`. */
export type LeafOf<K extends LeafKind> = Extract<LeafNode, { kind: K }>
/** A node's fallback, as older clients get it (with the node's id). */
export type FallbackNode = NonNullable<Extract<LeafNode, { fallback?: unknown }>['fallback']>

type AllKeys<T> = T extends unknown ? keyof T : never
type ValueAt<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never
/**
 * Any leaf read through the properties some kind has (each absent on the others): for code that
 * treats every leaf alike — the field's name, its rules, its options — without a switch on kind.
 */
export type LeafView = { readonly [K in AllKeys<LeafNode>]?: ValueAt<LeafNode, K> } & { readonly kind: LeafKind; readonly id: string }
export function view(leaf: LeafNode): LeafView {
  return leaf
}

// Modal widths of spec §9, in px.
export const MODAL_WIDTHS: Record<Static<typeof ModalSizeSchema>, number> = {
  small: 440, normal: 600, medium: 770, large: 1050, contract: 650, auth: 480, register: 600,
}

export function leaves(screen: Screen): LeafNode[] {
  return screen.children.flatMap((n) => (n.kind === 'group' ? n.children : [n]))
}

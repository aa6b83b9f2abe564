// The Screen descriptor: data the gateway sends and the generic renderer draws (design §3).
// Nesting is fixed at three levels (root → group → leaf) so the schema stays non-recursive and
// documents cleanly in OpenAPI; a wizard or dialog never needs deeper trees.
import Type, { type Static } from 'typebox'
import { NormaliserSchema, RuleSchema } from './rules/rule-schema.js'

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-zA-Z0-9-]*$' })
const Label = Type.String({ minLength: 1, maxLength: 200 })
const Text = Type.String({ maxLength: 4000 })
const FieldName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-zA-Z][a-zA-Z0-9_]*$' })
const AppPath = Type.String({ minLength: 1, maxLength: 300, pattern: '^/([^/].*)?$' })

export const LEAF_KINDS = [
  'heading', 'text', 'textInput', 'textarea', 'select', 'tileSelect', 'yearGrid', 'phone', 'plate',
  'number', 'checkbox', 'smsCode', 'captcha', 'submit', 'link', 'panelDamage',
] as const
export const CONTAINER_KINDS = ['group', 'dialog', 'page'] as const
export type LeafKind = (typeof LEAF_KINDS)[number]
export type NodeKind = LeafKind | (typeof CONTAINER_KINDS)[number]

const LeafKindSchema = Type.Union(LEAF_KINDS.map((k) => Type.Literal(k)))

// Actions are typed objects (design §3.6). A `call` names an operationId; the gateway resolves it to
// method and url when it loads the descriptor, so the client never builds URLs from strings.
const ToastAction = Type.Object({
  type: Type.Literal('toast'),
  level: Type.Union([Type.Literal('success'), Type.Literal('error'), Type.Literal('info')]),
  title: Type.Optional(Label),
  message: Label,
}, { additionalProperties: false })
const NavigateAction = Type.Object({
  type: Type.Literal('navigate'),
  to: AppPath,
  // query parameter name → form field name whose value fills it
  query: Type.Optional(Type.Record(Type.String(), FieldName)),
}, { additionalProperties: false })
const OpenDialogAction = Type.Object({
  type: Type.Literal('openDialog'),
  screen: Id,
  // 'top' closes the dialog that runs the action first (a step done), 'all' every open dialog (a flow done).
  replace: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('all')])),
}, { additionalProperties: false })
const CloseDialogAction = Type.Object({ type: Type.Literal('closeDialog') }, { additionalProperties: false })
const GoToStepAction = Type.Object({ type: Type.Literal('goToStep'), step: Id }, { additionalProperties: false })
const SubmitScreenAction = Type.Object({ type: Type.Literal('submitScreen') }, { additionalProperties: false })
// Submits the screen that opened this dialog again with its values (the SMS dialog's resend).
const ResubmitParentAction = Type.Object({ type: Type.Literal('resubmitParent') }, { additionalProperties: false })
// Sends the values of the page that opened the dialog chain, plus this dialog's, to wherever that
// page submits (a wizard step whose answer needs an SMS code first).
const SubmitOpenerAction = Type.Object({ type: Type.Literal('submitOpener') }, { additionalProperties: false })

export const SimpleActionSchema = Type.Union([
  ToastAction, NavigateAction, OpenDialogAction, CloseDialogAction, GoToStepAction, SubmitScreenAction, ResubmitParentAction, SubmitOpenerAction,
])
export const CallActionSchema = Type.Object({
  type: Type.Literal('call'),
  operation: Type.String({ minLength: 1, maxLength: 100 }),
  // request body field → form field name
  body: Type.Optional(Type.Record(Type.String(), FieldName)),
  method: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  onSuccess: Type.Optional(SimpleActionSchema),
  onFailure: Type.Optional(SimpleActionSchema),
}, { additionalProperties: false })
export const ActionSchema = Type.Union([SimpleActionSchema, CallActionSchema])

const OptionSchema = Type.Object({
  value: Type.String({ maxLength: 200 }),
  label: Label,
  imageUrl: Type.Optional(Type.String({ maxLength: 2048 })),
}, { additionalProperties: false })

// A list loaded on demand (design §3.5), e.g. the contact form's parameter lists.
const RemoteOptionsSchema = Type.Object({
  operation: Type.String({ minLength: 1, maxLength: 100 }),
  body: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 200 }))),
  method: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  itemsPath: Type.String({ maxLength: 100 }),
  valueKey: Type.String({ maxLength: 64 }),
  labelKey: Type.String({ maxLength: 64 }),
}, { additionalProperties: false })

const ContractLinkSchema = Type.Object({
  contractTypeId: Type.Integer({ minimum: 1 }),
  linkText: Label,
}, { additionalProperties: false })

// Every leaf carries every optional property a leaf kind may use; the renderer reads what its kind
// needs. One flat shape keeps `fallback` substitution a matter of changing `kind` only.
export const LeafNodeSchema = Type.Object({
  kind: LeafKindSchema,
  id: Id,
  fallback: Type.Optional(LeafKindSchema),
  blocking: Type.Optional(Type.Boolean()),
  name: Type.Optional(FieldName),
  label: Type.Optional(Label),
  text: Type.Optional(Text),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  placeholder: Type.Optional(Type.String({ maxLength: 200 })),
  hint: Type.Optional(Type.String({ maxLength: 500 })),
  defaultValue: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Boolean()])),
  maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  autoComplete: Type.Optional(Type.String({ maxLength: 64 })),
  rows: Type.Optional(Type.Object({
    min: Type.Integer({ minimum: 3, maximum: 6 }),
    max: Type.Integer({ minimum: 3, maximum: 6 }),
  }, { additionalProperties: false })),
  options: Type.Optional(Type.Array(OptionSchema, { maxItems: 500 })),
  remoteOptions: Type.Optional(RemoteOptionsSchema),
  years: Type.Optional(Type.Object({
    from: Type.Integer({ minimum: 1950, maximum: 2100 }),
    to: Type.Integer({ minimum: 1950, maximum: 2100 }),
  }, { additionalProperties: false })),
  suffix: Type.Optional(Type.String({ maxLength: 20 })),
  contract: Type.Optional(ContractLinkSchema),
  countdownSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600 })),
  rules: Type.Optional(Type.Array(RuleSchema, { maxItems: 20 })),
  normalisers: Type.Optional(Type.Array(NormaliserSchema, { maxItems: 5 })),
  action: Type.Optional(ActionSchema),
  variant: Type.Optional(Type.Union([Type.Literal('primary'), Type.Literal('secondary'), Type.Literal('link')])),
  // Ties a button to the screen's countdown (spec §4.4: resend only at 0, confirm only above 0).
  enabledWhen: Type.Optional(Type.Union([Type.Literal('countdownDone'), Type.Literal('countdownRunning')])),
}, { additionalProperties: false })

export const GroupNodeSchema = Type.Object({
  kind: Type.Literal('group'),
  id: Id,
  title: Type.Optional(Label),
  layout: Type.Optional(Type.Union([Type.Literal('stack'), Type.Literal('row'), Type.Literal('grid')])),
  children: Type.Array(LeafNodeSchema, { maxItems: 50 }),
}, { additionalProperties: false })

export const ModalSizeSchema = Type.Union([
  Type.Literal('small'), Type.Literal('normal'), Type.Literal('medium'), Type.Literal('large'),
  Type.Literal('contract'), Type.Literal('auth'), Type.Literal('register'),
])

export const ScreenSchema = Type.Object({
  id: Id,
  version: Type.Integer({ minimum: 1 }),
  kind: Type.Union([Type.Literal('dialog'), Type.Literal('page')]),
  title: Label,
  size: Type.Optional(ModalSizeSchema),
  description: Type.Optional(Text),
  children: Type.Array(Type.Union([LeafNodeSchema, GroupNodeSchema]), { maxItems: 60 }),
  // Form-level message when a submit finds invalid fields.
  invalidMessage: Type.Optional(Label),
  // What the gateway answers after a valid submit of this screen (design §3.4).
  next: Type.Optional(SimpleActionSchema),
}, { additionalProperties: false })

export type Screen = Static<typeof ScreenSchema>
export type LeafNode = Static<typeof LeafNodeSchema>
export type GroupNode = Static<typeof GroupNodeSchema>
export type ScreenNode = LeafNode | GroupNode
export type Action = Static<typeof ActionSchema>
export type SimpleAction = Static<typeof SimpleActionSchema>
export type CallAction = Static<typeof CallActionSchema>

// Modal widths of spec §9, in px.
export const MODAL_WIDTHS: Record<Static<typeof ModalSizeSchema>, number> = {
  small: 440, normal: 600, medium: 770, large: 1050, contract: 650, auth: 480, register: 600,
}

// Kinds that count as form fields (they carry a `name` and a value).
export const INPUT_KINDS: ReadonlySet<LeafKind> = new Set([
  'textInput', 'textarea', 'select', 'tileSelect', 'yearGrid', 'phone', 'plate', 'number', 'checkbox',
  'smsCode', 'captcha', 'panelDamage',
])

// Renderer version in which each kind first appeared. A client older than a kind gets the node's
// declared fallback instead (design §3.1). Bump RENDERER_VERSION when a kind is added.
export const RENDERER_VERSION = 2
export const KIND_SINCE: Record<LeafKind, number> = { ...(Object.fromEntries(LEAF_KINDS.map((k) => [k, 1])) as Record<LeafKind, number>), panelDamage: 2 }

export function leaves(screen: Screen): LeafNode[] {
  return screen.children.flatMap((n) => (n.kind === 'group' ? n.children : [n]))
}

import type { ComponentType } from 'react'
import type { GroupNode, LeafNode, LeafOf, ScreenNode } from '../../server/schemas/screen.js'
import type { LeafKind } from '../../server/schemas/screen-kinds.js'
import { CaptchaKind } from './kinds/captcha.js'
import { CheckboxKind } from './kinds/checkbox.js'
import { GroupKind } from './kinds/group.js'
import { HeadingKind } from './kinds/heading.js'
import { LinkKind } from './kinds/link.js'
import { NumberKind } from './kinds/number.js'
import { OfferCardKind } from './kinds/offer-card.js'
import { PanelDamageKind } from './kinds/panel-damage.js'
import { PhoneKind } from './kinds/phone.js'
import { PlateKind } from './kinds/plate.js'
import { ProgressHeaderKind } from './kinds/progress-header.js'
import { SearchListKind } from './kinds/search-list.js'
import { SegmentedKind } from './kinds/segmented.js'
import { SelectKind } from './kinds/select.js'
import { SmsCodeKind } from './kinds/sms-code.js'
import { SubmitKind } from './kinds/submit.js'
import { TextInputKind } from './kinds/text-input.js'
import { TextKind } from './kinds/text.js'
import { TextareaKind } from './kinds/textarea.js'
import { TileSelectKind } from './kinds/tile-select.js'
import { YearGridKind } from './kinds/year-grid.js'

/**
 * Sent as `rv` with every screen request; the gateway swaps kinds newer than this for their
 * declared fallback. One constant for both sides (server/schemas/screen-kinds.ts).
 */
export { RENDERER_VERSION } from '../../server/schemas/screen-kinds.js'

/** One component per leaf kind, each taking its own node type: a kind without one does not compile. */
type LeafRegistry = { readonly [K in LeafKind]: ComponentType<{ node: LeafOf<K> }> }

const leafRegistry: LeafRegistry = {
  heading: HeadingKind,
  text: TextKind,
  textInput: TextInputKind,
  textarea: TextareaKind,
  select: SelectKind,
  tileSelect: TileSelectKind,
  yearGrid: YearGridKind,
  phone: PhoneKind,
  plate: PlateKind,
  number: NumberKind,
  checkbox: CheckboxKind,
  smsCode: SmsCodeKind,
  captcha: CaptchaKind,
  submit: SubmitKind,
  link: LinkKind,
  panelDamage: PanelDamageKind,
  offerCard: OfferCardKind,
  searchList: SearchListKind,
  segmented: SegmentedKind,
  progressHeader: ProgressHeaderKind,
}

/** kind → component. Adding a kind: its schema, a component in kinds/, a line above, and a version bump. */
export const registry: Readonly<Record<string, ComponentType<{ node: LeafNode }> | ComponentType<{ node: GroupNode }>>> = {
  ...(leafRegistry as unknown as Record<LeafKind, ComponentType<{ node: LeafNode }>>),
  group: GroupKind,
}

// Own keys only: a kind named 'constructor' must not resolve through the prototype.
export function hasKind(kind: string): boolean {
  return Object.hasOwn(registry, kind)
}

/** The node this client will draw: its own kind, else its declared fallback (with its id), else none. */
export function drawnNode(node: ScreenNode): ScreenNode | undefined {
  if (hasKind(node.kind)) return node
  const fallback = 'fallback' in node ? node.fallback : undefined
  return fallback && hasKind(fallback.kind) ? ({ ...fallback, id: node.id } as LeafNode) : undefined
}

/** The kind this client will draw for a node: its own, else its declared fallback's, else none. */
export function resolveKind(node: ScreenNode): string | undefined {
  return drawnNode(node)?.kind
}

export function componentFor(kind: string): ComponentType<{ node: ScreenNode }> | undefined {
  return hasKind(kind) ? (registry[kind] as ComponentType<{ node: ScreenNode }>) : undefined
}

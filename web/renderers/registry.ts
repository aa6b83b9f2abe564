import type { ComponentType } from 'react'
import type { GroupNode, LeafNode, ScreenNode } from '../../server/schemas/screen.js'
import { CaptchaKind } from './kinds/captcha.js'
import { CheckboxKind } from './kinds/checkbox.js'
import { GroupKind } from './kinds/group.js'
import { HeadingKind } from './kinds/heading.js'
import { LinkKind } from './kinds/link.js'
import { NumberKind } from './kinds/number.js'
import { PanelDamageKind } from './kinds/panel-damage.js'
import { PhoneKind } from './kinds/phone.js'
import { PlateKind } from './kinds/plate.js'
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
 * declared fallback. Must equal RENDERER_VERSION in server/schemas/screen.ts.
 */
export const RENDERER_VERSION = 2

type KindComponent = ComponentType<{ node: LeafNode }> | ComponentType<{ node: GroupNode }>

/** kind → component. Adding a kind: a component in kinds/, a line here, and a version bump on both sides. */
export const registry: Readonly<Record<string, KindComponent>> = {
  heading: HeadingKind,
  text: TextKind,
  group: GroupKind,
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
}

// Own keys only: a kind named 'constructor' must not resolve through the prototype.
export function hasKind(kind: string): boolean {
  return Object.hasOwn(registry, kind)
}

/** The kind this client will draw for a node: its own, else its declared fallback, else none. */
export function resolveKind(node: ScreenNode): string | undefined {
  if (hasKind(node.kind)) return node.kind
  const fallback = 'fallback' in node ? node.fallback : undefined
  return fallback && hasKind(fallback) ? fallback : undefined
}

export function componentFor(kind: string): ComponentType<{ node: ScreenNode }> | undefined {
  return hasKind(kind) ? (registry[kind] as ComponentType<{ node: ScreenNode }>) : undefined
}

import type { LeafNode, LeafView, Screen, ScreenNode } from '../../server/schemas/screen.js'
import { INPUT_KINDS, isLeafKind } from '../../server/schemas/screen-kinds.js'

/** What a field holds in the renderer and what a submit sends. */
export type FormValue = string | boolean
export type FormValues = Record<string, FormValue>

export function leavesOf(screen: Screen): LeafNode[] {
  return screen.children.flatMap((node: ScreenNode) => (node.kind === 'group' ? node.children : [node]))
}

export function isInputKind(kind: string): boolean {
  return isLeafKind(kind) && INPUT_KINDS.has(kind)
}

/** The named input leaves this client draws: the fields that hold values and take validation. */
export function fieldsOf(screen: Screen, drawnKind: (node: LeafNode) => string | undefined): LeafView[] {
  return leavesOf(screen).filter((node: LeafView) => {
    const kind = drawnKind(node as LeafNode)
    return node.name !== undefined && kind !== undefined && isInputKind(kind)
  })
}

export function initialValues(fields: readonly LeafView[]): FormValues {
  const values: FormValues = {}
  for (const node of fields) {
    if (!node.name) continue
    values[node.name] = node.defaultValue ?? (node.kind === 'checkbox' ? false : '')
  }
  return values
}

/** Keeps what a submit may carry; server echoes can include numbers or null. */
export function toFormValues(values: Record<string, unknown>): FormValues {
  const out: FormValues = {}
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'boolean') out[key] = value
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value)
  }
  return out
}

export const inputId = (screenId: string, name: string) => `${screenId}-${name}`
export const errorId = (screenId: string, name: string) => `${screenId}-${name}-error`
export const hintId = (screenId: string, name: string) => `${screenId}-${name}-hint`

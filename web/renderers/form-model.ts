import type { LeafNode, Screen, ScreenNode } from '../../server/schemas/screen.js'

/** What a field holds in the renderer and what a submit sends. */
export type FormValue = string | boolean
export type FormValues = Record<string, FormValue>

// Mirrors INPUT_KINDS of server/schemas/screen.ts (that module loads typebox at runtime).
const INPUT_KINDS: ReadonlySet<string> = new Set([
  'textInput', 'textarea', 'select', 'tileSelect', 'yearGrid', 'phone', 'plate', 'number', 'checkbox',
  'smsCode', 'captcha',
])

export function leavesOf(screen: Screen): LeafNode[] {
  return screen.children.flatMap((node: ScreenNode) => (node.kind === 'group' ? node.children : [node]))
}

export function isInputKind(kind: string): boolean {
  return INPUT_KINDS.has(kind)
}

/** The named input leaves this client draws: the fields that hold values and take validation. */
export function fieldsOf(screen: Screen, drawnKind: (node: LeafNode) => string | undefined): LeafNode[] {
  return leavesOf(screen).filter((node) => {
    const kind = drawnKind(node)
    return node.name !== undefined && kind !== undefined && isInputKind(kind)
  })
}

export function initialValues(fields: readonly LeafNode[]): FormValues {
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

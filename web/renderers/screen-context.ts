import { createContext, useContext, type ReactNode } from 'react'
import type { Action, LeafView, Screen, ScreenNode } from '../../server/schemas/screen.js'
import { errorId, hintId, inputId, type FormValue, type FormValues } from './form-model.js'
import { useScreenState } from './screen-state.js'

export interface ScreenContextValue {
  screen: Screen
  values: FormValues
  errors: Readonly<Record<string, string>>
  setValue: (name: string, value: FormValue) => void
  blurField: (name: string) => void
  /** A request of this screen is running: action buttons wait. */
  busy: boolean
  /** A blocking node could not be drawn: submitting would lose data. */
  blocked: boolean
  runAction: (action: Action) => void
  renderNode: (node: ScreenNode) => ReactNode
}

export const ScreenContext = createContext<ScreenContextValue | null>(null)

export function useScreenContext(): ScreenContextValue {
  const value = useContext(ScreenContext)
  if (!value) throw new Error('A screen node was drawn outside <ScreenRenderer>')
  return value
}

export interface FieldBinding {
  name: string
  value: FormValue
  error: string | undefined
  id: string
  errorId: string
  hintId: string | undefined
  setValue: (value: FormValue) => void
  onBlur: () => void
  /** aria-invalid / aria-describedby for the focusable control; readOnly when the state locks the field. */
  aria: { 'aria-invalid'?: true; 'aria-describedby'?: string; readOnly?: true }
}

/** Field names the per-visitor state locks (design §3.7), e.g. a signed-in customer's own details. */
export function useLocked(name: string): boolean {
  const locked = useScreenState()?.locked
  return Array.isArray(locked) && locked.includes(name)
}

/** Everything a leaf input needs: its value, error and the ids that tie label, hint and error together. */
export function useField(node: LeafView): FieldBinding {
  const { screen, values, errors, setValue, blurField } = useScreenContext()
  // Unnamed inputs still work locally, keyed by their id; they are not submitted.
  const name = node.name ?? node.id
  const error = errors[name]
  const ids = {
    id: inputId(screen.id, name),
    errorId: errorId(screen.id, name),
    hintId: node.hint ? hintId(screen.id, name) : undefined,
  }
  const describedBy = [ids.hintId, error ? ids.errorId : undefined].filter(Boolean).join(' ')
  const locked = useLocked(name)
  return {
    name,
    value: values[name] ?? (node.kind === 'checkbox' ? false : ''),
    error,
    ...ids,
    setValue: (value) => {
      if (!locked) setValue(name, value)
    },
    onBlur: () => blurField(name),
    aria: {
      ...(error ? { 'aria-invalid': true as const } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(locked ? { readOnly: true as const } : {}),
    },
  }
}

export function textOf(value: FormValue): string {
  return typeof value === 'string' ? value : ''
}

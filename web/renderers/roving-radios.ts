import type { KeyboardEvent } from 'react'

const MOVES: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/**
 * Arrow keys, Home and End move focus between a group's `[role="radio"]` buttons without picking:
 * a group whose pick submits (a wizard step) must not submit while the visitor browses it.
 * Disabled buttons (a closed day, a full slot) are passed over: they cannot take focus.
 */
export function onRovingKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const step = MOVES[event.key] ?? (event.key === 'Home' ? -Infinity : event.key === 'End' ? Infinity : 0)
  if (!step) return
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)'))
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const next = Math.max(0, Math.min(buttons.length - 1, Number.isFinite(step) ? current + step : step > 0 ? buttons.length - 1 : 0))
  buttons[next]?.focus()
  event.preventDefault()
}

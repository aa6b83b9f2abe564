import { createContext, useContext } from 'react'
import type { Screen } from '../../server/schemas/screen.js'

/**
 * What differs per visitor on a screen (design §3.7: `{ screen, state }`), provided by the page that
 * fetched it; kinds that show it (the offer card) read it here instead of from the cached descriptor.
 * Known keys: `hidden` (node ids left out), `locked` (field names shown read-only), `accessToken`
 * (the signed-in customer's bearer for lists that ask for it).
 */
export const ScreenStateContext = createContext<Readonly<Record<string, unknown>> | null>(null)

export function useScreenState(): Readonly<Record<string, unknown>> | null {
  return useContext(ScreenStateContext)
}

/** The screen without the nodes this visitor is not shown (design §3.7: hidden fields). */
export function withoutHidden(screen: Screen, hiddenIds: readonly string[] | undefined): Screen {
  const hidden = new Set(hiddenIds ?? [])
  if (!hidden.size) return screen
  const shown = <N extends { id: string }>(n: N) => !hidden.has(n.id)
  return { ...screen, children: screen.children.filter(shown).map((n) => (n.kind === 'group' ? { ...n, children: n.children.filter(shown) } : n)) }
}

import { createContext, useContext } from 'react'

/**
 * What differs per visitor on a screen (design §3.7: `{ screen, state }`), provided by the page that
 * fetched it; kinds that show it (the offer card) read it here instead of from the cached descriptor.
 */
export const ScreenStateContext = createContext<Readonly<Record<string, unknown>> | null>(null)

export function useScreenState(): Readonly<Record<string, unknown>> | null {
  return useContext(ScreenStateContext)
}

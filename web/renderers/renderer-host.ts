import { createContext, useContext } from 'react'

/** What the page frame offers to every drawn screen. */
export interface RendererHost {
  openContract: (contractTypeId: number) => void
}

export const RendererHostContext = createContext<RendererHost>({
  openContract: () => {},
})

export function useRendererHost(): RendererHost {
  return useContext(RendererHostContext)
}

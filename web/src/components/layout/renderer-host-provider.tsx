import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { RendererHostContext, type RendererHost } from '../../../renderers/renderer-host.js'

// Fetched when a contract is first opened, not with the page.
const ContractDialog = lazy(() => import('../contract/contract-dialog.js').then((m) => ({ default: m.ContractDialog })))

/** What the frame gives the screen renderer: the contract viewer. */
export function RendererHostProvider({ children }: { children: ReactNode }) {
  const [contractTypeId, setContractTypeId] = useState<number | null>(null)
  const closeContract = useCallback(() => setContractTypeId(null), [])
  const host = useMemo<RendererHost>(() => ({ openContract: setContractTypeId }), [])
  return (
    <RendererHostContext.Provider value={host}>
      {children}
      {contractTypeId !== null && (
        <Suspense fallback={null}>
          <ContractDialog contractTypeId={contractTypeId} onClose={closeContract} />
        </Suspense>
      )}
    </RendererHostContext.Provider>
  )
}

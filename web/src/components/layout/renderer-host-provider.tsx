import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { RendererHostContext, type RendererHost } from '../../../renderers/renderer-host.js'
import { ContractDialog } from '../contract/contract-dialog.js'

/** What the frame gives the screen renderer: the contract viewer. */
export function RendererHostProvider({ children }: { children: ReactNode }) {
  const [contractTypeId, setContractTypeId] = useState<number | null>(null)
  const closeContract = useCallback(() => setContractTypeId(null), [])
  const host = useMemo<RendererHost>(() => ({ openContract: setContractTypeId }), [])
  return (
    <RendererHostContext.Provider value={host}>
      {children}
      {contractTypeId !== null && <ContractDialog contractTypeId={contractTypeId} onClose={closeContract} />}
    </RendererHostContext.Provider>
  )
}

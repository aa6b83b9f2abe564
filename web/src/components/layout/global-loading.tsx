import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

interface GlobalLoadingApi {
  loading: boolean
  setLoading: (loading: boolean) => void
}

const GlobalLoadingContext = createContext<GlobalLoadingApi | null>(null)

export function useGlobalLoading(): GlobalLoadingApi {
  const api = useContext(GlobalLoadingContext)
  if (!api) throw new Error('useGlobalLoading must be used inside <GlobalLoadingProvider>')
  return api
}

export function GlobalLoadingProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false)
  const api = useMemo(() => ({ loading, setLoading }), [loading])
  return (
    <GlobalLoadingContext.Provider value={api}>
      {children}
      {loading &&
        createPortal(
          <div className="loading-overlay" role="status" aria-label="Yükleniyor">
            <span className="spinner__circle spinner__circle--large" aria-hidden="true" />
          </div>,
          document.body,
        )}
    </GlobalLoadingContext.Provider>
  )
}

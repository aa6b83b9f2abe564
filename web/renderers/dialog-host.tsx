import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react'
import { ScreenDialogsContext, type DialogState, type Opener, type ScreenDialogsApi } from './dialog-stack.js'
import type { FormValues } from './form-model.js'

// The renderer and its kinds are a chunk of their own, fetched when the first dialog opens.
const ScreenDialog = lazy(() => import('./screen-dialog.js'))

export interface DialogEntry {
  key: string
  screenId: string
  context: FormValues
  opener: Opener | undefined
  state?: DialogState | undefined
}

/** The stack of open screen dialogs; only the top one is visible, those under it keep their values. */
export function ScreenDialogsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<DialogEntry[]>([])
  const nextKey = useRef(1)

  const api = useMemo<ScreenDialogsApi>(
    () => ({
      open: (screenId, context = {}, opener, state) => {
        const key = `screen-dialog-${nextKey.current++}`
        setStack((current) => [...current, { key, screenId, context, opener, state }])
      },
      // Dialogs above the closed one were opened from it and go with it.
      close: (key) =>
        setStack((current) => {
          const index = current.findIndex((entry) => entry.key === key)
          return index === -1 ? current : current.slice(0, index)
        }),
      closeAll: () => setStack([]),
    }),
    [],
  )

  return (
    <ScreenDialogsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {stack.map((entry, index) => (
          <ScreenDialog key={entry.key} entry={entry} hidden={index < stack.length - 1} />
        ))}
      </Suspense>
    </ScreenDialogsContext.Provider>
  )
}

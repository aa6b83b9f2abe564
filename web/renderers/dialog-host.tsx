import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useScreen } from '../src/api/get-screen.js'
import { useToast } from '../src/components/toast/toast-context.js'
import { Modal } from '../src/components/ui/modal.js'
import { Spinner } from '../src/components/ui/spinner.js'
import { errorMessage } from '../src/lib/api-client.js'
import { ScreenDialogsContext, useScreenDialogs, type Opener, type ScreenDialogsApi } from './dialog-stack.js'
import type { FormValues } from './form-model.js'
import { ScreenRenderer } from './screen-renderer.js'

interface DialogEntry {
  key: string
  screenId: string
  context: FormValues
  opener: Opener | undefined
}

function ScreenDialog({ entry, hidden }: { entry: DialogEntry; hidden: boolean }) {
  const { close } = useScreenDialogs()
  const { toast } = useToast()
  const { data, error } = useScreen(entry.screenId)

  useEffect(() => {
    if (!error) return
    toast({ level: 'error', message: errorMessage(error) })
    close(entry.key)
  }, [error, entry.key, close, toast])

  if (error) return null
  const version = data ? `${data.id}@${data.version}` : undefined
  // One Modal from spinner to form, so focus and the opener survive the load.
  return (
    <Modal
      title={data?.title ?? 'Yükleniyor'}
      size={data?.size ?? 'small'}
      hidden={hidden}
      contentKey={version}
      onClose={() => close(entry.key)}
    >
      {data ? (
        <ScreenRenderer
          // A descriptor changed on the server is a new form, not an update of the old one.
          key={version}
          screen={data}
          context={entry.context}
          dialog={{ key: entry.key, opener: entry.opener }}
        />
      ) : (
        <div className="modal__loading">
          <Spinner />
        </div>
      )}
    </Modal>
  )
}

/** The stack of open screen dialogs; only the top one is visible, those under it keep their values. */
export function ScreenDialogsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<DialogEntry[]>([])
  const nextKey = useRef(1)

  const api = useMemo<ScreenDialogsApi>(
    () => ({
      open: (screenId, context = {}, opener) => {
        const key = `screen-dialog-${nextKey.current++}`
        setStack((current) => [...current, { key, screenId, context, opener }])
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
      {stack.map((entry, index) => (
        <ScreenDialog key={entry.key} entry={entry} hidden={index < stack.length - 1} />
      ))}
    </ScreenDialogsContext.Provider>
  )
}

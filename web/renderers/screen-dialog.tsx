import { useEffect, useMemo } from 'react'
import { useScreen } from '../src/api/get-screen.js'
import { useToast } from '../src/components/toast/toast-context.js'
import { Modal } from '../src/components/ui/modal.js'
import { Spinner } from '../src/components/ui/spinner.js'
import { errorMessage } from '../src/lib/api-client.js'
import { useScreenDialogs } from './dialog-stack.js'
import type { DialogEntry } from './dialog-host.js'
import { ScreenRenderer } from './screen-renderer.js'
import { ScreenStateContext, withoutHidden } from './screen-state.js'

/** One screen dialog: loaded with the renderer on first use, not with the page (design §9). */
export default function ScreenDialog({ entry, hidden }: { entry: DialogEntry; hidden: boolean }) {
  const { close } = useScreenDialogs()
  const { toast } = useToast()
  const { data, error } = useScreen(entry.screenId)
  const { state } = entry
  const screen = useMemo(() => (data ? withoutHidden(data, state?.hidden) : undefined), [data, state])

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
      {screen ? (
        <ScreenStateContext.Provider value={(state ?? null) as Readonly<Record<string, unknown>> | null}>
          <ScreenRenderer
            // A descriptor changed on the server is a new form, not an update of the old one.
            key={version}
            screen={screen}
            context={entry.context}
            dialog={{ key: entry.key, opener: entry.opener }}
            {...(state?.values ? { initial: state.values } : {})}
          />
        </ScreenStateContext.Provider>
      ) : (
        <div className="modal__loading">
          <Spinner />
        </div>
      )}
    </Modal>
  )
}

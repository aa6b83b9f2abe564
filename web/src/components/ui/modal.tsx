import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { focusableIn, trapTab } from './focusable.js'
import { isTopModal, popModal, pushModal } from './modal-stack.js'
import { MODAL_WIDTHS, type ModalSize } from './modal-widths.js'

interface ModalProps {
  title: string
  size?: ModalSize
  onClose: () => void
  children: ReactNode
  // A dialog with another stacked on top stays mounted (keeping its values) but out of view.
  hidden?: boolean
  // Changes when the body is replaced (a spinner by the loaded form): focus then moves into it.
  contentKey?: string
}

function focusFirstIn(dialog: HTMLElement) {
  const body = dialog.querySelector<HTMLElement>('.modal__body') ?? dialog
  const target = body.querySelector<HTMLElement>('[autofocus]') ?? focusableIn(body)[0]
  ;(target ?? dialog).focus()
}

const currentPage = () => window.location.pathname + window.location.search

export function Modal({ title, size = 'normal', onClose, children, hidden = false, contentKey }: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  const returnToRef = useRef<HTMLElement | null>(null)
  const pendingReturnRef = useRef<number | undefined>(undefined)

  useLayoutEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    // A remount (StrictMode) must not hand focus back to the opener.
    window.clearTimeout(pendingReturnRef.current)
    if (!returnToRef.current && document.activeElement instanceof HTMLElement) {
      returnToRef.current = document.activeElement
    }
    const openedOn = currentPage()
    const id = Symbol('modal')
    pushModal(id)
    if (dialogRef.current) focusFirstIn(dialogRef.current)
    // On the document, not the dialog: focus may have dropped to <body> (a button that got disabled).
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopModal(id)) return
      event.preventDefault()
      onCloseRef.current()
    }
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('keydown', onEscape)
      popModal(id)
      // Deferred: the element may sit in a stacked dialog that becomes visible in this same commit.
      // After a navigation the opener belongs to the page the user left.
      pendingReturnRef.current = window.setTimeout(() => {
        if (returnToRef.current?.isConnected && currentPage() === openedOn) returnToRef.current.focus()
      }, 0)
    }
  }, [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (contentKey !== undefined && dialog && document.activeElement === dialog) focusFirstIn(dialog)
  }, [contentKey])

  return createPortal(
    <div className="modal-layer" hidden={hidden}>
      <div className="modal-backdrop" onClick={() => onCloseRef.current()} />
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ width: MODAL_WIDTHS[size] }}
        onKeyDown={(event) => trapTab(event, dialogRef.current)}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">{title}</h2>
          <button type="button" className="modal__close" aria-label="Kapat" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  )
}

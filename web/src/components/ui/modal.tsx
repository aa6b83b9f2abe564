import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { lockBackground, unlockBackground } from './background-lock.js'
import { focusableIn } from './focusable.js'
import { MODAL_WIDTHS, type ModalSize } from './modal-widths.js'

interface ModalProps {
  title: string
  size?: ModalSize
  onClose: () => void
  children: ReactNode
  // A dialog with another stacked on top stays mounted (keeping its values) but out of view.
  hidden?: boolean
  rootAttributes?: Record<`data-${string}`, string>
}

export function Modal({ title, size = 'normal', onClose, children, hidden = false, rootAttributes }: ModalProps) {
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
    lockBackground()
    const dialog = dialogRef.current
    if (dialog) {
      const target = dialog.querySelector<HTMLElement>('[autofocus]') ?? focusableIn(dialog.querySelector('.modal__body') ?? dialog)[0]
      ;(target ?? dialog).focus()
    }
    return () => {
      unlockBackground()
      // Deferred: the element may sit in a stacked dialog that becomes visible in this same commit.
      pendingReturnRef.current = window.setTimeout(() => {
        if (returnToRef.current?.isConnected) returnToRef.current.focus()
      }, 0)
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onCloseRef.current()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const items = focusableIn(dialogRef.current)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

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
        onKeyDown={onKeyDown}
        {...rootAttributes}
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

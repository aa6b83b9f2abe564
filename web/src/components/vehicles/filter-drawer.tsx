import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { formatNumber } from '../../lib/locale.js'
import { trapTab } from '../ui/focusable.js'
import { popModal, pushModal } from '../ui/modal-stack.js'

/** Below this width the filter panel is a slide-over opened by 'Filtrele'. */
export const FILTER_DRAWER_QUERY = '(max-width: 1023.98px)'

interface FilterDrawerProps {
  /** Narrow screens: a slide-over; otherwise a sidebar next to the results. */
  asDrawer: boolean
  open: boolean
  onClose: () => void
  totalCount: number | undefined
  children: ReactNode
}

/**
 * The facet panel's frame. As a slide-over its panel is drawn when first opened (a phone does not
 * build the long lists it may never show while the page starts) and then stays mounted while closed
 * (hidden), so a range typed just before closing is still sent; it behaves as a modal dialog while open.
 */
export function FilterDrawer({ asDrawer, open, onClose, totalCount, children }: FilterDrawerProps) {
  const titleId = useId()
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  const modal = asDrawer && open
  useEffect(() => {
    if (!modal) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const id = Symbol('filter-drawer')
    pushModal(id)
    panelRef.current?.focus()
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current()
    }
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('keydown', onEscape)
      popModal(id)
      if (opener?.isConnected) opener.focus()
    }
  }, [modal])

  if (!asDrawer) {
    return (
      <aside className="listing-filters" aria-label="Filtreler">
        {children}
      </aside>
    )
  }

  return createPortal(
    <div className="filter-drawer" hidden={!open}>
      <div className="filter-drawer__backdrop" onClick={onClose} />
      <div
        ref={panelRef}
        className="filter-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => trapTab(event, panelRef.current)}
      >
        <div className="filter-drawer__header">
          <h2 id={titleId} className="filter-drawer__title">
            Filtrele
          </h2>
          <button type="button" className="modal__close" aria-label="Kapat" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="filter-drawer__body">{opened && children}</div>
        <div className="filter-drawer__footer">
          <button type="button" className="button button--primary filter-drawer__show" onClick={onClose}>
            {totalCount === undefined ? 'Sonuçları göster' : `${formatNumber(totalCount)} aracı göster`}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  )
}

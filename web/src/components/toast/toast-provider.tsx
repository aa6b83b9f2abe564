import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useHydrated } from '../../hooks/use-hydrated.js'
import { ToastContext, type ToastInput, type ToastLevel } from './toast-context.js'

// Spec §8/§9: at most 5 toasts; failures read 'İşlem Başarısız' / 'Bir hata oluştu' unless told otherwise.
const MAX_TOASTS = 5
const DISMISS_AFTER_MS = 5000
const ERROR_TITLE = 'İşlem Başarısız'
const ERROR_MESSAGE = 'Bir hata oluştu'

interface ToastItem {
  id: number
  level: ToastLevel
  title: string | undefined
  message: string
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, number>())

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setItems((current) => current.filter((item) => item.id !== id))
  }, [])

  const toast = useCallback(
    ({ level, title, message }: ToastInput) => {
      const id = nextId.current++
      const item: ToastItem = {
        id,
        level,
        title: title ?? (level === 'error' ? ERROR_TITLE : undefined),
        message: message?.trim() ? message : ERROR_MESSAGE,
      }
      setItems((current) => {
        const next = [...current, item]
        for (const dropped of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) {
          window.clearTimeout(timers.current.get(dropped.id))
          timers.current.delete(dropped.id)
        }
        return next.slice(-MAX_TOASTS)
      })
      timers.current.set(id, window.setTimeout(() => dismiss(id), DISMISS_AFTER_MS))
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer)
      pending.clear()
    }
  }, [])

  const api = useMemo(() => ({ toast }), [toast])
  const hydrated = useHydrated()

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hydrated && createPortal(
        <div className="toasts" aria-live="polite" aria-relevant="additions" role="region" aria-label="Bildirimler">
          {items.map((item) => (
            <div key={item.id} className={`toast toast--${item.level}`} role={item.level === 'error' ? 'alert' : 'status'}>
              <div className="toast__content">
                {item.title && <p className="toast__title">{item.title}</p>}
                <p className="toast__message">{item.message}</p>
              </div>
              <button type="button" className="toast__close" aria-label="Kapat" onClick={() => dismiss(item.id)}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          ))}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  )
}

import { createContext, useContext } from 'react'

export type ToastLevel = 'success' | 'error' | 'info'

export interface ToastInput {
  level: ToastLevel
  title?: string
  message?: string
}

export interface ToastApi {
  toast: (input: ToastInput) => void
}

export const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}

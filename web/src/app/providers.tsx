import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { GlobalLoadingProvider } from '../components/layout/global-loading.js'
import { ToastProvider } from '../components/toast/toast-provider.js'
import { queryClient } from '../lib/query-client.js'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalLoadingProvider>
        <ToastProvider>{children}</ToastProvider>
      </GlobalLoadingProvider>
    </QueryClientProvider>
  )
}

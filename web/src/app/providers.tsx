import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { GlobalLoadingProvider } from '../components/layout/global-loading.js'
import { ToastProvider } from '../components/toast/toast-provider.js'
import { queryClient as browserQueryClient } from '../lib/query-client.js'

/** `client` is the server's per-request query client; the browser has one for the whole visit. */
export function AppProviders({ children, client = browserQueryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <GlobalLoadingProvider>
        <ToastProvider>{children}</ToastProvider>
      </GlobalLoadingProvider>
    </QueryClientProvider>
  )
}

import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.js'

// Client errors (4xx) will not change on a retry; only network/5xx failures get one more try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false
  return failureCount < 1
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 60_000,
      // Content does not change while a tab is in the background; refetching on focus only costs requests.
      refetchOnWindowFocus: false,
    },
    mutations: {
      retry: false,
    },
  },
})

import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client.js'

export interface SeoPage {
  title: string
  description?: string
  canonical?: string
  robots?: string
  keywords?: string
}

interface SeoPageResponse {
  statusCode: number
  result: SeoPage
}

export async function getSeoPage(path: string, signal?: AbortSignal): Promise<SeoPage> {
  const response = await apiClient.get<SeoPageResponse>('/api/seo/page', { query: { path }, signal })
  return response.result
}

export function seoPageQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['seo', 'page', path],
    queryFn: ({ signal }) => getSeoPage(path, signal),
    staleTime: 5 * 60_000,
    // The head is a nicety: a failure leaves the previous one in place rather than retrying.
    retry: false,
  })
}

export function useSeoPage(path: string, options: { enabled: boolean }) {
  return useQuery({ ...seoPageQueryOptions(path), enabled: options.enabled })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type { FooterColumnSchema, FooterServicesResponse } from '../../../../server/schemas/content.js'
import { apiClient } from '../../lib/api-client.js'

export type FooterColumn = Static<typeof FooterColumnSchema>

export async function getFooterServices(signal?: AbortSignal): Promise<FooterColumn[]> {
  const response = await apiClient.post<Static<typeof FooterServicesResponse>>('/api/get-footer-services', {}, { signal })
  const columns = response?.data?.attributes?.columns
  return Array.isArray(columns) ? columns : []
}

export function footerServicesQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'footer-services'],
    queryFn: ({ signal }) => getFooterServices(signal),
    staleTime: 5 * 60_000,
  })
}

export function useFooterServices() {
  return useQuery(footerServicesQueryOptions())
}

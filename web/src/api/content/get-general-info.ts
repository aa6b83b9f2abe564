import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from '../../lib/router/index.js'
import type { Static } from 'typebox'
import type { GeneralInfoItemSchema } from '../../../../server/schemas/content.js'
import { apiClient } from '../../lib/api-client.js'

export type GeneralInfoItem = Static<typeof GeneralInfoItemSchema>

/** The general-info switches the page frame reads (spec §2.3). */
export interface GeneralInfoFlags {
  has_active_campaigns: boolean
  nextup_title: boolean
}

interface GeneralInfoResponse {
  statusCode: number
  result: GeneralInfoItem[]
}

export async function getGeneralInfo(signal?: AbortSignal): Promise<GeneralInfoItem[]> {
  const response = await apiClient.post<GeneralInfoResponse>('/api/general-info/get-general-info', {}, { signal })
  return Array.isArray(response?.result) ? response.result : []
}

export function generalInfoQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'general-info'],
    queryFn: ({ signal }) => getGeneralInfo(signal),
    // An editor's switch must show on the next page without a rebuild: see useGeneralInfoFlags.
    staleTime: 2_000,
  })
}

function flagOn(items: GeneralInfoItem[], key: keyof GeneralInfoFlags): boolean {
  return items.find((item) => item.key === key)?.boolValue === true
}

export function toGeneralInfoFlags(items: GeneralInfoItem[] | undefined): GeneralInfoFlags {
  // Loading or failed: both links stay hidden rather than lead to an empty page.
  if (!items) return { has_active_campaigns: false, nextup_title: false }
  return { has_active_campaigns: flagOn(items, 'has_active_campaigns'), nextup_title: flagOn(items, 'nextup_title') }
}

/**
 * The frame's switches. The header and footer stay mounted across client navigations, so a new
 * location refreshes the list when it is stale (no request when it is not).
 */
export function useGeneralInfoFlags(): GeneralInfoFlags {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  const { data } = useQuery(generalInfoQueryOptions())
  useEffect(() => {
    void queryClient.prefetchQuery(generalInfoQueryOptions())
  }, [pathname, queryClient])
  return toGeneralInfoFlags(data)
}

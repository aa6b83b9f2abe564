import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type { SiteStaticItemSchema } from '../../../../server/schemas/content.js'
import { apiClient } from '../../lib/api-client.js'

export type SiteStaticItem = Static<typeof SiteStaticItemSchema>

interface SiteStaticResponse {
  statusCode: number
  result: SiteStaticItem[]
}

/** Site texts whose key starts with `prefix` ('FOOTER_', 'CONTACT_'; '' for all). */
export async function getSiteStatic(prefix: string, signal?: AbortSignal): Promise<SiteStaticItem[]> {
  const response = await apiClient.post<SiteStaticResponse>('/api/get-site-static', { prefix }, { signal })
  return Array.isArray(response?.result) ? response.result : []
}

export function siteStaticQueryOptions(prefix: string) {
  return queryOptions({
    queryKey: ['content', 'site-static', prefix],
    queryFn: ({ signal }) => getSiteStatic(prefix, signal),
    staleTime: 5 * 60_000,
  })
}

export function useSiteStatic(prefix: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...siteStaticQueryOptions(prefix), enabled: options.enabled ?? true })
}

/** The non-empty text of `key`, if the list has it. */
export function siteStaticText(items: SiteStaticItem[] | undefined, key: string): string | undefined {
  const text = items?.find((item) => item.key === key)?.text.trim()
  return text || undefined
}

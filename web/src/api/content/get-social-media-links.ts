import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type { SocialLinkSchema } from '../../../../server/schemas/content.js'
import { apiClient } from '../../lib/api-client.js'

export type SocialLink = Static<typeof SocialLinkSchema>

interface SocialLinksResponse {
  statusCode: number
  result: SocialLink[]
}

export async function getSocialMediaLinks(signal?: AbortSignal): Promise<SocialLink[]> {
  const response = await apiClient.post<SocialLinksResponse>('/api/socialMedia/get-social-media-url', {}, { signal })
  return Array.isArray(response?.result) ? response.result : []
}

export function socialMediaLinksQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'social-media-links'],
    queryFn: ({ signal }) => getSocialMediaLinks(signal),
    staleTime: 5 * 60_000,
  })
}

export function useSocialMediaLinks() {
  return useQuery(socialMediaLinksQueryOptions())
}

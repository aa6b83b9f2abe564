import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type { Block, PageSchema } from '../../../../server/schemas/content.js'
import { apiClient } from '../../lib/api-client.js'

export type { Block }
export type ContentPageData = Static<typeof PageSchema>

interface PageResponse {
  statusCode: number
  result: ContentPageData
}

/** A static page (Hakkımızda, Yardım …); an unknown slug rejects with ApiError 404. */
export async function getPageBySlug(slug: string, signal?: AbortSignal): Promise<ContentPageData> {
  const response = await apiClient.post<PageResponse>('/api/page/get-page-by-slug', { slug }, { signal })
  return response.result
}

export function pageBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: ({ signal }) => getPageBySlug(slug, signal),
    staleTime: 5 * 60_000,
  })
}

export function usePageBySlug(slug: string) {
  return useQuery(pageBySlugQueryOptions(slug))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type { PostKind, PostSchema } from '../../../../server/schemas/content.js'
import { apiClient } from '../../lib/api-client.js'

export type Post = Static<typeof PostSchema>

interface PostResponse {
  statusCode: number
  result: Post
}

/** One campaign, blog post or news item; unknown (or an expired campaign) rejects with ApiError 404. */
export async function getPostBySlug(kind: PostKind, slug: string, signal?: AbortSignal): Promise<Post> {
  const response = await apiClient.post<PostResponse>('/api/post/get-post-by-slug', { kind, slug }, { signal })
  return response.result
}

export function postBySlugQueryOptions(kind: PostKind, slug: string) {
  return queryOptions({
    queryKey: ['content', 'post', kind, slug],
    queryFn: ({ signal }) => getPostBySlug(kind, slug, signal),
    staleTime: 60_000,
  })
}

export function usePostBySlug(kind: PostKind, slug: string) {
  return useQuery(postBySlugQueryOptions(kind, slug))
}

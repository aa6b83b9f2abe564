import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type { PostCardSchema, PostKind, PostListSchema } from '../../../../server/schemas/content.js'
import { apiClient } from '../../lib/api-client.js'

export type { PostKind }
export type PostCard = Static<typeof PostCardSchema>
export type PostList = Static<typeof PostListSchema>

export interface GetPostsInput {
  kind: PostKind
  pageNumber?: number
  pageSize?: number
}

interface PostsResponse {
  statusCode: number
  result: PostList
}

/** Newest first; campaigns only while active. A page past the last rejects with ApiError 400. */
export async function getPosts({ kind, pageNumber = 1, pageSize = 9 }: GetPostsInput, signal?: AbortSignal): Promise<PostList> {
  const response = await apiClient.post<PostsResponse>('/api/post/get-posts', { kind, pageNumber, pageSize }, { signal })
  return response.result
}

export function postsQueryOptions(input: GetPostsInput) {
  const { kind, pageNumber = 1, pageSize = 9 } = input
  return queryOptions({
    queryKey: ['content', 'posts', kind, { pageNumber, pageSize }],
    queryFn: ({ signal }) => getPosts({ kind, pageNumber, pageSize }, signal),
    staleTime: 60_000,
  })
}

export function usePosts(input: GetPostsInput) {
  // Paging keeps the current cards on screen until the next page arrives.
  return useQuery({ ...postsQueryOptions(input), placeholderData: keepPreviousData })
}

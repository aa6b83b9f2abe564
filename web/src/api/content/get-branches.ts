import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type { BranchListSchema, BranchSchema } from '../../../../server/schemas/content.js'
import { apiClient } from '../../lib/api-client.js'

export type Branch = Static<typeof BranchSchema>
export type BranchList = Static<typeof BranchListSchema>

interface BranchesResponse {
  statusCode: number
  result: BranchList
}

/** Every branch and every city that has one (Turkish order). */
export async function getBranches(signal?: AbortSignal): Promise<BranchList> {
  const response = await apiClient.post<BranchesResponse>('/api/branch/get-branches', {}, { signal })
  return response.result
}

export function branchesQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'branches'],
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 5 * 60_000,
  })
}

export function useBranches() {
  return useQuery(branchesQueryOptions())
}

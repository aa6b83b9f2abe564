import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client.js'

export interface Contract {
  id: number
  name: string
  description: string
  contractTypeId: number
}

interface ContractsResponse {
  statusCode: number
  result: Contract[]
}

export async function getContractsByType(contractTypeId: number, signal?: AbortSignal): Promise<Contract[]> {
  const response = await apiClient.post<ContractsResponse>(
    '/api/contract/get-contracts-by-type',
    { contractTypeId },
    { signal },
  )
  return Array.isArray(response?.result) ? response.result : []
}

export function contractsByTypeQueryOptions(contractTypeId: number) {
  return queryOptions({
    queryKey: ['contracts', 'by-type', contractTypeId],
    queryFn: ({ signal }) => getContractsByType(contractTypeId, signal),
    staleTime: 10 * 60_000,
  })
}

export function useContractsByType(contractTypeId: number) {
  return useQuery(contractsByTypeQueryOptions(contractTypeId))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type {
  FacetSchema,
  FilterKey,
  SearchResultSchema,
  VehicleCardSchema,
} from '../../../../server/schemas/vehicles.js'
import { apiClient } from '../../lib/api-client.js'

export type { FilterKey }
export type VehicleCard = Static<typeof VehicleCardSchema>
export type Facet = Static<typeof FacetSchema>
export type FacetValue = NonNullable<Facet['values']>[number]
export type VehicleSearchResult = Static<typeof SearchResultSchema>

export type FilterValue = string | number | boolean
export type Filters = Partial<Record<FilterKey, FilterValue[]>>

/** Spec §3 filter request. */
export interface VehicleSearchRequest {
  filters: Filters
  sorters: number[]
  pageSize: number
  pageNumber: number
  VehicleTypeId: number
}

interface SearchResponse {
  statusCode: number
  result: VehicleSearchResult
}

/** One page of vehicles with the facets of the whole result. Bad filters or a page past the last reject with ApiError 400. */
export async function getVehicles(request: VehicleSearchRequest, signal?: AbortSignal): Promise<VehicleSearchResult> {
  const response = await apiClient.post<SearchResponse>('/api/vehicle/vehicles-get', request, { signal })
  return response.result
}

export function vehiclesQueryOptions(request: VehicleSearchRequest) {
  return queryOptions({
    queryKey: ['vehicles', 'search', request],
    queryFn: ({ signal }) => getVehicles(request, signal),
    // Reservations and sales change the inventory during the day.
    staleTime: 30_000,
  })
}

export function useVehicles(request: VehicleSearchRequest) {
  // A new search keeps the current cards and facets on screen until its answer arrives.
  return useQuery({ ...vehiclesQueryOptions(request), placeholderData: keepPreviousData })
}

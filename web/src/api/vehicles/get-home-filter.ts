import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.js'

/** Spec §3 home filter brand: brandId, brandText, brandSmallLogo (plus its slug and vehicle count). */
export interface HomeFilterBrand {
  brandId: number
  brandText: string
  brandSmallLogo: string
  slug: string
  count: number
}

export interface HomeFilter {
  years: number[]
  brands: HomeFilterBrand[]
}

interface HomeFilterResponse {
  statusCode: number
  result: HomeFilter
}

/** Years (newest first) and brands that have vehicles for sale. */
export async function getHomeFilter(vehicleTypeId: number, signal?: AbortSignal): Promise<HomeFilter> {
  const response = await apiClient.post<HomeFilterResponse>('/api/vehicle/home-filter', { VehicleTypeId: vehicleTypeId }, { signal })
  return response.result
}

export function homeFilterQueryOptions(vehicleTypeId: number) {
  return queryOptions({
    queryKey: ['vehicles', 'home-filter', vehicleTypeId],
    queryFn: ({ signal }) => getHomeFilter(vehicleTypeId, signal),
    staleTime: 5 * 60_000,
  })
}

export function useHomeFilter(vehicleTypeId: number) {
  return useQuery(homeFilterQueryOptions(vehicleTypeId))
}

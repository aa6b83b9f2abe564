import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.js'
import type { VehicleCard } from './get-vehicles.js'

/** Spec §9 home listings: new arrivals, most viewed, campaign vehicles. */
export interface HomeRails {
  new: VehicleCard[]
  mostViewed: VehicleCard[]
  campaign: VehicleCard[]
}

interface HomeRailsResponse {
  statusCode: number
  result: HomeRails
}

export async function getHomeRails(vehicleTypeId: number, signal?: AbortSignal): Promise<HomeRails> {
  const response = await apiClient.post<HomeRailsResponse>('/api/vehicle/home-rails', { VehicleTypeId: vehicleTypeId }, { signal })
  return response.result
}

export function homeRailsQueryOptions(vehicleTypeId: number) {
  return queryOptions({
    queryKey: ['vehicles', 'home-rails', vehicleTypeId],
    queryFn: ({ signal }) => getHomeRails(vehicleTypeId, signal),
    staleTime: 60_000,
  })
}

export function useHomeRails(vehicleTypeId: number) {
  return useQuery(homeRailsQueryOptions(vehicleTypeId))
}

import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client.js'
import type { VehicleCard } from './vehicles/get-vehicles.js'

// Spec §7 favoriteVehicle (decision 037): the gateway takes the customer from the session; the
// spec's customerContactId is still sent, and ignored there.

interface IdsResponse {
  statusCode: number
  result: number[] | null
}

interface CardsResponse {
  statusCode: number
  result: VehicleCard[]
}

/** The query key of a customer's favourite ids: a new sign-in is a new list. */
export const favouriteIdsKey = (customerId: number | string | undefined) => ['favourites', 'ids', customerId ?? null] as const

export function favouriteIdsQueryOptions(customerId: number | string | undefined) {
  return queryOptions({
    queryKey: favouriteIdsKey(customerId),
    queryFn: async ({ signal }) => {
      const response = await apiClient.post<IdsResponse>('/api/favoriteVehicle/get-user-favorite-vehicle-ids', { customerContactId: customerId }, { signal })
      return response.result ?? []
    },
    enabled: customerId !== undefined,
    staleTime: 60_000,
  })
}

export function favouriteVehiclesQueryOptions(customerId: number | string | undefined) {
  return queryOptions({
    queryKey: ['favourites', 'vehicles', customerId ?? null] as const,
    queryFn: async ({ signal }) => {
      const response = await apiClient.post<CardsResponse>('/api/favoriteVehicle/get-user-favorite-vehicles', { customerContactId: customerId }, { signal })
      return response.result
    },
    enabled: customerId !== undefined,
  })
}

/** Adds one vehicle; a statusCode other than 200 throws (spec §8). */
export async function addFavouriteVehicle(auctionVehicleId: number): Promise<void> {
  await apiClient.post('/api/favoriteVehicle/add-favorite-vehicle', { auctionVehicleId })
}

export async function deleteFavouriteVehicle(auctionVehicleId: number): Promise<void> {
  await apiClient.post('/api/favoriteVehicle/delete-favorite-vehicle', { auctionVehicleId })
}

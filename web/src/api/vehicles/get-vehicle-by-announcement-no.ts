import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.js'
import type { VehicleCard } from './get-vehicles.js'

export interface VehicleSeller {
  id: number
  name: string
  city: string
  district: string
  address: string
  phone: string
  hours: string
  latitude: number
  longitude: number
}

/** The card fields plus what the detail page shows (the gateway's detail answer). */
export interface VehicleDetail extends VehicleCard {
  generation: string
  engineSize: number | null
  enginePower: number | null
  chassisNumber: string
  licensePlate: string
  paintedParts: string[]
  changedParts: string[]
  expertiseSummary: string
  viewCount: number
  vehiclePhotos: Array<{ imageUrl: string }>
  status: { text: string }
  seller: VehicleSeller
  similar: VehicleCard[]
}

interface DetailResponse {
  statusCode: number
  result: VehicleDetail
}

/** An unknown number rejects with ApiError 404 'Bir hata oluştu.'. */
export async function getVehicleByAnnouncementNo(announcementNo: string, signal?: AbortSignal): Promise<VehicleDetail> {
  const response = await apiClient.post<DetailResponse>('/api/vehicle/get-vehicle-by-announcement-no', { announcementno: announcementNo }, { signal })
  return response.result
}

export function vehicleDetailQueryOptions(announcementNo: string) {
  return queryOptions({
    queryKey: ['vehicles', 'detail', announcementNo],
    queryFn: ({ signal }) => getVehicleByAnnouncementNo(announcementNo, signal),
    staleTime: 30_000,
  })
}

export function useVehicleDetail(announcementNo: string) {
  return useQuery(vehicleDetailQueryOptions(announcementNo))
}

import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client.js'

// The signed-in customer's appointments and offers on /hesabim (decision 043): the gateway matches
// them to the account's verified phone; the request carries nothing but the session cookie.

export interface AccountAppointment {
  id: number
  reference: string
  /** ISO instant: shown in Turkey's zone (lib/locale formatDate). */
  startsAt: string
  plate: string
  branch: string
  city: string
  status: number
  statusText: string
}

export interface AccountOffer {
  id: string
  createdAt: string
  validUntil: string
  title: string
  modelYear: number
  km: number
  status: 'offer' | 'expert'
  preOfferedPrice: number | null
  rangeLow: number | null
  rangeHigh: number | null
  valid: boolean
}

export interface AccountRecords {
  windowDays: number
  appointments: AccountAppointment[]
  offers: AccountOffer[]
}

interface RecordsResponse {
  status: number
  data: AccountRecords
}

/** The query key of a customer's records: a new sign-in is a new list. */
export const accountRecordsKey = (customerId: number | string | undefined) => ['account', 'records', customerId ?? null] as const

export function accountRecordsQueryOptions(customerId: number | string | undefined) {
  return queryOptions({
    queryKey: accountRecordsKey(customerId),
    queryFn: async ({ signal }) => (await apiClient.post<RecordsResponse>('/api/auth/account-records', {}, { signal })).data,
    enabled: customerId !== undefined,
    staleTime: 60_000,
  })
}

import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client.js'

// The signed-in customer's appointments and offers on /hesabim (decision 043): the gateway matches
// them to the account's verified phone; the request carries nothing but the session cookie.

// The gateway's own types: one definition of what the records call answers.
export type { AccountAppointment, AccountOffer, AccountRecordsAnswer as AccountRecords } from '../../../server/services/accounts/account-records.js'
import type { AccountRecordsAnswer as AccountRecords } from '../../../server/services/accounts/account-records.js'

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

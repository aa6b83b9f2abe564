import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Static } from 'typebox'
import type { UserAppointmentsSchema } from '../../../server/schemas/verification.js'
import { apiClient } from '../lib/api-client.js'

export type UserAppointments = Static<typeof UserAppointmentsSchema>
export type Appointment = UserAppointments['result']['appointments'][number]

export const GET_APPOINTMENT_RESULT_URL = '/api/appointment/get-appointment-result'

export function getAppointmentResult(resultId: string): Promise<UserAppointments> {
  return apiClient.post<UserAppointments>(GET_APPOINTMENT_RESULT_URL, { resultId })
}

// The result id opens the appointments once (decision 020): the first answer is kept for the tab's
// life and never asked for again (no retry, no refetch on mount, focus or reconnect), so a second
// request cannot burn the id and replace the appointments with the "used" message. A reload asks
// afresh and gets that message.
export function appointmentResultQueryOptions(resultId: string) {
  return queryOptions({
    queryKey: ['appointment', 'result', resultId],
    queryFn: () => getAppointmentResult(resultId),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  })
}

export function useAppointmentResult(resultId: string) {
  return useQuery(appointmentResultQueryOptions(resultId))
}

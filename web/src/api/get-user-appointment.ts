import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client.js'
import { callResultKey } from './call-operation.js'

export const GET_USER_APPOINTMENT_URL = '/api/appointment/get-user-appointment'

export interface Appointment {
  id: number
  plate: string
  branchName: string
  branchAddress: string
  startsAt: string
  date: string
  time: string
  status: number
  statusText: string
}

export interface UserAppointments {
  statusCode: number
  message: string
  result: { appointments: Appointment[] }
}

export interface UserAppointmentQuery {
  phone: string
  numberPlate: string
  verificationCode: string
}

// The SMS dialog's `call` leaves its answer under the same key (callResultKey); the page shows it.
// Asking again spends nothing: the code is single use, so a reload gets an error, never data.
export function userAppointmentQueryOptions(query: UserAppointmentQuery) {
  const body = { phone: query.phone, numberPlate: query.numberPlate, verificationCode: query.verificationCode }
  return queryOptions({
    queryKey: callResultKey('POST', GET_USER_APPOINTMENT_URL, body),
    queryFn: () => apiClient.post<UserAppointments>(GET_USER_APPOINTMENT_URL, body),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  })
}

export function useUserAppointments(query: UserAppointmentQuery) {
  return useQuery(userAppointmentQueryOptions(query))
}

// The inspection booking's calls (issue 14, decision 029): a branch-day's strip and slots, a hold
// for the wizard's flow, and the manage link's reads and changes. The manage token travels only in
// request bodies, never in an API address (decision 020).
import type { Static } from 'typebox'
import type { BookingViewSchema } from '../../../server/schemas/booking.js'
import { apiClient, apiRequest } from '../lib/api-client.js'

export type BookingView = Static<typeof BookingViewSchema>

export interface BookingBranchOption {
  id: number
  name: string
  city: string
  district: string
  address: string
  phone: string
  mapUrl: string
  capacity: number
  horizonDays: number
  hours?: string
}

export interface SlotDay {
  date: string
  weekday: number
  label: string
  open: boolean
  closedReason?: string
  halfDay?: string
}

export interface SlotView {
  time: string
  startsAt: string
  endsAt: string
  remaining: number
  status: 'available' | 'full' | 'past'
  label?: string
}

export interface SlotsResult {
  branchId: number
  date: string
  capacity: number
  leadingBlanks: number
  days: SlotDay[]
  day: { open: boolean; closedReason?: string; halfDay?: string }
  slots: SlotView[]
}

export interface SlotChoice {
  city: string
  branch: string
  date: string
  slot: string
}

export const SLOTS_URL = '/api/appointment/slots'
const BRANCHES_URL = '/api/appointment/branches'

/** Today in Istanbul (UTC+3 all year since 2016): the first day of every strip. */
export function istanbulToday(now = Date.now()): string {
  return new Date(now + 3 * 3_600_000).toISOString().slice(0, 10)
}

export function slotsQueryOptions(url: string, branchId: number | null, date: string) {
  return {
    queryKey: ['booking', 'slots', url, branchId, date] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await apiClient.get<{ result: SlotsResult }>(url, { query: { branchId: branchId ?? 0, date }, signal })).result,
    enabled: branchId !== null,
    // Another day of the same branch: keep its strip on screen while the day loads.
    placeholderData: (previous: SlotsResult | undefined) => (previous?.branchId === branchId ? previous : undefined),
    // Seats change with every booking: read again on each visit, keep the last answer while reading.
    staleTime: 0,
  }
}

export const SLOTS_KEY = ['booking', 'slots'] as const

export async function holdSlot(url: string, method: string, choice: SlotChoice): Promise<{ message: string; expiresAt: string }> {
  const answer = await apiRequest<{ message: string; result: { expiresAt: string } }>(url, { method, body: choice })
  return { message: answer.message, expiresAt: answer.result.expiresAt }
}

export async function bookingBranches(): Promise<{ cities: string[]; branches: BookingBranchOption[] }> {
  return (await apiClient.get<{ result: { cities: string[]; branches: BookingBranchOption[] } }>(BRANCHES_URL)).result
}

interface BookingAnswer {
  message?: string
  result: BookingView
}

export const getManagedAppointment = (token: string) => apiClient.post<BookingAnswer>('/api/appointment/manage/get', { token })
export const rescheduleAppointment = (token: string, choice: Omit<SlotChoice, 'city'>) =>
  apiClient.post<BookingAnswer>('/api/appointment/manage/reschedule', { token, ...choice })
export const cancelAppointment = (token: string) => apiClient.post<BookingAnswer>('/api/appointment/manage/cancel', { token })

import { mutationOptions, useMutation } from '@tanstack/react-query'
import type { SimpleAction } from '../../../server/schemas/screen.js'
import { apiClient } from '../lib/api-client.js'

export type SubmitValue = string | boolean

export interface SubmitScreenInput {
  screenId: string
  values: Record<string, SubmitValue>
  // Values of the screens that opened this dialog, so the gateway can continue the flow.
  context?: Record<string, SubmitValue>
  // The user asked to send again (a dialog's resend): the gateway may answer with a wait.
  resend?: boolean
}

export interface SubmitScreenResult {
  values: Record<string, SubmitValue | number | null>
  next?: SimpleAction[]
}

interface SubmitScreenResponse {
  statusCode: number
  result: SubmitScreenResult
}

export async function submitScreen({ screenId, values, context, resend }: SubmitScreenInput): Promise<SubmitScreenResult> {
  const body = {
    values,
    ...(context && Object.keys(context).length > 0 ? { context } : {}),
    ...(resend ? { resend: true } : {}),
  }
  const response = await apiClient.post<SubmitScreenResponse>(`/api/screens/${encodeURIComponent(screenId)}/submit`, body)
  return response?.result ?? { values: {} }
}

export function submitScreenMutationOptions() {
  return mutationOptions({
    mutationKey: ['screens', 'submit'],
    mutationFn: submitScreen,
  })
}

export function useSubmitScreen() {
  return useMutation(submitScreenMutationOptions())
}

import { mutationOptions, useMutation } from '@tanstack/react-query'
import type { SimpleAction } from '../../../server/schemas/screen.js'
import { apiClient } from '../lib/api-client.js'

export type SubmitValue = string | boolean

export interface SubmitScreenInput {
  screenId: string
  values: Record<string, SubmitValue>
  // Values of the screens that opened this dialog, so the gateway can continue the flow.
  context?: Record<string, SubmitValue>
}

export interface SubmitScreenResult {
  values: Record<string, SubmitValue | number | null>
  next?: SimpleAction
}

interface SubmitScreenResponse {
  statusCode: number
  result: SubmitScreenResult
}

export async function submitScreen({ screenId, values, context }: SubmitScreenInput): Promise<SubmitScreenResult> {
  const body = context && Object.keys(context).length > 0 ? { values, context } : { values }
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

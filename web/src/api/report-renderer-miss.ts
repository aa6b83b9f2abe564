import { mutationOptions, useMutation } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client.js'

export interface RendererMiss {
  screenId: string
  kind: string
  rendererVersion: number
}

export async function reportRendererMiss(miss: RendererMiss): Promise<void> {
  await apiClient.post<void>('/api/telemetry/renderer-miss', miss, { keepalive: true })
}

export function reportRendererMissMutationOptions() {
  return mutationOptions({
    mutationKey: ['telemetry', 'renderer-miss'],
    mutationFn: reportRendererMiss,
  })
}

export function useReportRendererMiss() {
  return useMutation(reportRendererMissMutationOptions())
}

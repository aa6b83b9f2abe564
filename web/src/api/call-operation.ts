import { mutationOptions, useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest, DEFAULT_ERROR_MESSAGE } from '../lib/api-client.js'

export interface CallOperationInput {
  method?: string
  url?: string
  body: Record<string, unknown>
}

// Some spec §7 calls report failure in `status` rather than `statusCode` (e.g. status 6, 401).
function failedStatus(data: unknown): ApiError | null {
  if (typeof data !== 'object' || data === null) return null
  const { status, message } = data as { status?: unknown; message?: unknown }
  if (typeof status !== 'number' || (status >= 200 && status < 300)) return null
  return new ApiError(status, typeof message === 'string' && message ? message : DEFAULT_ERROR_MESSAGE)
}

/** Runs a descriptor's `call` action against the url the gateway resolved for it. */
export async function callOperation({ method, url, body }: CallOperationInput): Promise<unknown> {
  if (!url) throw new ApiError(0, DEFAULT_ERROR_MESSAGE)
  const verb = (method ?? 'POST').toUpperCase()
  const data = await apiRequest<unknown>(url, verb === 'GET'
    ? { method: verb, query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v == null ? undefined : String(v)])) }
    : { method: verb, body })
  const failure = failedStatus(data)
  if (failure) throw failure
  return data
}

/**
 * Where a successful `call` leaves its answer in the query cache, so the page a flow navigates to
 * can show it without asking again (a single-use code cannot be asked with twice).
 */
export function callResultKey(method: string | undefined, url: string | undefined, body: Record<string, unknown>) {
  return ['call', (method ?? 'POST').toUpperCase(), url ?? '', body] as const
}

export function callOperationMutationOptions() {
  return mutationOptions({
    mutationKey: ['screens', 'call'],
    mutationFn: callOperation,
  })
}

export function useCallOperation() {
  return useMutation(callOperationMutationOptions())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { ApiError, apiRequest, DEFAULT_ERROR_MESSAGE } from '../lib/api-client.js'

export type RemoteOptionsSource = NonNullable<LeafOf<'select'>['remoteOptions']>

export interface RemoteOption {
  value: string
  label: string
}

function readPath(data: unknown, path: string): unknown {
  let current: unknown = data
  for (const key of path.split('.').filter(Boolean)) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

function toText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

/** `accessToken`: sent as a bearer header when the source asks for it (`sendAccessToken`). */
export async function getRemoteOptions(source: RemoteOptionsSource, signal?: AbortSignal, accessToken?: string): Promise<RemoteOption[]> {
  // The gateway resolves `operation` to method and url; without them there is nothing safe to call.
  if (!source.url) throw new ApiError(0, DEFAULT_ERROR_MESSAGE)
  const method = (source.method ?? 'POST').toUpperCase()
  const data = await apiRequest<unknown>(source.url, {
    method,
    ...(source.sendAccessToken && accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
    ...(method === 'GET' ? { query: source.body } : { body: source.body ?? {} }),
    signal,
  })
  const items = readPath(data, source.itemsPath)
  if (!Array.isArray(items)) throw new ApiError(0, DEFAULT_ERROR_MESSAGE)
  const options: RemoteOption[] = []
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue
    const record = item as Record<string, unknown>
    const value = toText(record[source.valueKey])
    const label = toText(record[source.labelKey])
    if (value !== null && label !== null) options.push({ value, label })
  }
  return options
}

export function remoteOptionsQueryOptions(source: RemoteOptionsSource, accessToken?: string) {
  // The token is not part of the key: the list is the same for everyone.
  return queryOptions({
    queryKey: ['remote-options', source.method ?? 'POST', source.url ?? source.operation, source.body ?? {}],
    queryFn: ({ signal }) => getRemoteOptions(source, signal, accessToken),
    staleTime: 5 * 60_000,
  })
}

export function useRemoteOptions(source: RemoteOptionsSource, accessToken?: string) {
  return useQuery(remoteOptionsQueryOptions(source, accessToken))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Screen } from '../../../server/schemas/screen.js'
import { RENDERER_VERSION } from '../../renderers/registry.js'
import { ApiError, apiClient } from '../lib/api-client.js'

interface ScreenResponse {
  statusCode: number
  result: Screen
}

// The schema is enforced by the gateway; this only guards against a body that cannot be drawn at all.
function isDrawable(value: unknown): value is Screen {
  if (typeof value !== 'object' || value === null) return false
  const screen = value as Partial<Screen>
  return typeof screen.id === 'string' && typeof screen.title === 'string' && Array.isArray(screen.children)
}

export async function getScreen(screenId: string, signal?: AbortSignal): Promise<Screen> {
  const response = await apiClient.get<ScreenResponse>(`/api/screens/${encodeURIComponent(screenId)}`, {
    query: { rv: RENDERER_VERSION },
    signal,
  })
  if (!isDrawable(response?.result)) throw new ApiError(500, 'Bir hata oluştu')
  return response.result
}

export function screenQueryOptions(screenId: string) {
  return queryOptions({
    queryKey: ['screens', screenId, RENDERER_VERSION],
    queryFn: ({ signal }) => getScreen(screenId, signal),
    // A descriptor changed on the server must show the next time it opens, without a web rebuild.
    staleTime: 0,
    gcTime: 0,
  })
}

export function useScreen(screenId: string) {
  return useQuery(screenQueryOptions(screenId))
}

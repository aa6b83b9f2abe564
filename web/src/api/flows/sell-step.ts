// The sell / trade-in wizard's calls (design §8): read a step, submit it, go back, start a family.
// Every answer is `{ screen, state }`: the step to show at `state.path`.
import { queryOptions } from '@tanstack/react-query'
import type { StepState } from '../../../../server/schemas/flow.js'
import type { Screen } from '../../../../server/schemas/screen.js'
import { RENDERER_VERSION } from '../../../renderers/registry.js'
import { ApiError, apiClient } from '../../lib/api-client.js'

export interface StepAnswer {
  screen: Screen
  state: StepState
}

interface StepResponse {
  statusCode: number
  result: StepAnswer
}

export function isStepAnswer(value: unknown): value is StepAnswer {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Partial<StepAnswer>
  return typeof v.screen?.id === 'string' && Array.isArray(v.screen.children) && typeof v.state?.path === 'string'
}

// The revision of the flow as the gateway last answered it in this tab: a submit sends it, so a
// step read from the cache (browser Back) does not send an old one; another tab's change still
// gets the 409 it should.
let lastRevision = 0

function answerOf(response: StepResponse | undefined): StepAnswer {
  if (!isStepAnswer(response?.result)) throw new ApiError(500, 'Bir hata oluştu')
  lastRevision = response.result.state.revision
  return response.result
}

/** A 409's current step (another tab moved the flow on): the tab continues from it. */
export function conflictAnswer(error: unknown): StepAnswer | null {
  if (!(error instanceof ApiError) || error.statusCode !== 409 || !isStepAnswer(error.result)) return null
  lastRevision = error.result.state.revision
  return error.result
}

export async function getSellStep(path: string, signal?: AbortSignal): Promise<StepAnswer> {
  return answerOf(await apiClient.get<StepResponse>('/api/flows/sell/step', { query: { path, rv: RENDERER_VERSION }, signal }))
}

export async function submitSellStep(path: string, values: Record<string, string | boolean>): Promise<StepAnswer> {
  return answerOf(await apiClient.post<StepResponse>('/api/flows/sell/step', { path, revision: lastRevision, values, rv: RENDERER_VERSION }))
}

export async function backSellStep(path: string, step: string | 0): Promise<StepAnswer> {
  return answerOf(await apiClient.post<StepResponse>('/api/flows/sell/back', { path, revision: lastRevision, step, rv: RENDERER_VERSION }))
}

export async function startSellFlow(family: string, vehicleId?: number): Promise<StepAnswer> {
  return answerOf(await apiClient.post<StepResponse>('/api/flows/sell/start', { family, ...(vehicleId ? { vehicleId } : {}), rv: RENDERER_VERSION }))
}

/** Opens a signed offer link (/teklif/<token>): a new flow cookie, answered at step 11 (decision 028). */
export async function resumeSellOffer(token: string): Promise<StepAnswer> {
  return answerOf(await apiClient.post<StepResponse>('/api/flows/sell/offer/resume', { token, rv: RENDERER_VERSION }))
}

export function sellStepQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['flows', 'sell', 'step', path],
    queryFn: ({ signal }) => getSellStep(path, signal),
    // The state lives on the server and may change in another tab: read it on every visit.
    staleTime: 0,
    gcTime: 60_000,
  })
}

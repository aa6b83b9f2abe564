// The query cache a server-rendered page carries (design §9): a non-executable
// <script type="application/json"> block, so the strict CSP (no inline scripts) stays as it is.
import type { DehydratedState } from '@tanstack/react-query'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../lib/api-client.js'

export const SSR_STATE_ID = 'ssr-state'

/** The block's text: JSON with '<' escaped, so no value can close the element. */
export function serializeState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c')
}

export function stateElement(text: string): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${text}</script>`
}

/**
 * The page's query cache, or null for a page drawn in the browser only. The answers count as
 * received now: the page itself is that fresh (the HTML is never stored by the browser, and the
 * server keeps a rendered page for seconds), and the visitor's clock need not agree with the
 * server's. A failed query's ApiError is rebuilt, so the page shows what the server showed.
 */
export function readState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent
  if (!text) return null
  const state = JSON.parse(text) as DehydratedState
  const now = Date.now()
  for (const { state: query } of state.queries) {
    if (query.dataUpdatedAt) query.dataUpdatedAt = now
    if (query.errorUpdatedAt) query.errorUpdatedAt = now
    if (query.error) query.error = ApiError.fromJSON(query.error) ?? new ApiError(0, DEFAULT_ERROR_MESSAGE)
    if (query.fetchFailureReason) query.fetchFailureReason = query.error
  }
  return state
}

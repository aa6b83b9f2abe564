// The behavioural events' way to the first-party collector (POST /api/events, decision 037): every
// event gets channel 'Web', the source rule and the contact key as hash_id; it waits for the
// engagement client (spec §4.13: retried after 1, 2, 3, 4 and 5 s while it is not ready, then
// dropped), then joins a batch sent a moment later, or at once when the page is hidden.
import { apiRequest } from './api-client.js'

export const RETRY_DELAYS_MS = [1000, 2000, 3000, 4000, 5000] as const
const BATCH_WAIT_MS = 1000
const MAX_BATCH = 50

type Schedule = (run: () => void, ms: number) => unknown

/**
 * Runs `attempt` until it reports done: at once, then after 1, 2, 3, 4 and 5 s (the delay is the
 * attempt number in seconds); after the fifth retry the event is given up. Returns whether it ran.
 */
export function sendWhenReady(attempt: () => boolean, schedule: Schedule = setTimeout, retry = 0): void {
  if (attempt()) return
  const delay = RETRY_DELAYS_MS[retry]
  if (delay === undefined) return
  schedule(() => sendWhenReady(attempt, schedule, retry + 1), delay)
}

let contactKey: string | null = null
/** The signed-in customer's contact key (spec §6), the events' hash_id when none is given. */
export function setContactKey(key: string | null | undefined): void {
  contactKey = key ?? null
}
export function currentContactKey(): string | null {
  return contactKey
}

/** Ready once the marketing tag was placed: consent given and the engagement client on the page. */
export function engagementReady(): boolean {
  return typeof document !== 'undefined' && document.querySelector('script[data-consent-category="marketing"]') !== null
}

let batch: Array<Record<string, unknown>> = []
let timer: ReturnType<typeof setTimeout> | null = null

function flush(): void {
  if (timer) clearTimeout(timer)
  timer = null
  if (!batch.length) return
  const events = batch.splice(0, MAX_BATCH)
  // keepalive: a batch sent as the page goes away still arrives. A failure is not the visitor's concern.
  apiRequest('/api/events', { method: 'POST', body: { events }, keepalive: true }).catch(() => undefined)
  if (batch.length) flush()
}

let listening = false
function listen(): void {
  if (listening || typeof document === 'undefined') return
  listening = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
}

/** Queues one event for the collector, once the engagement client is ready (or drops it after the retries). */
export function sendToCollector(event: Record<string, unknown>): void {
  sendWhenReady(() => {
    if (!engagementReady()) return false
    listen()
    batch.push(event)
    if (batch.length >= MAX_BATCH) flush()
    else timer ??= setTimeout(flush, BATCH_WAIT_MS)
    return true
  })
}

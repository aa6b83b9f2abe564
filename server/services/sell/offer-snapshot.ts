// What a pre-offer keeps of the flow that made it (decision 028), so its signed link can restore
// the visitor at step 11 on any browser: the state before step 10 (car answers, labels, the steps
// done and skipped, the family, a trade-in listing) and step 10's answers — without the phone. A
// link may be forwarded; the number stays with the offer (sell_offers.phone), where only the
// gateway reads it to send the SMS or store a call request.
import type { AnswerValue, FlowState } from '../../schemas/flow.js'
import type { Flow } from '../flows/definition.js'
import { transition } from '../flows/transition.js'

export const CONDITION_STEP = 'km-tramer-bilgisi'
/** Answers that never go into a snapshot. */
const PRIVATE_FIELDS = ['phone', 'verificationCode', 'preOffer']

export interface OfferSnapshot {
  v: 1
  family: string
  answers: Record<string, AnswerValue>
  labels: Record<string, string>
  completed: string[]
  auto: string[]
  /** Step 10's answers as stored (the phone left out). */
  condition: Record<string, AnswerValue>
}

const without = (values: Record<string, AnswerValue>) =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !PRIVATE_FIELDS.includes(field)))

/** The snapshot of a flow whose step 10 is being answered with `condition`. */
export function snapshotOf(before: FlowState, condition: Record<string, AnswerValue>): OfferSnapshot {
  return {
    v: 1,
    family: before.family,
    answers: without(before.answers),
    labels: { ...before.labels },
    completed: [...before.completed],
    auto: [...before.auto],
    condition: without(condition),
  }
}

function isSnapshot(value: unknown): value is OfferSnapshot {
  if (typeof value !== 'object' || value === null) return false
  const s = value as Partial<OfferSnapshot>
  return s.v === 1 && typeof s.family === 'string' && typeof s.answers === 'object' && s.answers !== null && typeof s.labels === 'object' && s.labels !== null
    && Array.isArray(s.completed) && Array.isArray(s.auto) && typeof s.condition === 'object' && s.condition !== null
}

/**
 * The flow state a link restores: the snapshot's state with step 10 answered again by the same
 * pure transition a submit runs, the offer as its `preOffer`. Null when the snapshot no longer fits
 * the flow definition (a changed step or family): the link then answers "not found".
 */
export function restoredState(flow: Flow, snapshot: unknown, offerId: string): FlowState | null {
  if (!isSnapshot(snapshot) || !flow.family(snapshot.family)) return null
  const before: FlowState = { revision: 0, family: snapshot.family, answers: snapshot.answers, labels: snapshot.labels, completed: snapshot.completed, auto: snapshot.auto }
  const result = transition(flow, before, { type: 'submit', step: CONDITION_STEP, values: { ...snapshot.condition, preOffer: offerId } })
  return result.ok ? result.state : null
}

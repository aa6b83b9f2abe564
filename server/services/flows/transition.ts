// The pure transition function of the flow layer (design §8): (flow, state, event) → state and
// effects, without I/O, so every rule of spec §4.11 and of skipping is a table-driven test.
// Values arrive validated (the flow service checks them against the descriptor and the option list).
import type { AnswerValue, FlowState } from '../../schemas/flow.js'
import type { Flow } from './definition.js'

export type FlowEvent =
  /** A step's answers, with the labels the summary shows. */
  | { type: 'submit'; step: string; values: Record<string, AnswerValue>; labels?: Record<string, string> }
  /** A single-option step picked and skipped (the `singleOption` guard). */
  | { type: 'auto'; step: string; values: Record<string, AnswerValue>; labels?: Record<string, string> }
  /** Back to a step (spec §4.11); step 0 resets. */
  | { type: 'back'; step: string | 0 }
  | { type: 'reset' }
  /** Removes one answer by name (spec §4.11), e.g. the trade-in listing. */
  | { type: 'remove'; field: string }
  /** Sets answers no step owns (the trade-in listing's vehicleId) and the family being shown. */
  | { type: 'start'; family: string; values?: Record<string, AnswerValue> }

export type FlowEffect =
  | { type: 'answered'; step: string; auto: boolean }
  | { type: 'dropped'; fields: string[] }
  | { type: 'reset' }

export type TransitionResult =
  | { ok: true; state: FlowState; effects: FlowEffect[]; next?: string }
  | { ok: false; reason: 'unknownStep' | 'unreachable' | 'unknownField' }

export function initialState(family: string): FlowState {
  return { revision: 0, family, answers: {}, labels: {}, completed: [], auto: [] }
}

/** The furthest step the visitor may open: the first one not done (the last when all are). */
export function furthestStep(flow: Flow, state: FlowState): string {
  const done = new Set(state.completed)
  return (flow.steps.find((s) => !done.has(s.id)) ?? flow.steps.at(-1)!).id
}

export function isReachable(flow: Flow, state: FlowState, step: string): boolean {
  const i = flow.index(step)
  return i >= 0 && i <= flow.index(furthestStep(flow, state))
}

/** Where the wizard's Back goes from `step`: the last step done before it that was not skipped. */
export function wayBack(flow: Flow, state: FlowState, step: string): string | undefined {
  const i = flow.index(step)
  const auto = new Set(state.auto)
  const done = new Set(state.completed)
  for (let j = i - 1; j >= 0; j--) {
    const id = flow.steps[j]!.id
    if (done.has(id) && !auto.has(id)) return id
  }
  return undefined
}

function same(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object') return false
  const ka = Object.keys(a)
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k])
}

/**
 * Keeps the answers of steps up to and including `upTo` (by position), the kept-on-back answers
 * and answers no step owns (vehicleId); drops the rest, and on a back the drop-on-back answers too
 * (their steps are then to be done again).
 */
function truncate(flow: Flow, state: FlowState, upTo: number, completedBelow: number, back: boolean): { state: FlowState; dropped: string[] } {
  const keep = new Set(flow.definition.keepOnBack)
  const dropAlways = new Set(back ? flow.definition.dropOnBack : [])
  const answers: FlowState['answers'] = {}
  const labels: FlowState['labels'] = {}
  const dropped: string[] = []
  for (const [field, value] of Object.entries(state.answers)) {
    const owner = flow.ownerOf(field)
    const kept = keep.has(field) || (!dropAlways.has(field) && (owner === undefined || flow.index(owner.id) <= upTo))
    if (kept) {
      answers[field] = value
      if (state.labels[field] !== undefined) labels[field] = state.labels[field]
    } else {
      dropped.push(field)
      if (owner) completedBelow = Math.min(completedBelow, flow.index(owner.id))
    }
  }
  const below = (id: string) => flow.index(id) < completedBelow
  return {
    state: { ...state, answers, labels, completed: state.completed.filter(below), auto: state.auto.filter(below) },
    dropped,
  }
}

function answer(flow: Flow, state: FlowState, event: Extract<FlowEvent, { type: 'submit' | 'auto' }>): TransitionResult {
  const step = flow.step(event.step)
  if (!step) return { ok: false, reason: 'unknownStep' }
  if (!isReachable(flow, state, step.id)) return { ok: false, reason: 'unreachable' }
  for (const field of Object.keys(event.values)) if (!step.owns.includes(field)) return { ok: false, reason: 'unknownField' }
  const i = flow.index(step.id)
  const wasDone = state.completed.includes(step.id)
  const changed = !wasDone || step.owns.some((f) => !same(state.answers[f], event.values[f]))
  const effects: FlowEffect[] = []
  let next = state
  if (changed) {
    // New answers here make every later answer (and the offer and the booking) stale.
    const cut = truncate(flow, state, i - 1, i, false)
    next = cut.state
    const dropped = cut.dropped.filter((f) => !step.owns.includes(f))
    if (dropped.length) effects.push({ type: 'dropped', fields: dropped })
    for (const field of step.owns) {
      if (event.values[field] !== undefined) next.answers[field] = event.values[field]
      const label = event.labels?.[field]
      if (label !== undefined) next.labels[field] = label
    }
    next.completed = [...next.completed, step.id].sort((a, b) => flow.index(a) - flow.index(b))
    if (event.type === 'auto') next.auto = [...next.auto, step.id]
  }
  effects.push({ type: 'answered', step: step.id, auto: event.type === 'auto' })
  const following = flow.steps[i + 1]?.id
  // The same answers again (a double submit, browser Back then the same pick) change nothing: the
  // state and its revision stay, so nothing needs saving and no other tab gets a 409 for it.
  const state2 = changed ? { ...next, revision: state.revision + 1 } : state
  return { ok: true, state: state2, effects, ...(following ? { next: following } : {}) }
}

export function transition(flow: Flow, state: FlowState, event: FlowEvent): TransitionResult {
  switch (event.type) {
    case 'submit':
    case 'auto':
      return answer(flow, state, event)
    case 'back': {
      if (event.step === 0) return transition(flow, state, { type: 'reset' })
      const step = flow.step(event.step)
      if (!step) return { ok: false, reason: 'unknownStep' }
      if (!isReachable(flow, state, step.id)) return { ok: false, reason: 'unreachable' }
      const i = flow.index(step.id)
      // Spec §4.11: answers up to the step stay (its own are shown again), later ones go.
      const cut = truncate(flow, state, i, i, true)
      const effects: FlowEffect[] = cut.dropped.length ? [{ type: 'dropped', fields: cut.dropped }] : []
      return { ok: true, state: { ...cut.state, revision: state.revision + 1 }, effects }
    }
    case 'reset':
      return { ok: true, state: { ...initialState(state.family), revision: state.revision + 1 }, effects: [{ type: 'reset' }] }
    case 'remove': {
      if (!(event.field in state.answers)) return { ok: true, state, effects: [] }
      const answers = { ...state.answers }
      const labels = { ...state.labels }
      delete answers[event.field]
      delete labels[event.field]
      const owner = flow.ownerOf(event.field)
      // An owned answer removed makes its step (and what follows) to be answered again.
      const cut = owner ? truncate(flow, { ...state, answers, labels }, Number.MAX_SAFE_INTEGER, flow.index(owner.id), false) : undefined
      const next = cut ? cut.state : { ...state, answers, labels }
      return { ok: true, state: { ...next, revision: state.revision + 1 }, effects: [{ type: 'dropped', fields: [event.field] }] }
    }
    case 'start': {
      if (!flow.family(event.family)) return { ok: false, reason: 'unknownStep' }
      for (const field of Object.keys(event.values ?? {})) if (flow.ownerOf(field)) return { ok: false, reason: 'unknownField' }
      return {
        ok: true,
        state: { ...state, family: event.family, answers: { ...state.answers, ...event.values }, revision: state.revision + 1 },
        effects: [],
      }
    }
  }
}

// Runs a flow for visitors (design §8): load the state → check the submit against the step's
// descriptor and option list → the pure transition (plus single-option skips) → save by
// compare-and-set → answer the step to show as `{ screen, state }` (design §3.7).
import type { FastifyBaseLogger } from 'fastify'
import { GatewayError, MSG } from '../../plugins/errors.js'
import type { AnswerValue, FlowOption, FlowState, FlowStep, OptionListName, StepState } from '../../schemas/flow.js'
import type { TrackAction } from '../../schemas/screen.js'
import type { ScreenService } from '../screens/screen-service.js'
import type { Flow } from './definition.js'
import type { FlowStore } from './flow-store.js'
import { furthestStep, initialState, isReachable, transition, wayBack, type FlowEvent, type TransitionResult } from './transition.js'

export const RESUMED = 'Kaldığınız yerden devam ediyorsunuz.'
export const STALE = 'Bu form başka bir sekmede değişti. Güncel adımı gösteriyoruz.'

/** Loads a named list for the earlier answers a step depends on (in `dependsOn` order). */
export type OptionSource = (deps: AnswerValue[]) => Promise<FlowOption[]>
export type OptionSources = Partial<Record<OptionListName, OptionSource>>

/**
 * A step's answer as UTF-8 JSON chunks, `{ screen, state }`: the cached descriptor and the cached
 * option list spliced in as they are (no parse, no stringify, no encoding per answer).
 */
export interface StepAnswer {
  json: Buffer[]
  state: StepState
}

const SCREEN_OPEN = Buffer.from('{"screen":')
const STATE_OPEN = Buffer.from(',"state":')
const OPTIONS_OPEN = Buffer.from(',"options":')
const CLOSE = Buffer.from('}')

/** A submit that lost the race with another tab or instance: 409 with the current step. */
export class FlowConflict extends GatewayError {
  constructor(readonly current: StepAnswer) {
    super('GW_FLOW_STALE', 409, STALE)
  }
}

/** A flow changed more often than its budget allows in the window (issue 13's per-flow submit limit). */
export class FlowChangesExceeded extends GatewayError {
  constructor(readonly retryAfterS: number) {
    super('GW_FLOW_SUBMIT_LIMIT', 429, MSG.tooMany)
  }
}

/**
 * A change (submit, back) of a flow that existed before the request: counted against the flow's
 * budget in the same Redis round trip that reads its state.
 */
export interface ChangeBudget {
  max: number
  windowMs: number
}

/** What a step hook learns about the submit besides the checked values. */
export interface StepHookContext {
  flowId: string
  ip: string
  state: FlowState
  /** The submit's values as sent, fields the descriptor does not have included (an SMS code). */
  raw: Record<string, string | boolean>
}

/**
 * A step's own work before it completes (the sell condition step: the SMS code, then the price).
 * `values` are added to the step's answers; `actions` instead keep the step open and tell the
 * client what to do first (open the captcha dialog). Throwing a GatewayError answers it.
 */
export type StepHook = (values: Record<string, AnswerValue>, ctx: StepHookContext) => Promise<{ values?: Record<string, AnswerValue>; actions?: StepState['actions'] }>

/** Adds to a step's state what it shows from elsewhere (a booking, a list of branches). */
export type StepExtension = (state: FlowState) => Promise<Partial<StepState> | undefined>

export interface FlowVisit {
  /** The flow id from the visitor's cookie, when it has a valid one. */
  flowId: string | undefined
  /** The page path the visitor is on, e.g. /teklif-al/marka-sec. */
  path: string
  /** The client's renderer version (design §3.1). */
  rv: number
}

export class FlowService {
  constructor(
    readonly flow: Flow,
    private readonly store: FlowStore,
    private readonly screens: ScreenService,
    private readonly sources: OptionSources,
    private readonly log: FastifyBaseLogger,
    /** The behavioural event a step's answer carries for the client to send (spec §3), if any. */
    private readonly eventOf?: (state: FlowState, path: string) => StepState['event'],
    /** What a step shows besides its answers (step 11's offer card), added to its state. */
    private readonly extend?: (state: FlowState, step: string) => Promise<Partial<StepState> | undefined>,
  ) {}

  private readonly hooks = new Map<string, StepHook>()
  private readonly shows = new Map<string, StepExtension>()

  /** One hook per step; registered by the plugin that owns what the step does. */
  onStep(step: string, hook: StepHook): void {
    if (!this.flow.step(step)) throw new Error(`flows: ${this.name}: no step ${step}`)
    if (this.hooks.has(step)) throw new Error(`flows: ${this.name}: step ${step} already has a hook`)
    this.hooks.set(step, hook)
  }

  /** What a step shows besides its answers (step 13's booking), added to its state; one per step. */
  onShow(step: string, extension: StepExtension): void {
    if (!this.flow.step(step)) throw new Error(`flows: ${this.name}: no step ${step}`)
    if (this.shows.has(step)) throw new Error(`flows: ${this.name}: step ${step} already has an extension`)
    this.shows.set(step, extension)
  }

  /** A visitor's stored state (for calls beside the steps, such as holding a slot), or null (read only: the TTL slides, nothing else changes). */
  async stateOf(flowId: string | undefined): Promise<FlowState | null> {
    return flowId ? this.store.read(this.name, flowId) : null
  }

  get name(): string {
    return this.flow.definition.id
  }

  /** Every screen the flow shows exists (run once the descriptors are loaded). */
  checkScreens(): void {
    for (const step of this.flow.steps) {
      if (!this.screens.source(step.screen)) throw new Error(`flows: ${this.name}: step ${step.id} shows unknown screen ${step.screen}`)
    }
  }

  private locate(path: string) {
    const at = this.flow.locate(path)
    if (!at) throw new GatewayError('GW_FLOW_STEP_NOT_FOUND', 404, MSG.notFound)
    return at
  }

  private async load(flowId: string | undefined, family: string): Promise<FlowState> {
    return (flowId ? await this.store.read(this.name, flowId) : null) ?? initialState(family)
  }

  /** The state for a change; with a budget the change is counted first and refused past it. */
  private async loadForChange(flowId: string, family: string, budget: ChangeBudget | undefined): Promise<FlowState> {
    if (!budget) return this.load(flowId, family)
    let counted: { state: FlowState | null; count: number }
    try {
      counted = await this.store.readCounted(this.name, flowId, budget.windowMs)
    } catch {
      // A change that cannot be counted is not made (fail closed, as every limit here).
      throw new GatewayError('GW_UNAVAILABLE', 503, MSG.unavailable)
    }
    const { state, count } = counted
    if (count > budget.max) throw new FlowChangesExceeded(Math.ceil(budget.windowMs / 1000))
    return state ?? initialState(family)
  }

  /** Reading never changes state: an unreachable step answers with the furthest reachable one. */
  async read(visit: FlowVisit): Promise<StepAnswer> {
    const at = this.locate(visit.path)
    const state = await this.load(visit.flowId, at.family)
    const step = isReachable(this.flow, state, at.step) ? at.step : furthestStep(this.flow, state)
    return this.answer(state, this.familyFor(state, at.family, step), step, visit.rv, step !== at.step)
  }

  async submit(visit: FlowVisit & { flowId: string; ip: string; budget?: ChangeBudget }, revision: number, raw: Record<string, string | boolean>): Promise<StepAnswer> {
    const at = this.locate(visit.path)
    const state = await this.loadForChange(visit.flowId, at.family, visit.budget)
    if (revision !== state.revision || !isReachable(this.flow, state, at.step)) throw new FlowConflict(await this.current(state, at.family, visit.rv))
    const step = this.flow.step(at.step)!
    const { values, labels } = await this.check(step, state, raw)
    const family = this.familyFor(state, at.family, step.id)
    const hook = this.hooks.get(step.id)
    if (hook) {
      const outcome = await hook(values, { flowId: visit.flowId, ip: visit.ip, state, raw })
      if (outcome.actions?.length) return this.answer(state, family, step.id, visit.rv, false, outcome.actions)
      Object.assign(values, outcome.values)
    }
    let result = this.apply(family === state.family ? state : { ...state, family }, { type: 'submit', step: step.id, values, labels })
    result = await this.skipSingles(result)
    return this.save(visit, state, result, family, this.trackOf(step.screen))
  }

  /** The data-layer events of a step's descriptor (its `next` list's `track` actions), sent once with the submit's answer. */
  private trackOf(screenId: string): TrackAction[] | undefined {
    const track = this.screens.source(screenId)?.next?.filter((a): a is TrackAction => a.type === 'track')
    return track?.length ? track : undefined
  }

  /** The wizard's own Back and the summary chips (spec §4.11); step 0 starts over. */
  async back(visit: FlowVisit & { flowId: string; budget?: ChangeBudget }, revision: number, to: string | 0): Promise<StepAnswer> {
    const at = this.locate(visit.path)
    const state = await this.loadForChange(visit.flowId, at.family, visit.budget)
    if (revision !== state.revision) throw new FlowConflict(await this.current(state, at.family, visit.rv))
    const family = this.familyFor(state, at.family, at.step)
    const result = this.apply(state, { type: 'back', step: to })
    return this.save(visit, state, { ...result, next: to === 0 ? this.flow.steps[0]!.id : to }, family)
  }

  /** Starts (or resumes) in a family, e.g. "Takasla" on a listing: the listing is kept as vehicleId. */
  async start(visit: { flowId: string; rv: number }, family: string, values: Record<string, AnswerValue>): Promise<StepAnswer> {
    if (!this.flow.family(family)) throw new GatewayError('GW_FLOW_STEP_NOT_FOUND', 404, MSG.notFound)
    const state = await this.load(visit.flowId, family)
    const result = this.apply(state, { type: 'start', family, values })
    return this.save(visit, state, { ...result, next: this.flow.steps[0]!.id }, family)
  }

  /**
   * Stores `state` as a new flow under `visit.flowId` (a fresh id, e.g. a signed link opened on
   * another browser) and answers `step`, or the furthest step the state reaches.
   */
  async restore(visit: { flowId: string; rv: number }, state: FlowState, step: string): Promise<StepAnswer> {
    const saved = await this.store.save(this.name, visit.flowId, 0, state)
    // A fresh 128-bit id is never taken; if it were, nothing of the other flow is shown.
    if (!saved.saved) throw new GatewayError('GW_FLOW_TAKEN', 503, MSG.unavailable)
    const shown = isReachable(this.flow, state, step) ? step : furthestStep(this.flow, state)
    return this.answer(state, state.family, shown, visit.rv, false)
  }

  private apply(state: FlowState, event: FlowEvent): Extract<TransitionResult, { ok: true }> {
    const result = transition(this.flow, state, event)
    // The service checks reachability and fields first; a refusal here is a bug, not bad input.
    if (!result.ok) throw new Error(`flows: ${this.name}: ${event.type} refused (${result.reason})`)
    return result
  }

  /** A yeni-araba-ekle flow stays one when its later steps (past its last one) show under /araba-sat. */
  private familyFor(state: FlowState, shown: string, step: string): string {
    const own = this.flow.family(state.family)
    const handedOver = own?.continueIn === shown && this.flow.index(step) > this.flow.index(own.lastStep!)
    return handedOver ? state.family : shown
  }

  private async save(visit: { flowId: string; rv: number }, read: FlowState, result: Extract<TransitionResult, { ok: true }>, family: string, track?: TrackAction[]): Promise<StepAnswer> {
    const next = { ...result.state, family }
    // Nothing changed (the same answers again): nothing to write.
    const unchanged = result.state === read && family === read.family
    const saved = unchanged ? { saved: true as const } : await this.store.save(this.name, visit.flowId, read.revision, next)
    if (!saved.saved) {
      this.log.info({ flow: this.name, step: result.next }, 'flow: a concurrent submit was stored first; answered 409')
      throw new FlowConflict(await this.current(saved.current ?? initialState(family), family, visit.rv))
    }
    const step = result.next !== undefined && isReachable(this.flow, next, result.next) ? result.next : furthestStep(this.flow, next)
    return this.answer(next, family, step, visit.rv, false, undefined, track)
  }

  private current(state: FlowState, family: string, rv: number): Promise<StepAnswer> {
    const step = furthestStep(this.flow, state)
    return this.answer(state, this.familyFor(state, family, step), step, rv, false)
  }

  /** Picks and skips the following steps while each has exactly one option (the singleOption guard). */
  private async skipSingles(result: Extract<TransitionResult, { ok: true }>): Promise<Extract<TransitionResult, { ok: true }>> {
    let current = result
    while (current.next !== undefined) {
      const step = this.flow.step(current.next)!
      if (!step.skip?.includes('singleOption') || !step.options) break
      const options = await this.options(step, current.state)
      if (options.length !== 1) break
      const only = options[0]!
      const field = step.options.field
      const auto = this.apply(current.state, { type: 'auto', step: step.id, values: { [field]: only.value }, labels: { [field]: only.label } })
      current = { ...auto, effects: [...current.effects, ...auto.effects] }
    }
    return current
  }

  private async options(step: FlowStep, state: FlowState): Promise<FlowOption[]> {
    if (!step.options) return []
    const source = this.sources[step.options.list]
    if (!source) throw new Error(`flows: ${this.name}: no loader for option list ${step.options.list}`)
    const deps = step.options.dependsOn.map((f) => state.answers[f])
    // A list whose earlier answers are missing is empty (the step is not reachable anyway).
    if (deps.some((d) => d === undefined)) return []
    return source(deps as AnswerValue[])
  }

  /** The descriptor's rules, then the option list: a value from no list is the step's own message. */
  private async check(step: FlowStep, state: FlowState, raw: Record<string, string | boolean>): Promise<{ values: Record<string, AnswerValue>; labels: Record<string, string> }> {
    const valid = this.screens.validate(step.screen, raw)
    const values: Record<string, AnswerValue> = {}
    const labels: Record<string, string> = {}
    for (const field of step.owns) if (valid[field] !== undefined && valid[field] !== '') values[field] = valid[field]!
    if (step.options) {
      const { field, message } = step.options
      const picked = values[field]
      const option = picked === undefined ? undefined : (await this.options(step, state)).find((o) => o.value === String(picked))
      if (!option) throw new GatewayError('GW_VALIDATION', 400, message, [{ field, message }])
      values[field] = option.value
      labels[field] = option.summary ?? option.label
    }
    return { values, labels }
  }

  private async answer(
    state: FlowState, family: string, stepId: string, rv: number, resumed: boolean, actions?: StepState['actions'], track?: TrackAction[],
  ): Promise<StepAnswer> {
    const step = this.flow.step(stepId)!
    const index = this.flow.index(stepId)
    const values: StepState['values'] = {}
    for (const field of step.owns) if (state.answers[field] !== undefined) values[field] = state.answers[field]!
    const back = wayBack(this.flow, state, stepId)
    const done = new Set(state.completed)
    const auto = new Set(state.auto)
    // Built without its progress and options: both go into the JSON from their own memos.
    const view: Omit<StepState, 'progress'> & { progress?: StepState['progress'] } = {
      flow: this.name,
      family,
      frame: this.flow.family(this.shownFamily(family, stepId))!.frame,
      step: stepId,
      path: this.flow.pathOf(family, stepId),
      revision: state.revision,
      values,
      summary: this.flow.steps
        .filter((s) => s.summaryLabel && s.options && done.has(s.id) && this.flow.index(s.id) < index)
        .map((s) => ({
          step: s.id,
          label: s.summaryLabel!,
          value: state.labels[s.options!.field] ?? String(state.answers[s.options!.field] ?? ''),
          path: this.flow.pathOf(family, s.id),
          ...(auto.has(s.id) ? { auto: true as const } : {}),
        })),
    }
    const options = step.options ? { field: step.options.field, items: await this.options(step, state) } : undefined
    if (back) view.back = { step: back, path: this.flow.pathOf(family, back) }
    if (resumed) view.notice = RESUMED
    if (actions?.length) view.actions = actions
    if (track?.length) view.track = track
    if (this.extend) Object.assign(view, await this.extend(state, stepId))
    const shown = this.shows.get(stepId)
    if (shown) Object.assign(view, await shown(state))
    if (this.eventOf && state.completed.length > 0) view.event = this.eventOf(state, view.path)
    // The state without its progress and options, then the step's progress and the option list
    // from their memos, then the closing braces.
    const text = JSON.stringify(view)
    const progress = this.progressOf(step)
    view.progress = progress.value
    const json = [SCREEN_OPEN, this.screens.json(step.screen, rv), STATE_OPEN, Buffer.from(text.slice(0, -1)), progress.json]
    if (options) {
      view.options = options
      json.push(OPTIONS_OPEN, this.optionsJson(options))
    }
    json.push(CLOSE, CLOSE)
    return { json, state: view as StepState }
  }

  /** A step's progress (its place and the phases' status) depends on the step alone: made and encoded once per step of the loaded flow. */
  private readonly progressMemo = new WeakMap<FlowStep, { value: StepState['progress']; json: Buffer }>()

  private progressOf(step: FlowStep): { value: StepState['progress']; json: Buffer } {
    let known = this.progressMemo.get(step)
    if (known === undefined) {
      const phaseOrder = this.flow.definition.phases.map((p) => p.id)
      const current = phaseOrder.indexOf(step.phase)
      const value: StepState['progress'] = {
        step: this.flow.index(step.id) + 1,
        total: this.flow.steps.length,
        // Shared by every answer of the step: frozen, so no caller can change another's.
        phases: Object.freeze(this.flow.definition.phases.map((p, i) => Object.freeze({ id: p.id, label: p.label, status: i === current ? 'current' : i < current ? 'done' : 'todo' }))) as StepState['progress']['phases'],
      }
      Object.freeze(value)
      known = { value, json: Buffer.from(`,"progress":${JSON.stringify(value)}`) }
      this.progressMemo.set(step, known)
    }
    return known
  }

  /**
   * `{ field, items }` as UTF-8 JSON, kept against the list array: the catalog hands out the same
   * frozen array for the same answers until it changes, so a step's list is encoded once.
   */
  private readonly optionsMemo = new WeakMap<FlowOption[], { field: string; bytes: Buffer }>()

  private optionsJson(options: NonNullable<StepState['options']>): Buffer {
    const known = this.optionsMemo.get(options.items)
    if (known && known.field === options.field) return known.bytes
    const bytes = Buffer.from(JSON.stringify(options))
    if (Object.isFrozen(options.items)) this.optionsMemo.set(options.items, { field: options.field, bytes })
    return bytes
  }

  private shownFamily(family: string, stepId: string): string {
    return this.flow.locate(this.flow.pathOf(family, stepId))!.family
  }
}

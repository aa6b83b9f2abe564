// Serves descriptors through the two-tier cache and validates submitted values with the same rules
// function the renderer runs (design §3.3). Reloads on file changes when watching is on.
import { watch, type FSWatcher } from 'node:fs'
import type { FastifyBaseLogger } from 'fastify'
import { fieldSpecOf, validateValues } from '../../schemas/rules/index.js'
import { RENDERER_VERSION, isShown, leaves, view, type LeafView, type Screen, type SimpleAction } from '../../schemas/screen.js'
import type { TwoTierCache, MaybeCached } from '../cache/two-tier-cache.js'
import { GatewayError, validationFailed } from '../../plugins/errors.js'
import { checkOperations, loadScreens, materialise, type LoadedScreen, type Operation } from './screen-store.js'

export const SCREEN_NOT_FOUND = 'Ekran bulunamadı.'
const MSG_CHOICE = 'Lütfen listeden bir seçim yapın.'

const requiredMessage = (leaf: LeafView) => leaf.rules?.find((r) => r.type === 'required')?.message

export interface SubmitResult {
  values: Record<string, string | boolean>
  next?: SimpleAction[]
}

/** What a flow's submit hook learns about the request besides the validated values. */
export interface SubmitContext {
  ip: string
  /** The opener's values (a dialog's submit), as sent by the client: validate before use. */
  context: Record<string, string | boolean>
  /** The user asked to send again (the SMS dialog's resend): a flow may answer with a wait. */
  resend: boolean
}

/** Runs a flow's side effect after a valid submit (design §3.4); may replace the next actions. */
export type SubmitHook = (values: Record<string, string | boolean>, ctx: SubmitContext) => Promise<SimpleAction[] | void>

export class ScreenService {
  private screens = new Map<string, LoadedScreen>()
  private readonly hooks = new Map<string, SubmitHook>()
  private watcher: FSWatcher | undefined

  constructor(
    private readonly dir: string,
    private readonly cache: TwoTierCache,
    private readonly operations: Map<string, Operation>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async load(): Promise<void> {
    this.screens = await loadScreens(this.dir)
  }

  /** Run once every route is registered, so `call` operations can be checked. */
  checkOperations(): void {
    checkOperations(this.screens, this.operations)
  }

  ids(): string[] {
    return [...this.screens.keys()]
  }

  source(id: string): Screen | undefined {
    return this.screens.get(id)?.screen
  }

  get(id: string, rv: number): MaybeCached {
    const loaded = this.screens.get(id)
    if (!loaded) throw new GatewayError('GW_SCREEN_NOT_FOUND', 404, SCREEN_NOT_FOUND)
    // The content hash is part of the key: instances on different descriptor versions never mix.
    let key = loaded.keys?.get(rv)
    if (key === undefined) (loaded.keys ??= new Map()).set(rv, (key = `screen:${id}:${loaded.hash}:rv${rv}`))
    return this.cache.fresh(key) ?? this.cache.get(key, async () => {
      const { screen, substituted, unsupported } = materialise(loaded.screen, rv, this.operations)
      for (const s of substituted) this.log.info({ screen: id, rv, ...s }, 'renderer miss: fallback kind substituted')
      for (const u of unsupported) this.log.warn({ screen: id, rv, ...u }, 'renderer miss: no fallback for an older client')
      return { statusCode: 200, result: screen }
    })
  }

  /** Lets a flow (SMS, appointments …) act on a screen's valid submit. One hook per screen. */
  onSubmit(id: string, hook: SubmitHook): void {
    if (this.hooks.has(id)) throw new Error(`screen ${id} already has a submit hook`)
    this.hooks.set(id, hook)
  }

  /**
   * The values of a submit, checked field by field with the descriptor's rules (400 naming the
   * fields otherwise); values of no field are dropped, ticked boxes are booleans.
   */
  validate(id: string, raw: Record<string, string | boolean>): Record<string, string | boolean> {
    const screen = this.source(id)
    if (!screen) throw new GatewayError('GW_SCREEN_NOT_FOUND', 404, SCREEN_NOT_FOUND)
    // Every named field, rules or not: refused characters are refused in each of them (decision 021).
    // A node hidden by its showWhen (judged on the submitted values) is not a field of this submit.
    const all = leaves(screen).filter((l) => isShown(l, raw)).map(view)
    const fields = all.filter((l) => l.name).map(fieldSpecOf)
    const { values, errors } = validateValues(fields, raw)
    // A choice the descriptor lists (tiles, a select) takes only one of its options.
    for (const leaf of all) {
      const value = leaf.name ? values[leaf.name] : undefined
      if (!leaf.options?.length || value === undefined || value === null || value === '' || errors.some((e) => e.field === leaf.name)) continue
      if (!leaf.options.some((o) => o.value === String(value))) errors.push({ field: leaf.name!, message: requiredMessage(leaf) ?? MSG_CHOICE })
    }
    if (errors.length) {
      const err = validationFailed(errors)
      throw screen.invalidMessage && errors.length > 1 ? new GatewayError(err.code, 400, screen.invalidMessage, errors) : err
    }
    const known = new Set(all.map((l) => l.name).filter(Boolean))
    // The route schema's string|boolean union lets Ajv's coercion turn a ticked box into 'true'.
    const checkboxes = new Set(all.filter((l) => l.kind === 'checkbox').map((l) => l.name))
    const kept: Record<string, string | boolean> = {}
    for (const [k, v] of Object.entries(values)) {
      if (!known.has(k) || v === null || v === undefined) continue
      kept[k] = checkboxes.has(k) ? v === true || v === 'true' : typeof v === 'boolean' ? v : String(v)
    }
    return kept
  }

  async submit(id: string, raw: Record<string, string | boolean>, ctx: SubmitContext = { ip: '', context: {}, resend: false }): Promise<SubmitResult> {
    const kept = this.validate(id, raw)
    const hook = this.hooks.get(id)
    const next = (hook ? await hook(kept, ctx) : undefined) ?? this.source(id)!.next
    return next ? { values: kept, next } : { values: kept }
  }

  /**
   * The descriptor as UTF-8 JSON for a client of renderer version `rv`, for answers that embed it
   * (a flow step's `{ screen, state }`). Made once per descriptor version and renderer version:
   * encoding a descriptor's Turkish text to UTF-8 on every answer was a quarter of a step read.
   */
  json(id: string, rv: number): Buffer {
    const loaded = this.screens.get(id)
    if (!loaded) throw new GatewayError('GW_SCREEN_NOT_FOUND', 404, SCREEN_NOT_FOUND)
    // Versions above the newest kind get what the newest client gets: the memo stays small.
    const version = Math.min(Math.max(rv, 0), RENDERER_VERSION)
    let text = (loaded.json ??= new Map()).get(version)
    if (text === undefined) {
      const { screen, substituted, unsupported } = materialise(loaded.screen, version, this.operations)
      for (const s of substituted) this.log.info({ screen: id, rv: version, ...s }, 'renderer miss: fallback kind substituted')
      for (const u of unsupported) this.log.warn({ screen: id, rv: version, ...u }, 'renderer miss: no fallback for an older client')
      loaded.json.set(version, (text = Buffer.from(JSON.stringify(screen))))
    }
    return text
  }

  /** Watches the descriptor folder; a valid change replaces the descriptors and flushes caches everywhere. */
  watch(): void {
    let timer: NodeJS.Timeout | undefined
    this.watcher = watch(this.dir, () => {
      clearTimeout(timer)
      timer = setTimeout(() => void this.reload(), 100)
    })
  }

  async reload(): Promise<void> {
    try {
      const next = await loadScreens(this.dir)
      checkOperations(next, this.operations)
      this.screens = next
      await this.cache.invalidate({ prefixes: ['screen:'] })
      this.log.info({ screens: next.size }, 'screen descriptors reloaded')
    } catch (err) {
      this.log.error({ err: (err as Error).message }, 'screen descriptors not reloaded: keeping the previous ones')
    }
  }

  close(): void {
    this.watcher?.close()
  }
}


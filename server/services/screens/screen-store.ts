// Loads the screen descriptors of server/screens/*.json, validates them (schema and meaning) and
// prepares them for serving: presets expanded, call operations resolved, fallbacks applied per
// client renderer version. A broken descriptor stops the boot with the file and path named.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Compile } from 'typebox/compile'
import { expandRules } from '../../schemas/rules/index.js'
import {
  INPUT_KINDS, KIND_SINCE, ScreenSchema, leaves,
  type Action, type LeafKind, type LeafNode, type Screen, type ScreenNode,
} from '../../schemas/screen.js'

export class ScreenError extends Error {}

export interface Operation {
  method: string
  url: string
}

const check = Compile(ScreenSchema)

export interface LoadedScreen {
  screen: Screen
  hash: string
  /** Cache keys by renderer version, made once (screen-service.ts). */
  keys?: Map<number, string>
  /** The materialised descriptor as JSON by renderer version (screen-service.ts `json`). */
  json?: Map<number, Buffer>
}

function fail(file: string, where: string, problem: string): never {
  throw new ScreenError(`screens: ${file}${where ? ` at ${where}` : ''}: ${problem}`)
}

/** Parses and validates one descriptor; presets are expanded so the client gets plain rules. */
export function parseScreen(file: string, raw: string): Screen {
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch (err) {
    return fail(file, '', `invalid JSON (${(err as Error).message})`)
  }
  if (!check.Check(data)) {
    const first = [...check.Errors(data)][0]
    return fail(file, first?.instancePath || '/', first?.message ?? 'does not match the Screen schema')
  }
  const screen = data as Screen
  if (`${screen.id}.json` !== file) fail(file, '/id', `must equal the file name (${screen.id})`)
  const ids = new Set<string>()
  const names = new Set<string>()
  const nodes: ScreenNode[] = screen.children.flatMap((n) => (n.kind === 'group' ? [n, ...n.children] : [n]))
  for (const node of nodes) {
    if (ids.has(node.id)) fail(file, `node ${node.id}`, 'duplicate node id')
    ids.add(node.id)
  }
  for (const leaf of leaves(screen)) {
    const input = INPUT_KINDS.has(leaf.kind)
    if (input && !leaf.name) fail(file, `node ${leaf.id}`, `a ${leaf.kind} needs a name`)
    if (input && leaf.name) {
      if (names.has(leaf.name)) fail(file, `node ${leaf.id}`, `duplicate field name ${leaf.name}`)
      names.add(leaf.name)
    }
    if (leaf.kind === 'submit' && !leaf.action) fail(file, `node ${leaf.id}`, 'a submit needs an action')
    if (leaf.kind === 'link' && !leaf.action && !leaf.contract) fail(file, `node ${leaf.id}`, 'a link needs an action or a contract')
    try {
      if (leaf.rules) leaf.rules = expandRules(leaf.rules)
    } catch (err) {
      fail(file, `node ${leaf.id}`, (err as Error).message)
    }
  }
  for (const leaf of leaves(screen)) {
    for (const rule of leaf.rules ?? []) {
      if (rule.type === 'equalsField' && !names.has(rule.field)) fail(file, `node ${leaf.id}`, `equalsField refers to unknown field ${rule.field}`)
    }
  }
  return screen
}

function actionsOf(screen: Screen): Action[] {
  const out: Action[] = []
  if (screen.next) out.push(screen.next)
  for (const leaf of leaves(screen)) {
    if (!leaf.action) continue
    out.push(leaf.action)
    if (leaf.action.type === 'call') {
      if (leaf.action.onSuccess) out.push(leaf.action.onSuccess)
      if (leaf.action.onFailure) out.push(leaf.action.onFailure)
    }
  }
  return out
}

export async function loadScreens(dir: string): Promise<Map<string, LoadedScreen>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()
  const screens = new Map<string, LoadedScreen>()
  for (const file of files) {
    const raw = await readFile(join(dir, file), 'utf8')
    const screen = parseScreen(file, raw)
    screens.set(screen.id, { screen, hash: createHash('sha1').update(JSON.stringify(screen)).digest('hex').slice(0, 12) })
  }
  for (const { screen } of screens.values()) {
    for (const action of actionsOf(screen)) {
      if (action.type === 'openDialog' && !screens.has(action.screen)) {
        fail(`${screen.id}.json`, 'openDialog', `unknown screen ${action.screen}`)
      }
    }
  }
  return screens
}

/** Fails when a descriptor calls an operation the gateway does not have. */
export function checkOperations(screens: Map<string, LoadedScreen>, operations: Map<string, Operation>): void {
  for (const { screen } of screens.values()) {
    for (const leaf of leaves(screen)) {
      const ops = [leaf.action?.type === 'call' ? leaf.action.operation : undefined, leaf.remoteOptions?.operation]
      for (const op of ops) if (op && !operations.has(op)) fail(`${screen.id}.json`, `node ${leaf.id}`, `unknown operation ${op}`)
    }
  }
}

export interface Materialised {
  screen: Screen
  substituted: Array<{ id: string; from: string; to: string }>
  unsupported: Array<{ id: string; kind: string }>
}

/** The descriptor as a client of renderer version `rv` should get it. */
export function materialise(
  source: Screen,
  rv: number,
  operations: Map<string, Operation>,
  kindSince: Record<LeafKind, number> = KIND_SINCE,
): Materialised {
  const screen = structuredClone(source)
  const substituted: Materialised['substituted'] = []
  const unsupported: Materialised['unsupported'] = []
  const adapt = (leaf: LeafNode) => {
    if (kindSince[leaf.kind] > rv) {
      if (leaf.fallback && kindSince[leaf.fallback] <= rv) {
        substituted.push({ id: leaf.id, from: leaf.kind, to: leaf.fallback })
        leaf.kind = leaf.fallback
      } else {
        unsupported.push({ id: leaf.id, kind: leaf.kind })
      }
    }
    if (leaf.action?.type === 'call') Object.assign(leaf.action, operations.get(leaf.action.operation))
    if (leaf.remoteOptions) Object.assign(leaf.remoteOptions, operations.get(leaf.remoteOptions.operation))
  }
  for (const leaf of leaves(screen)) adapt(leaf)
  return { screen, substituted, unsupported }
}

// Loads the screen descriptors of server/screens/*.json, validates them (schema and meaning) and
// prepares them for serving: presets expanded, call operations resolved, fallbacks applied per
// client renderer version. A broken descriptor stops the boot with the file and path named.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Compile } from 'typebox/compile'
import { expandRules } from '../../schemas/rules/index.js'
import {
  INPUT_KINDS, KIND_SINCE, LEAF_SCHEMAS, ScreenSourceSchema, isLeafKind, leaves, view,
  type Action, type LeafKind, type LeafNode, type Screen, type ScreenNode,
} from '../../schemas/screen.js'

export class ScreenError extends Error {}

export interface Operation {
  method: string
  url: string
}

const check = Compile(ScreenSourceSchema)
const checkKind = Object.fromEntries(Object.entries(LEAF_SCHEMAS).map(([kind, schema]) => [kind, Compile(schema)])) as Record<LeafKind, ReturnType<typeof Compile>>

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
    // A union's error says only that no kind matched: name the leaf and what its own kind refuses.
    const leafError = firstLeafError(data)
    if (leafError) return fail(file, leafError.path, leafError.message)
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
    const name = view(leaf).name
    if (INPUT_KINDS.has(leaf.kind) && name) {
      if (names.has(name)) fail(file, `node ${leaf.id}`, `duplicate field name ${name}`)
      names.add(name)
    }
    if (leaf.kind === 'link' && !leaf.action && !leaf.contract) fail(file, `node ${leaf.id}`, 'a link needs an action or a contract')
    const fallback = 'fallback' in leaf ? leaf.fallback : undefined
    if (fallback) {
      // An older client submits what its fallback holds: the same field, or none at all.
      const fallbackName = view({ ...fallback, id: leaf.id } as LeafNode).name
      if (fallbackName !== name) fail(file, `node ${leaf.id}`, `its fallback must fill the same field (${name ?? 'none'}), not ${fallbackName ?? 'none'}`)
      if (KIND_SINCE[fallback.kind] > KIND_SINCE[leaf.kind]) fail(file, `node ${leaf.id}`, `its fallback ${fallback.kind} is newer than ${leaf.kind}`)
    }
    try {
      for (const node of fallback ? [leaf, fallback] : [leaf]) {
        const rules = view(node as LeafNode).rules
        if (rules) (node as { rules?: unknown }).rules = expandRules(rules)
      }
    } catch (err) {
      fail(file, `node ${leaf.id}`, (err as Error).message)
    }
  }
  for (const leaf of leaves(screen)) {
    for (const rule of view(leaf).rules ?? []) {
      if (rule.type === 'equalsField' && !names.has(rule.field)) fail(file, `node ${leaf.id}`, `equalsField refers to unknown field ${rule.field}`)
    }
  }
  return screen
}

/** The first leaf that fails its own kind's schema (an unknown kind included), with its path. */
function firstLeafError(data: unknown): { path: string; message: string } | undefined {
  const children = (data as { children?: unknown }).children
  if (!Array.isArray(children)) return undefined
  const candidates: Array<[string, unknown]> = []
  children.forEach((child: unknown, i) => {
    const nested = (child as { kind?: unknown; children?: unknown }).kind === 'group' ? (child as { children?: unknown }).children : undefined
    if (Array.isArray(nested)) nested.forEach((leaf: unknown, j) => candidates.push([`/children/${i}/children/${j}`, leaf]))
    else candidates.push([`/children/${i}`, child])
  })
  for (const [path, leaf] of candidates) {
    const kind = (leaf as { kind?: unknown } | null)?.kind
    if (typeof kind !== 'string' || !isLeafKind(kind)) return { path: `${path}/kind`, message: `unknown kind ${String(kind)}` }
    const own = checkKind[kind]
    if (!own.Check(leaf)) {
      const first = [...own.Errors(leaf)][0]
      return { path: `${path}${first?.instancePath ?? ''}`, message: `${first?.message ?? 'does not match'} (a ${kind} node)` }
    }
  }
  return undefined
}

/** Every action a descriptor can run, follow-ups included. */
function actionsOf(screen: Screen): Action[] {
  const out: Action[] = [...(screen.next ?? [])]
  for (const leaf of leaves(screen)) {
    const action = view(leaf).action
    if (!action) continue
    out.push(action)
    if (action.type === 'call') out.push(...(action.onSuccess ?? []), ...(action.onFailure ?? []))
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
    for (const leaf of leaves(screen).map(view)) {
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
  // A newer kind is replaced by its fallback node, which keeps the node's id (and place).
  const adapt = (leaf: LeafNode): LeafNode => {
    let out = leaf
    if (kindSince[leaf.kind] > rv) {
      const fallback = 'fallback' in leaf ? leaf.fallback : undefined
      if (fallback && kindSince[fallback.kind] <= rv) {
        substituted.push({ id: leaf.id, from: leaf.kind, to: fallback.kind })
        out = { ...fallback, id: leaf.id } as LeafNode
      } else {
        unsupported.push({ id: leaf.id, kind: leaf.kind })
      }
    }
    const { action, remoteOptions } = view(out)
    if (action?.type === 'call') Object.assign(action, operations.get(action.operation))
    if (remoteOptions) Object.assign(remoteOptions, operations.get(remoteOptions.operation))
    return out
  }
  screen.children = screen.children.map((n) => (n.kind === 'group' ? { ...n, children: n.children.map(adapt) } : adapt(n)))
  return { screen, substituted, unsupported }
}

// The descriptor schema as shared schemas (`app.addSchema`): each part once, referenced by name.
// Inline, every leaf kind would repeat the rules and actions, and every route and response the
// whole union; the OpenAPI document would grow past megabytes. Built from the inline schemas, so
// there is one source: a subschema equal to a named part becomes a reference to it.
import { RuleSchema } from './rules/rule-schema.js'
import { ActionSchema, LeafNodeSchema, ScreenSourceSchema, SimpleActionSchema } from './screen.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json

// Largest first: a leaf holds actions, an action holds simple actions.
const PARTS: Array<[string, Json]> = [
  ['ScreenLeaf', plain(LeafNodeSchema)],
  ['ScreenAction', plain(ActionSchema)],
  ['ScreenSimpleAction', plain(SimpleActionSchema)],
  ['ScreenRule', plain(RuleSchema)],
]
const byText = new Map(PARTS.map(([id, schema]) => [JSON.stringify(schema), id]))

function withRefs(node: Json, self?: string): Json {
  if (node === null || typeof node !== 'object') return node
  const id = byText.get(JSON.stringify(node))
  if (id && id !== self) return { $ref: `${id}#` }
  if (Array.isArray(node)) return node.map((n) => withRefs(n))
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withRefs(v)]))
}

/** Register each with `app.addSchema` before the routes that use `ScreenSchema`. */
export const SCREEN_SHARED_SCHEMAS: Array<{ $id: string } & Record<string, Json>> = [
  ...PARTS.map(([id, schema]) => ({ $id: id, ...(withRefs(schema, id) as Record<string, Json>) })),
  { $id: 'Screen', ...(withRefs(plain(ScreenSourceSchema)) as Record<string, Json>) },
]

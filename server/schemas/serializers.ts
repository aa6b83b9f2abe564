// Response serializers compiled with only the shared schemas each route's schema refers to.
//
// Fastify hands every route's response schema to fast-json-stringify together with every schema
// added with app.addSchema (the screen descriptor's parts, schemas/screen-doc.ts), and
// fast-json-stringify checks and indexes each of those again for each route and status code: most of
// the gateway's start-up time (about 5 s of 7 on this machine), spent on schemas the route never
// refers to. Handing over only what a route refers to, transitively, compiles the same serializer.
// The compiled functions are also kept per response-schema object, so a second gateway built in the
// same process (the test suites build hundreds) reuses them: they are pure functions of the schema,
// the shared schemas they refer to and the serializer options.
import SerializerSelector, { type Options, type RouteDefinition, type Serializer, type SerializerCompiler, type SerializerFactory } from '@fastify/fast-json-stringify-compiler'

type Schema = object
type Externals = Record<string, Schema>

const compile = SerializerSelector()

/**
 * The shared schemas `schema` refers to by `$ref` ('Screen', 'Screen#/…'), and the ones those refer
 * to. `nameOf` reads a reference's name (for an OpenAPI document: '#/components/schemas/<name>').
 */
export function referencedSchemas(schema: unknown, externals: Externals, nameOf = (ref: string) => ref.split('#')[0]!): Externals {
  const picked: Externals = {}
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item)
      return
    }
    if (node === null || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = nameOf(value)
        const target = externals[id]
        if (id && target && !(id in picked)) {
          picked[id] = target
          walk(target)
        }
      } else {
        walk(value)
      }
    }
  }
  walk(schema)
  return picked
}

interface Kept {
  externals: Externals
  options: string
  serializer: Serializer
}

const kept = new WeakMap<Schema, Kept[]>()

function sameExternals(a: Externals, b: Externals): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}

/** Fastify's `schemaController.compilersFactory.buildSerializer`. */
export const buildSerializer: SerializerFactory = (externalSchemas?: unknown, serializerOptions: Options = {}): SerializerCompiler => {
  const externals = (externalSchemas ?? {}) as Externals
  const options = JSON.stringify(serializerOptions)
  return (route: RouteDefinition): Serializer => {
    const needed = referencedSchemas(route.schema, externals)
    const schema = route.schema
    const list = (schema !== null && typeof schema === 'object' ? kept.get(schema) : undefined) ?? []
    const hit = list.find((k) => k.options === options && sameExternals(k.externals, needed))
    if (hit) return hit.serializer
    const serializer = compile(needed, serializerOptions)(route)
    if (schema !== null && typeof schema === 'object') {
      list.push({ externals: needed, options, serializer })
      kept.set(schema, list)
    }
    return serializer
  }
}

// The OpenAPI document as standard tools read it (issue 18, decision 038): what @fastify/swagger
// writes from the route schemas, finished in one pass.
// - `errorMessage` (the ajv keyword that carries a schema's Turkish message) is not OpenAPI: gone.
// - The one error shape is one component, `ErrorResponse`, referenced from every response (and from
//   inside the unions that carry it) instead of copied inline into each.
// - Every operation says how it is called: the admin API with the bearer token, an operation that
//   declared its own security keeps it, every other one `security: []` (public).

export const ERROR_COMPONENT = 'ErrorResponse'
export const ADMIN_PATH = /^\/api\/admin(\/|$)/
const ERROR_REF = { $ref: `#/components/schemas/${ERROR_COMPONENT}` }
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The gateway's error shape as the document writes it: { statusCode 400–599, message, errors? }. */
function isErrorShape(schema: Json): boolean {
  const props = schema.properties
  if (schema.type !== 'object' || !isObject(props)) return false
  const keys = Object.keys(props).sort().join(',')
  const status = props.statusCode
  return keys === 'errors,message,statusCode' && isObject(status) && status.minimum === 400 && status.maximum === 599
}

/**
 * A copy without `errorMessage` anywhere; with `found`, each error shape is replaced by the
 * reference and the first one is kept there to become the component.
 */
function rewrite(value: unknown, found?: { error?: Json }): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, found))
  if (!isObject(value)) return value
  if (found && isErrorShape(value)) {
    found.error ??= rewrite(value) as Json
    return { ...ERROR_REF }
  }
  const out: Json = {}
  for (const [key, v] of Object.entries(value)) if (key !== 'errorMessage') out[key] = rewrite(v, found)
  return out
}

export function finishDocument(spec: Json): Json {
  const found: { error?: Json } = {}
  const paths = rewrite(spec.paths ?? {}, found) as Record<string, Json>
  const components = isObject(spec.components) ? spec.components : {}
  const schemas = rewrite(components.schemas ?? {}, found) as Json
  if (found.error) {
    schemas[ERROR_COMPONENT] = {
      ...found.error,
      description: 'Tek hata biçimi: statusCode, Türkçe mesaj (kullanıcıya gösterilir) ve alan hataları',
    }
  }
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isObject(operation) || operation.security !== undefined) continue
      operation.security = ADMIN_PATH.test(path) ? [{ bearerAuth: [] }] : []
    }
  }
  return { ...spec, paths, components: { ...components, schemas } }
}

// The OpenAPI document is the integrators' contract (design §2): every /api route is in it with an
// operationId, a tag, a summary, its parameters, request body, success and error responses, all
// matching the schemas the gateway really validates with. Swagger UI is served at /docs.
import t from 'tap'
import type { FastifySchema } from 'fastify'
import type { App } from '../../app.js'
import { buildCustomApp } from '../support/gateway.js'

interface Schema { type?: string; required?: string[]; properties?: Record<string, Schema>; $ref?: string }
interface Parameter { in: string; name: string; required?: boolean; schema?: Schema }
interface Operation {
  operationId?: string
  tags?: string[]
  summary?: string
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> }
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>
}
interface OpenApi {
  openapi: string
  info: { title: string }
  tags?: Array<{ name: string }>
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

/** A schema, or the component its local $ref names. */
const resolve = (doc: OpenApi, schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] : schema

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** [METHOD, url] of every route the router knows, read from printRoutes' tree. */
function registeredRoutes(app: App): Array<[string, string]> {
  const stack: string[] = []
  const out: Array<[string, string]> = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    stack.length = depth
    stack.push(m[2]!)
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) out.push([method, stack.join('')])
  }
  return out
}

/** Builds the gateway, records the schema Fastify validates each route with, and reads the document. */
async function setup(t: { teardown(fn: () => unknown): void }) {
  const routeSchemas = new Map<string, FastifySchema>()
  const { app } = await buildCustomApp(t, {
    extend: (app) => app.addHook('onRequest', async (request) => {
      routeSchemas.set(`${request.method} ${request.routeOptions.url}`, request.routeOptions.schema ?? {})
    }),
  })
  const res = await app.inject({ url: '/docs/json' })
  return { app, res, doc: res.json() as OpenApi, routeSchemas }
}

function apiOperations(doc: OpenApi): Array<[string, string, Operation]> {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, ops]) => Object.entries(ops).filter(([m]) => METHODS.includes(m)).map(([m, op]) => [path, m, op] as [string, string, Operation]))
}

t.test('/docs/json is an OpenAPI 3.1 document listing every /api route', async (t) => {
  const { app, res, doc } = await setup(t)
  t.equal(res.statusCode, 200)
  t.match(String(res.headers['content-type']), /application\/json/)
  t.match(doc.openapi, /^3\.1\.\d+$/, 'OpenAPI 3.1')
  t.ok(doc.info.title, 'has a title')

  const documented = new Set(apiOperations(doc).map(([path, m]) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
  const registered = registeredRoutes(app).filter(([m, url]) => url.startsWith('/api/') && m !== 'HEAD')
  t.ok(registered.length >= 4, `${registered.length} /api routes registered`)
  for (const [method, url] of registered) t.ok(documented.has(`${method} ${url}`), `${method} ${url} is documented`)
})

// next-auth v4's wire under /api/auth answers in next-auth's shapes (`{}`, `{ url }`, redirects, an
// empty beacon answer), which its client reads (decision 031): those failures are documented as
// they are, not in the gateway's error shape, and its form bodies under their own media type.
const NEXT_AUTH_WIRE = /^\/api\/auth\/(session|csrf|providers|callback|signin|signout|error|_log)(\/|$)/
const FORM = 'application/x-www-form-urlencoded'

t.test('every /api operation has a unique operationId, a declared tag, a summary and responses', async (t) => {
  const { doc } = await setup(t)
  const declaredTags = new Set((doc.tags ?? []).map((tag) => tag.name))
  const ids = new Map<string, string>()
  for (const [path, method, op] of apiOperations(doc)) {
    const label = `${method.toUpperCase()} ${path}`
    t.match(op.operationId, /^[a-z][A-Za-z0-9]+$/, `${label}: operationId`)
    const twin = ids.get(op.operationId ?? '')
    t.notOk(twin, `${label}: operationId is unique${twin ? ` (also used by ${twin})` : ''}`)
    ids.set(op.operationId ?? '', label)
    t.ok(op.tags?.length, `${label}: at least one tag`)
    for (const tag of op.tags ?? []) t.ok(declaredTags.has(tag), `${label}: tag "${tag}" is declared with a description`)
    t.ok((op.summary ?? '').trim().length >= 10, `${label}: a summary`)

    const responses = op.responses ?? {}
    const ok = responses['200'] ?? responses['204']
    t.ok(ok, `${label}: documents 200 or 204`)
    const wire = NEXT_AUTH_WIRE.test(path)
    if (responses['200'] && !(wire && path === '/api/auth/_log')) t.ok(responses['200'].content?.['application/json']?.schema, `${label}: the 200 body has a schema`)
    for (const code of ['400', '404', '500']) t.ok(responses[code], `${label}: documents ${code}`)
    for (const [code, response] of Object.entries(responses).filter(([code]) => Number(code) >= 400)) {
      if (wire) {
        t.ok(response.content?.['application/json']?.schema, `${label} ${code}: its next-auth answer has a schema`)
        continue
      }
      // The one error component, referenced; inline only where an answer adds to it (a 409's current step).
      const raw = response.content?.['application/json']?.schema
      if (raw?.$ref) t.equal(raw.$ref, '#/components/schemas/ErrorResponse', `${label} ${code}: the one error component`)
      else t.ok(Object.keys(raw?.properties ?? {}).some((k) => !['statusCode', 'message', 'errors'].includes(k)), `${label} ${code}: inline only because it extends the error shape`)
      const schema = resolve(doc, raw)
      t.same([...(schema?.required ?? [])].sort(), ['message', 'statusCode'], `${label} ${code}: the error shape`)
      t.ok(schema?.properties?.errors, `${label} ${code}: with the optional field errors`)
    }
  }
})

t.test('bodies, path and query parameters are documented as the gateway validates them', async (t) => {
  const { app, doc, routeSchemas } = await setup(t)
  for (const [path, method, op] of apiOperations(doc)) {
    await app.inject({ method: method.toUpperCase() as 'GET', url: path.replace(/\{\w+\}/g, 'x') })
    const label = `${method.toUpperCase()} ${path}`
    const schema = routeSchemas.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
    t.ok(schema, `${label}: reached its route`)
    if (!schema) continue

    const body = schema.body as Schema | undefined
    if (body) {
      t.ok(op.requestBody?.required, `${label}: requestBody is required`)
      const documented = op.requestBody?.content?.[NEXT_AUTH_WIRE.test(path) && op.requestBody?.content?.[FORM] ? FORM : 'application/json']?.schema
      t.same(Object.keys(documented?.properties ?? {}).sort(), Object.keys(body.properties ?? {}).sort(), `${label}: body fields`)
      t.same([...(documented?.required ?? [])].sort(), [...(body.required ?? [])].sort(), `${label}: required body fields`)
    } else {
      t.notOk(op.requestBody, `${label}: no requestBody when the route takes none`)
    }

    for (const [where, key] of [['path', 'params'], ['query', 'querystring']] as const) {
      const s = schema[key] as Schema | undefined
      const params = (op.parameters ?? []).filter((p) => p.in === where)
      t.same(params.map((p) => p.name).sort(), Object.keys(s?.properties ?? {}).sort(), `${label}: ${where} parameters`)
      for (const p of params) {
        t.ok(p.schema?.type, `${label}: ${where} parameter ${p.name} has a type`)
        t.equal(Boolean(p.required), where === 'path' || (s?.required ?? []).includes(p.name), `${label}: ${p.name} required flag`)
      }
    }
  }
})

t.test('the page catch-all, the social image and the docs themselves are not in the document', async (t) => {
  const { doc } = await setup(t)
  const paths = Object.keys(doc.paths)
  t.notOk(paths.some((p) => p.includes('*')), 'no wildcard page route')
  t.notOk(paths.includes('/og/default.png'), 'no /og/default.png')
  t.notOk(paths.some((p) => p.startsWith('/docs')), 'no /docs routes')
  t.same(paths.filter((p) => !p.startsWith('/api/')).sort(),
    ['/healthz', '/media/bodies/{file}', '/media/brands/{file}', '/media/covers/{kind}/{file}', '/media/social/{file}', '/media/vehicles/{no}/{file}', '/readyz', '/robots.txt', '/sitemap-pages.xml', '/sitemap-vehicles-{file}.xml', '/sitemap.xml'],
    'outside /api only the health checks, the drawn images, robots.txt and sitemap.xml')
})

t.test('GET /docs serves the Swagger UI, wired to /docs/json', async (t) => {
  const { app } = await setup(t)
  let url = '/docs'
  let res = await app.inject({ url })
  for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 3; hops++) {
    url = new URL(String(res.headers.location), `http://localhost${url}`).pathname
    res = await app.inject({ url })
  }
  t.equal(res.statusCode, 200)
  t.match(String(res.headers['content-type']), /text\/html/)
  t.match(res.body, /swagger-ui/i, 'the Swagger UI page')
  const init = await app.inject({ url: '/docs/static/swagger-initializer.js' })
  t.equal(init.statusCode, 200)
  t.match(init.body, /json/, 'the UI loads the JSON document')
})

t.test('the public document leaves out the admin API; the whole document is an admin call behind the token', async (t) => {
  const token = 'docs-admin-token-0123456789'
  const { app } = await buildCustomApp(t, { env: { ADMIN_TOKEN: token } })
  const adminRoutes = registeredRoutes(app).filter(([m, url]) => url.startsWith('/api/admin/') && m !== 'HEAD')
  t.ok(adminRoutes.length >= 10, `${adminRoutes.length} admin routes registered`)

  const pub = (await app.inject({ url: '/docs/json' })).json() as OpenApi & { components?: { securitySchemes?: Record<string, unknown> } }
  t.notOk(Object.keys(pub.paths).some((p) => p.startsWith('/api/admin')), 'no /api/admin path in /docs/json')
  t.notOk(pub.tags?.some((tag) => tag.name === 'Yönetim'), 'no admin tag')
  t.notOk(pub.components?.securitySchemes?.bearerAuth, 'no admin bearer scheme')
  t.ok(Object.keys(pub.paths).some((p) => p.startsWith('/api/vehicle/')), 'the public calls are all there')
  t.notMatch((await app.inject({ url: '/docs/yaml' })).body, '/api/admin', 'nor in /docs/yaml')

  const url = '/api/admin/openapi.json'
  for (const headers of [{}, { authorization: 'Bearer not-the-admin-token-at-all' }]) {
    const res = await app.inject({ url, headers })
    t.equal(res.statusCode, 401, `the whole document without the token (${JSON.stringify(headers)}): 401`)
    t.notMatch(res.body, '/api/admin/', 'and no admin path in the answer')
  }
  const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } })
  t.equal(res.statusCode, 200, 'with the token: the whole document')
  t.equal(res.headers['cache-control'], 'no-store', 'not stored anywhere')
  const full = res.json() as OpenApi
  const documented = new Set(Object.entries(full.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)))
  for (const [method, route] of adminRoutes) t.ok(documented.has(`${method} ${route}`), `${method} ${route} is in the admin document`)
  t.ok(Object.keys(full.paths).length > Object.keys(pub.paths).length, 'along with the public calls')

  // A page's blocks: a discriminated choice of named kinds in the admin document, and the kinds only
  // the admin API uses are not in the public one.
  const schemas = (doc: OpenApi) => Object.keys((doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {})
  const pageBody = (full.paths['/api/admin/pages/{slug}'] as any).put.requestBody.content['application/json'].schema
  t.same(pageBody.properties.body.items.discriminator, { propertyName: 'type' }, 'blocks are chosen by their type')
  t.same(pageBody.properties.body.items.oneOf.map((k: { $ref: string }) => k.$ref),
    ['ContentBlockHeading', 'ContentBlockParagraph', 'ContentBlockList', 'ContentBlockFaq'].map((n) => `#/components/schemas/${n}`))
  t.ok(schemas(full).includes('ContentBlockFaq'), 'the kinds are named in the admin document')
  t.notOk(schemas(pub).some((n) => n.startsWith('ContentBlock')), 'and absent from the public one')
  t.ok(schemas(pub).length > 0, 'which keeps the schemas its own calls use')

  const { app: plain } = await buildCustomApp(t)
  t.equal((await plain.inject({ url })).statusCode, 404, 'no admin document without ADMIN_TOKEN')
})

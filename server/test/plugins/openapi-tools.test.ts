// The OpenAPI documents as tools no one here wrote read them (issue 18, decision 038): the public
// /docs/json and the admin document pass Redocly's recommended lint without a single problem, and a
// client whose types openapi-typescript generates from the public document type-checks against
// three spec calls, while the same client with a field misspelt does not — an integrator's first
// hour. The generated client then calls the running gateway and gets what its types promise.
import t from 'tap'
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import openapiTS, { astToString } from 'openapi-typescript'
import { ROOT } from '../../paths.js'
import { buildTestApp } from '../helper.js'

const run = promisify(execFile)
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name)
const ADMIN_TOKEN = 'o'.repeat(40)
// No update check or telemetry: the CLI must run where only the npm registry is reachable.
const QUIET = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }

interface LintReport { totals: { errors: number; warnings: number; ignored: number }; problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }> }

async function lint(file: string): Promise<LintReport> {
  const out = await run(bin('redocly'), ['lint', file, '--format=json', '--config', join(ROOT, 'redocly.yaml')], { env: QUIET, maxBuffer: 64 << 20 })
    .catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }))
  return JSON.parse(out.stdout) as LintReport
}

async function tsc(dir: string): Promise<{ ok: boolean; output: string }> {
  const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipLibCheck', '--types', 'node', join(dir, 'client.ts')]
  return run(bin('tsc'), args, { cwd: ROOT }).then(() => ({ ok: true, output: '' }), (err: { stdout?: string }) => ({ ok: false, output: err.stdout ?? '' }))
}

const dir = await mkdtemp(join(tmpdir(), 'openapi-tools-'))
t.teardown(() => rm(dir, { recursive: true, force: true }))
// The integrator's project: ES modules.
await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))
const { app } = await buildTestApp(t, { env: { ADMIN_TOKEN } })
const publicDoc = (await app.inject({ url: '/docs/json' })).json() as Record<string, unknown>
const adminDoc = (await app.inject({ url: '/api/admin/openapi.json', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json() as Record<string, unknown>

t.test('both documents pass Redocly lint (recommended rules) with no error and no warning', async (t) => {
  for (const [name, doc] of [['public', publicDoc], ['admin', adminDoc]] as const) {
    const file = join(dir, `${name}.json`)
    await writeFile(file, JSON.stringify(doc))
    const report = await lint(file)
    t.same(report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`), [], `${name}: no problem`)
    t.same(report.totals, { errors: 0, warnings: 0, ignored: 0 }, `${name}: totals`)
  }
})

t.test('the document says who may call what, with one error component and no ajv keyword', async (t) => {
  const text = JSON.stringify(adminDoc)
  t.notOk(text.includes('"errorMessage"'), 'no errorMessage keyword is published')
  const paths = adminDoc.paths as Record<string, Record<string, { security?: unknown[] }>>
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const expected = path.startsWith('/api/admin') ? [{ bearerAuth: [] }] : []
      t.same(op.security, expected, `${method.toUpperCase()} ${path}: ${expected.length ? 'the admin bearer token' : 'public'}`)
    }
  }
  t.ok((adminDoc.components as { schemas: Record<string, unknown> }).schemas.ErrorResponse, 'ErrorResponse is a component')
  t.ok(text.split('"#/components/schemas/ErrorResponse"').length > 100, 'referenced from the responses')
  t.notOk(JSON.stringify(publicDoc).includes('bearerAuth'), 'the public document names no admin scheme')
})

const CLIENT = (sitePrefixField: string) => `
import type { paths } from './api.js'

type Post = { [P in keyof paths]: paths[P] extends { post: unknown } ? P : never }[keyof paths]
type Body<P extends Post> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never
type Ok<P extends Post> = paths[P] extends { post: { responses: { 200: { content: { 'application/json': infer R } } } } } ? R : never

export async function post<P extends Post>(base: string, path: P, body: Body<P>): Promise<Ok<P>> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return (await res.json()) as Ok<P>
}

export async function firstHour(base: string) {
  const cars = await post(base, '/api/vehicle/vehicles-get', { VehicleTypeId: 14870, filters: { Brand: ['fiat'] }, sorters: [4], pageSize: 12, pageNumber: 1 })
  const total: number = cars.result.totalCount
  const texts = await post(base, '/api/get-site-static', { ${sitePrefixField}: 'FOOTER_' })
  const titles: string[] = texts.result.map((entry) => entry.title)
  const footer = await post(base, '/api/get-footer-services', {})
  return { total, titles, footer: footer.statusCode }
}
`

t.test('a client generated by openapi-typescript type-checks against three spec calls and works', async (t) => {
  await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(publicDoc as never)))
  await writeFile(join(dir, 'client.ts'), CLIENT('prefix'))
  const good = await tsc(dir)
  t.ok(good.ok, `the client type-checks${good.output ? `:\n${good.output}` : ''}`)

  await writeFile(join(dir, 'client.ts'), CLIENT('prefx'))
  const bad = await tsc(dir)
  t.notOk(bad.ok, 'a misspelt body field does not')
  t.match(bad.output, /prefx/, 'and the compiler names it')

  // The same calls against the gateway, typed by the generated types.
  await writeFile(join(dir, 'client.ts'), CLIENT('prefix'))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const script = `import { firstHour } from '${join(dir, 'client.ts')}'; console.log(JSON.stringify(await firstHour('http://127.0.0.1:${port}')))`
  const out = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT })
  const answer = JSON.parse(out.stdout) as { total: number; titles: string[]; footer: number }
  t.ok(answer.total > 0, `vehicles-get: ${answer.total} Fiats`)
  t.ok(answer.titles.length > 0, 'get-site-static: the footer texts')
  t.equal(answer.footer, 200, 'get-footer-services: 200')
})

// One error shape everywhere (design §2): { statusCode, message, errors? } with Turkish text, every
// failing field named, unknown body fields stripped, and nothing internal in a 5xx body (the log
// has the detail under the same request id).
import t, { type Test } from 'tap'
import { MSG } from '../../plugins/errors.js'
import { buildTestApp } from '../helper.js'
import { errorShapeProblems } from '../support/error-shape.js'
import { buildCustomApp } from '../support/gateway.js'

const SUBMIT = '/api/screens/appointment-lookup/submit'
const MISS = '/api/telemetry/renderer-miss'
const VALID_SUBMIT = { values: { phone: '0 (532) 123-4567', plate: '34 ABC 123' } }
const VALID_MISS = { screenId: 'appointment-lookup', kind: 'fancyMap', rendererVersion: 1 }

interface Res { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown }

function assertShape(t: Test, res: Res, status: number, label: string) {
  t.equal(res.statusCode, status, `${label}: status ${status}`)
  t.match(String(res.headers['content-type']), /^application\/json/, `${label}: JSON content type`)
  t.same(errorShapeProblems(res.json(), status), [], `${label}: the one error shape, in Turkish`)
  t.ok(res.headers['x-request-id'], `${label}: carries x-request-id`)
}

function fieldsOf(res: Res): string[] {
  return ((res.json() as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field).sort()
}

t.test('an unknown /api route answers 404 in the error shape, for GET and POST', async (t) => {
  const { app } = await buildTestApp(t)
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    const res = await app.inject({ method, url: '/api/no/such/route', ...(method === 'POST' ? { payload: { a: 1 } } : {}) })
    assertShape(t, res, 404, `${method} /api/no/such/route`)
    t.same(res.json(), { statusCode: 404, message: 'İstenen kaynak bulunamadı.' })
  }
})

t.test('body parsing failures: 400, 415 and 413 in the error shape', async (t) => {
  const { app } = await buildTestApp(t, { env: { BODY_LIMIT: '2048' } })
  const json = { 'content-type': 'application/json' }
  const cases: Array<[string, { headers: Record<string, string>; payload: string }, number, string]> = [
    ['malformed JSON', { headers: json, payload: '{"values": {"phone": ' }, 400, MSG.invalidJson],
    ['JSON with a trailing comma', { headers: json, payload: '{"values": {},}' }, 400, MSG.invalidJson],
    ['empty body with a JSON content type', { headers: json, payload: '' }, 400, MSG.emptyJson],
    ['text/plain', { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(VALID_SUBMIT) }, 415, MSG.mediaType],
    ['form-urlencoded', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'values[phone]=5321234567' }, 415, MSG.mediaType],
    ['multipart', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' }, 415, MSG.mediaType],
    ['3 KB over a 2 KB limit', { headers: json, payload: JSON.stringify({ values: { phone: 'x'.repeat(3072) } }) }, 413, MSG.tooLarge],
  ]
  for (const [label, opts, status, message] of cases) {
    const res = await app.inject({ method: 'POST', url: SUBMIT, ...opts })
    assertShape(t, res, status, label)
    t.equal((res.json() as { message: string }).message, message, `${label}: says what is wrong`)
  }
  const ok = await app.inject({ method: 'POST', url: SUBMIT, payload: VALID_SUBMIT })
  t.equal(ok.statusCode, 200, 'a valid body under the limit still passes')
})

t.test('schema failures answer 400 and name every failing field in Turkish', async (t) => {
  const { app } = await buildTestApp(t)
  const cases: Array<[string, string, unknown, string[]]> = [
    ['values missing', SUBMIT, { context: {} }, ['values']],
    ['values is an array', SUBMIT, { values: ['5321234567'] }, ['values']],
    ['values hold objects, context a string', SUBMIT, { values: { phone: { a: 1 }, plate: { b: 2 } }, context: 'x' }, ['context', 'values.phone', 'values.plate']],
    ['a value over 4000 characters', SUBMIT, { values: { phone: 'x'.repeat(4001) } }, ['values.phone']],
    ['several wrong telemetry fields', MISS, { screenId: 'Not An Id', kind: '', rendererVersion: 'yeni' }, ['kind', 'rendererVersion', 'screenId']],
    ['every telemetry field missing', MISS, {}, ['kind', 'rendererVersion', 'screenId']],
    ['a JSON array instead of an object', MISS, [VALID_MISS], ['body']],
  ]
  for (const [label, url, payload, fields] of cases) {
    const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) })
    assertShape(t, res, 400, label)
    t.same(fieldsOf(res), fields, `${label}: names ${fields.join(', ')}`)
    const body = res.json() as { message: string; errors: Array<{ message: string }> }
    t.equal(body.message, fields.length > 1 ? MSG.invalidFields : body.errors[0]?.message, `${label}: the headline message fits the count`)
  }
})

t.test('query and path parameter failures answer 400 naming the parameter', async (t) => {
  const { app } = await buildTestApp(t)
  const cases: Array<[string, string]> = [
    ['/api/screens/BAD!id', 'id'],
    ['/api/screens/appointment-lookup?rv=abc', 'rv'],
    ['/api/screens/appointment-lookup?rv=1001', 'rv'],
    ['/api/seo/page?path=no-leading-slash', 'path'],
    ['/api/seo/page', 'path'],
  ]
  for (const [url, field] of cases) {
    const res = await app.inject({ url })
    assertShape(t, res, 400, url)
    t.same(fieldsOf(res), [field], `${url}: names ${field}`)
  }
})

t.test('a malformed URL or an over-long path parameter still answers in the error shape', async (t) => {
  const { app } = await buildTestApp(t)
  const cases: Array<['GET' | 'POST', string]> = [
    ['GET', '/api/screens/%E0%A4%A'],
    ['GET', '/api/%zz'],
    ['POST', `/api/screens/${'a'.repeat(300)}/submit`],
  ]
  for (const [method, url] of cases) {
    const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: VALID_SUBMIT } : {}) })
    const label = `${method} ${url.slice(0, 40)}`
    t.ok(res.statusCode >= 400 && res.statusCode < 500, `${label}: a client error (${res.statusCode})`)
    assertShape(t, res, res.statusCode, label)
  }
})

t.test('unknown body fields are stripped, not rejected (docs/decisions/002)', async (t) => {
  const { app } = await buildTestApp(t)
  const plain = await app.inject({ method: 'POST', url: SUBMIT, payload: VALID_SUBMIT })
  const extra = await app.inject({ method: 'POST', url: SUBMIT, payload: { ...VALID_SUBMIT, ipAddress: '1.2.3.4', debug: { x: 1 } } })
  t.equal(plain.statusCode, 200)
  t.equal(extra.statusCode, plain.statusCode, 'same status with an extra top-level field')
  t.same(extra.json(), plain.json(), 'same answer with an extra top-level field')
  t.notMatch(extra.body, /ipAddress|debug/, 'the extra field is not echoed')

  const miss = await app.inject({ method: 'POST', url: MISS, payload: { ...VALID_MISS, userAgent: 'x' } })
  t.equal(miss.statusCode, 204, 'telemetry with an extra field is accepted too')
})

t.test('a 5xx says only "Bir hata oluştu"; the log has the detail under the request id', async (t) => {
  const { app, logs } = await buildCustomApp(t, {
    extend: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('SELECT password FROM users -- secret')
      })
      // A real PostgreSQL error, with SQLSTATE, relation name and stack.
      app.get('/api/test/pg', async () => {
        await app.db.query('SELECT password FROM secret_users_table')
      })
      app.get('/api/test/upstream', async () => {
        throw Object.assign(new Error('upstream 502: {"token":"secret-upstream-token"}'), { statusCode: 502 })
      })
      app.get('/api/test/callback', (_request, reply) => {
        setImmediate(() => reply.send(new Error('callback SELECT secret')))
      })
      app.get('/api/test/not-an-error', async () => {
        throw { message: 'SELECT secret FROM vault', code: 'XX000' }
      })
      // A callback wrapper that calls reject() without a reason: the client must still get the one shape.
      app.get('/api/test/no-reason', () => new Promise((_resolve, reject) => reject()))
    },
  })
  // What the log line must contain; a bare rejection has no detail beyond the fact that it happened.
  const details: Record<string, RegExp | null> = {
    boom: /SELECT password FROM users/,
    pg: /secret_users_table/,
    upstream: /secret-upstream-token/,
    callback: /callback SELECT secret/,
    'not-an-error': /SELECT secret FROM vault/,
    'no-reason': null,
  }
  for (const [name, detail] of Object.entries(details)) {
    const res = await app.inject({ url: `/api/test/${name}` })
    const label = `/api/test/${name}`
    assertShape(t, res, 500, label)
    t.same(res.json(), { statusCode: 500, message: 'Bir hata oluştu' }, `${label}: nothing but the generic message`)
    t.notMatch(res.body, /SELECT|secret|password|\n\s+at |\.ts:\d+|node_modules/i, `${label}: no SQL, secret or stack in the body`)
    const reqId = String(res.headers['x-request-id'])
    t.notMatch(res.body, reqId, `${label}: the body does not repeat the request id`)
    const errorLines = logs.records().filter((r) => r.reqId === reqId && r.level >= 50)
    t.ok(errorLines.length > 0, `${label}: an error is logged under request id ${reqId}`)
    if (detail) t.ok(errorLines.some((r) => detail.test(JSON.stringify(r.err ?? ''))), `${label}: the log line has the detail`)
  }
})

t.test('503 from a dependency says "try again later" and nothing more', async (t) => {
  const { app } = await buildCustomApp(t, {
    extend: (app) => {
      app.get('/api/test/down', async () => {
        throw Object.assign(new Error('redis ECONNREFUSED 10.0.0.5:6379'), { statusCode: 503 })
      })
    },
  })
  const res = await app.inject({ url: '/api/test/down' })
  assertShape(t, res, 503, 'dependency down')
  t.same(res.json(), { statusCode: 503, message: MSG.unavailable })
  t.notMatch(res.body, /ECONNREFUSED|10\.0\.0\.5/)
})

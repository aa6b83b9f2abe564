// The baseline: a bare Fastify 5 server answering a small JSON, with no logging and no plugins.
// Each gateway endpoint is compared with this server receiving the same request: a GET, or a POST
// whose JSON body Fastify parses as it would for any route. The harness transpiles this file and
// runs it with plain `node` (no loader), like the gateway.
// `/get` (below) is the floor for a session read: one Redis GET.
// `/state` is the floor for a call that keeps per-visitor state (a wizard step): one Redis GET and
// one SET of a flow-sized value per request, then the same small JSON. A server-rendered page is
// compared with this server answering a static HTML page of the same bytes (GET /page/:name, the
// harness writes the file into BENCH_PAGES_DIR), compressed once as the gateway compresses a cached page.
// Run it alone with: PORT=3001 node --import tsx bench/bare-server.ts
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.post('/', async () => ({ hello: 'world' }))

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
const STATE = JSON.stringify({ revision: 1, family: 'teklif-al', answers: { year: '2021', brand: 'bmw', model: '3-serisi' }, labels: { year: '2021', brand: 'BMW', model: '3 Serisi' }, completed: ['yil-sec', 'marka-sec', 'model-sec'], auto: [] })
let n = 0
const state = async () => {
  const key = `bench:bare:state:${n++ % 1000}`
  await redis.get(key)
  await redis.set(key, STATE, 'EX', 600)
  return { hello: 'world' }
}
app.get('/state', state)
app.post('/state', state)

// `/get` is the floor for a session read (GET /api/auth/session): one Redis GET of a session-sized
// value per request, then the same small JSON.
const SESSION = JSON.stringify({ i: { id: 1, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phoneNumber: '5321234567' }, e: Date.now() + 3_600_000, a: Date.now() + 7_200_000, t: Date.now() })
await redis.set('bench:bare:session', SESSION, 'EX', 86_400)
const get = async () => {
  await redis.get('bench:bare:session')
  return { hello: 'world' }
}
app.get('/get', get)
app.post('/get', get)

const pages = new Map<string, { plain: Buffer; br: Buffer; gzip: Buffer }>()
app.get<{ Params: { name: string } }>('/page/:name', async (request, reply) => {
  const { name } = request.params
  let page = pages.get(name)
  if (!page) {
    if (!/^[a-z0-9-]+$/.test(name)) return reply.code(404).send()
    const plain = readFileSync(join(process.env.BENCH_PAGES_DIR ?? '.', `${name}.html`))
    page = { plain, br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(plain, { level: 6 }) }
    pages.set(name, page)
  }
  const accepted = request.headers['accept-encoding'] ?? ''
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding')
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(encoding ? page[encoding] : page.plain)
})

const port = Number(process.env.PORT ?? 3001)
await app.listen({ port, host: '127.0.0.1' })

const stop = () => void app.close().then(() => redis.quit()).then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

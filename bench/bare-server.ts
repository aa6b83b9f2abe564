// The baseline: a bare Fastify 5 server answering a small JSON, with no logging and no plugins.
// Each gateway endpoint is compared with this server receiving the same request: a GET, or a POST
// whose JSON body Fastify parses as it would for any route. The harness transpiles this file and
// runs it with plain `node` (no loader), like the gateway.
// `/state` is the floor for a call that keeps per-visitor state (a wizard step): one Redis GET and
// one SET of a flow-sized value per request, then the same small JSON.
// Run it alone with: PORT=3001 node --import tsx bench/bare-server.ts
import Fastify from 'fastify'
import { Redis } from 'ioredis'

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

const port = Number(process.env.PORT ?? 3001)
await app.listen({ port, host: '127.0.0.1' })

const stop = () => void app.close().then(() => redis.quit()).then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

// The baseline: a bare Fastify 5 server answering a small JSON, with no logging and no plugins.
// Each gateway endpoint is compared with this server receiving the same request: a GET, or a POST
// whose JSON body Fastify parses as it would for any route. The harness transpiles this file and
// runs it with plain `node` (no loader), like the gateway.
// Run it alone with: PORT=3001 node --import tsx bench/bare-server.ts
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.post('/', async () => ({ hello: 'world' }))

const port = Number(process.env.PORT ?? 3001)
await app.listen({ port, host: '127.0.0.1' })

const stop = () => void app.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

// Health checks for the load balancer and graceful shutdown (design §7): on close the gateway stops
// accepting, finishes in-flight requests (with their database and Redis calls), closes the pools
// and is gone promptly, also when the client (a load balancer) keeps its connection alive.
import t, { type Test } from 'tap'
import { Readable } from 'node:stream'
import { Agent, request } from 'undici'
import { buildTestApp } from './helper.js'
import { buildCustomApp } from './support/gateway.js'
import { spawnGateway, waitUntilUp } from './support/process.js'
import { freePort } from './support/redis-server.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Resolves to true when `p` settles within `ms`. */
function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([p.then(() => true, () => true), sleep(ms).then(() => false)])
}

t.test('/healthz says the process is alive; /readyz checks PostgreSQL and Redis', async (t) => {
  const { app } = await buildTestApp(t)
  const health = await app.inject({ url: '/healthz' })
  t.equal(health.statusCode, 200)
  t.same(health.json(), { status: 'ok' })
  const ready = await app.inject({ url: '/readyz' })
  t.equal(ready.statusCode, 200)
  t.same(ready.json(), { status: 'ok', checks: { postgres: true, redis: true } })
})

t.test('close() lets an in-flight request finish, then refuses new connections', async (t) => {
  const { app } = await buildCustomApp(t, {
    extend: (app) => {
      // Waits, then uses both pools: proves they are closed only after in-flight work is done.
      app.get('/api/test/slow', async () => {
        await sleep(400)
        const { rows } = await app.db.query<{ one: number }>('SELECT 1 AS one')
        return { pg: rows[0]?.one, redis: await app.redis.ping() }
      })
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const base = `http://127.0.0.1:${port}`
  // A keep-alive client, like the load balancer in front of the gateway.
  const agent = new Agent()
  t.teardown(() => agent.destroy())

  const inFlight = request(`${base}/api/test/slow`, { dispatcher: agent })
  await sleep(100)
  const closing = app.close()

  const res = await inFlight
  t.equal(res.statusCode, 200, 'the in-flight request completes')
  t.same(await res.body.json(), { pg: 1, redis: 'PONG' }, 'with PostgreSQL and Redis still answering')
  t.ok(await within(closing, 2000), 'close() resolves within 2 s of the last response (the kept-alive connection does not hold it open)')
  await agent.destroy()
  await closing

  const refused = await request(`${base}/healthz`).then(() => null, (err: { code?: string }) => err.code)
  t.equal(refused, 'ECONNREFUSED', 'a new connection after close is refused')
})

async function startGateway(t: Test) {
  const port = await freePort()
  const gw = spawnGateway(t, { PORT: String(port), LOG_LEVEL: 'info' })
  const up = await waitUntilUp(gw, `http://127.0.0.1:${port}/healthz`, 20_000)
  return { gw, port, up }
}

function shutdownLogged(stdout: string): boolean {
  return stdout.split('\n').filter(Boolean).some((line) => {
    const l = JSON.parse(line) as { msg?: string; signal?: string }
    return /shutting down/.test(l.msg ?? '') && l.signal === 'SIGTERM'
  })
}

t.test('the real process shuts down cleanly on SIGTERM', async (t) => {
  const { gw, port, up } = await startGateway(t)
  t.ok(up, `the gateway answers /healthz on port ${port}`)
  if (!up) return t.comment(gw.stderr() || gw.stdout())

  gw.child.kill('SIGTERM')
  const exit = await gw.exited(10_000)
  t.ok(exit.inTime, 'exited within 10 s of SIGTERM')
  t.equal(exit.code, 0, 'exit code 0')
  t.ok(shutdownLogged(gw.stdout()), 'logs that it is shutting down on SIGTERM')
  t.equal(gw.stderr().trim(), '', 'nothing on stderr')
})

t.test('SIGTERM during a request: the request completes and the process still exits 0 promptly', async (t) => {
  const { gw, port, up } = await startGateway(t)
  t.ok(up, `the gateway answers /healthz on port ${port}`)
  if (!up) return t.comment(gw.stderr() || gw.stdout())
  const agent = new Agent()
  t.teardown(() => agent.destroy())

  // The body arrives in two parts, so the request is in flight when the signal comes.
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  async function* body() {
    yield Buffer.from('{"screenId":"appointment-lookup",')
    await gate
    yield Buffer.from('"kind":"fancyMap","rendererVersion":1}')
  }
  const inFlight = request(`http://127.0.0.1:${port}/api/telemetry/renderer-miss`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: Readable.from(body()), dispatcher: agent,
  })
  await sleep(300)
  gw.child.kill('SIGTERM')
  await sleep(200)
  release()

  const res = await inFlight
  await res.body.dump()
  t.equal(res.statusCode, 204, 'the in-flight request is answered')
  const exit = await gw.exited(10_000)
  t.ok(exit.inTime, 'exited within 10 s of SIGTERM')
  t.equal(exit.code, 0, 'exit code 0, not the forced-shutdown 1')
  t.notMatch(gw.stdout(), /shutdown timed out/, 'the shutdown did not time out')
})

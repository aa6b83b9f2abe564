// A gateway stops in bounded time whatever its Redis does: a Redis that stopped answering (hung,
// or died with the connection not yet seen as closed) never replies to QUIT, and the close used to
// wait for that reply forever (seen as a test's teardown hanging until tap's timeout).
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { PrivateRedis } from '../support/redis-server.js'

t.test('the gateway closes within five seconds when its Redis does not answer (the forced exit comes at ten)', async (t) => {
  const server = await PrivateRedis.create()
  t.teardown(async () => {
    server.resume()
    await server.stop()
  })
  // Without the reminder worker: BullMQ's close waits for its blocking read, which a hung Redis
  // never ends (left to the forced exit of server.ts; a Redis that died ends it at once).
  const { app } = await buildTestApp({ teardown: () => undefined }, { env: { REDIS_URL: server.url, REDIS_CACHE_URL: server.url }, booking: { reminderWorker: false } })
  t.equal(app.redis.status, 'ready', 'connected first')
  server.pause()
  const started = Date.now()
  const closed = await Promise.race([app.close().then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 10_000))])
  const ms = Date.now() - started
  t.ok(closed, 'app.close() finished')
  t.ok(ms < 5000, `closed in ${ms} ms`)
})

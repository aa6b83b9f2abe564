// Slow clients (issue 12 §3): a client that sends its headers and then stalls its body, or never
// finishes its headers, is cut within the configured limit on a real listening socket, while normal
// requests and a slow body that keeps arriving within the limit still succeed.
import t from 'tap'
import { connect, type Socket } from 'node:net'
import { buildCustomApp } from './support/gateway.js'

const LIMIT_MS = 1000
// Node checks the deadlines every tenth of the limit; the rest is scheduling on a busy machine.
const SLACK_MS = 600

interface Ending {
  ms: number
  /** What the server wrote before the connection ended. */
  answer: string
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Resolves when the server answers and closes, or closes; measured from `since`. */
function ending(socket: Socket, since: number): Promise<Ending> {
  let answer = ''
  socket.setEncoding('utf8').on('data', (d: string) => (answer += d))
  socket.on('error', () => {})
  return new Promise((resolve) => socket.once('close', () => resolve({ ms: Date.now() - since, answer })))
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function gateway(t: { teardown(fn: () => unknown): void }) {
  const { app, logs } = await buildCustomApp(t, {
    env: { REQUEST_TIMEOUT_MS: String(LIMIT_MS), HEADERS_TIMEOUT_MS: String(LIMIT_MS) },
    extend: (app) => app.post('/api/test/echo', async (request) => ({ got: request.body })),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { port: (app.server.address() as { port: number }).port, logs }
}
const head = (length: number) =>
  `POST /api/test/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

t.test('a body that stops arriving is answered 408 and the connection closed within the limit', async (t) => {
  const { port, logs } = await gateway(t)
  const socket = await open(port)
  const started = Date.now()
  const ended = ending(socket, started)
  socket.write(head(100) + '{"a":"1234')
  const { ms, answer } = await ended
  t.ok(ms >= LIMIT_MS - 50, `not cut before the limit (${ms} ms)`)
  t.ok(ms <= LIMIT_MS + SLACK_MS, `cut within the limit and slack (${ms} ms ≤ ${LIMIT_MS + SLACK_MS})`)
  t.match(answer, /^HTTP\/1\.1 408 /, 'answered 408 Request Timeout')
  t.match(answer, /"statusCode":408/, 'in the error shape')
  await sleep(100)
  const errors = logs.records().filter((r) => r.level >= 50)
  t.same(errors.map((r) => r.msg), [], 'a timed-out client is not logged as a server error')
})

t.test('headers that never finish are cut within the limit', async (t) => {
  const { port } = await gateway(t)
  const socket = await open(port)
  const started = Date.now()
  const ended = ending(socket, started)
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
  const { ms, answer } = await ended
  t.ok(ms <= LIMIT_MS + SLACK_MS, `cut within the limit and slack (${ms} ms)`)
  t.match(answer, /^HTTP\/1\.1 408 /, 'answered 408 Request Timeout')
})

t.test('normal requests and a slow body that keeps arriving within the limit succeed', async (t) => {
  const { port } = await gateway(t)
  const plain = await fetch(`http://127.0.0.1:${port}/api/test/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })
  t.equal(plain.status, 200, 'a normal POST')
  t.same(await plain.json(), { got: { a: 1 } })

  const body = JSON.stringify({ a: 'x'.repeat(88) })
  const socket = await open(port)
  const ended = ending(socket, Date.now())
  socket.write(head(body.length))
  // Ten pieces over about 60 % of the limit: slow, but progressing.
  for (let i = 0; i < 10; i++) {
    socket.write(body.slice(i * 10, i === 9 ? undefined : (i + 1) * 10))
    await sleep(LIMIT_MS * 0.06)
  }
  // Keep-alive holds the socket open after the answer: wait for the answer, then close.
  await sleep(200)
  socket.end()
  const { answer } = await ended
  t.match(answer, /^HTTP\/1\.1 200 /, 'the slow body was answered 200')
  t.match(answer, /"got":\{"a":"x{88}"\}/, 'with the whole body')

  const after = await fetch(`http://127.0.0.1:${port}/healthz`)
  t.equal(after.status, 200, 'the gateway still answers')
})

t.test('an idle keep-alive connection stays open for a request within the keep-alive limit', async (t) => {
  const { port } = await gateway(t)
  const socket = await open(port)
  const ended = ending(socket, Date.now())
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
  await sleep(LIMIT_MS + SLACK_MS)
  t.equal(socket.readyState, 'open', 'the idle connection was not cut by the request limit')
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
  await sleep(200)
  socket.end()
  const { answer } = await ended
  t.equal(answer.match(/HTTP\/1\.1 200 /g)?.length, 2, 'both requests on the same connection answered')
})

// The Turnstile/hCaptcha adapter against a real local HTTP server standing in for siteverify: the
// form it posts, and how success, error codes, HTTP errors, silence and refusal become results.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import t, { type Test } from 'tap'
import { HostedCaptchaVerifier, type HostedConfig } from '../../integrations/captcha/hosted.js'
import { freePort } from '../support/redis-server.js'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

async function standIn(t: Test, handler: Handler) {
  const seen: Array<{ url?: string; type?: string; form: URLSearchParams }> = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8').on('data', (c: string) => (body += c))
    req.on('end', () => {
      seen.push({ url: req.url, type: req.headers['content-type'], form: new URLSearchParams(body) })
      handler(req, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/siteverify`, seen }
}

const json = (status: number, body: unknown): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body))
}

function verifier(t: Test, verifyUrl: string, over: Partial<HostedConfig> = {}) {
  const v = new HostedCaptchaVerifier({ provider: 'turnstile', siteKey: '0x4AAAAAAA-site', secretKey: '0x4AAAAAAA-secret', verifyUrl, timeoutMs: 600, ...over })
  t.teardown(() => v.close())
  return v
}

t.test('a valid token: the secret, the token and the client IP are posted as a form', async (t) => {
  const { url, seen } = await standIn(t, json(200, { success: true, challenge_ts: '2025-01-01T00:00:00Z', hostname: 'x', 'error-codes': [] }))
  const v = verifier(t, url)
  t.same(await v.verify('tok-123', '203.0.113.9'), { ok: true })
  t.equal(seen[0]?.type, 'application/x-www-form-urlencoded')
  t.same(Object.fromEntries(seen[0]!.form), { secret: '0x4AAAAAAA-secret', response: 'tok-123', remoteip: '203.0.113.9' })
  t.same(await v.challenge(), { provider: 'turnstile', siteKey: '0x4AAAAAAA-site', scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit' }, 'the widget learns the site key, never the secret')
})

t.test('hCaptcha also sends its site key', async (t) => {
  const { url, seen } = await standIn(t, json(200, { success: true }))
  const v = verifier(t, url, { provider: 'hcaptcha', siteKey: '10000000-ffff-ffff-ffff-000000000001' })
  t.same(await v.verify('P1_abc', '198.51.100.1'), { ok: true })
  t.equal(seen[0]?.form.get('sitekey'), '10000000-ffff-ffff-ffff-000000000001')
  t.equal((await v.challenge()).provider, 'hcaptcha')
})

t.test("the provider's refusals and faults become codes", async (t) => {
  const cases: Array<[string, Handler, string]> = [
    ['duplicate token', json(200, { success: false, 'error-codes': ['timeout-or-duplicate'] }), 'timeout-or-duplicate'],
    ['bad secret', json(200, { success: false, 'error-codes': ['invalid-input-secret'] }), 'invalid-input-secret'],
    ['refused without a code', json(200, { success: false }), 'rejected'],
    ['odd code text is not taken', json(200, { success: false, 'error-codes': ['<script>'] }), 'rejected'],
    ['server error', json(503, 'down'), 'http-503'],
    ['success with an error status', json(500, { success: true }), 'http-500'],
    ['garbage', json(200, 'not json'), 'bad-response'],
    ['huge answer', json(200, { success: true, pad: 'x'.repeat(20_000) }), 'bad-response'],
  ]
  for (const [name, handler, code] of cases) {
    const { url } = await standIn(t, handler)
    t.same(await verifier(t, url).verify('tok', '127.0.0.1'), { ok: false, code }, name)
  }
})

t.test('silence is a timeout, a closed port is unreachable, an empty token never leaves', async (t) => {
  const { url, seen } = await standIn(t, () => {})
  const started = Date.now()
  t.same(await verifier(t, url).verify('tok', '127.0.0.1'), { ok: false, code: 'timeout' })
  t.ok(Date.now() - started < 3000, 'within the configured deadline')
  const port = await freePort()
  t.same(await verifier(t, `http://127.0.0.1:${port}/siteverify`).verify('tok', '127.0.0.1'), { ok: false, code: 'unreachable' })
  const before = seen.length
  t.same(await verifier(t, url).verify('', '127.0.0.1'), { ok: false, code: 'malformed' })
  t.same(await verifier(t, url).verify('x'.repeat(2049), '127.0.0.1'), { ok: false, code: 'malformed' })
  t.equal(seen.length, before, 'no request for a token that cannot be one')
})

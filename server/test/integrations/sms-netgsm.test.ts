// The Netgsm adapter against a real local HTTP server standing in for Netgsm's OTP endpoint: the
// request it sends, how every answer (success, provider codes, HTTP errors, silence, refusal,
// garbage) becomes a result without throwing, and a log line that never carries the number, the
// text, the code or the credentials.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Writable } from 'node:stream'
import t, { type Test } from 'tap'
import pino from 'pino'
import { loadConfig } from '../../config.js'
import { loggerOptions } from '../../logging/options.js'
import { NETGSM_CODES, NetgsmSmsProvider, type NetgsmConfig } from '../../integrations/sms/netgsm.js'
import type { SmsLogger, SmsMessage } from '../../integrations/sms/types.js'
import { TEST_ENV } from '../helper-env.js'
import { freePort } from '../support/redis-server.js'

const PHONE = '5321234567'
const MASKED = '5*******67'
const CODE = '4821'
const MESSAGE: SmsMessage = { to: PHONE, purpose: 'appointment', text: `Turuncu Garaj doğrulama kodunuz: ${CODE}. Kodu kimseyle paylaşmayınız.` }
const SENT_TEXT = `Turuncu Garaj dogrulama kodunuz: ${CODE}. Kodu kimseyle paylasmayiniz.`
const USERCODE = '8503334455'
const PASSWORD = 'Gizli:Parola-91!'

interface Seen {
  method: string | undefined
  url: string | undefined
  headers: IncomingMessage['headers']
  body: string
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

async function standIn(t: Test, handler: Handler) {
  const seen: Seen[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      handler(req, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const { port } = server.address() as { port: number }
  return { baseUrl: `http://127.0.0.1:${port}`, seen }
}

const json = (status: number, body: unknown): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body))
}

type Line = { level: 'info' | 'warn' | 'error'; obj: Record<string, unknown>; msg: string }

function captureLog(): SmsLogger & { lines: Line[] } {
  const lines: Line[] = []
  const at = (level: Line['level']) => (obj: object, msg: string) => void lines.push({ level, obj: obj as Record<string, unknown>, msg })
  return { lines, info: at('info'), warn: at('warn'), error: at('error') }
}

function build(t: Test, baseUrl: string, over: Partial<NetgsmConfig>, log: SmsLogger): NetgsmSmsProvider {
  const p = new NetgsmSmsProvider({ baseUrl, usercode: USERCODE, password: PASSWORD, msgheader: 'TURUNCUGRJ', timeoutMs: 2000, ...over }, log)
  t.teardown(() => p.close())
  return p
}

function provider(t: Test, baseUrl: string, over: Partial<NetgsmConfig> = {}) {
  const log = captureLog()
  return { p: build(t, baseUrl, over, log), log }
}

const SECRETS = [PHONE, CODE, SENT_TEXT, MESSAGE.text, 'kodunuz', PASSWORD, USERCODE, Buffer.from(`${USERCODE}:${PASSWORD}`).toString('base64')]

function assertCleanLog(t: Test, lines: Line[]) {
  t.equal(lines.length, 1, 'one log line per send')
  const text = JSON.stringify(lines)
  t.ok(text.includes(MASKED), 'the masked number is logged')
  for (const secret of SECRETS) t.notOk(text.includes(secret), `${secret.slice(0, 8)}…: not in the log`)
}

t.test('sends one JSON POST with Basic auth to the OTP path and returns the job id', async (t) => {
  const { baseUrl, seen } = await standIn(t, json(200, { code: '00', jobid: '17377215342605050417149344', description: 'success' }))
  const { p, log } = provider(t, baseUrl)
  const result = await p.send(MESSAGE)
  t.same(result, { ok: true, providerId: '17377215342605050417149344' })
  t.equal(seen.length, 1)
  const req = seen[0]!
  t.equal(req.method, 'POST')
  t.equal(req.url, '/sms/rest/v2/otp')
  t.equal(req.headers.authorization, `Basic ${Buffer.from(`${USERCODE}:${PASSWORD}`).toString('base64')}`)
  t.match(req.headers['content-type'], /^application\/json/)
  t.strictSame(JSON.parse(req.body), { msgheader: 'TURUNCUGRJ', msg: SENT_TEXT, no: PHONE }, 'Turkish letters transliterated, no extra fields')
  t.match(log.lines[0], { level: 'info', obj: { provider: 'netgsm', purpose: 'appointment', to: MASKED, providerCode: '00', providerId: '17377215342605050417149344' } })
  t.type(log.lines[0]!.obj.ms, 'number')
  assertCleanLog(t, log.lines)
})

t.test('sends appname when configured and keeps a path prefix of the base URL', async (t) => {
  const { baseUrl, seen } = await standIn(t, json(200, { code: '00', jobid: 991 }))
  const { p } = provider(t, `${baseUrl}/netgsm/`, { appname: 'turuncu-garaj' })
  t.same(await p.send(MESSAGE), { ok: true, providerId: '991' }, 'a numeric job id is kept as a string')
  t.equal(seen[0]!.url, '/netgsm/sms/rest/v2/otp')
  t.equal(JSON.parse(seen[0]!.body).appname, 'turuncu-garaj')
})

t.test('every Netgsm error code becomes a failure with that code, retryable only for limits and outages', async (t) => {
  const retryable = new Set(['80', '85', '100', '101'])
  t.same(Object.keys(NETGSM_CODES).sort(), ['100', '101', '20', '30', '40', '41', '50', '51', '52', '60', '70', '80', '85'])
  for (const code of Object.keys(NETGSM_CODES)) {
    // Netgsm answers errors with 200 or with 406; both must read the same.
    for (const status of [200, 406]) {
      const { baseUrl } = await standIn(t, json(status, { code, description: 'x' }))
      const { p, log } = provider(t, baseUrl)
      const result = await p.send(MESSAGE)
      t.same(result, { ok: false, code, retryable: retryable.has(code) }, `code ${code} (HTTP ${status})`)
      t.match(log.lines[0], { level: NETGSM_CODES[code]!.setup ? 'error' : 'warn', obj: { providerCode: code, to: MASKED } }, `code ${code}: logged with its code`)
      assertCleanLog(t, log.lines)
    }
  }
  const { baseUrl } = await standIn(t, json(200, { code: '99' }))
  t.same(await provider(t, baseUrl).p.send(MESSAGE), { ok: false, code: '99', retryable: false }, 'an unknown code is passed on, not retried')
})

t.test('HTTP errors without a provider code: 5xx and 429 are retryable, others are not', async (t) => {
  const cases: Array<[number, string, boolean]> = [[500, '', true], [502, '<html>Bad Gateway</html>', true], [503, 'busy', true], [429, '', true], [404, 'Not Found', false], [401, '', false]]
  for (const [status, body, retryable] of cases) {
    const { baseUrl } = await standIn(t, (_req, res) => res.writeHead(status, { 'content-type': 'text/html' }).end(body))
    const { p, log } = provider(t, baseUrl)
    t.same(await p.send(MESSAGE), { ok: false, code: `http-${status}`, retryable }, `HTTP ${status}`)
    t.match(log.lines[0], { obj: { httpStatus: status, providerCode: `http-${status}` } })
  }
  const { baseUrl } = await standIn(t, json(500, { code: '100' }))
  t.same(await provider(t, baseUrl).p.send(MESSAGE), { ok: false, code: '100', retryable: true }, 'a 500 carrying a code reports the code')
})

t.test('a provider that never answers is a timeout within the configured time', async (t) => {
  const { baseUrl } = await standIn(t, () => {})
  const { p, log } = provider(t, baseUrl, { timeoutMs: 300 })
  const started = Date.now()
  const result = await p.send(MESSAGE)
  const elapsed = Date.now() - started
  t.same(result, { ok: false, code: 'timeout', retryable: true })
  t.ok(elapsed >= 250 && elapsed < 1000, `gave up after ${elapsed} ms`)
  t.match(log.lines[0], { level: 'warn', obj: { providerCode: 'timeout', to: MASKED } })
  assertCleanLog(t, log.lines)
})

t.test('a provider that sends headers and then stalls is a timeout too', async (t) => {
  const { baseUrl } = await standIn(t, (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.write('{"code":')
  })
  const { p } = provider(t, baseUrl, { timeoutMs: 300 })
  const started = Date.now()
  t.same(await p.send(MESSAGE), { ok: false, code: 'timeout', retryable: true })
  t.ok(Date.now() - started < 1000)
})

t.test('connection refused is unreachable', async (t) => {
  const port = await freePort()
  const { p, log } = provider(t, `http://127.0.0.1:${port}`, { timeoutMs: 300 })
  t.same(await p.send(MESSAGE), { ok: false, code: 'unreachable', retryable: true })
  t.match(log.lines[0], { level: 'warn', obj: { providerCode: 'unreachable', cause: 'ECONNREFUSED', to: MASKED } })
  assertCleanLog(t, log.lines)
})

t.test('an answer that cannot be read is a bad response', async (t) => {
  const bodies: Array<[string, string]> = [
    ['garbage', 'OK 1234 sent'],
    ['truncated JSON', '{"code":"00","jobid":'],
    ['a JSON array', '["00","123"]'],
    ['success without a job id', '{"code":"00"}'],
    ['a job id that is not an id', '{"code":"00","jobid":"12 34\\n<script>"}'],
    ['no code at all', '{"jobid":"123"}'],
    ['an oversized answer', JSON.stringify({ code: '00', jobid: '1', pad: 'x'.repeat(20_000) })],
  ]
  for (const [what, body] of bodies) {
    const { baseUrl } = await standIn(t, json(200, body))
    const { p, log } = provider(t, baseUrl)
    t.same(await p.send(MESSAGE), { ok: false, code: 'bad-response', retryable: false }, what)
    assertCleanLog(t, log.lines)
  }
})

t.test('a number or text the caller should have validated throws before anything is sent', async (t) => {
  const { baseUrl, seen } = await standIn(t, json(200, { code: '00', jobid: '1' }))
  const { p } = provider(t, baseUrl)
  for (const to of ['05321234567', '905321234567', '2121234567', '532123456', '']) {
    await t.rejects(p.send({ ...MESSAGE, to }), TypeError, `to=${JSON.stringify(to)}`)
  }
  await t.rejects(p.send({ ...MESSAGE, text: 'x'.repeat(156) }), RangeError, 'longer than one OTP segment')
  await t.rejects(p.send({ ...MESSAGE, text: '' }), RangeError, 'empty')
  t.equal(seen.length, 0, 'no request reached the provider')
})

t.test("through the gateway's own logger the number stays masked and the code unseen", async (t) => {
  const { baseUrl } = await standIn(t, json(200, { code: '30', description: 'Geçersiz kullanıcı adı' }))
  const out: string[] = []
  const sink = new Writable({ write(chunk, _enc, done) { out.push(String(chunk)); done() } })
  const logger = pino({ ...loggerOptions(loadConfig({ ...TEST_ENV, LOG_LEVEL: 'info' })) }, sink)
  const p = build(t, baseUrl, {}, logger)
  t.same(await p.send(MESSAGE), { ok: false, code: '30', retryable: false })
  await new Promise((r) => setImmediate(r))
  t.equal(out.length, 1)
  const line = JSON.parse(out[0]!) as Record<string, unknown>
  t.match(line, { level: 50, to: MASKED, providerCode: '30', provider: 'netgsm' })
  for (const secret of SECRETS) t.notOk(out[0]!.includes(secret), `${secret.slice(0, 8)}…: not in the line`)
})

t.test('a notice (the pre-offer with its link) goes to the regular send path with its Turkish letters, never to the OTP product', async (t) => {
  const { baseUrl, seen } = await standIn(t, json(200, { code: '00', jobid: '4455', description: 'queued' }))
  const { p, log } = provider(t, baseUrl, { appname: 'turuncu-garaj' })
  const link = 'https://www.turuncugaraj.com/teklif/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdEfGhIj'
  const text = `Turuncu Garaj ön teklifiniz: 1.005.000 - 1.085.000 TL, 19.03.2026 tarihine kadar geçerli. Teklifiniz ve randevu için: ${link}`
  t.ok(text.length > 155, 'longer than one OTP segment')
  t.same(await p.send({ to: PHONE, purpose: 'sell-offer', kind: 'notice', text }), { ok: true, providerId: '4455' })
  t.equal(seen[0]!.url, '/sms/rest/v2/send')
  t.equal(seen[0]!.headers.authorization, `Basic ${Buffer.from(`${USERCODE}:${PASSWORD}`).toString('base64')}`)
  t.strictSame(JSON.parse(seen[0]!.body), {
    msgheader: 'TURUNCUGRJ', encoding: 'TR', iysfilter: '0', messages: [{ msg: text, no: PHONE }], appname: 'turuncu-garaj',
  }, 'Turkish kept (encoding TR), informational (iysfilter 0), one message to the number')
  t.equal(log.lines.length, 1)
  const logged = JSON.stringify(log.lines)
  t.notOk(logged.includes(link) || logged.includes('1.005.000') || logged.includes(PHONE), 'neither the link, the text nor the number is logged')
  t.match(log.lines[0], { level: 'info', obj: { purpose: 'sell-offer', to: MASKED, providerCode: '00' } })

  // On this path 50 and 51 are about İYS: the account's setup, logged as errors.
  for (const code of ['50', '51']) {
    const standin = await standIn(t, json(200, { code }))
    const { p: q, log: l } = provider(t, standin.baseUrl)
    t.same(await q.send({ to: PHONE, purpose: 'sell-offer', kind: 'notice', text }), { ok: false, code, retryable: false })
    t.equal(l.lines[0]!.level, 'error', `code ${code}: a setup problem for operations`)
  }
  await t.rejects(p.send({ to: PHONE, purpose: 'sell-offer', kind: 'notice', text: 'x'.repeat(601) }), RangeError, 'an over-long notice is a programming error')
})

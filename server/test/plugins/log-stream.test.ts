// The access-log stream of decision 009: lines are encoded into one buffer and leave together —
// when enough bytes wait, or a short delay after the first waiting line — in order and intact
// (Turkish letters included), and a process that exits writes what is waiting.
import t from 'tap'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { BufferedLogStream } from '../../plugins/logging.js'
import { ROOT } from '../../paths.js'

function collector() {
  const writes: string[] = []
  return { writes, sink: { write: (chunk: Uint8Array) => void writes.push(Buffer.from(chunk).toString('utf8')) } }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

t.test('lines logged close together go out in one write, in order', async (t) => {
  const { writes, sink } = collector()
  const stream = new BufferedLogStream(sink, { maxDelayMs: 20 })
  for (let i = 0; i < 50; i++) {
    stream.write(`{"n":${i},"msg":"Müşteri formu işlendi"}\n`)
    if (i % 10 === 0) await new Promise((r) => setImmediate(r))
  }
  t.same(writes, [], 'nothing is written before the delay or the high-water mark')
  await sleep(60)
  t.equal(writes.length, 1, 'one write for all of them')
  t.equal(writes[0], Array.from({ length: 50 }, (_, i) => `{"n":${i},"msg":"Müşteri formu işlendi"}\n`).join(''), 'every line, in order, UTF-8 intact')
})

t.test('a lone line at low traffic leaves within the delay', async (t) => {
  const { writes, sink } = collector()
  const stream = new BufferedLogStream(sink, { maxDelayMs: 20 })
  stream.write('{"a":1}\n')
  await sleep(60)
  t.same(writes, ['{"a":1}\n'])
  stream.write('{"b":2}\n')
  await sleep(60)
  t.same(writes, ['{"a":1}\n', '{"b":2}\n'], 'the next line gets its own write')
})

t.test('enough waiting bytes are written at once, without waiting for the delay', async (t) => {
  const { writes, sink } = collector()
  const stream = new BufferedLogStream(sink, { maxDelayMs: 10_000, highWater: 1024 })
  const line = `{"msg":"${'ç'.repeat(100)}"}\n`
  let sent = ''
  while (writes.length === 0) {
    stream.write(line)
    sent += line
  }
  t.ok(Buffer.byteLength(writes[0]!) >= 1024, 'written once the high-water mark was reached')
  t.equal(writes.join(''), sent, 'nothing lost or reordered')
  stream.flush()
})

t.test('a line longer than the buffer is written whole, after what was waiting', async (t) => {
  const { writes, sink } = collector()
  const stream = new BufferedLogStream(sink, { maxDelayMs: 10_000, highWater: 256 })
  stream.write('{"first":true}\n')
  const long = `{"stack":"${'x'.repeat(5000)}"}\n`
  stream.write(long)
  stream.flush()
  t.equal(writes.join(''), '{"first":true}\n' + long)
})

t.test('waiting lines are written when the process exits', async (t) => {
  const script = `
    import { BufferedLogStream, fdSink } from ${JSON.stringify(join(ROOT, 'server/plugins/logging.ts'))}
    const s = new BufferedLogStream(fdSink(1), { maxDelayMs: 60_000 })
    s.write('last line before exit\\n')
    process.exit(0)
  `
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
  t.equal(res.status, 0, res.stderr)
  t.equal(res.stdout, 'last line before exit\n')
})

// The log destination of decision 009 (pino's own buffered destination since issue 18): lines wait
// and leave together — when enough bytes wait, or a short delay after the first waiting line — in
// order and intact (Turkish letters included), and a process that exits writes what is waiting.
// Written to a real file, as a log shipper reading the gateway's stdout would see it.
import t, { type Test } from 'tap'
import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bufferedDestination } from '../../logging/destination.js'
import { ROOT } from '../../paths.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function logFile(t: Test) {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'))
  const path = join(dir, 'out.log')
  const fd = openSync(path, 'w')
  t.teardown(() => {
    closeSync(fd)
    rmSync(dir, { recursive: true, force: true })
  })
  return { fd, read: () => readFileSync(path, 'utf8') }
}

t.test('lines logged close together wait, then leave together, in order', async (t) => {
  const { fd, read } = logFile(t)
  // A delay long enough that a busy machine (2 cores, a parallel suite) cannot use it up between the
  // first line and the check: a 40 ms one failed there once, the process being off the CPU.
  const dest = bufferedDestination(fd, { maxDelayMs: 400 })
  // 30 lines (~1.3 kB): under the default size mark (2 kB), so only the delay sends them.
  const expected = Array.from({ length: 30 }, (_, i) => `{"n":${i},"msg":"Müşteri formu işlendi"}\n`)
  for (const [i, line] of expected.entries()) {
    dest.write(line)
    if (i % 10 === 0) await new Promise((r) => setImmediate(r))
  }
  t.equal(read(), '', 'nothing is written before the delay or the size mark')
  await sleep(800)
  t.equal(read(), expected.join(''), 'every line, in order, UTF-8 intact')
})

t.test('a lone line at low traffic leaves within the delay, and so does the next', async (t) => {
  const { fd, read } = logFile(t)
  const dest = bufferedDestination(fd, { maxDelayMs: 20 })
  dest.write('{"a":1}\n')
  await sleep(120)
  t.equal(read(), '{"a":1}\n')
  dest.write('{"b":2}\n')
  await sleep(120)
  t.equal(read(), '{"a":1}\n{"b":2}\n', 'the next line leaves too')
})

t.test('enough waiting bytes are written without waiting for the delay', async (t) => {
  const { fd, read } = logFile(t)
  const dest = bufferedDestination(fd, { maxDelayMs: 60_000, minLength: 1024 })
  const line = `{"msg":"${'ç'.repeat(100)}"}\n`
  let sent = ''
  while (Buffer.byteLength(sent) < 1024) {
    dest.write(line)
    sent += line
  }
  await sleep(100)
  t.equal(read(), sent, 'written once the size mark was reached, nothing lost or reordered')
  dest.flushSync()
})

t.test('a line longer than the size mark is written whole, after what was waiting', async (t) => {
  const { fd, read } = logFile(t)
  const dest = bufferedDestination(fd, { maxDelayMs: 60_000, minLength: 256 })
  dest.write('{"first":true}\n')
  const long = `{"stack":"${'x'.repeat(50_000)}"}\n`
  dest.write(long)
  await sleep(100)
  dest.flushSync()
  t.equal(read(), '{"first":true}\n' + long)
})

t.test('waiting lines are written when the process exits', async (t) => {
  const script = `
    import { stdoutDestination } from ${JSON.stringify(join(ROOT, 'server/logging/destination.ts'))}
    const dest = stdoutDestination({ maxDelayMs: 60_000 })
    dest.write('son satır, çıkıştan önce\\n')
    process.exit(0)
  `
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
  t.equal(res.status, 0, res.stderr)
  t.equal(res.stdout, 'son satır, çıkıştan önce\n')
})

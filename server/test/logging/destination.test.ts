// The log destination of decision 009 (lines encoded into a buffer, written through pino's own
// asynchronous destination; decision 048): lines wait and leave together — when enough bytes wait,
// or a short delay after the first waiting line — in order and intact (Turkish letters included); a
// process that exits writes what is waiting; a reader that stops reading holds neither the loop nor
// more than the set bytes. Written to a real file or pipe, as a log shipper reading stdout would see it.
import t, { type Test } from 'tap'
import { execFileSync, spawnSync } from 'node:child_process'
import { closeSync, constants, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs'
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
  // 30 lines (~1.3 kB): under the default size mark (16 kB), so only the delay sends them.
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

t.test('a reader that stops reading holds neither the loop nor unbounded memory: past maxLength whole lines are dropped', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'))
  const fifo = join(dir, 'pipe')
  execFileSync('mkfifo', [fifo])
  // The reading end is opened first (and not read yet), so the writing end opens without waiting.
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK)
  const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK)
  t.teardown(() => {
    closeSync(writer)
    closeSync(reader)
    rmSync(dir, { recursive: true, force: true })
  })
  const dest = bufferedDestination(writer, { maxDelayMs: 5, minLength: 4096, maxLength: 64 * 1024 })
  const line = (n: number) => `{"n":${n},"msg":"${'ş'.repeat(200)}"}\n`
  let worst = 0
  let last = performance.now()
  const probe = setInterval(() => {
    const now = performance.now()
    worst = Math.max(worst, now - last)
    last = now
  }, 1)
  // ~2 MB of lines into a 64 kB pipe nobody reads yet.
  for (let n = 0; n < 5000; n++) {
    dest.write(line(n))
    if (n % 100 === 0) await new Promise((r) => setImmediate(r))
  }
  await sleep(300)
  clearInterval(probe)
  // Now the reader reads: what waited comes through, then nothing more.
  const chunks: Buffer[] = []
  let quietSince = Date.now()
  while (Date.now() - quietSince < 600) {
    const chunk = Buffer.allocUnsafe(65536)
    let n = 0
    try {
      n = readSync(reader, chunk)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err
    }
    if (n > 0) {
      chunks.push(chunk.subarray(0, n))
      quietSince = Date.now()
    } else await sleep(20)
  }
  const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean)
  const numbers = lines.map((l) => (JSON.parse(l) as { n: number }).n)
  t.ok(lines.length > 100, `what fit was kept (${lines.length} lines)`)
  t.ok(lines.length < 1000, 'lines past the limit were dropped, not kept in memory')
  t.ok(numbers.every((n, i) => i === 0 || n > numbers[i - 1]!), 'whole lines, in order')
  t.equal(numbers[0], 0, 'from the first line on')
  t.ok(worst < 150, `the loop was never held (longest gap ${Math.round(worst)} ms)`)
})

// The access-log stream of decision 009: lines of one event-loop turn leave in one write, a lone
// line still leaves in its own turn, and a process that exits writes what is queued.
import t from 'tap'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { TurnBatchedStream } from '../../plugins/logging.js'
import { ROOT } from '../../paths.js'

t.test('lines written in one turn go out together, in order', async (t) => {
  const writes: string[] = []
  const stream = new TurnBatchedStream({ write: (d: string) => writes.push(d) })
  for (let i = 0; i < 50; i++) stream.write(`{"n":${i}}\n`)
  t.same(writes, [], 'nothing is written while the turn runs')
  await new Promise((r) => setImmediate(r))
  t.equal(writes.length, 1, 'one write for the whole turn')
  t.equal(writes[0], Array.from({ length: 50 }, (_, i) => `{"n":${i}}\n`).join(''), 'every line, in order')
})

t.test('a lone line at low traffic is not held back', async (t) => {
  const writes: string[] = []
  const stream = new TurnBatchedStream({ write: (d: string) => writes.push(d) })
  stream.write('{"a":1}\n')
  await new Promise((r) => setImmediate(r))
  t.same(writes, ['{"a":1}\n'])
  stream.write('{"b":2}\n')
  await new Promise((r) => setImmediate(r))
  t.same(writes, ['{"a":1}\n', '{"b":2}\n'], 'the next turn writes the next line')
})

t.test('queued lines are written when the process exits', async (t) => {
  const script = `
    import { TurnBatchedStream } from ${JSON.stringify(join(ROOT, 'server/plugins/logging.ts'))}
    const s = new TurnBatchedStream({ write: (d) => process.stdout.write(d) })
    s.write('last line before exit\\n')
    process.exit(0)
  `
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
  t.equal(res.status, 0, res.stderr)
  t.equal(res.stdout, 'last line before exit\n')
})

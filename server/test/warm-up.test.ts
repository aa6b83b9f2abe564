// The start-up warm-up of process.nextTick (server/warm-up.ts): it runs every tick it queues,
// spread over event-loop turns so that timers and I/O are not held up meanwhile.
import t from 'tap'
import { warmNextTick } from '../warm-up.js'

t.test('runs all its ticks and lets other work in between', async (t) => {
  let immediates = 0
  const tick = () => {
    immediates++
    if (!stop) setImmediate(tick)
  }
  let stop = false
  setImmediate(tick)
  const ran = await warmNextTick(10, 100)
  stop = true
  t.equal(ran, 10 * 100 * 4, 'every queued tick ran, with and without arguments')
  t.ok(immediates >= 9, `other work got turns during the warm-up (${immediates} immediates)`)
})

t.test('the production warm-up finishes', async (t) => {
  t.equal(await warmNextTick(), 40 * 2_500 * 4)
})

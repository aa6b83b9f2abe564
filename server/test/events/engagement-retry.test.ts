// Spec §4.13 / §9 on the web client (web/src/lib/engagement-client.ts): an event waits for the
// engagement client, retried after 1, 2, 3, 4 and 5 s (delay = attempt number × 1000 ms), then given up.
import t from 'tap'
import { RETRY_DELAYS_MS, sendWhenReady } from '../../../web/src/lib/engagement-client.js'

/** A scheduler that records each delay and runs the callback at once (a virtual clock). */
function virtualClock() {
  const delays: number[] = []
  const schedule = (run: () => void, ms: number) => {
    delays.push(ms)
    run()
  }
  return { delays, schedule }
}

t.test('never ready: five retries after 1..5 s, then dropped', async (t) => {
  const clock = virtualClock()
  let attempts = 0
  sendWhenReady(() => (attempts++, false), clock.schedule)
  t.same(clock.delays, [1000, 2000, 3000, 4000, 5000])
  t.equal(attempts, 6, 'the first try and five retries')
  t.same([...RETRY_DELAYS_MS], [1000, 2000, 3000, 4000, 5000])
})

t.test('ready at once: sent, no retry', async (t) => {
  const clock = virtualClock()
  let sent = 0
  sendWhenReady(() => (sent++, true), clock.schedule)
  t.equal(sent, 1)
  t.same(clock.delays, [])
})

t.test('ready on the third retry: sent then, no more tries', async (t) => {
  const clock = virtualClock()
  let attempts = 0
  sendWhenReady(() => ++attempts === 4, clock.schedule)
  t.same(clock.delays, [1000, 2000, 3000])
  t.equal(attempts, 4)
})

// The collector's per-process limit (decision 042): a fixed window per address, bounded memory,
// and a full table refusing new addresses (fail closed) while counted ones go on.
import t from 'tap'
import { LocalWindowLimiter } from '../../services/security/local-window-limiter.js'

t.test('an address gets max requests a window, then none until the window turns', async (t) => {
  const limiter = new LocalWindowLimiter(3, 60_000)
  const at = 1_000_000
  t.same([1, 2, 3, 4].map(() => limiter.allow('10.0.0.1', at)), [true, true, true, false])
  t.ok(limiter.allow('10.0.0.2', at + 1000), 'another address has its own count')
  t.equal(limiter.retryAfterS(at + 30_000), 30, 'Retry-After: the rest of the window')
  t.notOk(limiter.allow('10.0.0.1', at + 59_999), 'still refused at the window’s last millisecond')
  t.ok(limiter.allow('10.0.0.1', at + 60_000), 'a new window, a new count')
})

t.test('memory is bounded: a full table refuses new addresses, counted ones go on', async (t) => {
  const limiter = new LocalWindowLimiter(5, 60_000, 2)
  const at = 5_000_000
  t.ok(limiter.allow('a', at))
  t.ok(limiter.allow('b', at))
  t.notOk(limiter.allow('c', at), 'a third address while two are counted: refused')
  t.ok(limiter.allow('a', at + 10), 'a counted address goes on')
  t.ok(limiter.allow('c', at + 60_000), 'the next window starts empty')
})

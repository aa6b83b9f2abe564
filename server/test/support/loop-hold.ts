// How long work on the event loop's own thread holds it, told apart from the loop merely waiting for
// a core. A 1 ms timer ticks while `work` runs; the gap between two ticks is how late a new request
// would be answered. On a machine of two cores, running a test file beside another, a worker thread
// and PostgreSQL, a gap also grows when the OS gives the loop's core to someone else: that is not
// the loop being held by our code, and no change to it could shorten it. So from each gap the time
// the main thread spent runnable but waiting for a core is taken away: Linux's schedstat
// (`/proc/self/task/<pid>/schedstat`, second field, nanoseconds) adds a wait the moment the thread
// gets its core back, so by the tick that ends a gap every wait inside it is counted. What is left
// is the thread's own work (JavaScript, garbage collection, syscalls) plus at most the timer's 1 ms
// of sleep. (The first field, time on a CPU, is only brought up to date at the scheduler's tick,
// 4 ms here, too coarse for a 20 ms bound.)
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`

/** Milliseconds the main thread has waited for a core, or null where Linux's schedstat is missing. */
function waitedMs(): number | null {
  try {
    return Number(readFileSync(SCHEDSTAT, 'latin1').split(' ', 2)[1]) / 1e6
  } catch {
    return null
  }
}

export interface LoopHold {
  /** The longest gap between two ticks less the time waited for a core in it (wall time without schedstat). */
  heldMs: number
  /** The loop's longest delay in wall time (`monitorEventLoopDelay`'s maximum): held, or waiting for a core. */
  lateMs: number
  /** Whether waits for a core were taken away (false where /proc has no schedstat: wall time). */
  waitsTakenAway: boolean
}

export async function loopHold(work: () => Promise<unknown>): Promise<LoopHold> {
  const waitsTakenAway = waitedMs() !== null
  let lastWall = performance.now(), lastWaited = waitedMs()
  let heldMs = 0
  const delay = monitorEventLoopDelay({ resolution: 2 })
  delay.enable()
  const tick = () => {
    const waited = waitedMs(), wall = performance.now()
    const gap = wall - lastWall
    heldMs = Math.max(heldMs, waited === null || lastWaited === null ? gap : gap - (waited - lastWaited))
    lastWall = wall
    lastWaited = waited
  }
  const timer = setInterval(tick, 1)
  try {
    await work()
  } finally {
    clearInterval(timer)
    tick()
    delay.disable()
  }
  return { heldMs, lateMs: delay.max / 1e6, waitsTakenAway }
}

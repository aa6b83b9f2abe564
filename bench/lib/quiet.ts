// Waits (a bounded time) for the machine to be quiet before a load run: on a shared 2-core machine
// another program's burst would otherwise be charged to whichever server is being measured.
import { setTimeout as sleep } from 'node:timers/promises'
import { machineCpu } from './proc-stats.js'

const WINDOW_MS = 500
const QUIET_CORE_PERCENT = 20

/** Busy CPU of the whole machine over one window, % of one core (null without /proc). */
async function busyPercent(): Promise<number | null> {
  const before = machineCpu()
  await sleep(WINDOW_MS)
  const after = machineCpu()
  return before && after ? ((after.busyS - before.busyS) / (WINDOW_MS / 1000)) * 100 : null
}

/** Resolves once the machine is quiet, or after `maxWaitMs` with the last busy figure. */
export async function waitForQuiet(maxWaitMs: number, log: (line: string) => void): Promise<{ quiet: boolean; busyPercent: number | null }> {
  const deadline = Date.now() + maxWaitMs
  let announced = false
  for (;;) {
    const busy = await busyPercent()
    if (busy === null || busy < QUIET_CORE_PERCENT) return { quiet: true, busyPercent: busy }
    if (Date.now() >= deadline) return { quiet: false, busyPercent: Math.round(busy) }
    if (!announced) log(`machine busy (${Math.round(busy)}% of a core used by other programs), waiting up to ${maxWaitMs / 1000} s for it to calm down`)
    announced = true
  }
}

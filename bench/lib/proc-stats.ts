// Per-process figures from Linux /proc: resident memory and CPU time of a server child.
import { readFileSync } from 'node:fs'

// USER_HZ: the unit of utime/stime in /proc/<pid>/stat; 100 on every mainstream Linux build.
const CLOCK_TICKS_PER_S = 100

/** VmRSS of the process in MB, or null when /proc is not readable (not Linux, process gone). */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    return kb === undefined ? null : Number(kb) / 1024
  } catch {
    return null
  }
}

/** User + system CPU seconds the process (all its threads) has used so far, or null. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces; the fields after its closing ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const utime = Number(fields[11])
    const stime = Number(fields[12])
    return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) / CLOCK_TICKS_PER_S : null
  } catch {
    return null
  }
}

export interface MachineCpu {
  /** Busy CPU seconds summed over all cores (user, nice, system, irq, softirq). */
  busyS: number
  /** CPU seconds the hypervisor gave to other guests (steal). */
  stealS: number
}

/** Machine-wide CPU counters from the `cpu` line of /proc/stat, or null. */
export function machineCpu(): MachineCpu | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? ''
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number)
    const parts = [user, nice, system, irq, softirq, steal]
    if (!line.startsWith('cpu ') || parts.some((n) => n === undefined || !Number.isFinite(n))) return null
    return { busyS: (user! + nice! + system! + irq! + softirq!) / CLOCK_TICKS_PER_S, stealS: steal! / CLOCK_TICKS_PER_S }
  } catch {
    return null
  }
}

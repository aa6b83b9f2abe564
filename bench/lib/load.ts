// Drives the servers with autocannon: warm-up runs, then measured windows with the same settings,
// sampling each server's CPU, RSS and log growth around its windows (see `compare`).
import autocannon, { type Result } from 'autocannon'
import { statSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { cpuSeconds, machineCpu, rssMb } from './proc-stats.js'
import { waitForQuiet } from './quiet.js'
import type { LoadSettings, Measurement, ServerProcess } from './types.js'
import type { RequestSpec } from './verify.js'

function fire(spec: RequestSpec, settings: LoadSettings, durationS: number, until?: Promise<unknown>): Promise<Result> {
  const instance = autocannon({
    url: spec.url,
    method: spec.method,
    headers: spec.headers,
    ...(spec.body === undefined ? {} : { body: spec.body }),
    ...(spec.nextBody ? { requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: spec.nextBody!() }) }] } : {}),
    connections: settings.connections,
    pipelining: settings.pipelining,
    timeout: settings.timeoutS,
    duration: durationS,
  })
  void until?.then(() => instance.stop(), () => instance.stop())
  return Promise.resolve(instance)
}

function logSize(file: string | undefined): number | null {
  if (!file) return null
  try {
    return statSync(file).size
  } catch {
    return null
  }
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

/** The warm-up run: JITs the code and fills the caches; its errors still fail the endpoint. */
export async function warmUp(spec: RequestSpec, settings: LoadSettings): Promise<Measurement['warmup']> {
  const warm = await fire(spec, settings, settings.warmupS)
  await sleep(250) // let the warm-up's sockets close before a measured window opens its own
  return { requests: warm.requests.total, errors: warm.errors + warm.timeouts, non2xx: warm.non2xx }
}

/** One measured window of `durationS` seconds against one server (ended early when `until` settles). */
export async function measureWindow(server: ServerProcess, spec: RequestSpec, settings: LoadSettings, durationS: number, until?: Promise<unknown>): Promise<Measurement> {
  const machineBefore = machineCpu()
  const cpuBefore = cpuSeconds(server.pid)
  const logBefore = logSize(server.logFile)
  const loaderBefore = process.cpuUsage()
  const started = process.hrtime.bigint()
  const run = await fire(spec, settings, durationS, until)
  const wallS = Number(process.hrtime.bigint() - started) / 1e9
  const loaderUsed = process.cpuUsage(loaderBefore)
  const cpuAfter = cpuSeconds(server.pid)
  const machineAfter = machineCpu()
  const logAfter = logSize(server.logFile)
  await sleep(100) // the window's sockets close before the next window opens its own

  const serverS = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore
  const loaderS = (loaderUsed.user + loaderUsed.system) / 1e6
  const percent = (seconds: number) => round((seconds / wallS) * 100, 1)
  const machine = machineBefore && machineAfter
    ? { busyS: machineAfter.busyS - machineBefore.busyS, stealS: machineAfter.stealS - machineBefore.stealS }
    : null

  const statusCodes: Record<string, number> = {}
  for (const [code, { count }] of Object.entries(run.statusCodeStats)) statusCodes[code] = count
  const requests = run.requests.total
  return {
    reqPerSec: round(run.requests.average),
    reqPerSecStddev: round(run.requests.stddev),
    latencyMs: {
      avg: round(run.latency.average),
      p50: run.latency.p50,
      p90: run.latency.p90,
      p99: run.latency.p99,
      max: run.latency.max,
    },
    requests,
    durationS: run.duration,
    errors: run.errors,
    timeouts: run.timeouts,
    non2xx: run.non2xx,
    statusCodes,
    rssMb: rssOrNull(server.pid),
    serverCpuPercent: serverS === null ? null : percent(serverS),
    loaderCpuPercent: percent(loaderS),
    otherCpuPercent: machine && serverS !== null ? percent(Math.max(0, machine.busyS - serverS - loaderS)) : null,
    stealPercent: machine ? percent(machine.stealS) : null,
    logBytesPerRequest: logBefore === null || logAfter === null || requests === 0 ? null : round((logAfter - logBefore) / requests, 1),
    logBytes: logBefore === null || logAfter === null ? null : logAfter - logBefore,
    quietBefore: true,
    warmup: { requests: 0, errors: 0, non2xx: 0 },
    windows: 1,
  }
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
/** Linear-interpolated quantile of a sorted list. */
function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

/** Interquartile range ÷ median: how much the middle half of the rounds disagree (0 for fewer than 3). */
export function relativeSpread(xs: number[]): number {
  if (xs.length < 3) return 0
  const s = [...xs].sort((a, b) => a - b)
  const mid = median(s)
  return mid > 0 ? (quantile(s, 0.75) - quantile(s, 0.25)) / mid : 0
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const nullableMean = (xs: Array<number | null>) => (xs.some((x) => x === null) ? null : round(mean(xs as number[]), 1))

/**
 * Several windows of one server as one measurement: req/s and p50/p90 are the medians of the
 * windows (a burst from another program moves one window, not the figure), p99 and max the worst
 * window, counts are summed.
 */
export function combineWindows(windows: Measurement[], warmup: Measurement['warmup'], quietBefore: boolean): Measurement {
  const requests = windows.reduce((a, w) => a + w.requests, 0)
  const rps = windows.map((w) => w.reqPerSec)
  const statusCodes: Record<string, number> = {}
  for (const w of windows) for (const [code, n] of Object.entries(w.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n
  const logBytes = windows.some((w) => w.logBytes === null) ? null : windows.reduce((a, w) => a + w.logBytes!, 0)
  return {
    reqPerSec: round(median(rps)),
    reqPerSecStddev: round(Math.sqrt(mean(rps.map((x) => (x - mean(rps)) ** 2)))),
    latencyMs: {
      avg: round(mean(windows.map((w) => w.latencyMs.avg))),
      p50: median(windows.map((w) => w.latencyMs.p50)),
      p90: median(windows.map((w) => w.latencyMs.p90)),
      p99: Math.max(...windows.map((w) => w.latencyMs.p99)),
      max: Math.max(...windows.map((w) => w.latencyMs.max)),
    },
    requests,
    durationS: windows.reduce((a, w) => a + w.durationS, 0),
    errors: windows.reduce((a, w) => a + w.errors, 0),
    timeouts: windows.reduce((a, w) => a + w.timeouts, 0),
    non2xx: windows.reduce((a, w) => a + w.non2xx, 0),
    statusCodes,
    rssMb: windows.at(-1)!.rssMb,
    serverCpuPercent: nullableMean(windows.map((w) => w.serverCpuPercent)),
    loaderCpuPercent: round(mean(windows.map((w) => w.loaderCpuPercent)), 1),
    otherCpuPercent: nullableMean(windows.map((w) => w.otherCpuPercent)),
    stealPercent: nullableMean(windows.map((w) => w.stealPercent)),
    logBytesPerRequest: logBytes === null || requests === 0 ? null : round(logBytes / requests, 1),
    logBytes,
    quietBefore,
    warmup,
    windows: windows.length,
  }
}

export interface Comparison {
  baseline: Measurement
  gateway: Measurement
  /** Gateway req/s ÷ baseline req/s of each round (adjacent windows). */
  roundRatios: number[]
  /** The median of the round ratios. */
  ratio: number
  /** Rounds planned (BENCH_ROUNDS) and the spread of their ratios; more were measured when it exceeded BENCH_ROUND_SPREAD. */
  plannedRounds: number
  plannedSpread: number
  /** An earlier build of the gateway measured in the same rounds (BENCH_BEFORE_REF), its ratios to the same baseline windows. */
  before?: { measurement: Measurement; roundRatios: number[]; ratio: number }
}

/**
 * The baseline and the gateway under the same request and load, in alternating windows: both are
 * warmed up, then each round measures the baseline for durationS/rounds seconds and the gateway
 * right after (and an earlier build of the gateway after that, when one runs). Drift of the shared
 * machine (another program, the hypervisor) hits every side of a round alike, and the ratio is the
 * median over the rounds.
 */
export async function compare(
  servers: { baseline: ServerProcess; gateway: ServerProcess; before?: ServerProcess },
  specs: { baseline: RequestSpec; gateway: RequestSpec; before?: RequestSpec },
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<Comparison> {
  const quiet = await waitForQuiet(30_000, log)
  const before = servers.before && specs.before ? { server: servers.before, spec: specs.before } : undefined
  const warm = {
    baseline: await warmUp(specs.baseline, settings),
    gateway: await warmUp(specs.gateway, settings),
    before: before ? await warmUp(before.spec, settings) : undefined,
  }
  const windowS = Math.max(1, Math.round(settings.durationS / settings.rounds))
  const windows: { baseline: Measurement[]; gateway: Measurement[]; before: Measurement[] } = { baseline: [], gateway: [], before: [] }
  const roundRatios: number[] = []
  const beforeRatios: number[] = []
  const measureRound = async () => {
    const b = await measureWindow(servers.baseline, specs.baseline, settings, windowS)
    const g = await measureWindow(servers.gateway, specs.gateway, settings, windowS)
    windows.baseline.push(b)
    windows.gateway.push(g)
    roundRatios.push(b.reqPerSec > 0 ? round(g.reqPerSec / b.reqPerSec, 3) : 0)
    if (before) {
      const e = await measureWindow(before.server, before.spec, settings, windowS)
      windows.before.push(e)
      beforeRatios.push(b.reqPerSec > 0 ? round(e.reqPerSec / b.reqPerSec, 3) : 0)
    }
  }
  for (let i = 0; i < settings.rounds; i++) await measureRound()
  // A burst from another program can land on one side of a round; when the rounds disagree, the
  // median of a few more is a better estimate. Only the spread decides, not the ratio's verdict.
  const plannedSpread = round(relativeSpread(roundRatios), 3)
  while (roundRatios.length < settings.maxRounds && relativeSpread(roundRatios) > settings.roundSpread) await measureRound()
  if (roundRatios.length > settings.rounds) {
    log(`rounds disagreed (spread ${Math.round(plannedSpread * 100)}% of the median): ${roundRatios.length} rounds measured`)
  }
  return {
    baseline: combineWindows(windows.baseline, warm.baseline, quiet.quiet),
    gateway: combineWindows(windows.gateway, warm.gateway, quiet.quiet),
    roundRatios,
    ratio: round(median(roundRatios), 3),
    plannedRounds: settings.rounds,
    plannedSpread,
    ...(before && warm.before
      ? { before: { measurement: combineWindows(windows.before, warm.before, quiet.quiet), roundRatios: beforeRatios, ratio: round(median(beforeRatios), 3) } }
      : {}),
  }
}

function rssOrNull(pid: number): number | null {
  const mb = rssMb(pid)
  return mb === null ? null : round(mb, 1)
}

// Drives one server with autocannon: a warm-up run, then the measured run with the same settings,
// sampling the server's CPU, RSS and log growth around the measured run.
import autocannon, { type Result } from 'autocannon'
import { statSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { cpuSeconds, machineCpu, rssMb } from './proc-stats.js'
import { waitForQuiet } from './quiet.js'
import type { LoadSettings, Measurement, ServerProcess } from './types.js'
import type { RequestSpec } from './verify.js'

function fire(spec: RequestSpec, settings: LoadSettings, durationS: number): Promise<Result> {
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

export async function measure(server: ServerProcess, spec: RequestSpec, settings: LoadSettings, log: (line: string) => void): Promise<Measurement> {
  const before = await waitForQuiet(30_000, log)
  const warm = await fire(spec, settings, settings.warmupS)
  await sleep(250) // let the warm-up's sockets close before the measured run opens its own

  const machineBefore = machineCpu()
  const cpuBefore = cpuSeconds(server.pid)
  const logBefore = logSize(server.logFile)
  const loaderBefore = process.cpuUsage()
  const started = process.hrtime.bigint()
  const run = await fire(spec, settings, settings.durationS)
  const wallS = Number(process.hrtime.bigint() - started) / 1e9
  const loaderUsed = process.cpuUsage(loaderBefore)
  const cpuAfter = cpuSeconds(server.pid)
  const machineAfter = machineCpu()
  const logAfter = logSize(server.logFile)

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
    quietBefore: before.quiet,
    warmup: { requests: warm.requests.total, errors: warm.errors + warm.timeouts, non2xx: warm.non2xx },
  }
}

function rssOrNull(pid: number): number | null {
  const mb = rssMb(pid)
  return mb === null ? null : round(mb, 1)
}

// Turns measurements into verdicts: the ratio to the baseline, the target, and every reason to fail
// (any errored, timed-out or non-2xx request fails a run, gated or not).
import type { Comparison } from './load.js'
import type { Endpoint, EndpointResult, Measurement } from './types.js'

export function loadProblems(m: Measurement): string[] {
  const problems: string[] = []
  if (m.errors + m.timeouts > 0) problems.push(`${m.errors} errors and ${m.timeouts} timeouts under load`)
  if (m.non2xx > 0) problems.push(`${m.non2xx} non-2xx answers under load (${JSON.stringify(m.statusCodes)})`)
  if (m.warmup.errors > 0 || m.warmup.non2xx > 0) problems.push(`${m.warmup.errors} errors and ${m.warmup.non2xx} non-2xx answers during warm-up`)
  if (m.requests === 0) problems.push('no request completed')
  return problems
}

/** How much of an endpoint's ratio a change may cost against BENCH_BEFORE_REF (issue 12: 5 %). */
export const BEFORE_MAX_COST = 0.05

// Beyond these the figures say more about the machine than about the server.
const NOISE = { otherCpu: 25, steal: 5, spread: 0.15, loaderCpu: 90 }

export function noiseWarnings(m: Measurement): string[] {
  const warnings: string[] = []
  if (!m.quietBefore) warnings.push('the machine was busy with other programs when the run started')
  if (m.otherCpuPercent !== null && m.otherCpuPercent > NOISE.otherCpu) {
    warnings.push(`other processes (PostgreSQL/Redis included) used ${m.otherCpuPercent}% of a core during the run`)
  }
  if (m.stealPercent !== null && m.stealPercent > NOISE.steal) warnings.push(`hypervisor steal ${m.stealPercent}% of a core`)
  if (m.reqPerSec > 0 && m.reqPerSecStddev / m.reqPerSec > NOISE.spread) {
    warnings.push(`req/s varied by ${Math.round((m.reqPerSecStddev / m.reqPerSec) * 100)}% (stddev of 1 s samples)`)
  }
  if (m.loaderCpuPercent > NOISE.loaderCpu) warnings.push(`the load generator used ${m.loaderCpuPercent}% of a core: it may be the bottleneck`)
  return warnings
}

export function evaluate(endpoint: Endpoint, comparison: Comparison | null, earlier: string[], connections: number): EndpointResult {
  const problems = [...earlier]
  const measurement = comparison?.gateway ?? null
  const baseline = comparison?.baseline ?? null
  let ratio: number | null = null
  if (comparison && measurement && baseline) {
    problems.push(...loadProblems(measurement))
    problems.push(...loadProblems(baseline).map((p) => `bare fastify: ${p}`))
    ratio = comparison.ratio
    if (endpoint.target > 0 && ratio < endpoint.target) {
      problems.push(`ratio ${ratio} below the target ${endpoint.target} (rounds: ${comparison.roundRatios.join(', ')})`)
    }
    if (endpoint.maxP50Ms !== undefined && measurement.latencyMs.p50 > endpoint.maxP50Ms) {
      problems.push(`p50 ${measurement.latencyMs.p50} ms above the target ${endpoint.maxP50Ms} ms`)
    }
    if (comparison.before) {
      problems.push(...loadProblems(comparison.before.measurement).map((p) => `before build: ${p}`))
      const change = Math.round((ratio / comparison.before.ratio) * 1000) / 1000
      if (endpoint.before && change < 1 - BEFORE_MAX_COST) {
        problems.push(`costs ${Math.round((1 - change) * 1000) / 10} % of the earlier build's ratio ${comparison.before.ratio} (at most ${BEFORE_MAX_COST * 100} %)`)
      }
    }
  } else if (problems.length === 0) {
    problems.push('not measured')
  }
  const before = comparison?.before
  return {
    ...(before && ratio !== null
      ? {
          before: { reqPerSec: before.measurement.reqPerSec, roundRatios: before.roundRatios, ratio: before.ratio },
          change: Math.round((ratio / before.ratio) * 1000) / 1000,
        }
      : {}),
    name: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    target: endpoint.target,
    ...(endpoint.maxP50Ms === undefined ? {} : { maxP50Ms: endpoint.maxP50Ms }),
    gated: endpoint.target > 0 || endpoint.maxP50Ms !== undefined || (endpoint.before === true && before !== undefined),
    connections,
    measurement,
    baseline,
    roundRatios: comparison?.roundRatios ?? [],
    ratio,
    ratioToBareGet: null,
    pass: problems.length === 0,
    problems,
    warnings: [
      ...(comparison && comparison.roundRatios.length > comparison.plannedRounds
        ? [`the first ${comparison.plannedRounds} rounds disagreed (spread ${Math.round(comparison.plannedSpread * 100)}% of their median): ${comparison.roundRatios.length} rounds measured`]
        : []),
      ...(measurement ? noiseWarnings(measurement) : []),
      ...(baseline ? noiseWarnings(baseline).map((w) => `bare fastify: ${w}`) : []),
    ],
  }
}

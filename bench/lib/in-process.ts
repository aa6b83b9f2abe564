// What the one-client probes (the price, the booking confirm, the scale scenario's searches) report:
// one client's latencies over a run, in the shape the table and the report read for autocannon runs.
import type { Measurement } from './types.js'

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
const ms = (x: number) => Math.round(x * 100) / 100

/** `times` in ms, one per call; `errors` of them failed. */
export function inProcessMeasurement(times: number[], elapsedS: number, errors: number): Measurement {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    reqPerSec: Math.round(times.length / elapsedS), reqPerSecStddev: 0,
    latencyMs: {
      avg: ms(times.reduce((a, b) => a + b, 0) / times.length), p50: ms(quantile(sorted, 0.5)), p90: ms(quantile(sorted, 0.9)),
      p99: ms(quantile(sorted, 0.99)), max: ms(sorted[sorted.length - 1]!),
    },
    requests: times.length, durationS: elapsedS, errors, timeouts: 0, non2xx: 0, statusCodes: {},
    rssMb: null, serverCpuPercent: null, loaderCpuPercent: 0, otherCpuPercent: null, stealPercent: null,
    logBytesPerRequest: null, logBytes: null, quietBefore: true, warmup: { requests: 0, errors: 0, non2xx: 0 }, windows: 1,
  }
}

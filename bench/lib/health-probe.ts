// Polls the gateway's /healthz every few milliseconds from a worker thread and keeps each answer's
// latency: a stall of the gateway's event loop shows as one slow answer. A thread of its own, so the
// load generator running in the harness's event loop does not delay the polls or their timing.
import { Worker } from 'node:worker_threads'

// Plain JavaScript (an eval'd worker gets no TypeScript loader); one keep-alive socket.
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
let stopping = false
parentPort.once('message', () => { stopping = true })
const poll = () => new Promise((resolve) => {
  const started = performance.now()
  const req = http.get(workerData.url, { agent }, (res) => {
    res.resume()
    res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1))
  })
  req.setTimeout(10000, () => req.destroy())
  req.on('error', () => resolve(-1))
})
;(async () => {
  const times = []
  let failures = 0
  while (!stopping) {
    const started = performance.now()
    const ms = await poll()
    if (ms < 0) failures++
    else times.push(ms)
    const wait = workerData.everyMs - (performance.now() - started)
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  }
  agent.destroy()
  parentPort.postMessage({ times, failures })
})()
`

export interface HealthProbeResult {
  polls: number
  failures: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Answers slower than the limit the caller gave. */
  over: number
}

export function startHealthProbe(url: string, everyMs: number, limitMs: number): { stop: () => Promise<HealthProbeResult> } {
  const worker = new Worker(POLLER, { eval: true, workerData: { url, everyMs } })
  const result = new Promise<{ times: number[]; failures: number }>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  return {
    async stop() {
      worker.postMessage('stop')
      const { times, failures } = await result
      await worker.terminate()
      const sorted = [...times].sort((a, b) => a - b)
      const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10
      return { polls: times.length, failures, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), over: times.filter((t) => t > limitMs).length }
    },
  }
}

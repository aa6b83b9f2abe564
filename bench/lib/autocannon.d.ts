// The part of autocannon 9's programmatic API the harness uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
    title?: string
    /** Each request may be rewritten just before it is sent (used for a fresh body per request). */
    requests?: Array<{ setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }>
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }

  export interface Result {
    title?: string
    url: string
    connections: number
    pipelining: number
    duration: number
    samples: number
    start: Date
    finish: Date
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    resets: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram & { totalCount: number }
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void
  }

  function autocannon(opts: Options): Instance
  export default autocannon
}

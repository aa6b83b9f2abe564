// The shapes shared by the harness: what an endpoint or a scenario declares, and what a run measures.
import type { ChildProcess } from 'node:child_process'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A JSON value; `expect` is matched as a deep subset of the response body. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** What `setup` may hand back: request parts that need the running gateway (a session cookie, …). */
export interface SetupResult {
  headers?: Record<string, string>
  body?: Json
  /** The path to load instead of the endpoint's (one found in the running gateway's data). */
  path?: string
  /** Undoes what setup did; runs after the endpoint's load, also when the load failed. */
  teardown?: () => Promise<void>
}

export interface SetupContext {
  /** http://127.0.0.1:<port> of the gateway under test. */
  baseUrl: string
}

export interface Endpoint {
  /** Row label; by convention `${method} ${path}`. */
  name: string
  method: HttpMethod
  path: string
  /** Sent as JSON (content-type set automatically). */
  body?: Json
  headers?: Record<string, string>
  /** Minimum req/s ratio to the bare Fastify baseline; 0 = informational, never gated on speed. */
  target: number
  /** Deep subset of the JSON the endpoint must answer with HTTP 200, checked once before the load. */
  expect: Json
  /**
   * A server-rendered page instead of JSON: it must answer HTML with HTTP 200 containing each of
   * these texts, and the baseline answers a static HTML page of the same bytes (`expect` unused).
   */
  page?: { contains: string[] }
  setup?: (ctx: SetupContext) => Promise<SetupResult | void>
  /** A fresh body for every request (a mix of searches); `body` is then what verification sends. */
  bodies?: () => () => Json
  /** Connections for this endpoint instead of BENCH_CONNECTIONS (1 = single-client latency). */
  connections?: number
  /** Gate on latency: the run fails when p50 is above this (ms). */
  maxP50Ms?: number
  /**
   * What the ratio is against: the bare answer (default), `state`, the bare server doing one
   * Redis GET and SET per request (the floor for a call that keeps per-visitor state), or `get`, one
   * Redis GET per request (the floor for a session read).
   */
  baseline?: 'bare' | 'state' | 'get'
  /**
   * Also measured on an earlier build (BENCH_BEFORE_REF) in the same rounds, and gated on costing
   * at most BEFORE_MAX_COST of that build's ratio (issue 12: the hardening of the cached endpoints).
   */
  before?: boolean
}

/** A started server child. */
export interface ServerProcess {
  name: string
  child: ChildProcess
  pid: number
  baseUrl: string
  logFile?: string
  /** The baseline's folder of static pages (GET /page/:name). */
  pagesDir?: string
}

export interface ScenarioContext {
  gateway: ServerProcess
  endpoint: Endpoint
  /** Prints a progress line. */
  log: (message: string) => void
}

/**
 * A condition the gateway is measured under. `beforeLoad` runs after the endpoint's setup and
 * before its verification, warm-up and load (so the endpoint is also verified under the condition);
 * `afterLoad` always runs after the load, also when it failed, to restore the environment.
 */
export interface Scenario {
  name: string
  description: string
  /** Extra environment for the gateway process (overrides the harness defaults). */
  gatewayEnv?: Record<string, string>
  /**
   * Runs before the gateway starts (e.g. a private Redis it can stop); its environment is added to
   * the gateway's and `cleanup` runs after the gateway stopped, also on failure.
   */
  prepare?: () => Promise<{ gatewayEnv?: Record<string, string>; cleanup?: () => Promise<void> }>
  beforeLoad?: (ctx: ScenarioContext) => Promise<void>
  afterLoad?: (ctx: ScenarioContext) => Promise<void>
}

export interface LoadSettings {
  connections: number
  /** Measured seconds per server and endpoint, split into `rounds` alternating windows. */
  durationS: number
  rounds: number
  /**
   * When the round ratios disagree (interquartile range above `roundSpread` of their median), more
   * rounds are measured, up to `maxRounds`: the decision depends on the spread, never on the verdict.
   */
  maxRounds: number
  roundSpread: number
  warmupS: number
  pipelining: number
  timeoutS: number
}

/** One measured load run, reduced to what the report needs. */
export interface Measurement {
  reqPerSec: number
  reqPerSecStddev: number
  latencyMs: { avg: number; p50: number; p90: number; p99: number; max: number }
  requests: number
  durationS: number
  errors: number
  timeouts: number
  non2xx: number
  statusCodes: Record<string, number>
  /** Server RSS (VmRSS) at the end of the run, MB. */
  rssMb: number | null
  /** Server CPU time during the measured run as % of one core (100 = one core saturated). */
  serverCpuPercent: number | null
  /** Load generator (this process) CPU during the measured run as % of one core. */
  loaderCpuPercent: number
  /**
   * CPU used during the measured run by everything else on the machine (PostgreSQL, Redis, other
   * programs), % of one core, and the hypervisor's steal. High values mean a noisy run.
   */
  otherCpuPercent: number | null
  stealPercent: number | null
  /** Bytes the server wrote to its log per request during the measured run (null without a log file). */
  logBytesPerRequest: number | null
  /** Bytes written to the log during the measured windows (null without a log file). */
  logBytes: number | null
  /** False when the machine was still busy with other programs after waiting 30 s for it. */
  quietBefore: boolean
  warmup: { requests: number; errors: number; non2xx: number }
  /** How many measured windows this figure combines. */
  windows: number
}

export interface EndpointResult {
  name: string
  method: HttpMethod
  path: string
  target: number
  maxP50Ms?: number
  gated: boolean
  /** Connections both servers were driven with. */
  connections: number
  /** The gateway's figures. */
  measurement: Measurement | null
  /** Bare Fastify answering the same request (method, headers, body) in the windows between. */
  baseline: Measurement | null
  /** Gateway ÷ baseline req/s per round, and their median (the gated ratio). */
  roundRatios: number[]
  ratio: number | null
  /** Gateway req/s ÷ bare Fastify's `GET /` req/s of this run (informational). */
  ratioToBareGet: number | null
  pass: boolean
  /** Why the endpoint failed: setup, verification, load errors, or a missed target. */
  problems: string[]
  /** Signs the figures are unreliable (a busy machine, a saturated load generator); not gated. */
  warnings: string[]
  /** The earlier build (BENCH_BEFORE_REF) in the same rounds: its ratios to the same baseline windows. */
  before?: { reqPerSec: number; roundRatios: number[]; ratio: number }
  /** This build's ratio ÷ the earlier build's (1 = unchanged, 0.95 = costs 5 %). */
  change?: number
}

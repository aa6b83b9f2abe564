// `BENCH_SCENARIO=scale`: the vehicle search at a large inventory (BENCH_SCALE_CARS, 200,000 cars;
// 1,000,000 when asked), on a database of its own (bench/lib/scale-database.ts) and the production
// gateway. Measures what visitors and operations would notice at that size and gates it:
// - one client, every search new (the cache never answers): p50 of four kinds of search ≤ 5 ms;
// - 20 clients sending distinct searches: p99 ≤ 30 ms;
// - /healthz, polled every 5 ms, never above 20 ms while, under that load, 100 inventory changes go
//   through the admin API and a view-count flush writes the views of 50 detail pages;
// - the gateway's RSS (after start and at its peak) ≤ 400 MB.
// Results: bench/results/scale.json and a table on stdout. Not part of CI.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Client } from 'undici'
import { loadConfig } from '../server/config.js'
import { MOTORCYCLE_COUNT } from '../server/db/seed/vehicles/generate.js'
import { startHealthProbe, type HealthProbeResult } from './lib/health-probe.js'
import { inProcessMeasurement } from './lib/in-process.js'
import { measureWindow } from './lib/load.js'
import { stopServer, tail } from './lib/processes.js'
import { rssMb } from './lib/proc-stats.js'
import { machineInfo, tableRow, writeReport, type MachineInfo } from './lib/report.js'
import { BROWSER_HEADERS } from './lib/run-endpoint.js'
import { pickVehicles, restoreVehicles, scaleDatabase, viewCounts, type ScaleDatabase } from './lib/scale-database.js'
import { ensureDir, startGateway } from './lib/servers.js'
import type { Settings } from './lib/settings.js'
import type { Json, Measurement, ServerProcess } from './lib/types.js'
import type { RequestSpec } from './lib/verify.js'
import { DistinctSearches, SEARCH_KINDS, probe, type SearchKind } from './scale-searches.js'

export const SCALE_SCENARIO = 'scale'

const TARGETS = { uncachedP50Ms: 5, concurrentP99Ms: 30, healthMaxMs: 20, rssMb: 400 }
const SINGLE_REQUESTS = 300
const WARMUP_REQUESTS = 20
const CONNECTIONS = 20
const CHANGES = 100
const CHANGE_EVERY_MS = 200
const VIEWS = 50
/** The gateway's view flush interval in this scenario, so a flush falls inside the changes. */
const VIEW_FLUSH_MS = 2000
const HEALTH_EVERY_MS = 5
/** Searches must find this many cars for their first pages (up to 3 × 100) to exist. */
const MIN_TOTAL = 300

const SEARCH_PATH = '/api/vehicle/vehicles-get'
const JSON_HEADERS = { ...BROWSER_HEADERS, 'content-type': 'application/json' }

interface Target {
  name: string
  value: number | null
  limit: number
  unit: string
  pass: boolean
}

interface ScaleReport {
  timestamp: string
  machine: MachineInfo
  settings: {
    cars: number; motorcycles: number; heapMb: number; singleRequests: number; connections: number; durationS: number
    changes: number; views: number; viewFlushMs: number
  }
  database: Omit<ScaleDatabase, 'pool' | 'url'> | null
  gateway: { command: string; logFile: string; env: Record<string, string> }
  /** Cars each kind's filters find (the probe's totalCount), per filter. */
  totals: Partial<Record<SearchKind, number[]>>
  uncached: Partial<Record<SearchKind, Measurement>>
  concurrent: Measurement | null
  /** /healthz under the same search load without changes: what the load alone costs it (the control). */
  concurrentHealth: HealthProbeResult | null
  changes: {
    applied: number; failed: number; durationS: number; viewsCounted: number; viewsFlushed: number
    search: Measurement; health: HealthProbeResult
  } | null
  rss: { readyMb: number | null; peakMb: number | null }
  targets: Target[]
  passed: boolean
  fatal?: string
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

/** One keep-alive connection to the gateway: the single client of the latency runs and the changes. */
class GatewayClient {
  private readonly client: Client
  constructor(baseUrl: string) {
    this.client = new Client(baseUrl, { pipelining: 1 })
  }
  async send(method: 'POST' | 'PUT', path: string, body: Json, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
    const res = await this.client.request({ method, path, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) })
    const text = await res.body.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      // Not JSON: the status says what happened.
    }
    return { status: res.statusCode, json }
  }
  close(): Promise<void> {
    return this.client.close()
  }
}

/** Asks each filter's total once; filters that find too few cars are dropped. */
async function probeTotals(client: GatewayClient, searches: DistinctSearches, log: (line: string) => void): Promise<ScaleReport['totals']> {
  const totals: ScaleReport['totals'] = {}
  for (const kind of SEARCH_KINDS) {
    const found: number[] = []
    const kept = []
    for (const filters of searches.filtersOf(kind)) {
      // Read, so not compressed; the measured searches ask for compression as browsers do.
      const { status, json } = await client.send('POST', SEARCH_PATH, probe(filters), { 'accept-encoding': 'identity' })
      const total = (json as { result?: { totalCount?: number } } | null)?.result?.totalCount
      if (status !== 200 || typeof total !== 'number') throw new Error(`${kind} probe ${JSON.stringify(filters)}: HTTP ${status} ${JSON.stringify(json).slice(0, 200)}`)
      found.push(total)
      if (total >= MIN_TOTAL) kept.push(filters)
    }
    searches.keep(kind, kept)
    totals[kind] = found
    log(`${kind}: ${kept.length} of ${found.length} filters find ≥ ${MIN_TOTAL} cars (${Math.min(...found)}–${Math.max(...found)})`)
  }
  return totals
}

/** `n` new searches of one kind, one after the other; each answer must be HTTP 200. */
async function singleClient(client: GatewayClient, searches: DistinctSearches, kind: SearchKind, n: number): Promise<Measurement> {
  const times: number[] = []
  let errors = 0
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    const { status } = await client.send('POST', SEARCH_PATH, searches.next(kind))
    times.push(performance.now() - t0)
    if (status !== 200) errors++
  }
  return inProcessMeasurement(times, (performance.now() - started) / 1000, errors)
}

function mixedLoad(gateway: ServerProcess, searches: DistinctSearches): RequestSpec {
  return {
    method: 'POST', url: gateway.baseUrl + SEARCH_PATH, headers: JSON_HEADERS,
    body: JSON.stringify(searches.mixed()), nextBody: () => JSON.stringify(searches.mixed()),
  }
}

/**
 * The changes run: 50 detail pages viewed (their views counted, then flushed by the gateway's timer),
 * then 100 price, reservation and sale changes through the admin API, one every 200 ms; resolves
 * once the flush reached PostgreSQL too (or after a few flush intervals).
 */
async function makeChanges(client: GatewayClient, db: ScaleDatabase, changed: string[], viewed: string[], adminToken: string, log: (line: string) => void) {
  const before = await viewCounts(db.pool, viewed)
  let viewsCounted = 0
  for (const no of viewed) {
    const detail = await client.send('POST', '/api/vehicle/get-vehicle-by-announcement-no', { announcementno: no })
    const view = await client.send('POST', '/api/vehicle/view', { announcementNo: no })
    if (detail.status === 200 && view.status === 200) viewsCounted++
  }
  const started = performance.now()
  let applied = 0
  let failed = 0
  for (const [i, no] of changed.entries()) {
    const slot = started + i * CHANGE_EVERY_MS
    if (performance.now() < slot) await sleep(slot - performance.now())
    // Mostly price cuts, some reservations and sales: what the stock system sends through a day.
    const change: Json = i % 5 === 3 ? { isReserved: true } : i % 5 === 4 ? { isSold: true } : { currentListingPrice: 1000 + 1000 * (i + 1) }
    const { status } = await client.send('PUT', `/api/admin/vehicles/${no}`, change, { authorization: `Bearer ${adminToken}` })
    if (status === 200) applied++
    else failed++
  }
  const durationS = round((performance.now() - started) / 1000)
  let viewsFlushed = 0
  for (const deadline = Date.now() + 3 * VIEW_FLUSH_MS; Date.now() < deadline; await sleep(100)) {
    viewsFlushed = (await viewCounts(db.pool, viewed)) - before
    if (viewsFlushed >= viewsCounted) break
  }
  log(`changes: ${applied} applied, ${failed} failed in ${durationS} s; ${viewsFlushed} of ${viewsCounted} views flushed to PostgreSQL`)
  return { applied, failed, durationS, viewsCounted, viewsFlushed }
}

function evaluateTargets(report: ScaleReport): Target[] {
  const target = (name: string, value: number | null | undefined, limit: number, unit: string): Target =>
    ({ name, value: value ?? null, limit, unit, pass: value !== null && value !== undefined && value <= limit })
  return [
    ...SEARCH_KINDS.map((kind) => target(`uncached ${kind} p50`, report.uncached[kind]?.latencyMs.p50, TARGETS.uncachedP50Ms, 'ms')),
    target(`${CONNECTIONS} concurrent distinct searches p99`, report.concurrent?.latencyMs.p99, TARGETS.concurrentP99Ms, 'ms'),
    target(`/healthz worst during ${CHANGES} changes`, report.changes?.health.maxMs, TARGETS.healthMaxMs, 'ms'),
    target('gateway RSS peak', report.rss.peakMb, TARGETS.rssMb, 'MB'),
  ]
}

const COLUMNS: Array<[string, number]> = [['measurement', 46], ['n', 7], ['req/s', 8], ['p50', 8], ['p99', 8], ['max', 8], ['errors', 8], ['', 0]]
const ms = (n: number | null | undefined) => (n === null || n === undefined ? '-' : n.toFixed(1))

function formatScaleTable(report: ScaleReport): string {
  const line = (name: string, m: Measurement | null | undefined, note = '') =>
    tableRow([name, String(m?.requests ?? '-'), m ? String(Math.round(m.reqPerSec)) : '-', ms(m?.latencyMs.p50), ms(m?.latencyMs.p99), ms(m?.latencyMs.max),
      m ? String(m.errors + m.timeouts + m.non2xx) : '-', note], COLUMNS)
  const { cars, motorcycles } = report.settings
  const lines = [`Scale: ${cars} cars and ${motorcycles} motorcycles` +
    (report.database ? ` (database ${report.database.name}, ${report.database.sizeMb} MB, vehicles ${report.database.vehiclesMb} MB; ` +
      `${report.database.seeded ? `seeded in ${report.database.seedS} s` : 'reused'})` : ''), '', tableRow(COLUMNS.map(([t]) => t), COLUMNS)]
  lines.push(...SEARCH_KINDS.map((kind) => line(`uncached ${kind} (1 client)`, report.uncached[kind])))
  lines.push(line(`${CONNECTIONS} concurrent distinct searches`, report.concurrent))
  const q = report.concurrentHealth
  if (q) {
    lines.push(tableRow([`/healthz under that load, no changes`, String(q.polls), '-', ms(q.p50Ms), ms(q.p99Ms), ms(q.maxMs),
      String(q.failures), `${q.over} answers > ${TARGETS.healthMaxMs} ms`], COLUMNS))
  }
  const c = report.changes
  if (c) {
    lines.push(line(`searches during ${CHANGES} changes (${CONNECTIONS} clients)`, c.search))
    lines.push(tableRow([`/healthz during the changes (every ${HEALTH_EVERY_MS} ms)`, String(c.health.polls), '-', ms(c.health.p50Ms), ms(c.health.p99Ms), ms(c.health.maxMs),
      String(c.health.failures), `${c.health.over} answers > ${TARGETS.healthMaxMs} ms`], COLUMNS))
    lines.push('', `Changes: ${c.applied} applied (${c.failed} failed) in ${c.durationS} s; views: ${c.viewsCounted} counted, ${c.viewsFlushed} flushed to PostgreSQL during the run.`)
  }
  lines.push(`Gateway RSS: ${ms(report.rss.readyMb)} MB when ready, ${ms(report.rss.peakMb)} MB at its peak.`, '', 'Targets:')
  for (const t of report.targets) lines.push(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${ms(t.value)} ${t.unit} (≤ ${t.limit} ${t.unit})`)
  if (report.fatal) lines.push('', 'Problems:', `  - ${report.fatal}`)
  lines.push('', 'Times in ms. One-client rows: every search new, timed by the client (undici, keep-alive); concurrent rows: autocannon (1 ms histogram).')
  return lines.join('\n')
}

export async function runScale(settings: Settings, root: string, log: (line: string) => void): Promise<number> {
  const counts = { cars: settings.scaleCars, motorcycles: MOTORCYCLE_COUNT }
  const adminToken = randomBytes(24).toString('base64url')
  // A key prefix of its own each run: no cache entry, rate-limit counter or counted view of an earlier run.
  const gatewayEnv: Record<string, string> = {
    ADMIN_TOKEN: adminToken, VIEW_FLUSH_MS: String(VIEW_FLUSH_MS), AUTO_SEED: 'false', REDIS_KEY_PREFIX: `bscale${Date.now().toString(36)}:`,
  }
  const report: ScaleReport = {
    timestamp: new Date().toISOString(),
    machine: machineInfo(root),
    settings: { ...counts, heapMb: settings.scaleHeapMb, singleRequests: SINGLE_REQUESTS, connections: CONNECTIONS, durationS: settings.load.durationS, changes: CHANGES, views: VIEWS, viewFlushMs: VIEW_FLUSH_MS },
    database: null,
    gateway: { command: `node --max-old-space-size=${settings.scaleHeapMb} dist/server/server.js`, logFile: 'var/bench/gateway-scale.log', env: { ...gatewayEnv, ADMIN_TOKEN: '(random)' } },
    totals: {}, uncached: {}, concurrent: null, concurrentHealth: null, changes: null, rss: { readyMb: null, peakMb: null }, targets: [], passed: false,
  }
  log(`${report.machine.cpuModel} × ${report.machine.cores}, node ${report.machine.node}, load average ${report.machine.loadAvg1m}; scenario scale, ${counts.cars} cars`)

  let db: ScaleDatabase | undefined
  let picked: Awaited<ReturnType<typeof pickVehicles>> = []
  try {
    db = await scaleDatabase(loadConfig().databaseUrl, counts, log)
    const { pool, ...described } = db
    report.database = { name: described.name, seeded: described.seeded, seedS: described.seedS, sizeMb: described.sizeMb, vehiclesMb: described.vehiclesMb }
    picked = await pickVehicles(pool, CHANGES + VIEWS)
    const paths = { root, varDir: ensureDir(join(root, 'var/bench')) }
    log(`gateway: starting (${report.gateway.command}, logs into ${report.gateway.logFile})`)
    const gateway = await startGateway(paths, { ...gatewayEnv, DATABASE_URL: db.url }, 'gateway scale', settings.scaleHeapMb)
    report.rss.readyMb = rssOrNull(gateway.pid)
    let peak = report.rss.readyMb ?? 0
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(gateway.pid) ?? 0)), 100)
    const client = new GatewayClient(gateway.baseUrl)
    const exited = () => gateway.child.exitCode !== null || gateway.child.signalCode !== null
    try {
      const searches = new DistinctSearches()
      log('searches: probing the filters (the first search builds the search index)')
      report.totals = await probeTotals(client, searches, log)
      for (const kind of SEARCH_KINDS) await singleClient(client, searches, kind, WARMUP_REQUESTS)
      for (const kind of SEARCH_KINDS) {
        const m = await singleClient(client, searches, kind, SINGLE_REQUESTS)
        report.uncached[kind] = m
        log(`uncached ${kind}: p50 ${m.latencyMs.p50} ms, p99 ${m.latencyMs.p99} ms over ${m.requests} searches`)
      }
      const load = { ...settings.load, connections: CONNECTIONS }
      // The control: /healthz under the same load with no change, so a stall caused by the changes
      // shows as the difference between the two /healthz rows, and the load's own queueing does not.
      const control = startHealthProbe(`${gateway.baseUrl}/healthz`, HEALTH_EVERY_MS, TARGETS.healthMaxMs)
      report.concurrent = await measureWindow(gateway, mixedLoad(gateway, searches), load, settings.load.durationS)
      report.concurrentHealth = await control.stop()
      log(`${CONNECTIONS} concurrent: ${report.concurrent.reqPerSec} req/s, p99 ${report.concurrent.latencyMs.p99} ms; /healthz worst ${report.concurrentHealth.maxMs} ms, p99 ${report.concurrentHealth.p99Ms} ms`)

      const probe = startHealthProbe(`${gateway.baseUrl}/healthz`, HEALTH_EVERY_MS, TARGETS.healthMaxMs)
      const changes = makeChanges(client, db, picked.slice(0, CHANGES).map((v) => v.announcement_no), picked.slice(CHANGES).map((v) => v.announcement_no), adminToken, log)
      // The search load lasts as long as the changes (at most 10 minutes). It continues the same stream
      // of distinct searches, whose page sizes grow along it: this window's searches are heavier than
      // the concurrent window's, so the two search rows are not comparable (decision 051).
      const search = await measureWindow(gateway, mixedLoad(gateway, searches), load, 600, changes)
      const health = await probe.stop()
      report.changes = { ...(await changes), search, health }
      log(`/healthz during the changes: worst ${health.maxMs} ms, p99 ${health.p99Ms} ms, ${health.over} of ${health.polls} above ${TARGETS.healthMaxMs} ms`)
      if (exited()) throw new Error('the gateway exited')
    } catch (err) {
      // A failed request says little when the gateway died (a heap out of memory, say): its log does.
      if (!exited()) await sleep(500)
      if (!exited()) throw err
      const log = tail(gateway.logFile, 40).split('\n')
      const fatal = log.find((l) => l.includes('FATAL ERROR')) ?? log.slice(-3).join('\n')
      throw new Error(`gateway exited (${gateway.child.exitCode ?? gateway.child.signalCode}) during the run: ${fatal.trim()}`)
    } finally {
      clearInterval(sampler)
      report.rss.peakMb = round(Math.max(peak, rssMb(gateway.pid) ?? 0))
      await client.close()
      await stopServer(gateway)
    }
  } catch (err) {
    report.fatal = err instanceof Error ? err.message : String(err)
  } finally {
    if (db) {
      if (picked.length) await restoreVehicles(db.pool, picked).catch((err: unknown) => log(`could not restore the changed vehicles: ${(err as Error).message}`))
      await db.pool.end()
    }
  }

  report.targets = evaluateTargets(report)
  report.passed = !report.fatal && report.targets.every((t) => t.pass)
  const file = join(root, 'bench/results/scale.json')
  console.log(`\n${formatScaleTable(report)}\n`)
  writeReport(file, report)
  log(`results written to ${file}; ${report.passed ? 'PASS' : 'FAIL'}`)
  return report.passed ? 0 : 1
}

function rssOrNull(pid: number): number | null {
  const mb = rssMb(pid)
  return mb === null ? null : round(mb)
}

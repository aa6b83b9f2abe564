// `npm run bench`: measures the production gateway against a bare Fastify baseline that gets the
// same request under the same autocannon load, in alternating windows (one server loaded at a
// time), and gates each endpoint on its req/s ratio to the baseline.
// Settings: BENCH_CONNECTIONS (50), BENCH_DURATION (10 s per server and endpoint), BENCH_ROUNDS (5),
// BENCH_WARMUP (3 s), BENCH_SCENARIO (normal), BENCH_ONLY (endpoint name filter; 'price' = the
// pre-offer price for one client, bench/price-latency.ts; 'confirm' = the booking confirm for one
// client, bench/confirm-latency.ts), BENCH_BEFORE_REF (a commit whose build
// also runs in the same rounds for the endpoints marked `before`: what a change cost them). Results:
// bench/results/latest.json. Method and its reasons: docs/decisions/008-benchmark-method.md.
// BENCH_SCENARIO=scale is a run of its own: the vehicle search at BENCH_SCALE_CARS cars (bench/scale.ts).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { endpoints } from './endpoints.js'
import { PRICE_NAME, measurePriceLatency } from './price-latency.js'
import { CONFIRM_NAME, measureConfirmLatency } from './confirm-latency.js'
import { scenarios } from './scenarios.js'
import { loadProblems, noiseWarnings } from './lib/evaluate.js'
import { median } from './lib/load.js'
import { installCleanup, stopServer } from './lib/processes.js'
import { formatTable, machineInfo, writeReport, type Report } from './lib/report.js'
import { BROWSER_HEADERS, runEndpoint } from './lib/run-endpoint.js'
import type { EndpointResult, ServerProcess } from './lib/types.js'
import { BASELINE_BODY, BASELINE_PATH, GATEWAY_ENV, GET_BASELINE_PATH, STATE_BASELINE_PATH, ensureDir, startBaseline, startGateway } from './lib/servers.js'
import { SettingsError, loadSettings } from './lib/settings.js'
import { prepareBefore, type BeforeBuild } from './lib/before.js'
import { loadConfig } from '../server/config.js'
import { verifyEndpoint } from './lib/verify.js'
import { SCALE_SCENARIO, runScale } from './scale.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RESULTS_FILE = join(ROOT, 'bench/results/latest.json')

const log = (line: string) => console.log(`[bench] ${line}`)
const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

async function main(): Promise<number> {
  installCleanup()
  const settings = loadSettings()
  if (settings.scenario === SCALE_SCENARIO) return runScale(settings, ROOT, log)
  const scenario = scenarios.find((s) => s.name === settings.scenario)
  if (!scenario) throw new SettingsError(`bench: unknown BENCH_SCENARIO "${settings.scenario}" (known: ${[...scenarios.map((s) => s.name), SCALE_SCENARIO].join(', ')})`)
  const wanted = settings.only.split(',')
  const selected = endpoints.filter((e) => wanted.some((w) => e.name.includes(w)))
  const withPrice = wanted.some((w) => PRICE_NAME.includes(w))
  const withConfirm = wanted.some((w) => CONFIRM_NAME.includes(w))
  const probes = (withPrice ? 1 : 0) + (withConfirm ? 1 : 0)
  if (selected.length === 0 && probes === 0) throw new SettingsError(`bench: BENCH_ONLY "${settings.only}" matches no endpoint in bench/endpoints.ts`)

  const paths = { root: ROOT, varDir: ensureDir(join(ROOT, 'var/bench')) }
  const report: Report = {
    timestamp: new Date().toISOString(),
    machine: machineInfo(ROOT),
    settings: { ...settings.load, scenario: scenario.name, scenarioDescription: scenario.description, only: settings.only },
    gateway: {
      command: 'node dist/server/server.js',
      logFile: 'var/bench/gateway.log',
      env: { ...GATEWAY_ENV, SESSION_SECRET: '(random, 43 characters)', ...scenario.gatewayEnv },
    },
    baseline: { name: 'bare fastify', path: BASELINE_PATH, verified: false },
    endpoints: [],
    passed: false,
  }
  log(`${report.machine.cpuModel} × ${report.machine.cores}, node ${report.machine.node}, load average ${report.machine.loadAvg1m}; scenario ${scenario.name}`)

  try {
    // Both servers run for the whole bench; only one of them is under load at any moment.
    log('bare fastify: starting')
    const baseline = await startBaseline(paths)
    try {
      for (const method of ['GET', 'POST'] as const) {
        const headers = method === 'POST' ? { ...BROWSER_HEADERS, 'content-type': 'application/json' } : { ...BROWSER_HEADERS }
        for (const path of [BASELINE_PATH, STATE_BASELINE_PATH, GET_BASELINE_PATH]) {
          await verifyEndpoint({ method, url: baseline.baseUrl + path, headers, ...(method === 'POST' ? { body: '{}' } : {}) }, BASELINE_BODY)
        }
      }
      report.baseline.verified = true
      log(`gateway: starting (node dist/server/server.js, LOG_LEVEL=${scenario.gatewayEnv?.LOG_LEVEL ?? GATEWAY_ENV.LOG_LEVEL}, logs into var/bench/gateway.log)`)
      const prepared = (await scenario.prepare?.()) ?? {}
      const gateway = await startGateway(paths, { ...scenario.gatewayEnv, ...prepared.gatewayEnv }).catch(async (err: unknown) => {
        await prepared.cleanup?.()
        throw err
      })
      // An earlier build in the same rounds (BENCH_BEFORE_REF), for the endpoints marked `before`.
      let beforeBuild: BeforeBuild | undefined
      let before: ServerProcess | undefined
      try {
        if (settings.beforeRef && selected.some((e) => e.before)) {
          beforeBuild = await prepareBefore(settings.beforeRef, ROOT, paths.varDir, loadConfig().databaseUrl, log)
          report.before = { ref: beforeBuild.ref, sha: beforeBuild.sha }
          log(`before: starting ${beforeBuild.ref} (${beforeBuild.sha.slice(0, 12)}) from ${beforeBuild.root}`)
          before = await startGateway({ root: beforeBuild.root, varDir: paths.varDir }, { ...scenario.gatewayEnv, ...prepared.gatewayEnv, ...beforeBuild.env }, 'gateway before')
        }
        for (const endpoint of selected) {
          report.endpoints.push(await runEndpoint({ baseline, gateway, ...(before ? { before } : {}) }, endpoint.baseline === 'state' ? STATE_BASELINE_PATH : endpoint.baseline === 'get' ? GET_BASELINE_PATH : BASELINE_PATH, endpoint, scenario, settings.load, log))
          for (const server of [gateway, baseline, ...(before ? [before] : [])]) {
            if (server.child.exitCode !== null || server.child.signalCode !== null) {
              throw new Error(`${server.name} exited (${server.child.exitCode ?? server.child.signalCode}) during ${endpoint.name}`)
            }
          }
        }
        // The gateway has migrated and seeded the database by now; the price runs while it idles.
        if (withPrice) report.endpoints.push(await measurePriceLatency(settings.load.durationS, log))
        // Last: the confirms take seats in the shared database (deleted again when it ends).
        if (withConfirm) report.endpoints.push(await measureConfirmLatency(settings.load.durationS, log))
      } finally {
        if (before) await stopServer(before)
        await stopServer(gateway)
        await prepared.cleanup?.()
      }
    } finally {
      await stopServer(baseline)
    }
    addRatiosToBareGet(report.endpoints, settings.load.connections)
  } catch (err) {
    report.fatal = message(err)
  }

  report.passed = !report.fatal && report.baseline.verified &&
    report.endpoints.length === selected.length + probes && report.endpoints.every((r) => r.pass)
  console.log(`\n${formatTable(report)}\n`)
  writeReport(RESULTS_FILE, report)
  log(`results written to ${RESULTS_FILE}; ${report.passed ? 'PASS' : 'FAIL'}`)
  return report.passed ? 0 : 1
}

/**
 * Each endpoint's req/s against bare Fastify's plain `GET /` of this run (the median of the
 * baseline windows of the GET endpoints at the standard connection count): the ratio a reader may
 * expect when a POST endpoint is held against the cheapest request Fastify can answer.
 */
function addRatiosToBareGet(results: EndpointResult[], connections: number): void {
  const stateful = new Set(endpoints.filter((e) => e.baseline === 'state' || e.baseline === 'get').map((e) => e.name))
  const bareGet = results
    .filter((r) => r.method === 'GET' && !stateful.has(r.name) && r.connections === connections && r.baseline && r.baseline.requests > 0)
    .map((r) => r.baseline!.reqPerSec)
  if (bareGet.length === 0) return
  const rps = median(bareGet)
  for (const r of results) {
    if (r.measurement && r.connections === connections) r.ratioToBareGet = Math.round((r.measurement.reqPerSec / rps) * 1000) / 1000
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof SettingsError ? err.message : err)
    process.exit(2)
  },
)

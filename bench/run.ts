// `npm run bench`: measures the production gateway against a bare Fastify baseline under the same
// autocannon load, one server at a time, and gates each endpoint on its req/s ratio to the baseline.
// Settings: BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_WARMUP (3 s), BENCH_SCENARIO
// (normal), BENCH_ONLY (endpoint name filter). Results: bench/results/latest.json. Method and its
// reasons: docs/decisions/008-benchmark-method.md.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { endpoints } from './endpoints.js'
import { scenarios } from './scenarios.js'
import { loadProblems, noiseWarnings } from './lib/evaluate.js'
import { measure } from './lib/load.js'
import { installCleanup, stopServer } from './lib/processes.js'
import { formatTable, machineInfo, writeReport, type Report } from './lib/report.js'
import { BROWSER_HEADERS, runEndpoint } from './lib/run-endpoint.js'
import { BASELINE_BODY, BASELINE_PATH, GATEWAY_ENV, ensureDir, startBaseline, startGateway } from './lib/servers.js'
import { SettingsError, loadSettings } from './lib/settings.js'
import { verifyEndpoint } from './lib/verify.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RESULTS_FILE = join(ROOT, 'bench/results/latest.json')

const log = (line: string) => console.log(`[bench] ${line}`)
const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

async function main(): Promise<number> {
  installCleanup()
  const settings = loadSettings()
  const scenario = scenarios.find((s) => s.name === settings.scenario)
  if (!scenario) throw new SettingsError(`bench: unknown BENCH_SCENARIO "${settings.scenario}" (known: ${scenarios.map((s) => s.name).join(', ')})`)
  const selected = endpoints.filter((e) => e.name.includes(settings.only))
  if (selected.length === 0) throw new SettingsError(`bench: BENCH_ONLY "${settings.only}" matches no endpoint in bench/endpoints.ts`)

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
    baseline: { name: 'bare fastify', path: BASELINE_PATH, measurement: null, problems: [], warnings: [] },
    endpoints: [],
    passed: false,
  }
  log(`${report.machine.cpuModel} × ${report.machine.cores}, node ${report.machine.node}, load average ${report.machine.loadAvg1m}; scenario ${scenario.name}`)

  try {
    // The two servers never run at the same time: the baseline is stopped before the gateway starts.
    log('bare fastify: starting')
    const baseline = await startBaseline(paths)
    try {
      const spec = { method: 'GET' as const, url: baseline.baseUrl + BASELINE_PATH, headers: { ...BROWSER_HEADERS } }
      await verifyEndpoint(spec, BASELINE_BODY)
      log(`bare fastify: verified; warm-up ${settings.load.warmupS} s, then ${settings.load.durationS} s × ${settings.load.connections} connections`)
      report.baseline.measurement = await measure(baseline, spec, settings.load, log)
      report.baseline.problems = loadProblems(report.baseline.measurement)
      report.baseline.warnings = noiseWarnings(report.baseline.measurement)
      // The same server answering POST {}: shows how much of a POST endpoint's ratio is Fastify's own body handling.
      if (selected.some((e) => e.method === 'POST')) {
        const post = { method: 'POST' as const, url: baseline.baseUrl + BASELINE_PATH, headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' }, body: '{}' }
        log('bare fastify: POST {} reference run')
        const m = await measure(baseline, post, settings.load, log)
        report.baselinePost = { measurement: m, ratio: Math.round((m.reqPerSec / report.baseline.measurement.reqPerSec) * 1000) / 1000 }
      }
    } finally {
      await stopServer(baseline)
    }
    const baselineReqPerSec = report.baseline.measurement.reqPerSec

    log(`gateway: starting (node dist/server/server.js, LOG_LEVEL=${scenario.gatewayEnv?.LOG_LEVEL ?? GATEWAY_ENV.LOG_LEVEL}, logs into var/bench/gateway.log)`)
    const prepared = (await scenario.prepare?.()) ?? {}
    const gateway = await startGateway(paths, { ...scenario.gatewayEnv, ...prepared.gatewayEnv }).catch(async (err: unknown) => {
      await prepared.cleanup?.()
      throw err
    })
    try {
      for (const endpoint of selected) {
        report.endpoints.push(await runEndpoint(gateway, endpoint, scenario, settings.load, baselineReqPerSec, log))
        if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) {
          throw new Error(`gateway exited (${gateway.child.exitCode ?? gateway.child.signalCode}) during ${endpoint.name}; see var/bench/gateway.log`)
        }
      }
    } finally {
      await stopServer(gateway)
      await prepared.cleanup?.()
    }
  } catch (err) {
    report.fatal = message(err)
  }

  report.passed = !report.fatal && report.baseline.problems.length === 0 &&
    report.endpoints.length === selected.length && report.endpoints.every((r) => r.pass)
  console.log(`\n${formatTable(report)}\n`)
  writeReport(RESULTS_FILE, report)
  log(`results written to ${RESULTS_FILE}; ${report.passed ? 'PASS' : 'FAIL'}`)
  return report.passed ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof SettingsError ? err.message : err)
    process.exit(2)
  },
)

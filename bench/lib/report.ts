// The console table and bench/results/latest.json.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os'
import { dirname } from 'node:path'
import type { EndpointResult, LoadSettings, Measurement } from './types.js'

export interface MachineInfo {
  cpuModel: string
  cores: number
  node: string
  platform: string
  totalMemMb: number
  freeMemMb: number
  /** 1-minute load average when the run started: a busy machine skews every number. */
  loadAvg1m: number
  git: string | null
}

export function machineInfo(root: string): MachineInfo {
  const list = cpus()
  let git: string | null = null
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== ''
    git = dirty ? `${sha}-dirty` : sha
  } catch {
    git = null
  }
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    node: process.version,
    platform: `${platform()} ${release()}`,
    totalMemMb: Math.round(totalmem() / 2 ** 20),
    freeMemMb: Math.round(freemem() / 2 ** 20),
    loadAvg1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    git,
  }
}

export interface Report {
  timestamp: string
  machine: MachineInfo
  settings: LoadSettings & { scenario: string; scenarioDescription: string; only: string }
  gateway: { command: string; logFile: string; env: Record<string, string> }
  /** Bare Fastify: `GET /` and `POST /` answer `{ hello: 'world' }`; checked before any load. */
  baseline: { name: string; path: string; verified: boolean }
  endpoints: EndpointResult[]
  passed: boolean
  /** Set when the run stopped early (a server did not start, …). */
  fatal?: string
  /** The earlier build measured in the same rounds (BENCH_BEFORE_REF). */
  before?: { ref: string; sha: string }
}

const num = (n: number | null | undefined, digits = 0) => (n === null || n === undefined ? '-' : n.toFixed(digits))

const COLUMNS: Array<[string, number]> = [
  ['endpoint', 44], ['req/s', 8], ['p50', 6], ['p99', 6], ['RSS MB', 8], ['CPU%', 6], ['errors', 8], ['non2xx', 8],
  ['bare req/s', 12], ['ratio', 7], ['vs GET', 8], ['target', 0],
]

/** One table line: the first cell left-aligned, the others right-aligned, a last column of width 0 free. */
export function tableRow(cells: string[], columns: Array<[string, number]> = COLUMNS): string {
  return cells.map((cell, i) => {
    const [, width] = columns[i]!
    if (i === 0) return cell.padEnd(width)
    return width ? cell.padStart(width) : `  ${cell}`
  }).join('')
}

function measuredCells(m: Measurement | null): string[] {
  return [
    num(m?.reqPerSec), num(m?.latencyMs.p50, 0), num(m?.latencyMs.p99, 0), num(m?.rssMb), num(m?.serverCpuPercent),
    m ? String(m.errors + m.timeouts) : '-', m ? String(m.non2xx) : '-',
  ]
}

export function formatTable(report: Report): string {
  const lines = [tableRow(COLUMNS.map(([title]) => title))]
  for (const r of report.endpoints) {
    const verdict = r.pass ? 'PASS' : 'FAIL'
    const target = [r.target > 0 ? `≥${r.target.toFixed(2)}` : '', r.maxP50Ms !== undefined ? `p50≤${r.maxP50Ms} ms` : '']
      .filter(Boolean).join(', ')
    const verdictCell = r.gated ? `${target} ${verdict}` : r.pass ? 'info' : `info ${verdict}`
    lines.push(tableRow([r.name, ...measuredCells(r.measurement), num(r.baseline?.reqPerSec), num(r.ratio, 2), num(r.ratioToBareGet, 2), verdictCell]))
  }
  const compared = report.endpoints.filter((r) => r.before && r.ratio !== null)
  if (report.before && compared.length) {
    lines.push('', `Before and after in the same rounds: ${report.before.ref} (${report.before.sha.slice(0, 12)}) and this build, each ÷ the same bare windows`)
    lines.push(`${'endpoint'.padEnd(58)}${'before'.padStart(8)}${'after'.padStart(8)}${'change'.padStart(9)}`)
    for (const r of compared) {
      lines.push(`${r.name.padEnd(58)}${num(r.before!.ratio, 3).padStart(8)}${num(r.ratio, 3).padStart(8)}${`${(((r.change ?? 1) - 1) * 100).toFixed(1)} %`.padStart(9)}`)
    }
  }
  const problems = report.endpoints.flatMap((r) => r.problems.map((p) => `${r.name}: ${p}`))
  if (!report.baseline.verified && !report.fatal) problems.push('bare fastify: not verified')
  if (report.fatal) problems.push(report.fatal)
  if (problems.length) lines.push('', 'Problems:', ...problems.map((p) => `  - ${p}`))
  const warnings = report.endpoints.flatMap((r) => r.warnings.map((w) => `${r.name}: ${w}`))
  if (warnings.length) lines.push('', 'Noise (figures less reliable; not gated):', ...warnings.map((w) => `  - ${w}`))
  const { durationS, rounds, maxRounds, roundSpread } = report.settings
  lines.push(
    '',
    `Each endpoint: ${rounds} rounds of ${Math.max(1, Math.round(durationS / rounds))} s on bare fastify (the same method, headers and body) then on the gateway;`,
    `more rounds, up to ${maxRounds}, while the round ratios' interquartile range exceeds ${Math.round(roundSpread * 100)}% of their median.`,
    'req/s, p50, bare req/s = medians of the windows; p99 = worst window (ms). ratio = median of the rounds\' gateway ÷ bare',
    'req/s (the gate). vs GET = gateway req/s ÷ bare fastify GET / req/s (the GET endpoints\' baseline windows), for reference.',
    'Wizard steps ("vs state" in the name) are held against bare fastify doing one Redis GET and SET per request.',
    'CPU% = gateway process, % of one core.',
  )
  return lines.join('\n')
}

export function writeReport(file: string, report: Report | object): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}

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
  baseline: { name: string; path: string; measurement: Measurement | null; problems: string[]; warnings: string[] }
  /** Bare Fastify answering POST {} (reference, not gated): the ceiling for POST endpoints. */
  baselinePost?: { measurement: Measurement | null; ratio: number | null }
  endpoints: EndpointResult[]
  passed: boolean
  /** Set when the run stopped early (a server did not start, …). */
  fatal?: string
}

const num = (n: number | null | undefined, digits = 0) => (n === null || n === undefined ? '-' : n.toFixed(digits))

const COLUMNS: Array<[string, number]> = [
  ['endpoint', 38], ['req/s', 8], ['p50', 7], ['p99', 7], ['RSS MB', 8], ['CPU%', 7], ['other%', 8], ['errors', 8], ['non2xx', 8], ['ratio', 7], ['target', 0],
]

function row(cells: string[]): string {
  return cells.map((cell, i) => {
    const [, width] = COLUMNS[i]!
    if (i === 0) return cell.padEnd(width)
    return width ? cell.padStart(width) : `  ${cell}`
  }).join('')
}

function measuredCells(m: Measurement | null): string[] {
  return [
    num(m?.reqPerSec), num(m?.latencyMs.p50, 1), num(m?.latencyMs.p99, 1), num(m?.rssMb), num(m?.serverCpuPercent), num(m?.otherCpuPercent),
    m ? String(m.errors + m.timeouts) : '-', m ? String(m.non2xx) : '-',
  ]
}

export function formatTable(report: Report): string {
  const lines = [row(COLUMNS.map(([title]) => title))]
  const base = report.baseline
  lines.push(row([`${base.name} (baseline)`, ...measuredCells(base.measurement), base.measurement ? '1.00' : '-', base.problems.length ? 'FAIL' : '']))
  if (report.baselinePost) {
    lines.push(row([`${base.name} POST {} (reference)`, ...measuredCells(report.baselinePost.measurement), num(report.baselinePost.ratio, 2), 'info']))
  }
  for (const r of report.endpoints) {
    const verdict = r.pass ? 'PASS' : 'FAIL'
    const target = r.gated ? `≥${r.target.toFixed(2)} ${verdict}` : r.pass ? 'info' : `info ${verdict}`
    lines.push(row([r.name, ...measuredCells(r.measurement), num(r.ratio, 2), target]))
  }
  const problems = [
    ...base.problems.map((p) => `${base.name}: ${p}`),
    ...report.endpoints.flatMap((r) => r.problems.map((p) => `${r.name}: ${p}`)),
  ]
  if (report.fatal) problems.push(report.fatal)
  if (problems.length) lines.push('', 'Problems:', ...problems.map((p) => `  - ${p}`))
  const warnings = [
    ...base.warnings.map((w) => `${base.name}: ${w}`),
    ...report.endpoints.flatMap((r) => r.warnings.map((w) => `${r.name}: ${w}`)),
  ]
  if (warnings.length) lines.push('', 'Noise (figures less reliable; not gated):', ...warnings.map((w) => `  - ${w}`))
  lines.push('', 'CPU% = server process, other% = rest of the machine (% of one core) during the measured run.')
  return lines.join('\n')
}

export function writeReport(file: string, report: Report): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}

// Runs the real entry point (`node --import tsx server/server.ts`) the way ops start it, and
// records what it prints and how it exits.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { ROOT } from '../../paths.js'
import { TEST_ENV } from '../helper-env.js'
import { flushPrefix } from '../helper.js'

interface Teardown {
  teardown(fn: () => unknown): void
}

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
  /** false when the process had to be killed because it outlived the timeout. */
  inTime: boolean
  ms: number
}

export interface Gateway {
  child: ChildProcess
  stdout(): string
  stderr(): string
  /** Resolves when the process exits, or kills it after `timeoutMs` and reports inTime: false. */
  exited(timeoutMs: number): Promise<Exit>
}

/**
 * Spawns Node (this process's binary) with `args`, as ops run it. Under tap every spawned process
 * gets tap's process-info loader in NODE_OPTIONS (@tapjs/processinfo hooks child_process): module
 * hooks on a loader thread that the gateway never runs with outside the tests (~50 MB more RSS,
 * slower starts). `env -u NODE_OPTIONS` drops it before Node starts; env execs Node, so the pid and
 * signals are Node's.
 */
export function spawnNode(args: string[], options: SpawnOptions): ChildProcess {
  return spawn('/usr/bin/env', ['-u', 'NODE_OPTIONS', process.execPath, ...args], options)
}

/** Spawns the gateway with the test environment plus `env`; it never outlives the test. */
export function spawnGateway(t: Teardown, env: Record<string, string>): Gateway {
  const prefix = `p${randomBytes(4).toString('hex')}:`
  const fullEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...TEST_ENV, REDIS_KEY_PREFIX: prefix, ...env }
  const child = spawnNode(['--import', 'tsx', 'server/server.ts'], { cwd: ROOT, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d))
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d))
  const started = Date.now()
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exit
    // The shared Redis is where a started gateway wrote; an overridden REDIS_URL may not even exist.
    await flushPrefix(TEST_ENV.REDIS_URL!, prefix)
  })
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    async exited(timeoutMs) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)))
      const first = await Promise.race([exit, late])
      clearTimeout(timer)
      if (first === 'late') {
        child.kill('SIGKILL')
        return { ...(await exit), inTime: false, ms: Date.now() - started }
      }
      return { ...first, inTime: true, ms: Date.now() - started }
    },
  }
}

/** Polls `url` until it answers 200 (or the process dies, or `timeoutMs` passes). */
export async function waitUntilUp(gw: Gateway, url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (gw.child.exitCode !== null) return false
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.status === 200) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

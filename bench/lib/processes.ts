// Child server processes: a free port, spawn with output to a log file, readiness polling, and a
// stop that always happens — on success, on error, and on Ctrl-C (see installCleanup).
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ServerProcess } from './types.js'

const running = new Set<ServerProcess>()

/** A port the OS reports free: listen on port 0, read the port, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

export interface SpawnOptions {
  name: string
  args: string[]
  env: NodeJS.ProcessEnv
  port: number
  /** stdout and stderr go here (appended); null discards them. */
  logFile: string | null
  cwd: string
}

export function spawnServer(opts: SpawnOptions): ServerProcess {
  const fd = opts.logFile ? openSync(opts.logFile, 'a') : 'ignore'
  const child = spawn(process.execPath, opts.args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', fd, fd] })
  if (typeof fd === 'number') closeSync(fd) // the child holds its own copy
  if (child.pid === undefined) throw new Error(`${opts.name}: could not spawn ${process.execPath}`)
  const server: ServerProcess = { name: opts.name, child, pid: child.pid, baseUrl: `http://127.0.0.1:${opts.port}` }
  if (opts.logFile) server.logFile = opts.logFile
  running.add(server)
  child.once('exit', () => running.delete(server))
  return server
}

/** The last lines of a server's log, indented, for an error message. */
export function tail(file: string | undefined, lines: number): string {
  if (!file) return ''
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).map((l) => `    ${l}`).join('\n')
  } catch {
    return ''
  }
}

/** Polls `path` until it answers 200; fails early and clearly when the child exits first. */
export async function waitReady(server: ServerProcess, path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      const code = server.child.exitCode ?? server.child.signalCode
      throw new Error(`${server.name} exited (${code}) before it was ready. Last log lines:\n${tail(server.logFile, 15)}`)
    }
    try {
      const res = await fetch(server.baseUrl + path, { signal: AbortSignal.timeout(1000) })
      await res.arrayBuffer()
      if (res.status === 200) return
      last = `HTTP ${res.status}`
    } catch (err) {
      last = (err as Error).message
    }
    await sleep(100)
  }
  throw new Error(`${server.name} not ready on ${server.baseUrl}${path} after ${timeoutMs} ms (${last}). Last log lines:\n${tail(server.logFile, 15)}`)
}

/** SIGTERM (graceful), then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopServer(server: ServerProcess, graceMs = 5000): Promise<void> {
  const { child } = server
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

function killAllNow(): void {
  for (const server of running) server.child.kill('SIGKILL')
}

/** Kills every child still running when this process exits or is interrupted. */
export function installCleanup(): void {
  process.once('exit', killAllNow)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal} received, stopping the servers`)
      void Promise.allSettled([...running].map((s) => stopServer(s, 2000))).then(() => process.exit(130))
    })
  }
}

// A private, real redis-server on a free port, so a test can stop and restart Redis without
// disturbing the shared one other suites use.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

/**
 * For a test app whose state Redis is a PrivateRedis the test stops: no booking-reminder worker.
 * BullMQ's worker close waits for its blocking read (decision 045), and with the server stopped and
 * started again under it the close was seen to hang the test's teardown until tap's timeout (CI,
 * 2026-12-06, twice); the tests that stop Redis are about other calls. A gateway's own shutdown is
 * bounded by server.ts's forced exit.
 */
export const NO_REMINDER_WORKER = { reminderWorker: false } as const

export class PrivateRedis {
  private child: ChildProcess | undefined

  /**
   * `args` are extra redis-server options, e.g. ['--maxmemory', '8mb'], applied after `configFile`
   * (a shipped redis/*.conf) when one is given.
   */
  constructor(readonly port: number, private readonly args: string[] = [], private readonly configFile?: string) {}

  static async create(args: string[] = [], configFile?: string): Promise<PrivateRedis> {
    const r = new PrivateRedis(await freePort(), args, configFile)
    await r.start()
    return r
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', [...(this.configFile ? [this.configFile] : []), '--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...this.args], { stdio: 'ignore' })
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
      probe.on('error', () => {})
      try {
        await probe.connect()
        await probe.ping()
        return
      } catch {
        await new Promise((r) => setTimeout(r, 50))
      } finally {
        probe.disconnect()
      }
    }
    throw new Error(`redis-server on ${this.port} did not start`)
  }

  /** Freezes the server (SIGSTOP): connections stay open and nothing is answered, as with a hung Redis. */
  pause(): void {
    this.child?.kill('SIGSTOP')
  }

  resume(): void {
    this.child?.kill('SIGCONT')
  }

  async stop(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGKILL')
    })
    this.child = undefined
  }
}

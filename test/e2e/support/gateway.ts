// Starts the production build (`node dist/server/server.js`) as a visitor meets it: its own port,
// its own Redis key prefix, the test database. `npm test` builds before the journeys run.
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../../server/paths.js'
import { TEST_ENV } from '../../../server/test/helper-env.js'
import { flushPrefix } from '../../../server/test/helper.js'
import { spawnNode } from '../../../server/test/support/process.js'
import { freePort } from '../../../server/test/support/redis-server.js'
import { journeyDatabase } from './database.js'

interface Teardown {
  teardown(fn: () => unknown): void
}

/** The admin API token every journey gateway gets (content changes in journeys go through it). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789'

export interface RunningGateway {
  url: string
  child: ChildProcess
  logs(): string
}

/** `nodeArgs` go before the entry point, e.g. the V8 heap ceiling `npm start` uses. */
export async function startGateway(t: Teardown, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningGateway> {
  const entry = join(ROOT, 'dist/server/server.js')
  if (!existsSync(entry) || !existsSync(join(ROOT, 'dist/web/index.html'))) {
    throw new Error('production build missing: run `npm run build` first (npm test does)')
  }
  // The file's own copy of the seeded database (support/database.ts), unless the journey names one.
  const databaseUrl = env.DATABASE_URL ?? (await journeyDatabase(t))
  // A free port is only free until someone takes it: another file's gateway may bind it between
  // freePort() and our child's listen. The child then exits with EADDRINUSE (we try another port),
  // and the probe below only trusts the port once our child has said it listens there (when it logs at info).
  for (let attempt = 1; ; attempt++) {
    const started = await spawnGateway(t, entry, nodeArgs, databaseUrl, env)
    if (started !== 'port taken') return started
    if (attempt === 3) throw new Error('gateway: three free ports were taken before it could listen')
  }
}

async function spawnGateway(t: Teardown, entry: string, nodeArgs: string[], databaseUrl: string, env: Record<string, string>): Promise<RunningGateway | 'port taken'> {
  const port = await freePort()
  const prefix = `e${randomBytes(4).toString('hex')}:`
  const child = spawnNode([...nodeArgs, entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...TEST_ENV, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', ADMIN_TOKEN: E2E_ADMIN_TOKEN, PORT: String(port), REDIS_KEY_PREFIX: prefix, PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d))
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  t.teardown(async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    await flushPrefix(TEST_ENV.REDIS_URL!, prefix)
  })
  const url = `http://127.0.0.1:${port}`
  // Fastify says so at info; a gateway started quieter (LOG_LEVEL warn) is trusted on its probe alone.
  const says = ['info', 'debug', 'trace'].includes(env.LOG_LEVEL ?? 'info')
  const listening = `Server listening at ${url}"`
  // Up to 30 s: on a shared, busy machine the start (migrations check, screens, the SSR module) can take 10.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      await exited
      if (/EADDRINUSE/.test(out)) return 'port taken'
      break
    }
    if (!says || out.includes(listening)) {
      try {
        const res = await fetch(`${url}/readyz`)
        if (res.ok) return { url, child, logs: () => out }
      } catch {
        // listening, not answering yet
      }
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`gateway did not become ready:\n${out}`)
}

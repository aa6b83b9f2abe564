// The two servers under test, both started as plain `node` children on free ports:
// - the baseline, bench/bare-server.ts transpiled to var/bench/bare-server.mjs (no loader in the
//   measured process, as for the gateway), output discarded (it logs nothing);
// - the production gateway, dist/server/server.js, with request logging on into var/bench/gateway.log.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { freePort, spawnServer, waitReady } from './processes.js'
import type { ServerProcess } from './types.js'

export const BASELINE_PATH = '/'
/** The bare server's route doing one Redis GET and SET per request. */
export const STATE_BASELINE_PATH = '/state'
/** The bare server doing one Redis GET per request (a session read's floor). */
export const GET_BASELINE_PATH = '/get'
export const BASELINE_BODY = { hello: 'world' }

export interface Paths {
  root: string
  varDir: string
}

export async function startBaseline(paths: Paths): Promise<ServerProcess> {
  const source = readFileSync(join(paths.root, 'bench/bare-server.ts'), 'utf8')
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: 'bare-server.ts',
  })
  const script = join(paths.varDir, 'bare-server.mjs')
  writeFileSync(script, outputText)
  const port = await freePort()
  const pagesDir = ensureDir(join(paths.varDir, 'pages'))
  // Node resolves `fastify` from var/bench/ upwards, i.e. from the project's node_modules.
  const server = spawnServer({
    name: 'bare fastify',
    args: [script],
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), BENCH_PAGES_DIR: pagesDir, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    port,
    logFile: null,
    cwd: paths.root,
  })
  await waitReady(server, BASELINE_PATH, 15_000)
  server.pagesDir = pagesDir
  return server
}

/** The gateway's environment set by the harness (besides PORT and a random SESSION_SECRET). */
export const GATEWAY_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  REDIS_KEY_PREFIX: 'bench:',
  SCREENS_WATCH: 'false',
  // As `npm start` and the Docker image run it (decision 018).
  MALLOC_ARENA_MAX: '2',
  // Production refuses the local SMS provider; the bench measures no SMS call (decision 013).
  SMS_PROVIDER: 'disabled',
  // The wizard's submit row sends every request from one flow: the per-flow counter is still kept
  // on every request (an INCR in the state Redis), set past the load so the row measures a submit
  // and not a 429.
  FLOW_SUBMITS_PER_MINUTE: '1000000000',
  // The sign-in row signs one customer in over and over from one address: the per-address route
  // limit is set past the load (the per-phone throttle still runs its Lua script on every attempt).
  SIGN_INS_PER_MINUTE: '1000000000',
  // Likewise the event collector's per-address limit (decision 037): its counter is still kept.
  EVENTS_PER_MINUTE: '1000000000',
}

/** `heapMb`: V8's old-space limit; 256 MB as production runs it, more only to measure past that limit. */
export async function startGateway(paths: Paths, extraEnv: Record<string, string> = {}, name = 'gateway', heapMb = 256): Promise<ServerProcess> {
  const entry = join(paths.root, 'dist/server/server.js')
  if (!existsSync(entry)) throw new Error(`${entry} not found: build the gateway first (npm run build:server)`)
  const port = await freePort()
  const logFile = join(paths.varDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`)
  writeFileSync(logFile, '')
  const server = spawnServer({
    name,
    // As `npm start` and the Docker image run it (decision 018).
    args: [`--max-old-space-size=${heapMb}`, entry],
    env: {
      ...process.env,
      ...GATEWAY_ENV,
      PORT: String(port),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ...extraEnv,
    },
    port,
    logFile,
    cwd: paths.root,
  })
  // Migrations and the seed of an empty database run before the gateway listens.
  await waitReady(server, '/healthz', 60_000)
  return server
}

export function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true })
  return dir
}

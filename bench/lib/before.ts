// An earlier build of the gateway measured in the same rounds as the current one (BENCH_BEFORE_REF):
// how a change (issue 12's hardening) moved an endpoint's ratio, from one run instead of two runs
// on a machine whose speed drifts between them. The ref is exported with `git archive` into
// var/bench/before-<sha>, installed from its own lock file and built once; later runs reuse it.
// It gets a database and Redis key prefix of its own, so its migrations and seed never meet ours.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, openSync, closeSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { SettingsError } from './settings.js'

export interface BeforeBuild {
  ref: string
  sha: string
  root: string
  env: Record<string, string>
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
}

/** The database URL of the earlier build: ours with another database name. */
export function beforeDatabaseUrl(current: string): string {
  const url = new URL(current)
  url.pathname = `${url.pathname.replace(/^\//, '') || 'turuncu_garaj'}_bench_before`
  return url.toString()
}

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

export async function prepareBefore(ref: string, root: string, varDir: string, databaseUrl: string, log: (line: string) => void): Promise<BeforeBuild> {
  let sha: string
  try {
    sha = git(root, ['rev-parse', '--verify', `${ref}^{commit}`])
  } catch {
    throw new SettingsError(`bench: BENCH_BEFORE_REF "${ref}" is not a commit of this repository`)
  }
  const dir = join(varDir, `before-${sha.slice(0, 12)}`)
  if (!existsSync(join(dir, 'dist/server/server.js'))) {
    log(`before: building ${ref} (${sha.slice(0, 12)}) into ${dir} (once; output in ${dir}.log)`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const out = openSync(`${dir}.log`, 'w')
    try {
      execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root, stdio: ['ignore', out, out] })
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', out, out] })
      execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', out, out] })
    } finally {
      closeSync(out)
    }
  }
  const url = beforeDatabaseUrl(databaseUrl)
  await ensureDatabase(url)
  return { ref, sha, root: dir, env: { DATABASE_URL: url, REDIS_KEY_PREFIX: 'bench-before:' } }
}

// Project paths that hold data the gateway reads at run time (descriptors, migrations, Lua, the
// client build). Resolved from the project root, so the source run (tsx) and the compiled run
// (dist/) read the same files.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

function findRoot(from: string): string {
  let dir = dirname(fileURLToPath(from))
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir)
    if (up === dir) throw new Error('project root (package.json) not found')
    dir = up
  }
  return dir
}

export const ROOT = findRoot(import.meta.url)
export const SCREENS_DIR = join(ROOT, 'server/screens')
export const FLOWS_DIR = join(ROOT, 'server/flows')
export const MIGRATIONS_DIR = join(ROOT, 'server/db/migrations')
export const REDIS_DIR = join(ROOT, 'redis')
export const WEB_DIST = join(ROOT, 'dist/web')
export const SSR_ENTRY = join(ROOT, 'dist/ssr/entry-server.js')

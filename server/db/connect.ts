// Opens the PostgreSQL pool, creating the database on first start so a fresh machine needs no manual
// step. Failures become StartupError with one line naming the URL and the fix.
import pg from 'pg'
import { redactUrl } from '../config.js'

export class StartupError extends Error {}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string }
  return e.code ?? e.message ?? String(err)
}

async function createDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
  } catch (err) {
    if ((err as { code?: string }).code !== '42P04') throw err // already created by a concurrent start
  } finally {
    await admin.end()
  }
}

export async function openPool(databaseUrl: string, max: number): Promise<pg.Pool> {
  const make = () => new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 })
  let pool = make()
  try {
    await pool.query('SELECT 1')
  } catch (err) {
    await pool.end().catch(() => {})
    if ((err as { code?: string }).code === '3D000') {
      try {
        await createDatabase(databaseUrl)
      } catch (createErr) {
        throw new StartupError(`startup: cannot create the database of DATABASE_URL ${redactUrl(databaseUrl)} (${describe(createErr)}). Create it or point DATABASE_URL at an existing database.`)
      }
      pool = make()
      await pool.query('SELECT 1')
    } else {
      throw new StartupError(`startup: PostgreSQL at ${redactUrl(databaseUrl)} is unreachable (${describe(err)}). Start it with npm run services (or docker compose up -d postgres) or set DATABASE_URL.`)
    }
  }
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  return pool
}

// Each journey file gets its own copy of the seeded test database, so journeys run two at a time
// (decision 046) without one file's bookings, registrations, favourites or content edits showing in
// another file's pages. The copy is PostgreSQL's CREATE DATABASE … TEMPLATE of the database the tap
// run's global set-up has just migrated and seeded (a file copy: well under a second at seed size),
// made when the file starts its first gateway and dropped when the file ends.
import pg from 'pg'
import { TEST_DATABASE_URL } from '../../../server/test/helper-env.js'

interface Teardown {
  teardown(fn: () => unknown): void
}

const source = new URL(TEST_DATABASE_URL)
const SOURCE_NAME = decodeURIComponent(source.pathname.slice(1))
/** Copies are named after the source and this process: a leftover one is easy to recognise. */
export const JOURNEY_PREFIX = `${SOURCE_NAME}_j`
const NAME = `${JOURNEY_PREFIX}${process.pid}`

/** This journey file's database; it exists once the file's first gateway has started. */
export const JOURNEY_DATABASE_URL = (() => {
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${NAME}`
  return url.toString()
})()

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

async function onMaintenance<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

let ready: Promise<string> | undefined

/** Creates this file's copy once (later calls share it) and drops it when the file's tap run ends. */
export function journeyDatabase(t: Teardown): Promise<string> {
  ready ??= (async () => {
    await onMaintenance(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${quote(NAME)} WITH (FORCE)`)
      // Another file copying the same source at this moment is fine; a connection still open on the
      // source (a developer's psql, a server suite running beside) is not: retry for a while.
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`CREATE DATABASE ${quote(NAME)} TEMPLATE ${quote(SOURCE_NAME)} STRATEGY FILE_COPY`)
          return
        } catch (err) {
          const busy = (err as { code?: string }).code === '55006' // object_in_use: the source has sessions
          if (!busy || attempt >= 100) throw err
          await new Promise((r) => setTimeout(r, 100))
        }
      }
    })
    // Registered before the gateways' own teardowns, so it runs after them (tap runs teardowns last
    // registered first): by then no gateway holds a connection.
    t.teardown(() => onMaintenance((client) => client.query(`DROP DATABASE IF EXISTS ${quote(NAME)} WITH (FORCE)`)))
    return JOURNEY_DATABASE_URL
  })()
  return ready
}

/** Drops copies an interrupted run left behind (called by the tap run's global set-up). */
export async function dropLeftoverJourneyDatabases(): Promise<string[]> {
  return onMaintenance(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [JOURNEY_PREFIX])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`)
    return rows.map((r) => r.datname)
  })
}

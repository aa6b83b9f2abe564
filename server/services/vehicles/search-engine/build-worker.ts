// A full build of the bitmap engine off the event loop (decision 047): this worker thread reads the
// inventory's columns from PostgreSQL, builds the engine's state and hands its buffers to the main
// thread without copying. The main thread keeps answering with the engine it has until then.
import { parentPort, workerData } from 'node:worker_threads'
import pg from 'pg'
import { buildState, transferList } from './engine-state.js'
import { loadColumns } from './loader.js'

const { databaseUrl } = workerData as { databaseUrl: string }
const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, application_name: 'search-engine-build' })
try {
  await client.connect()
  const started = performance.now()
  const columns = await loadColumns(client)
  const loadedMs = performance.now() - started
  const state = buildState(columns)
  parentPort!.postMessage({ state, loadedMs, builtMs: performance.now() - started - loadedMs }, transferList(state))
} catch (err) {
  parentPort!.postMessage({ error: (err as Error).message ?? String(err) })
} finally {
  await client.end().catch(() => {})
}

// The search host's thread (search-host.ts, decision 050): the host's core with a PostgreSQL pool of
// its own, driven by the gateway's messages in the order they were sent.
import { parentPort, workerData } from 'node:worker_threads'
import pg from 'pg'
import type { Catalog } from '../catalog.js'
import type { EngineLog } from './live-engine.js'
import { SearchHostCore } from './host-core.js'
import type { HostError, HostReply, HostRequest } from './search-host.js'

const { databaseUrl, poolSize } = workerData as { databaseUrl: string; poolSize: number }
const port = parentPort!
const send = (reply: HostReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer)

const log: EngineLog = {
  info: (obj, msg) => send({ t: 'log', level: 'info', obj, msg }),
  warn: (obj, msg) => send({ t: 'log', level: 'warn', obj, msg }),
  error: (obj, msg) => send({ t: 'log', level: 'error', obj, msg }),
}

const db = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000, application_name: 'search-host' })
// An idle connection dropped by the server must not end the thread: the next query opens another.
db.on('error', (err) => log.warn({ err: err.message }, 'search host: idle database connection lost'))
const core = new SearchHostCore(db, databaseUrl, log, true)
/** The gateway's catalog as it last sent it (before the first search). */
let catalog: Catalog | undefined

function failure(err: unknown): HostError {
  const e = err as { message?: string; code?: unknown; statusCode?: unknown }
  return {
    message: e.message ?? String(err),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
  }
}

async function search(m: Extract<HostRequest, { t: 'search' }>): Promise<void> {
  try {
    if (!catalog) throw new Error('search host: no catalog yet')
    const answer = await core.answer(m.n, catalog, m.brandIds, m.modelIds, m.compressedOnly)
    // The answer's bytes move to the gateway's thread: each has a memory of its own (search-answer.ts, host-core.ts).
    const transfer: ArrayBuffer[] = []
    if ('utf8' in answer) transfer.push(answer.utf8.buffer as ArrayBuffer)
    if ('br' in answer && answer.br) transfer.push(answer.br.buffer as ArrayBuffer)
    send({ t: 'answer', id: m.id, answer }, transfer)
  } catch (err) {
    send({ t: 'answer', id: m.id, error: failure(err) })
  }
}

async function stop(): Promise<void> {
  await core.stop()
  await db.end().catch(() => {})
  port.close()
}

port.on('message', (m: HostRequest) => {
  switch (m.t) {
    case 'catalog': catalog = m.catalog; break
    case 'search': void search(m); break
    case 'changed': core.changed(m.ids); break
    case 'views': core.viewsChanged(m.pairs); break
    case 'rebuild': core.rebuild(); break
    case 'warm': core.warm(); break
    case 'stats': send({ t: 'stats', id: m.id, stats: core.stats }); break
    case 'stop': void stop(); break
  }
})

// The event collector as `app.events` (decision 037). EVENTS_SINK picks the sink: 'postgres'
// (default, the day-partitioned engagement_events table) or 'http' (a hosted engagement service:
// EVENTS_HTTP_URL, optional EVENTS_HTTP_KEY, EVENTS_HTTP_TIMEOUT_MS). Batches are buffered across
// requests for EVENTS_BUFFER_MS (250 ms; 0 writes each request's batch before answering). One
// address may post EVENTS_PER_MINUTE batches a minute (600: visitors behind one carrier NAT share it).
// EVENTS_RETENTION_DAYS (180; 0 keeps everything) drops the PostgreSQL sink's day partitions once
// they are that old: checked at start and every 6 hours by every instance (dropping is idempotent).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { EventCollector } from '../services/events/collector.js'
import { BufferedSink, HttpEventSink, PostgresEventSink, type EventSink } from '../services/events/sinks.js'

declare module 'fastify' {
  interface FastifyInstance {
    events: { collector: EventCollector; store: PostgresEventSink; flush(): Promise<void>; perMinute: number }
  }
}

export interface EventsOptions {
  env?: Record<string, string | undefined>
}

export function eventSinkOf(env: Record<string, string | undefined>, store: PostgresEventSink): EventSink {
  const kind = env.EVENTS_SINK || 'postgres'
  if (kind === 'postgres') return store
  if (kind !== 'http') throw new Error(`EVENTS_SINK must be 'postgres' or 'http', not '${kind}'`)
  const url = env.EVENTS_HTTP_URL ?? ''
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error('EVENTS_SINK=http needs EVENTS_HTTP_URL (http:// or https://)')
  const timeoutMs = Number(env.EVENTS_HTTP_TIMEOUT_MS ?? 3000)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 30_000) throw new Error('EVENTS_HTTP_TIMEOUT_MS must be 100–30000')
  return new HttpEventSink({ url, apiKey: env.EVENTS_HTTP_KEY || undefined, timeoutMs })
}

/** The numeric EVENTS_* settings, checked: a bad value stops the start with a line naming it. */
export function eventSettings(env: Record<string, string | undefined>): { bufferMs: number; perMinute: number; retentionDays: number } {
  const bufferMs = Number(env.EVENTS_BUFFER_MS ?? 250)
  if (!Number.isInteger(bufferMs) || bufferMs < 0 || bufferMs > 10_000) throw new Error('EVENTS_BUFFER_MS must be 0–10000')
  const perMinute = Number(env.EVENTS_PER_MINUTE ?? 600)
  if (!Number.isInteger(perMinute) || perMinute < 1) throw new Error('EVENTS_PER_MINUTE must be a positive whole number')
  const retentionDays = Number(env.EVENTS_RETENTION_DAYS ?? 180)
  if (!Number.isInteger(retentionDays) || retentionDays < 0 || retentionDays > 3650) throw new Error('EVENTS_RETENTION_DAYS must be 0–3650 (0 keeps every day)')
  return { bufferMs, perMinute, retentionDays }
}

async function eventsPlugin(app: FastifyInstance, opts: EventsOptions) {
  const store = new PostgresEventSink(app.db)
  const env = opts.env ?? process.env
  const { bufferMs, perMinute, retentionDays } = eventSettings(env)
  const target = eventSinkOf(env, store)
  const buffered = bufferMs > 0 ? new BufferedSink(target, { flushMs: bufferMs, maxBatch: 500, maxQueued: 20_000, log: app.log }) : null
  const sink = buffered ?? target
  const flush = () => buffered?.flush() ?? Promise.resolve()
  app.decorate('events', { collector: new EventCollector(sink, app.config.sessionSecret), store, flush, perMinute })
  let pruner: NodeJS.Timeout | undefined
  if (retentionDays > 0) {
    const prune = () => {
      store.prune(retentionDays).then((days) => {
        if (days.length) app.log.info({ event: 'events_pruned', days: days.length, oldest: days[0], newest: days.at(-1) }, 'events: old day partitions dropped')
      }, (err: unknown) => app.log.warn({ event: 'events_prune_failed', err: (err as Error).message }, 'events: dropping old day partitions failed; retried later'))
    }
    app.addHook('onReady', async () => {
      prune()
      pruner = setInterval(prune, PRUNE_EVERY_MS).unref()
    })
  }
  app.addHook('onClose', async () => {
    clearInterval(pruner)
    await flush()
  })
}

const PRUNE_EVERY_MS = 6 * 3_600_000

export default fp(eventsPlugin, { name: 'events', dependencies: ['config', 'db'] })

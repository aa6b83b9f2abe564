// The event collector as `app.events` (decision 037). EVENTS_SINK picks the sink: 'postgres'
// (default, the day-partitioned engagement_events table) or 'http' (a hosted engagement service:
// EVENTS_HTTP_URL, optional EVENTS_HTTP_KEY, EVENTS_HTTP_TIMEOUT_MS). Batches are buffered across
// requests for EVENTS_BUFFER_MS (250 ms; 0 writes each request's batch before answering). One
// address may post EVENTS_PER_MINUTE batches a minute (600: visitors behind one carrier NAT share it).
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

async function eventsPlugin(app: FastifyInstance, opts: EventsOptions) {
  const store = new PostgresEventSink(app.db)
  const env = opts.env ?? process.env
  const target = eventSinkOf(env, store)
  const bufferMs = Number(env.EVENTS_BUFFER_MS ?? 250)
  if (!Number.isInteger(bufferMs) || bufferMs < 0 || bufferMs > 10_000) throw new Error('EVENTS_BUFFER_MS must be 0–10000')
  const buffered = bufferMs > 0 ? new BufferedSink(target, { flushMs: bufferMs, maxBatch: 500, maxQueued: 20_000, log: app.log }) : null
  const sink = buffered ?? target
  const flush = () => buffered?.flush() ?? Promise.resolve()
  const perMinute = Number(env.EVENTS_PER_MINUTE ?? 600)
  if (!Number.isInteger(perMinute) || perMinute < 1) throw new Error('EVENTS_PER_MINUTE must be a positive whole number')
  app.decorate('events', { collector: new EventCollector(sink, app.config.sessionSecret), store, flush, perMinute })
  app.addHook('onClose', async () => flush())
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['config', 'db'] })

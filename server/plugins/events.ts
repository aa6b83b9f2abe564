// The event collector as `app.events` (decision 037). EVENTS_SINK picks the sink: 'postgres'
// (default, the day-partitioned engagement_events table) or 'http' (a hosted engagement service:
// EVENTS_HTTP_URL, optional EVENTS_HTTP_KEY, EVENTS_HTTP_TIMEOUT_MS).
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { EventCollector } from '../services/events/collector.js'
import { HttpEventSink, PostgresEventSink, type EventSink } from '../services/events/sinks.js'

declare module 'fastify' {
  interface FastifyInstance {
    events: { collector: EventCollector; store: PostgresEventSink }
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
  const sink = eventSinkOf(opts.env ?? process.env, store)
  app.decorate('events', { collector: new EventCollector(sink, app.config.sessionSecret), store })
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['config', 'db'] })

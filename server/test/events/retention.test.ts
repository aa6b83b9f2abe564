// The events' retention (issue 17, EVENTS_RETENTION_DAYS): day partitions older than the retention
// are dropped whole — by the job every gateway runs at start and by the store's prune() — while the
// days inside it keep every row. Test files share one database and write events on today's clock,
// so these tests use days long past (2001, 2002) that no other file writes.
import t from 'tap'
import { buildTestApp } from '../helper.js'
import { PostgresEventSink, type StoredEvent } from '../../services/events/sinks.js'
import { eventSettings } from '../../plugins/events.js'
import type { App } from '../../app.js'

const event = (day: string, pageType: string): StoredEvent => ({
  receivedAt: new Date(`${day}T12:34:56.789Z`), name: 'page_view', pageType, pageUrl: 'https://www.turuncugaraj.test/', channel: 'Web',
  source: 'WIN Desktop', hashId: null, ipHash: 'h', props: {},
})

const partitions = async (app: App, year: string) =>
  (await app.db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'engagement_events'::regclass AND c.relname LIKE $1 ORDER BY 1`, [`engagement_events_${year}%`])).rows.map((r) => r.name)

t.test('prune() drops whole days older than the retention and keeps the rest, rows included', async (t) => {
  const { app } = await buildTestApp(t)
  const store = new PostgresEventSink(app.db)
  const days = ['2001-01-10', '2001-06-30', '2001-07-01', '2001-12-30']
  await store.write(days.map((d) => event(d, 'retention_prune')))
  t.same(await partitions(app, '2001'), ['engagement_events_20010110', 'engagement_events_20010630', 'engagement_events_20010701', 'engagement_events_20011230'])

  // 2001-12-31 minus 183 days is 2001-07-01: that day and later stay.
  const dropped = await store.prune(183, new Date('2001-12-31T08:00:00Z'))
  t.same(dropped, ['2001-01-10', '2001-06-30'], 'the two older days, oldest first')
  t.same(await partitions(app, '2001'), ['engagement_events_20010701', 'engagement_events_20011230'])
  const { rows } = await app.db.query(`SELECT received_at FROM engagement_events WHERE page_type = 'retention_prune' ORDER BY 1`)
  t.same(rows.map((r) => (r.received_at as Date).toISOString()), ['2001-07-01T12:34:56.789Z', '2001-12-30T12:34:56.789Z'], 'the kept days keep their rows, to the millisecond')

  t.same(await store.prune(183, new Date('2001-12-31T08:00:00Z')), [], 'a second run finds nothing to drop')
  // The store made those partitions itself: after dropping one it makes it again when that day's events come.
  await store.write([event('2001-06-30', 'retention_prune')])
  t.same(await partitions(app, '2001'), ['engagement_events_20010630', 'engagement_events_20010701', 'engagement_events_20011230'])
  await store.prune(0, new Date('2002-01-01T00:00:00Z'))
  t.same(await partitions(app, '2001'), [], 'retention 0 at prune() level drops every past day')
})

t.test('a gateway with EVENTS_RETENTION_DAYS drops the old days at start and logs it without personal data', async (t) => {
  const { app: writer } = await buildTestApp(t)
  await new PostgresEventSink(writer.db).write([event('2002-03-04', 'retention_start')])
  t.same(await partitions(writer, '2002'), ['engagement_events_20020304'])

  const { app, logs } = await buildTestApp(t, { env: { EVENTS_RETENTION_DAYS: '3650' }, captureLogs: true })
  for (let i = 0; i < 50 && (await partitions(app, '2002')).length; i++) await new Promise((r) => setTimeout(r, 100))
  t.same(await partitions(app, '2002'), [], 'the day older than ten years is gone')
  const line = logs.find((l) => l.event === 'events_pruned')
  t.ok(line, 'one line tells ops how many days were dropped')
  t.ok((line?.days as number) >= 1)
})

t.test('EVENTS_RETENTION_DAYS must be a whole number of days from 0 to 3650', async (t) => {
  for (const bad of ['-1', '3651', '7.5', 'yıl']) {
    t.throws(() => eventSettings({ EVENTS_RETENTION_DAYS: bad }), /EVENTS_RETENTION_DAYS must be 0–3650/, bad)
  }
  t.equal(eventSettings({}).retentionDays, 180, 'six months unless told otherwise')
  t.equal(eventSettings({ EVENTS_RETENTION_DAYS: '0' }).retentionDays, 0)
})

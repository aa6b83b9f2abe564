// The environment every test gateway starts from: its own database, silent logs, no file watching.
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'

// The suite's database is named after the checkout: every tap run first drops and reseeds it
// (global-setup.ts), so two checkouts on one machine (a worktree, a second clone) running tests at
// the same time would otherwise pull each other's tables away mid-test.
const CHECKOUT = createHash('sha1').update(fileURLToPath(new URL('../..', import.meta.url))).digest('hex').slice(0, 8)
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/turuncu_garaj_test_${CHECKOUT}`

export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  DATABASE_URL: TEST_DATABASE_URL,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  LOG_LEVEL: 'silent',
  SCREENS_WATCH: 'false',
  AUTO_SEED: 'false',
  // Test files share one database: a sweep would schedule (and, on a fake clock, send) the reminders
  // of other files' bookings. The sweep's own test calls it (server/test/booking/reminders.test.ts).
  REMINDER_SWEEP_MINUTES: '0',
  // Likewise the events' retention job: files write events on other days' clocks (its test calls it).
  EVENTS_RETENTION_DAYS: '0',
  PUBLIC_BASE_URL: 'https://www.turuncugaraj.test',
}

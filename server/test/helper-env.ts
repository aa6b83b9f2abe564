// The environment every test gateway starts from: its own database, silent logs, no file watching.
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/turuncu_garaj_test'

export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  DATABASE_URL: TEST_DATABASE_URL,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  LOG_LEVEL: 'silent',
  SCREENS_WATCH: 'false',
  AUTO_SEED: 'false',
  PUBLIC_BASE_URL: 'https://www.turuncugaraj.test',
}

// The gateway's memory stays bounded whatever clients search (issue 12 finding 2, decision 018):
// the production build answers 10,000 distinct searches, each asked twice so every one is admitted
// to the in-process tier, and its resident memory stays under 300 MB.
import t from 'tap'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../paths.js'
import { TEST_ENV } from '../helper-env.js'
import { flushPrefix } from '../helper.js'
import { freePort } from '../support/redis-server.js'

const SEARCHES = 10_000
const CONCURRENCY = 8
const CEILING_MB = 300
const PAGE_SIZES = [12, 24, 48, 100]
const SORTERS = [1, 2, 4, 5, 9]

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) }
}

t.test(`${SEARCHES} distinct searches keep the gateway under ${CEILING_MB} MB`, async (t) => {
  const entry = join(ROOT, 'dist/server/server.js')
  if (!existsSync(entry)) throw new Error('production build missing: run `npm run build` first (npm test does)')
  const port = await freePort()
  const prefix = `m${randomBytes(4).toString('hex')}:`
  const child = spawn(process.execPath, ['--max-old-space-size=256', entry], {
    cwd: ROOT,
    // The V8 heap ceiling and MALLOC_ARENA_MAX=2 as `npm start` and the Docker image run it (decision 018).
    env: { PATH: process.env.PATH ?? '', ...TEST_ENV, LOG_LEVEL: 'warn', PORT: String(port), REDIS_KEY_PREFIX: prefix, MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (errors += d))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  t.teardown(async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    await flushPrefix(TEST_ENV.REDIS_URL!, prefix)
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 400; i++) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break
    await new Promise((r) => setTimeout(r, 50))
  }

  const search = async (n: number) => {
    const body = JSON.stringify({
      VehicleTypeId: 14870,
      filters: { Km: [0, 150_000 + n] },
      sorters: [SORTERS[n % SORTERS.length]],
      pageSize: PAGE_SIZES[n % PAGE_SIZES.length],
      pageNumber: 1,
    })
    let bytes = 0
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${url}/api/vehicle/vehicles-get`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      if (res.status !== 200) throw new Error(`search ${n} answered ${res.status}`)
      bytes = (await res.arrayBuffer()).byteLength
    }
    return bytes
  }
  const base = memoryMb(child.pid!)
  let next = 0
  let bytes = 0
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < SEARCHES) bytes += await search(next++)
  }))
  const after = memoryMb(child.pid!)
  t.ok(after.rss < CEILING_MB, `RSS ${after.rss} MB after ${SEARCHES} distinct searches (${Math.round(bytes / 1024 / 1024)} MB of answers; ${base.rss} MB when ready; peak ${after.peak} MB)`)
  t.equal(errors, '', 'nothing on stderr')
})

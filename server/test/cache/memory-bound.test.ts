// The gateway's memory stays bounded whatever clients search (issue 12 finding 2, decision 018):
// the production build answers 10,000 distinct searches, each asked twice so every one is admitted
// to the in-process tier, and its resident memory stays under 300 MB.
import t from 'tap'
import { readFileSync } from 'node:fs'
import { startGateway } from '../../../test/e2e/support/gateway.js'

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
  // The V8 heap ceiling and MALLOC_ARENA_MAX=2 as `npm start` and the Docker image run it (decision 018).
  const gateway = await startGateway(t, { LOG_LEVEL: 'warn', MALLOC_ARENA_MAX: '2' }, ['--max-old-space-size=256', '--max-semi-space-size=16'])
  const { url, child } = gateway

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
  t.equal(gateway.logs(), '', 'no warning or error logged')
})

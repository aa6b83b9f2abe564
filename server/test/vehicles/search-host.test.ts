// The search host (decision 050) makes the same answers wherever it runs, and a thread that dies is
// replaced: what a visitor and an integrator would notice.
// - On its worker thread and on the event loop, every search — filters, sorters, pages, a page past
//   the last, a bad value — gets byte for byte the same answer, plain and Brotli-compressed.
// - A search asked once by a client that takes Brotli leaves the thread as its Brotli copy alone
//   (decision 051); a plain or gzip client asking the same search at that moment gets the same answer.
// - 'auto' keeps a small inventory's searches on the event loop (the default seed: 21,500 vehicles).
// - A thread that dies loses no later search: the next one starts another thread, which builds afresh;
//   a search caught in the death is a 503 with the Turkish message, never a 500.
import t from 'tap'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Worker } from 'node:worker_threads'
import { buildTestApp } from '../helper.js'

const SEARCHES = [
  { VehicleTypeId: 14870, filters: {}, sorters: [2], pageSize: 12, pageNumber: 1 },
  { VehicleTypeId: 14870, filters: {}, sorters: [4], pageSize: 100, pageNumber: 3 },
  { VehicleTypeId: 14870, filters: { Brand: ['renault', 'fiat'], FuelType: ['Dizel'] }, sorters: [5], pageSize: 24, pageNumber: 1 },
  { VehicleTypeId: 14870, filters: { Year: [2016, 2020], Km: [10_000, 90_000] }, sorters: [8], pageSize: 48, pageNumber: 2 },
  { VehicleTypeId: 14870, filters: { Price: [500_000, 1_500_000], HasReserved: [true] }, sorters: [1], pageSize: 10, pageNumber: 1 },
  { VehicleTypeId: 14870, filters: { City: ['İstanbul'], Damage: ['NoTramer'] }, sorters: [3], pageSize: 20, pageNumber: 1 },
  { VehicleTypeId: 14169, filters: {}, sorters: [6], pageSize: 12, pageNumber: 1 },
  { VehicleTypeId: 14870, filters: { Brand: ['renault'] }, sorters: [2], pageSize: 12, pageNumber: 100_000 },
  { VehicleTypeId: 14870, filters: { Brand: ['yok-boyle-bir-marka'] }, sorters: [2], pageSize: 12, pageNumber: 1 },
]

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

async function answers(app: App, encoding: 'identity' | 'br') {
  const out: Array<{ status: number; body: string }> = []
  for (const payload of SEARCHES) {
    const res = await app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload, headers: { 'accept-encoding': encoding } })
    const compressed = res.headers['content-encoding'] === 'br'
    out.push({ status: res.statusCode, body: compressed ? brotliDecompressSync(res.rawPayload).toString() : res.body })
  }
  return out
}

t.test('on its thread and on the event loop the host gives the same answers, plain and compressed', async (t) => {
  const { app: thread } = await buildTestApp(t, { env: { SEARCH_HOST: 'thread' } })
  const { app: inline } = await buildTestApp(t, { env: { SEARCH_HOST: 'inline' } })
  const plain = await answers(inline, 'identity')
  t.same(plain.map((a) => a.status), [200, 200, 200, 200, 200, 200, 200, 400, 400], 'the searches answer as the spec says')
  t.match(plain[7]!.body, /Sayfa numarası en fazla \d+ olabilir/)
  t.ok(JSON.parse(plain[2]!.body).result.hits.length > 0, 'a filtered search finds cars')
  for (const encoding of ['identity', 'br'] as const) {
    const fromThread = await answers(thread, encoding)
    for (const [i, a] of fromThread.entries()) t.same(a, plain[i], `${encoding}: search ${i} answers the same on the thread`)
  }
  t.equal(thread.vehicles.searchHost.where, 'thread')
  t.equal(inline.vehicles.searchHost.where, 'inline')
})

t.test('a one-off search for a Brotli client crosses as its Brotli copy alone; clients joining it get the same answer', async (t) => {
  const { app: thread } = await buildTestApp(t, { env: { SEARCH_HOST: 'thread' } })
  const { app: inline } = await buildTestApp(t, { env: { SEARCH_HOST: 'inline' } })
  const plain = await answers(inline, 'identity')
  const host = thread.vehicles.searchHost
  const answer = host.answer.bind(host)
  const compressedOnly: boolean[] = []
  host.answer = (n, catalog, brandIds, modelIds, only = false) => {
    compressedOnly.push(only)
    return answer(n, catalog, brandIds, modelIds, only)
  }
  for (const [i, payload] of SEARCHES.entries()) {
    const ask = (encoding: string) => thread.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload, headers: { 'accept-encoding': encoding } })
    // Sent together: the Brotli client's first ask starts the search, the others join it.
    const [br, identity, gzip] = await Promise.all([ask('br'), ask('identity'), ask('gzip')])
    const decoded = (res: typeof br) => {
      const encoding = res.headers['content-encoding']
      return encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body
    }
    for (const [name, res] of [['br', br], ['identity', identity], ['gzip', gzip]] as const) {
      t.same({ status: res.statusCode, body: decoded(res) }, plain[i], `search ${i}, ${name} client: the same answer as on the event loop`)
    }
    if (br.statusCode === 200) t.equal(br.headers['content-encoding'], 'br', `search ${i}: the Brotli client gets Brotli`)
    t.equal(identity.headers['content-encoding'], undefined, `search ${i}: the plain client gets plain text`)
  }
  // Every search but the unknown brand (refused before the host) reached it once.
  t.same(compressedOnly, Array(SEARCHES.length - 1).fill(true), 'each search went to the thread once, as a Brotli-only answer')
  // Asked again, the search is kept: its text comes too, and the plain client reads it.
  const again = await thread.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: SEARCHES[0]!, headers: { 'accept-encoding': 'identity' } })
  t.equal(again.body, plain[0]!.body)
  t.equal(compressedOnly.at(-1), false, 'a search asked again is made with its text, to be kept')
})

t.test("'auto' keeps a small inventory's searches on the event loop", async (t) => {
  const { app } = await buildTestApp(t)
  t.equal(app.vehicles.searchHost.where, undefined, 'nothing decided before the first search')
  const res = await app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: SEARCHES[0]! })
  t.equal(res.statusCode, 200)
  t.equal(app.vehicles.searchHost.where, 'inline')
})

t.test('a thread that dies is replaced by the next search; a search caught in it is a 503, never a 500', async (t) => {
  const { app } = await buildTestApp(t, { env: { SEARCH_HOST: 'thread' } })
  const search = (pageNumber: number) => app.inject({ method: 'POST', url: '/api/vehicle/vehicles-get', payload: { ...SEARCHES[1]!, pageNumber } })
  t.equal((await search(1)).statusCode, 200)
  const worker = () => (app.vehicles.searchHost as unknown as { host: { worker?: Worker } }).host.worker
  const first = worker()!
  const caught = search(2) // sent, then the thread goes
  await first.terminate()
  const res = await caught
  t.ok([200, 503].includes(res.statusCode), `the search caught in it answers ${res.statusCode}`)
  if (res.statusCode === 503) t.equal(res.json().message, 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyiniz.')
  const after = await search(3)
  t.equal(after.statusCode, 200, 'the next search is answered')
  t.ok(JSON.parse(after.body).result.hits.length > 0)
  t.not(worker(), first, 'by a new thread')
  t.equal((await app.vehicles.searchHost.stats()).builds, 1, 'which built its engine afresh')
})

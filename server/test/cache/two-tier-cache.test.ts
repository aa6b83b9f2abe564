// The two-tier cache of design §4 against real Redis servers: single flight within and across
// instances, invalidation over pub/sub, stale-while-revalidate, the fill/invalidate race, and
// answering from the loader while Redis is down.
import t from 'tap'
import { randomBytes } from 'node:crypto'
import pino from 'pino'
import { Redis } from 'ioredis'
import { brotliCompressSync } from 'node:zlib'
import { TwoTierCache, bytesValue, entryTag, expiringValue, isByteEntry, type LoadHint } from '../../services/cache/two-tier-cache.js'
import { createRedis } from '../../plugins/redis.js'
import { heapBudgetWarning } from '../../plugins/cache.js'
import { flushPrefix } from '../helper.js'
import { PrivateRedis } from '../support/redis-server.js'

const SHARED_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const log = pino({ level: 'silent' })

interface Instance {
  cache: TwoTierCache
  redis: Redis
}

async function instance(tt: { teardown(fn: () => unknown): void }, prefix: string, url = SHARED_URL, localTtlMs = 60_000, localMaxBytes = 8 * 1024 * 1024, derivedPrefixes?: string[]): Promise<Instance> {
  const redis = createRedis(url)
  const sub = createRedis(url)
  // The gateway's redis plugin logs these; here a stopped Redis is the point of some tests.
  redis.on('error', () => {})
  sub.on('error', () => {})
  await redis.connect()
  await sub.connect()
  const cache = new TwoTierCache({ redis, sub, keyPrefix: prefix, localTtlMs, redisTtlS: 60, localMaxBytes, log, ...(derivedPrefixes ? { derivedPrefixes } : {}) })
  await cache.start()
  tt.teardown(() => {
    cache.stop()
    redis.disconnect()
    sub.disconnect()
  })
  return { cache, redis }
}

function newPrefix(t: { teardown(fn: () => unknown): void }): string {
  const prefix = `tc${randomBytes(4).toString('hex')}:`
  t.teardown(() => flushPrefix(SHARED_URL, prefix))
  return prefix
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function eventually(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started
    await sleep(10)
  }
  return -1
}

t.test('500 concurrent requests on a cold key run the loader once', async (t) => {
  const { cache } = await instance(t, newPrefix(t))
  let reads = 0
  const loader = async () => {
    reads++
    await sleep(30)
    return { rows: [1, 2, 3] }
  }
  const results = await Promise.all(Array.from({ length: 500 }, () => cache.get('content:footer', loader)))
  t.equal(reads, 1, 'one database read')
  t.ok(results.every((r) => r.body === '{"rows":[1,2,3]}'), 'every caller got the value')
  t.match(entryTag(results[0]!), /^W\/"[A-Za-z0-9_-]{22}"$/, 'a weak validator')
  t.ok(results.every((r) => entryTag(r) === entryTag(results[0]!)), 'one etag')
})

t.test('two instances on a cold key share one load through Redis', async (t) => {
  const prefix = newPrefix(t)
  const a = await instance(t, prefix)
  const b = await instance(t, prefix)
  let reads = 0
  const loader = async () => {
    reads++
    await sleep(50)
    return 'value'
  }
  const calls = Array.from({ length: 500 }, (_, i) => (i % 2 ? a : b).cache.get('k', loader))
  const results = await Promise.all(calls)
  t.equal(reads, 1, 'one database read across both instances')
  t.ok(results.every((r) => r.body === '"value"'))
})

t.test('an invalidation on one instance reaches the other within one second', async (t) => {
  const prefix = newPrefix(t)
  const a = await instance(t, prefix)
  const b = await instance(t, prefix)
  let source = 'v1'
  const loader = async () => source
  t.equal((await a.cache.get('k', loader)).body, '"v1"')
  t.equal((await b.cache.get('k', loader)).body, '"v1"')
  source = 'v2'
  t.equal((await b.cache.get('k', loader)).body, '"v1"', 'b still serves its local copy before the invalidation')
  await a.cache.invalidate({ keys: ['k'] })
  const took = await eventually(async () => (await b.cache.get('k', loader)).body === '"v2"', 1000)
  t.ok(took >= 0 && took < 1000, `b sees the change after ${took} ms`)
})

t.test('prefix invalidation drops every key under it, locally and in Redis', async (t) => {
  const prefix = newPrefix(t)
  const a = await instance(t, prefix)
  let n = 0
  const loader = async () => ++n
  await a.cache.get('content:a', loader)
  await a.cache.get('content:b', loader)
  await a.cache.get('other:c', loader)
  t.equal(await a.redis.exists(`${prefix}cache:content:a`, `${prefix}cache:content:b`), 2)
  await a.cache.invalidate({ prefixes: ['content:'] })
  t.equal(await a.redis.exists(`${prefix}cache:content:a`, `${prefix}cache:content:b`), 0)
  t.equal(await a.redis.exists(`${prefix}cache:other:c`), 1, 'other namespaces stay')
  t.equal((await a.cache.get('content:a', loader)).body, '4', 'reloaded after invalidation')
})

t.test('every invalidation also drops the derived entries (rendered pages), on every instance', async (t) => {
  const prefix = newPrefix(t)
  const a = await instance(t, prefix, SHARED_URL, 60_000, 8 * 1024 * 1024, ['page:'])
  const b = await instance(t, prefix, SHARED_URL, 60_000, 8 * 1024 * 1024, ['page:'])
  let n = 0
  const loader = async () => ++n
  await a.cache.get('page:c-:/araba-al', loader)
  t.equal((await b.cache.get('page:c-:/araba-al', loader)).body, '1', 'b reads the page a rendered')
  await a.cache.invalidate({ prefixes: ['vehicles:'] })
  t.equal(await a.redis.exists(`${prefix}cache:page:c-:/araba-al`), 0, 'gone from Redis')
  t.equal((await a.cache.get('page:c-:/araba-al', loader)).body, '2', 'rendered again here')
  const took = await eventually(async () => (await b.cache.get('page:c-:/araba-al', loader)).body !== '1', 1000)
  t.ok(took >= 0, 'and the other instance drops its copy')
})

t.test('a stale local entry is served while one refresh runs', async (t) => {
  const prefix = newPrefix(t)
  const a = await instance(t, prefix, SHARED_URL, 80)
  let source = 'old'
  let reads = 0
  const loader = async () => {
    reads++
    await sleep(40)
    return source
  }
  await a.cache.get('k', loader)
  await a.redis.unlink(`${prefix}cache:k`) // force the refresh to reach the loader
  source = 'new'
  await sleep(100) // past fresh, within the stale window
  const started = Date.now()
  const stale = await Promise.all(Array.from({ length: 20 }, () => a.cache.get('k', loader)))
  t.ok(Date.now() - started < 30, 'stale answers do not wait for the loader')
  t.ok(stale.every((r) => r.body === '"old"'), 'stale value served')
  const took = await eventually(async () => (await a.cache.get('k', loader)).body === '"new"', 1000)
  t.ok(took >= 0, 'refreshed value arrives')
  t.equal(reads, 2, 'one refresh for 20 stale hits')
})

t.test('a fill that races with an invalidation never stores the old value', async (t) => {
  const prefix = newPrefix(t)
  const a = await instance(t, prefix)
  let source = 'before'
  const loader = async () => {
    const seen = source
    await sleep(100)
    return seen
  }
  const racing = a.cache.get('k', loader)
  await sleep(20)
  source = 'after'
  await a.cache.invalidate({ keys: ['k'] })
  t.equal((await racing).body, '"before"', 'the caller that started first gets what it loaded')
  t.equal(await a.redis.get(`${prefix}cache:k`), null, 'Redis did not keep the stale fill')
  t.equal((await a.cache.get('k', loader)).body, '"after"', 'the next read loads the new value')
})

t.test('with Redis down every read still answers from the loader, and recovers', async (t) => {
  const server = await PrivateRedis.create()
  t.teardown(() => server.stop())
  const prefix = `tc${randomBytes(4).toString('hex')}:`
  const a = await instance(t, prefix, server.url, 0) // no local tier: every read goes to Redis or the loader
  let reads = 0
  const loader = async () => {
    reads++
    return { footer: 'ok' }
  }
  t.equal((await a.cache.get('k', loader)).body, '{"footer":"ok"}')
  t.equal(reads, 1)
  t.equal((await a.cache.get('k', loader)).body, '{"footer":"ok"}')
  t.equal(reads, 1, 'second read came from Redis')

  await server.stop()
  await eventually(async () => a.redis.status !== 'ready', 2000)
  const started = Date.now()
  const down = await Promise.all(Array.from({ length: 50 }, () => a.cache.get('k', loader)))
  t.ok(down.every((r) => r.body === '{"footer":"ok"}'), 'answers while Redis is down')
  t.ok(Date.now() - started < 1000, 'without waiting on Redis timeouts')
  await a.cache.invalidate({ keys: ['k'] }) // must not throw while Redis is down

  await server.start()
  const back = await eventually(async () => a.redis.status === 'ready', 5000)
  t.ok(back >= 0, 'client reconnects when Redis returns')
  const before = reads
  await a.cache.get('k2', loader)
  await a.cache.get('k2', loader)
  t.equal(reads, before + 1, 'Redis tier used again after recovery')
})

t.test('fresh() answers only a fresh local entry, so a caller may skip building its loader', async (t) => {
  const prefix = newPrefix(t)
  const a = await instance(t, prefix, SHARED_URL, 200)
  const b = await instance(t, prefix)
  t.equal(a.cache.fresh('k'), undefined, 'nothing before the first load')
  const loaded = await a.cache.get('k', async () => 'v1')
  const fresh = a.cache.fresh('k')
  t.equal(fresh?.body, loaded.body, 'the entry get() answers')
  t.equal(entryTag(fresh!), entryTag(loaded), 'with the same validator')
  await b.cache.invalidate({ keys: ['k'] })
  await eventually(async () => a.cache.fresh('k') === undefined, 1000)
  t.equal(a.cache.fresh('k'), undefined, 'an invalidation from another instance removes it')
  await a.cache.get('k', async () => 'v2')
  t.ok(a.cache.fresh('k'))
  await new Promise((r) => setTimeout(r, 250))
  t.equal(a.cache.fresh('k'), undefined, 'past the local TTL it is no longer fresh (get() refreshes it)')
})

t.test('the local tier holds at most its byte budget; the least recently used go first', async (t) => {
  const budget = 1024 * 1024
  const { cache } = await instance(t, newPrefix(t), SHARED_URL, 60_000, budget)
  const big = 'ş'.repeat(20_000)
  let loads = 0
  const load = (i: number) => cache.get(`big:${i}`, async () => {
    loads++
    return { i, big }
  })
  await load(0)
  for (let i = 1; i < 200; i++) {
    await load(i)
    await load(0) // kept recently used
  }
  const stats = cache.localStats()
  t.ok(stats.bytes + stats.probationBytes <= budget, `${stats.bytes + stats.probationBytes} bytes held, budget ${budget}`)
  t.ok(stats.entries < 200, `${stats.entries} of 200 entries kept`)
  const before = loads
  await load(0)
  t.equal(loads, before, 'the entry used all along is still a local hit')
  await load(1)
  t.equal(loads, before, 'an evicted one comes back from Redis, not from the loader')
})

t.test("'on-repeat' keys reach Redis only when asked again, and a flood of one-off keys evicts nothing else", async (t) => {
  const prefix = newPrefix(t)
  const { cache, redis } = await instance(t, prefix, SHARED_URL, 60_000, 1024 * 1024)
  const body = 'x'.repeat(5_000)
  let loads = 0
  const search = (k: string) => cache.get(`search:${k}`, async () => {
    loads++
    return { k, body }
  }, { admit: 'on-repeat' })
  await search('popular')
  t.equal(await redis.exists(`${prefix}cache:search:popular`), 0, 'seen once: not in Redis')
  await search('popular')
  t.equal(loads, 1, 'the second ask is a local hit')
  t.equal(await redis.exists(`${prefix}cache:search:popular`), 1, 'seen twice: admitted to Redis')
  for (let i = 0; i < 500; i++) await search(`one-off-${i}`)
  t.equal(loads, 501)
  const keys = await redis.keys(`${prefix}cache:search:*`)
  t.same(keys, [`${prefix}cache:search:popular`], 'no one-off search reached Redis')
  const stats = cache.localStats()
  t.ok(stats.probationBytes <= 1024 * 1024 / 8, `one-off searches stay within the probation share (${stats.probationBytes} bytes)`)
  await search('popular')
  t.equal(loads, 501, 'the admitted search survived the flood as a local hit')
})

t.test("probation 'key': a value asked once is not held, nor read from or written to Redis; asked again it is made again and admitted", async (t) => {
  const prefix = newPrefix(t)
  const { cache, redis } = await instance(t, prefix, SHARED_URL, 60_000, 1024 * 1024)
  const { cache: other } = await instance(t, prefix, SHARED_URL, 60_000, 1024 * 1024)
  let loads = 0
  const search = (c: typeof cache, k: string) => c.get(`search:${k}`, async () => {
    loads++
    return { k, body: 'x'.repeat(5_000) }
  }, { admit: 'on-repeat', probation: 'key' })
  for (let i = 0; i < 300; i++) await search(cache, `one-off-${i}`)
  t.equal(loads, 300)
  t.same(cache.localStats(), { entries: 0, bytes: 0, probationEntries: 0, probationBytes: 0 }, 'no one-off answer is held')
  t.same(await redis.keys(`${prefix}cache:search:*`), [], 'none reached Redis')
  // An inventory change between the two asks: the second ask still counts as a repeat, and its
  // answer is made anew (the key held no value to go stale).
  let applied = 0
  cache.onInvalidate(() => applied++)
  await cache.invalidate({ prefixes: ['search:'] })
  t.ok(await eventually(async () => applied === 2, 2000) >= 0, 'applied here, then again as it comes back from Redis')
  t.equal((await search(cache, 'one-off-7')).body.length > 5_000, true)
  t.equal(loads, 301, 'asked again: made again')
  t.equal(await redis.exists(`${prefix}cache:search:one-off-7`), 1, 'and admitted to Redis')
  await search(cache, 'one-off-7')
  t.equal(loads, 301, 'then a local hit')
  await search(other, 'one-off-7')
  await search(other, 'one-off-7')
  t.equal(loads, 302, "another instance's first ask makes it (no Redis read), its second reads Redis")
})

t.test("a loader is told whether its value is kept; values made as bytes stay bytes, and one kept by no tier may come as its Brotli copy alone (decision 051)", async (t) => {
  const prefix = newPrefix(t)
  const { cache, redis } = await instance(t, prefix, SHARED_URL, 60_000, 1024 * 1024)
  const text = JSON.stringify({ statusCode: 200, result: { şehir: 'İstanbul', hits: 'ğüşıöç'.repeat(2_000) } })
  const hints: boolean[] = []
  // As the vehicle search does: UTF-8 with its Brotli copy, or the copy alone when the value will not be kept.
  const search = (k: string) => cache.get(`search:${k}`, async ({ kept }: LoadHint) => {
    hints.push(kept)
    const br = brotliCompressSync(text)
    return kept ? bytesValue(Buffer.from(text), br) : bytesValue(undefined, br)
  }, { admit: 'on-repeat', probation: 'key' })
  const first = await search('a')
  t.ok(isByteEntry(first) && !first.utf8, 'a first ask under probation "key" is told it will not be kept: the Brotli copy alone')
  t.ok(first.br && first.br.length < text.length / 10, 'which is the compressed answer')
  t.equal(first.body, text, 'whose text, asked for anyway, is the whole answer')
  t.same(cache.localStats(), { entries: 0, bytes: 0, probationEntries: 0, probationBytes: 0 }, 'nothing held')
  const second = await search('a')
  t.ok(isByteEntry(second) && second.utf8, 'the second ask is told it will be kept, and comes with its bytes')
  t.equal(await redis.get(`${prefix}cache:search:a`), text, 'written to Redis as its text')
  const third = await search('a')
  t.ok(isByteEntry(third), 'kept locally as bytes')
  t.equal(third.utf8!.toString(), text)
  t.equal(entryTag(third), entryTag({ body: text }), 'with the ETag its text would have')
  t.equal(third.body, text)
  t.same(hints, [false, true])
  await cache.get('plain', async (hint: LoadHint) => {
    hints.push(hint.kept)
    return { ok: true }
  })
  t.same(hints, [false, true, true], 'an ordinary key is always kept')
})

t.test('"not found" answers are never written to Redis but still spare the loader locally', async (t) => {
  const prefix = newPrefix(t)
  const { cache, redis } = await instance(t, prefix)
  let loads = 0
  const missing = () => cache.get('page:olmayan', async () => {
    loads++
    return null
  })
  t.equal((await missing()).body, 'null')
  t.equal((await missing()).body, 'null')
  t.equal(loads, 1, 'asked twice, loaded once')
  t.equal(await redis.exists(`${prefix}cache:page:olmayan`), 0, 'nothing in Redis')
  await cache.invalidate({ keys: ['page:olmayan'] })
  await missing()
  t.equal(loads, 2, 'an invalidation drops it like any entry')
})

t.test('expired entries are dropped, so an idle process gives their memory back', async (t) => {
  const { cache } = await instance(t, newPrefix(t), SHARED_URL, 50)
  for (let i = 0; i < 20; i++) await cache.get(`k${i}`, async () => ({ i }))
  await cache.get('once', async () => null)
  t.equal(cache.localStats().entries, 20)
  await sleep(150)
  cache.purgeStale()
  t.same(cache.localStats(), { entries: 0, bytes: 0, probationEntries: 0, probationBytes: 0 })
})

t.test('a local budget that does not fit the V8 heap ceiling is named at start-up', async (t) => {
  const MB = 1024 * 1024
  t.equal(heapBudgetWarning(32 * MB, 256 * MB), null, 'the shipped 32 MB inside the shipped 256 MB ceiling')
  t.match(heapBudgetWarning(200 * MB, 256 * MB), /^CACHE_LOCAL_MAX_MB \(200 MB\) leaves too little of the V8 heap limit \(256 MB\): .*at least 360/)
})

t.test('a value with its own end leaves Redis at that end, however late the write is sent', async (t) => {
  const prefix = newPrefix(t)
  const a = await instance(t, prefix)
  const b = await instance(t, prefix)
  const end = Date.now() + 3_000
  const entry = await a.cache.get('content:ending', async () => expiringValue('kampanya', end))
  t.equal(entry.expiresAt, end, 'the entry knows its end')
  // The key's expiry is the value's end as an absolute time (PXAT), not a lifetime counted from
  // whenever Redis happened to receive the command.
  t.equal(Number(await a.redis.call('PEXPIRETIME', `${prefix}cache:content:ending`)), end, 'Redis expires it exactly then')
  // Another instance reading it bounds its own copy by that end, counted from before its read.
  const read = await b.cache.get('content:ending', async () => 'never loaded')
  t.equal(read.body, '"kampanya"', 'b reads the value from Redis')
  t.ok(read.expiresAt !== undefined && read.expiresAt <= end, `b's copy ends no later (${read.expiresAt! - end} ms)`)
})

t.test('a value read from Redis in its last millisecond (PTTL 0) is not kept past its end', async (t) => {
  // Redis answers a key in the millisecond it expires, with a PTTL of 0; read as "no end", the copy
  // was kept for the whole local TTL and an ended campaign stayed listed (content-cache.test.ts).
  const prefix = newPrefix(t)
  const a = await instance(t, prefix)
  const b = await instance(t, prefix)
  // Counts b's reads that met a key's last millisecond (observed, not changed): the rounds go on
  // until a few did, so the test cannot pass without meeting the case.
  let lastMsReads = 0
  const multi = b.redis.multi.bind(b.redis)
  b.redis.multi = ((...args: Parameters<typeof multi>) => {
    const m = multi(...args)
    const exec = m.exec.bind(m)
    m.exec = (async () => {
      const res = await exec()
      if (res?.[1]?.[1] === 0 && typeof res[0]?.[1] === 'string') lastMsReads++
      return res
    }) as typeof m.exec
    return m
  }) as typeof multi
  let keptOld = 0, rounds = 0
  while (lastMsReads < 3 && rounds < 100) {
    const key = `content:last-ms:${rounds++}`
    const end = Date.now() + 40
    await a.cache.get(key, async () => expiringValue('eski', end))
    // b asks without pause until past the end; its loader stands for the database after it.
    while (Date.now() < end + 10) {
      await b.cache.get(key, async () => 'yeni')
      await new Promise((r) => setImmediate(r))
    }
    // A read sent before the end may answer a little after it; none may leave the value kept.
    await sleep(end + 60 - Date.now())
    if ((await b.cache.get(key, async () => 'yeni')).body === '"eski"') keptOld++
  }
  t.ok(lastMsReads >= 3, `${lastMsReads} reads met a key's last millisecond (${rounds} rounds)`)
  t.equal(keptOld, 0, 'the ended value was kept in no round')
})

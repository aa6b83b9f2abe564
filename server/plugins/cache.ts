// The two-tier cache as `app.cache`, and `reply.sendCached` which answers pre-serialised JSON
// (with an ETag and 304 for GET).
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { brotliCompress, gzip as gzipAsync } from 'node:zlib'
import { promisify } from 'node:util'
import { getHeapStatistics } from 'node:v8'
import { TwoTierCache, entryLength, entryPayload, entryTag, entryUtf8, type CachedJson, type MaybeCached } from '../services/cache/two-tier-cache.js'
import { COMPRESS_MIN, GZIP_LEVEL, brotliOptions } from '../services/cache/compression.js'
import { PAGE_CACHE_PREFIX } from '../services/web/page-renderer.js'

const JSON_TYPE = 'application/json; charset=utf-8'
const brotliLater = promisify(brotliCompress)
const gzipLater = promisify(gzipAsync)
/**
 * An entry's compressed copy, made once on libuv's thread pool: a large answer (a search's facets,
 * 20–60 KB) compressed on the event loop held it ~1 ms per first answer, and at scale most search
 * answers are first answers (decision 047). Concurrent first answers share the one compression.
 */
const compressing = { br: new WeakMap<CachedJson, Promise<Buffer>>(), gzip: new WeakMap<CachedJson, Promise<Buffer>>() }
function compress(entry: CachedJson, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let pending = compressing[encoding].get(entry)
  if (!pending) {
    const input = entryPayload(entry)
    pending = encoding === 'br'
      ? brotliLater(input, brotliOptions(input.length))
      : gzipLater(input, { level: GZIP_LEVEL })
    pending = pending.then((body) => (entry[encoding] = body))
    compressing[encoding].set(entry, pending)
  }
  return pending
}

/** 'br' or 'gzip' when the client accepts it (q=0 refuses), else null. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null
  // Clients send a handful of distinct headers; parsing one costs more than the rest of a cached answer.
  const known = encodings.get(header)
  if (known !== undefined) return known
  const picked = parseAcceptEncoding(header)
  if (encodings.size >= 256) encodings.clear()
  encodings.set(header, picked)
  return picked
}

const encodings = new Map<string, 'br' | 'gzip' | null>()

function parseAcceptEncoding(header: string): 'br' | 'gzip' | null {
  let gz = false
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue
    if (name === 'br') return 'br'
    if (name === 'gzip' || name === '*') gz = true
  }
  return gz ? 'gzip' : null
}

/** What the rest of the process needs of the V8 heap besides the local cache tier (measured ~70 MB live). */
const HEAP_HEADROOM = 160 * 1024 * 1024

/**
 * A start-up warning when the local tier's budget does not fit well inside V8's heap ceiling
 * (`--max-old-space-size` in `npm start` and the image, decision 018): the process would then
 * spend its time collecting, or stop with an out-of-memory error.
 */
export function heapBudgetWarning(budgetBytes: number, heapLimitBytes: number): string | null {
  if (budgetBytes + HEAP_HEADROOM <= heapLimitBytes) return null
  const mb = (n: number) => Math.round(n / 1024 / 1024)
  return `CACHE_LOCAL_MAX_MB (${mb(budgetBytes)} MB) leaves too little of the V8 heap limit (${mb(heapLimitBytes)} MB): lower it, or raise --max-old-space-size to at least ${mb(budgetBytes + HEAP_HEADROOM)} where the gateway is started`
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: TwoTierCache
  }
  interface FastifyReply {
    /** Answers a cache entry; a local hit is answered synchronously (no promise). */
    sendCached(entry: MaybeCached): void | Promise<void>
  }
}

async function cachePlugin(app: FastifyInstance) {
  const { config } = app
  const heapWarning = heapBudgetWarning(config.cacheLocalMaxBytes, getHeapStatistics().heap_size_limit)
  if (heapWarning) app.log.warn(heapWarning)
  const cache = new TwoTierCache({
    redis: app.redisCache,
    sub: app.redisSub,
    keyPrefix: config.redisKeyPrefix,
    localTtlMs: config.cacheLocalTtlMs,
    redisTtlS: config.cacheRedisTtlS,
    localMaxBytes: config.cacheLocalMaxBytes,
    log: app.log,
    derivedPrefixes: [PAGE_CACHE_PREFIX],
  })
  await cache.start()
  app.addHook('onClose', async () => cache.stop())
  app.decorate('cache', cache)
  // Flat [name, value, ...] as Node's writeHead takes it: one array copy per answer instead of a
  // many-keyed object built and walked per answer.
  const security = Object.entries(app.apiSecurityHeaders).flat()
  /**
   * Writes a cache entry straight to the response: every header of the answer is known here, so
   * Fastify's send pipeline (content-type parsing, onSend hooks, content-length) is skipped with
   * `reply.hijack()`; what the onSend hooks add (app.ts, plugins/security-headers.ts: the JSON
   * answers' set) is added here, and the access log still runs when the response finishes. GET
   * answers carry the ETag and answer 304 to a matching If-None-Match. POST answers go without ETag
   * and without Cache-Control: an entry is shared by every visitor, so it holds nothing personal,
   * and no HTTP cache stores a POST answer that gives no freshness (RFC 9111 §3; decision 032).
   * Larger answers go compressed to clients that accept it, compressed once per cache entry (off the loop).
   */
  function send(reply: FastifyReply, entry: CachedJson): void | Promise<void> {
    const request = reply.request
    const res = reply.raw
    reply.hijack()
    const headers = security.slice()
    headers.push('x-request-id', request.id)
    if (app.closing) headers.push('connection', 'close')
    if (request.method === 'GET' || request.method === 'HEAD') {
      const etag = entryTag(entry)
      headers.push('etag', etag, 'cache-control', 'no-cache')
      if (request.headers['if-none-match'] === etag) {
        res.writeHead(304, headers)
        res.end()
        return
      }
    }
    const compressible = entryLength(entry) >= COMPRESS_MIN
    const encoding = compressible ? pickEncoding(request.headers['accept-encoding']) : null
    if (compressible) headers.push('vary', 'accept-encoding')
    const ready = encoding ? entry[encoding] : entryUtf8(entry)
    if (ready) return write(res, headers, ready, encoding)
    // Compression cannot fail on a string; should it anyway, the answer goes uncompressed.
    return compress(entry, encoding!).then(
      (body) => write(res, headers, body, encoding),
      () => write(res, headers, entryUtf8(entry), null),
    )
  }
  function write(res: FastifyReply['raw'], headers: string[], body: Buffer, encoding: 'br' | 'gzip' | null): void {
    headers.push('content-type', JSON_TYPE, 'content-length', String(body.length))
    if (encoding) headers.push('content-encoding', encoding)
    res.writeHead(200, headers)
    res.end(body)
  }
  app.decorateReply('sendCached', function sendCached(this: FastifyReply, entry: MaybeCached) {
    return entry instanceof Promise ? entry.then((e) => send(this, e)) : send(this, entry)
  })
}

export default fp(cachePlugin, { name: 'cache', dependencies: ['config', 'redis', 'security-headers'] })

// The two-tier cache as `app.cache`, and `reply.sendCached` which answers pre-serialised JSON with
// an ETag (304 when the client already has it).
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { TwoTierCache, type CachedJson, type MaybeCached } from '../services/cache/two-tier-cache.js'

/** Answers shorter than this go uncompressed (a header costs more than it saves). */
const COMPRESS_MIN = 1024
const brotli = (body: string) => brotliCompressSync(body, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
})
const gzip = (body: string) => gzipSync(body, { level: 6 })

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
  const cache = new TwoTierCache({
    redis: app.redis,
    sub: app.redisSub,
    keyPrefix: config.redisKeyPrefix,
    localTtlMs: config.cacheLocalTtlMs,
    redisTtlS: config.cacheRedisTtlS,
    log: app.log,
  })
  await cache.start()
  app.decorate('cache', cache)
  function send(reply: FastifyReply, entry: CachedJson): void {
    reply.header('etag', entry.etag)
    reply.header('cache-control', 'no-cache')
    if (reply.request.headers['if-none-match'] === entry.etag) {
      reply.code(304).send()
      return
    }
    reply.type('application/json; charset=utf-8')
    if (entry.body.length < COMPRESS_MIN) {
      reply.send(entry.body)
      return
    }
    // Larger answers go compressed to clients that accept it, compressed once per cache entry.
    reply.header('vary', 'accept-encoding')
    const encoding = pickEncoding(reply.request.headers['accept-encoding'])
    if (encoding === 'br') reply.header('content-encoding', 'br').send((entry.br ??= brotli(entry.body)))
    else if (encoding === 'gzip') reply.header('content-encoding', 'gzip').send((entry.gzip ??= gzip(entry.body)))
    else reply.send(entry.body)
  }
  app.decorateReply('sendCached', function sendCached(this: FastifyReply, entry: MaybeCached) {
    return entry instanceof Promise ? entry.then((e) => send(this, e)) : send(this, entry)
  })
}

export default fp(cachePlugin, { name: 'cache', dependencies: ['config', 'redis'] })

// Server-rendered pages (design §9, decision 026): the client build's HTML shell with the page's
// head (services/seo), its React markup and its query cache as a JSON block. The markup comes from
// the Vite SSR build of the client (dist/ssr/entry-server.js), whose API calls reach this gateway
// in-process, so the data comes from the same cached services and routes as the browser's calls.
// A rendered page for anonymous visitors is kept briefly in the two-tier cache, per address and
// consent variant; pages with personal data are never rendered here.
import { createHash } from 'node:crypto'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { GZIP_LEVEL, brotliOptions } from '../cache/compression.js'
import type { FastifyBaseLogger } from 'fastify'
import type { CachedJson, TwoTierCache } from '../cache/two-tier-cache.js'
import { isPersonalPage } from '../security/headers.js'

const HEAD = '<!--ssr-head-->'
const BODY = '<!--ssr-body-->'
const STATE = '<!--ssr-state-->'

/** What the gateway uses of dist/ssr/entry-server.js (web/src/entry-server.tsx). */
export interface SsrModule {
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void
  variantOf(cookie: string | undefined): string
  render(input: { url: string; cookie: string | undefined }): Promise<
    { kind: 'page'; html: string; state: string; modules: string[] } | { kind: 'shell' }
  >
}

/** The client build manifest (Vite `build.manifest`), by source path. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>

/** Only addresses of reasonable length become cache keys. */
const MAX_CACHED_URL = 512
// A page is as old as its data may be: seconds in this process, a minute in Redis, and dropped by
// any invalidation (plugins/cache.ts makes every invalidation reach the 'page:' entries).
const LOCAL_TTL_MS = 5_000
const REDIS_TTL_S = 60
export const PAGE_CACHE_PREFIX = 'page:'

export class PageRenderer {
  private readonly preloads = new Map<string, string>()
  /**
   * The cache keys' build part: a digest of the client build's HTML shell, which names its hashed
   * entry script and style sheet. A rendered page refers to its own build's assets, and the cache is
   * shared by every instance through Redis: without it, a deploy's first minute (or two versions side
   * by side in a rolling one) would serve pages whose scripts and styles no longer exist (decision 053).
   */
  private readonly keyPrefix: string

  constructor(
    private readonly deps: {
      template: string
      ssr: SsrModule | null
      manifest: Manifest | null
      cache: TwoTierCache
      log: FastifyBaseLogger
    },
  ) {
    this.keyPrefix = `${PAGE_CACHE_PREFIX}${createHash('sha256').update(deps.template).digest('base64url').slice(0, 12)}:`
  }

  /** Whether the template can carry a rendered body (a minimal test shell cannot). */
  get enabled(): boolean {
    return this.deps.ssr !== null && this.deps.template.includes(BODY)
  }

  /** The shell with only the head filled in: for pages the browser draws. */
  shell(head: string): string {
    return this.deps.template.replace(HEAD, head).replace(BODY, '').replace(STATE, '')
  }

  /**
   * The page at `url` (path and query), its head already rendered. `status` is the one the head
   * lookup gave (404 for an unknown address); only 200 pages are cached. Null: the page is the
   * browser's to draw (send the shell).
   */
  async render(url: string, path: string, head: string, status: number, cookie: string | undefined): Promise<HtmlDocument | null> {
    const ssr = this.deps.ssr
    if (!ssr || !this.enabled || isPersonalPage(path)) return null
    const variant = ssr.variantOf(cookie)
    const produce = async () => {
      const result = await ssr.render({ url, cookie })
      return result.kind === 'page' ? this.assemble(head, result) : null
    }
    if (status !== 200 || url.length > MAX_CACHED_URL) {
      const html = await this.safely(url, produce)
      return html === null ? null : new HtmlDocument(html)
    }
    const key = `${this.keyPrefix}${variant}:${url}`
    const entry = await this.deps.cache.get(key, () => this.safely(url, produce), { admit: 'on-repeat', localTtlMs: LOCAL_TTL_MS, redisTtlS: REDIS_TTL_S })
    return documentOf(entry)
  }

  private async safely(url: string, produce: () => Promise<string | null>): Promise<string | null> {
    try {
      return await produce()
    } catch (err) {
      // The browser can still draw the page from the shell.
      this.deps.log.error({ err, url: url.slice(0, 200) }, 'server rendering failed: the shell is sent')
      return null
    }
  }

  private assemble(head: string, page: { html: string; state: string; modules: string[] }): string {
    const hints = page.modules.map((module) => this.preloadOf(module)).join('')
    return this.deps.template
      .replace(HEAD, `${head}${hints}`)
      .replace(BODY, page.html)
      .replace(STATE, `<script type="application/json" id="ssr-state">${page.state}</script>`)
  }

  /** Link tags for a page chunk and the chunks it imports, so they load with the entry, not after it. */
  private preloadOf(module: string): string {
    let tags = this.preloads.get(module)
    if (tags !== undefined) return tags
    const manifest = this.deps.manifest ?? {}
    const files = new Set<string>()
    const css = new Set<string>()
    const walk = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const sheet of chunk.css ?? []) css.add(sheet)
      for (const imported of chunk.imports ?? []) walk(imported)
    }
    const key = `src/${module}.tsx`
    if (!manifest[key]) this.deps.log.warn({ module }, 'page module missing from the client build manifest: no preload hint')
    walk(key)
    tags = [...[...css].map((file) => `\n    <link rel="stylesheet" href="/${file}">`), ...[...files].map((file) => `\n    <link rel="modulepreload" href="/${file}">`)].join('')
    this.preloads.set(module, tags)
    return tags
  }
}

/** A page's HTML and its compressed copies, made on first use (once per cached page). */
export class HtmlDocument {
  private utf8?: Buffer
  private br?: Buffer
  private gzip?: Buffer

  constructor(readonly html: string) {}

  body(encoding: 'br' | 'gzip' | null): Buffer {
    const utf8 = (this.utf8 ??= Buffer.from(this.html))
    if (encoding === 'br') {
      return (this.br ??= brotliCompressSync(utf8, brotliOptions(utf8.length)))
    }
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(utf8, { level: GZIP_LEVEL }))
    return utf8
  }
}

const documents = new WeakMap<CachedJson, HtmlDocument | null>()

/** The document a page cache entry holds (JSON of the loader's value), parsed once per entry. */
function documentOf(entry: CachedJson): HtmlDocument | null {
  let doc = documents.get(entry)
  if (doc === undefined) {
    const html = JSON.parse(entry.body) as string | null
    doc = html === null ? null : new HtmlDocument(html)
    documents.set(entry, doc)
  }
  return doc
}

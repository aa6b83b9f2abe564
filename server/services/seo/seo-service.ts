// Finds the SEO data of a path: a row of seo_pages, else a resolver registered by a feature for a
// route pattern (e.g. '/blog/:slug'), else the 404 page with noindex. The rows are one cache entry,
// so a path a visitor makes up is never a cache key of its own (decision 018).
import type pg from 'pg'
import type { CachedJson, TwoTierCache } from '../cache/two-tier-cache.js'
import { matchPattern } from '../../schemas/route-match.js'
import type { SeoData } from './head.js'

export type SeoResolver = (params: Record<string, string>, path: string) => Promise<SeoData | null>

export interface ResolvedSeo {
  status: 200 | 404
  seo: SeoData
}

export const NOT_FOUND_SEO: SeoData = {
  title: 'Sayfa bulunamadı',
  description: 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.',
  robots: 'index:false;follow:true',
}

const PAGES_KEY = 'seo:pages'

interface SeoRow {
  path: string
  title: string
  description: string | null
  canonical: string | null
  robots: string | null
  keywords: string | null
  link_tags: Array<Record<string, string>>
  og_image: string | null
  no_title_suffix: boolean
}

export class SeoService {
  private readonly resolvers: Array<{ pattern: string; resolve: SeoResolver }> = []
  /** The parsed rows of a cache entry, parsed once per entry. */
  private readonly parsed = new WeakMap<CachedJson, Map<string, SeoData>>()
  private readonly personal: Array<{ pattern: string; seo: SeoData }> = []

  constructor(private readonly db: pg.Pool, private readonly cache: TwoTierCache) {}

  register(pattern: string, resolve: SeoResolver): void {
    this.resolvers.push({ pattern, resolve })
  }

  /**
   * A page about one person (the appointment result): one fixed head for every address of the
   * pattern, found before any per-path cache so no address (and what it carries) becomes a key.
   */
  registerPersonal(pattern: string, seo: SeoData): void {
    this.personal.push({ pattern, seo: { ...seo, personal: true } })
  }

  private async staticPage(path: string): Promise<SeoData | null> {
    const entry = await this.cache.get(PAGES_KEY, async () => {
      const { rows } = await this.db.query<SeoRow>(
        'SELECT path, title, description, canonical, robots, keywords, link_tags, og_image, no_title_suffix FROM seo_pages ORDER BY path')
      return rows.map((r) => [r.path, {
        title: r.title, description: r.description, canonical: r.canonical, robots: r.robots, keywords: r.keywords,
        linkTags: r.link_tags, ogImage: r.og_image, noTitleSuffix: r.no_title_suffix,
      }])
    })
    let pages = this.parsed.get(entry)
    if (!pages) {
      pages = new Map(JSON.parse(entry.body) as Array<[string, SeoData]>)
      this.parsed.set(entry, pages)
    }
    return pages.get(path) ?? null
  }

  async resolve(path: string): Promise<ResolvedSeo> {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
    for (const { pattern, seo } of this.personal) if (matchPattern(pattern, clean)) return { status: 200, seo }
    const page = await this.staticPage(clean)
    if (page) return { status: 200, seo: page }
    for (const { pattern, resolve } of this.resolvers) {
      const params = matchPattern(pattern, clean)
      if (!params) continue
      const seo = await resolve(params, clean)
      if (seo) return { status: 200, seo }
    }
    return { status: 404, seo: NOT_FOUND_SEO }
  }

  async invalidate(): Promise<void> {
    await this.cache.invalidate({ prefixes: ['seo:'] })
  }
}

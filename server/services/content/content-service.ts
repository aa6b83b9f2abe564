// Read side of the site content: every call answers pre-serialised JSON from the two-tier cache
// (design §4); PostgreSQL is read only on a miss. Keys are grouped so a change drops its group.
import type pg from 'pg'
import { expiringValue, type MaybeCached, type TwoTierCache } from '../cache/two-tier-cache.js'
import { POST_BASE_PATH, type Block, type PostKind } from '../../schemas/content.js'

/** Content groups and the cache-key prefix of each; an edit invalidates its group (and the sitemap). */
export const CONTENT_GROUPS = {
  footer: 'content:footer',
  social: 'content:social',
  static: 'content:static:',
  'general-info': 'content:general-info',
  parameters: 'content:param:',
  contracts: 'content:contracts:',
  pages: 'content:page:',
  posts: 'content:post',
  branches: 'content:branches:',
  sitemap: 'content:sitemap',
} as const
export type ContentGroup = keyof typeof CONTENT_GROUPS

/** Groups whose change also changes the sitemap. */
const IN_SITEMAP: ContentGroup[] = ['pages', 'posts']

export function invalidationFor(groups: ContentGroup[]): { prefixes: string[] } {
  const all = new Set<ContentGroup>(groups)
  if (groups.some((g) => IN_SITEMAP.includes(g))) all.add('sitemap')
  // SEO heads of pages and posts are read through the same keys, so nothing else is needed.
  return { prefixes: [...all].map((g) => CONTENT_GROUPS[g]) }
}

export const NOT_FOUND_BODY = 'null'

export interface PostCard {
  kind: PostKind
  slug: string
  title: string
  summary: string
  coverImageUrl: string
  publishedAt: string
  startsAt?: string
  endsAt?: string
  tags: string[]
}

export interface PostRow {
  kind: PostKind
  slug: string
  title: string
  summary: string
  body: Block[]
  cover_theme: string
  published_at: Date
  starts_at: Date | null
  ends_at: Date | null
  tags: string[]
  seo_title: string
  seo_description: string
  seo_keywords: string | null
  seo_robots: string | null
  updated_at: Date
}

export interface SeoFields {
  seo_title: string
  seo_description: string
  seo_keywords: string | null
  seo_robots: string | null
}

export function coverImageUrl(kind: PostKind, slug: string): string {
  return `/media/covers/${kind}/${slug}.svg`
}

function card(r: PostRow): PostCard {
  const out: PostCard = {
    kind: r.kind, slug: r.slug, title: r.title, summary: r.summary, coverImageUrl: coverImageUrl(r.kind, r.slug),
    publishedAt: r.published_at.toISOString(), tags: r.tags,
  }
  if (r.starts_at) out.startsAt = r.starts_at.toISOString()
  if (r.ends_at) out.endsAt = r.ends_at.toISOString()
  return out
}

// A campaign is visible from its start to its end; blog posts and news once published.
const VISIBLE = `(published_at <= now() AND (kind <> 'campaign' OR (starts_at <= now() AND ends_at > now())))`

const ok = (result: unknown) => ({ statusCode: 200, result })

export class ContentService {
  constructor(private readonly db: pg.Pool, private readonly cache: TwoTierCache) {}

  footerColumns(): MaybeCached {
    return this.cache.fresh(CONTENT_GROUPS.footer) ?? this.cache.get(CONTENT_GROUPS.footer, async () => {
      const { rows } = await this.db.query<{ title: string; list: Array<{ title: string; text: string; tab: boolean }> }>(`
        SELECT c.title, COALESCE(json_agg(json_build_object('title', i.title, 'text', i.url, 'tab', i.tab)
                 ORDER BY i.position, i.id) FILTER (WHERE i.id IS NOT NULL), '[]') AS list
          FROM footer_columns c LEFT JOIN footer_items i ON i.column_id = c.id
         GROUP BY c.id ORDER BY c.position, c.id`)
      const columns = rows.map((c) => ({ title: c.title, list: c.list.map((i) => ({ title: i.title, text: i.text, tab: i.tab ? 'true' : 'false' })) }))
      return { statusCode: 200, data: { attributes: { columns } } }
    })
  }

  socialLinks(): MaybeCached {
    return this.cache.fresh(CONTENT_GROUPS.social) ?? this.cache.get(CONTENT_GROUPS.social, async () => {
      const { rows } = await this.db.query('SELECT id, title, url AS text, image_url AS "imageUrl" FROM social_links ORDER BY position, id')
      return ok(rows)
    })
  }

  siteStatic(prefix: string): MaybeCached {
    const key = `${CONTENT_GROUPS.static}${prefix}`
    return this.cache.fresh(key) ?? this.cache.get(key, async () => {
      // The prefix is schema-checked to [A-Z0-9_]*, so it carries no LIKE wildcards.
      const { rows } = await this.db.query('SELECT key, title, text FROM site_static WHERE key LIKE $1 ORDER BY key', [`${prefix}%`])
      return ok(rows)
    })
  }

  generalInfo(): MaybeCached {
    return this.cache.fresh(CONTENT_GROUPS['general-info']) ?? this.cache.get(CONTENT_GROUPS['general-info'], async () => {
      const { rows } = await this.db.query<{ key: string; bool_value: boolean | null; string_value: string | null }>(
        'SELECT key, bool_value, string_value FROM general_info ORDER BY key')
      return ok(rows.map((r) => (r.bool_value !== null ? { key: r.key, boolValue: r.bool_value } : { key: r.key, stringValue: r.string_value })))
    })
  }

  parameters(tableName: string): MaybeCached {
    const key = `${CONTENT_GROUPS.parameters}${tableName}`
    return this.cache.fresh(key) ?? this.cache.get(key, async () => {
      const { rows } = await this.db.query('SELECT id, value FROM parameter_items WHERE table_name = $1 ORDER BY id ASC', [tableName])
      return ok(rows)
    })
  }

  contractsByType(contractTypeId: number): MaybeCached {
    return this.cache.get(`${CONTENT_GROUPS.contracts}${contractTypeId}`, async () => {
      const { rows } = await this.db.query(
        'SELECT id, name, description, contract_type_id AS "contractTypeId" FROM contracts WHERE contract_type_id = $1 ORDER BY id', [contractTypeId])
      return ok(rows)
    })
  }

  /** The page and its SEO data; body 'null' when there is no such page. */
  pageWithSeo(slug: string): MaybeCached {
    return this.cache.get(`${CONTENT_GROUPS.pages}${slug}`, async () => {
      const { rows } = await this.db.query<{ slug: string; title: string; summary: string; body: Block[]; updated_at: Date } & SeoFields>(
        `SELECT slug, title, summary, body, updated_at, seo_title, seo_description, seo_keywords, seo_robots FROM pages WHERE slug = $1`, [slug])
      const r = rows[0]
      if (!r) return null
      return {
        page: { slug: r.slug, title: r.title, summary: r.summary, body: r.body, updatedAt: r.updated_at.toISOString() },
        seo: seoOf(r),
      }
    })
  }

  posts(kind: PostKind, pageNumber: number, pageSize: number): MaybeCached {
    return this.cache.get(`${CONTENT_GROUPS.posts}s:${kind}:${pageNumber}:${pageSize}`, async () => {
      const next = await this.nextChange(kind)
      const list = await this.db.query<PostRow & { total: string }>(
        `SELECT *, count(*) OVER () AS total FROM posts WHERE kind = $1 AND ${VISIBLE}
          ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`, [kind, pageSize, (pageNumber - 1) * pageSize])
      let totalCount = Number(list.rows[0]?.total ?? 0)
      if (list.rows.length === 0 && pageNumber > 1) {
        const { rows } = await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM posts WHERE kind = $1 AND ${VISIBLE}`, [kind])
        totalCount = Number(rows[0]?.n ?? 0)
      }
      return expiringValue(ok({ totalCount, pageNumber, pageSize, hits: list.rows.map(card) }), next)
    }, { admit: 'on-repeat' })
  }

  /** One visible post with its SEO data; body 'null' when there is none (or the campaign ended). */
  postWithSeo(kind: PostKind, slug: string): MaybeCached {
    return this.cache.get(`${CONTENT_GROUPS.posts}:${kind}:${slug}`, async () => {
      const next = await this.nextChange(kind, slug)
      const { rows } = await this.db.query<PostRow>(`SELECT * FROM posts WHERE kind = $1 AND slug = $2 AND ${VISIBLE}`, [kind, slug])
      const r = rows[0]
      if (!r) return expiringValue(null, next)
      return expiringValue({ post: { ...card(r), body: r.body }, seo: seoOf(r), updatedAt: r.updated_at.toISOString() }, next)
    })
  }

  /** Title and colour theme of a post's drawn cover; 'null' when there is no such post. */
  coverOf(kind: PostKind, slug: string): MaybeCached {
    return this.cache.get(`${CONTENT_GROUPS.posts}-cover:${kind}:${slug}`, async () => {
      const { rows } = await this.db.query<{ title: string; theme: string }>(
        'SELECT title, cover_theme AS theme FROM posts WHERE kind = $1 AND slug = $2', [kind, slug])
      return rows[0] ?? null
    })
  }

  branches(city: string): MaybeCached {
    return this.cache.get(`${CONTENT_GROUPS.branches}${city}`, async () => {
      const [cities, list] = await Promise.all([
        this.db.query<{ city: string }>('SELECT DISTINCT city FROM branches'),
        this.db.query(
          `SELECT id, slug, name, city, district, address, phone, hours, latitude, longitude, services FROM branches
            WHERE ($1 = '' OR city = $1) ORDER BY city, name`, [city]),
      ])
      const names = cities.rows.map((r) => r.city).sort((a, b) => a.localeCompare(b, 'tr'))
      return ok({ cities: names, branches: list.rows })
    })
  }

  /** Every indexable address with its last change, for sitemap.xml. */
  sitemapEntries(): MaybeCached {
    return this.cache.get(CONTENT_GROUPS.sitemap, async () => {
      const next = await this.nextChange()
      const [pages, posts] = await Promise.all([
        this.db.query<{ slug: string; updated_at: Date }>('SELECT slug, updated_at FROM pages ORDER BY slug'),
        this.db.query<{ kind: PostKind; slug: string; updated_at: Date }>(
          `SELECT kind, slug, updated_at FROM posts WHERE ${VISIBLE} ORDER BY kind, published_at DESC`),
      ])
      const entries = [
        ...pages.rows.map((p) => ({ path: `/${p.slug}`, lastmod: p.updated_at.toISOString() })),
        ...posts.rows.map((p) => ({ path: `${POST_BASE_PATH[p.kind]}/${p.slug}`, lastmod: p.updated_at.toISOString() })),
      ]
      return expiringValue(entries, next)
    })
  }

  /**
   * When the visible set next changes by itself: a campaign starting or ending, a post going live.
   * Asked BEFORE the content it bounds, never beside it: read after (or in parallel on another
   * connection, another now()), a campaign ending between the two reads was still in the content
   * but no longer the next change, and the ended campaign stayed cached until the TTL ran out. Read
   * first, a change between the reads only makes the entry expire at once.
   */
  private async nextChange(kind?: PostKind, slug?: string): Promise<number | null> {
    const { rows } = await this.db.query<{ at: Date | null }>(
      `SELECT min(t) AS at FROM (
         SELECT unnest(ARRAY[published_at, starts_at, ends_at]) AS t FROM posts
          WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR slug = $2)) x
        WHERE t > now()`, [kind ?? null, slug ?? null])
    return rows[0]?.at ? rows[0].at.getTime() : null
  }
}

function seoOf(r: SeoFields) {
  return {
    title: r.seo_title,
    description: r.seo_description,
    ...(r.seo_keywords ? { keywords: r.seo_keywords } : {}),
    ...(r.seo_robots ? { robots: r.seo_robots } : {}),
  }
}

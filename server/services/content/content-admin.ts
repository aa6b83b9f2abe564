// Write side of the site content, shared by the admin API and `npm run content`. Every change is
// one transaction, then the affected cache groups are dropped on every instance (pub/sub).
import type pg from 'pg'
import type { TwoTierCache } from '../cache/two-tier-cache.js'
import { invalidationFor, type ContentGroup } from './content-service.js'
import type { Block, PostKind } from '../../schemas/content.js'
import { GatewayError, validationFailed } from '../../plugins/errors.js'

export interface SeoInput { title: string; description: string; keywords?: string | undefined; robots?: string | undefined }
export interface PageInput { title: string; summary: string; body: Block[]; seo: SeoInput }
export interface PostInput {
  title: string; summary: string; body: Block[]; coverTheme: string; publishedAt: string
  startsAt?: string | undefined; endsAt?: string | undefined; tags: string[]; seo: SeoInput
}
export interface FooterColumnInput { title: string; list: Array<{ title: string; text: string; tab: 'true' | 'false' }> }
export interface SocialLinkInput { id: number; title: string; text: string; imageUrl: string }

const notFound = (what: string) => new GatewayError('CONTENT_NOT_FOUND', 404, `${what} bulunamadı.`)

export class ContentAdmin {
  constructor(private readonly db: pg.Pool, private readonly cache: Pick<TwoTierCache, 'invalidate'>) {}

  private async change<T>(groups: ContentGroup[], work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.db.connect()
    let result: T
    try {
      await client.query('BEGIN')
      result = await work(client)
      await client.query('COMMIT')
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {})
      throw err
    } finally {
      client.release()
    }
    await this.invalidate(groups)
    return result
  }

  invalidate(groups: ContentGroup[]): Promise<void> {
    return this.cache.invalidate(invalidationFor(groups))
  }

  async setGeneralInfo(key: string, value: { boolValue?: boolean | undefined; stringValue?: string | undefined }): Promise<void> {
    const hasBool = value.boolValue !== undefined
    if (hasBool === (value.stringValue !== undefined)) {
      throw validationFailed([{ field: 'body', message: 'boolValue ya da stringValue alanlarından yalnızca biri gönderilmelidir.' }])
    }
    await this.change(['general-info'], (c) => c.query(
      `INSERT INTO general_info (key, bool_value, string_value) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET bool_value = EXCLUDED.bool_value, string_value = EXCLUDED.string_value`,
      [key, hasBool ? value.boolValue : null, hasBool ? null : value.stringValue]))
  }

  async setSiteStatic(key: string, title: string, text: string): Promise<void> {
    await this.change(['static'], (c) => c.query(
      `INSERT INTO site_static (key, title, text) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET title = EXCLUDED.title, text = EXCLUDED.text`, [key, title, text]))
  }

  async replaceFooterColumns(columns: FooterColumnInput[]): Promise<void> {
    await this.change(['footer'], async (c) => {
      await c.query('DELETE FROM footer_columns')
      for (const [position, col] of columns.entries()) {
        const { rows } = await c.query<{ id: number }>('INSERT INTO footer_columns (position, title) VALUES ($1, $2) RETURNING id', [position, col.title])
        for (const [i, item] of col.list.entries()) {
          await c.query('INSERT INTO footer_items (column_id, position, title, url, tab) VALUES ($1, $2, $3, $4, $5)',
            [rows[0]!.id, i, item.title, item.text, item.tab === 'true'])
        }
      }
    })
  }

  async replaceSocialLinks(links: SocialLinkInput[]): Promise<void> {
    const ids = new Set(links.map((l) => l.id))
    if (ids.size !== links.length) throw validationFailed([{ field: 'links', message: 'Her bağlantının id değeri farklı olmalıdır.' }])
    await this.change(['social'], async (c) => {
      await c.query('DELETE FROM social_links')
      for (const [position, l] of links.entries()) {
        await c.query('INSERT INTO social_links (id, position, title, url, image_url) VALUES ($1, $2, $3, $4, $5)',
          [l.id, position, l.title, l.text, l.imageUrl])
      }
    })
  }

  async replaceParameters(tableName: string, items: Array<{ id: number; value: string }>): Promise<void> {
    if (new Set(items.map((i) => i.id)).size !== items.length) {
      throw validationFailed([{ field: 'items', message: 'Her öğenin id değeri farklı olmalıdır.' }])
    }
    await this.change(['parameters'], async (c) => {
      await c.query('DELETE FROM parameter_items WHERE table_name = $1', [tableName])
      for (const i of items) await c.query('INSERT INTO parameter_items (table_name, id, value) VALUES ($1, $2, $3)', [tableName, i.id, i.value])
    })
  }

  async upsertContract(id: number, name: string, description: string, contractTypeId: number): Promise<void> {
    await this.change(['contracts'], (c) => c.query(
      `INSERT INTO contracts (id, name, description, contract_type_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         contract_type_id = EXCLUDED.contract_type_id, updated_at = now()`, [id, name, description, contractTypeId]))
  }

  async deleteContract(id: number): Promise<void> {
    const n = await this.change(['contracts'], async (c) => (await c.query('DELETE FROM contracts WHERE id = $1', [id])).rowCount)
    if (!n) throw notFound('Sözleşme')
  }

  async upsertPage(slug: string, p: PageInput): Promise<void> {
    await this.change(['pages'], (c) => c.query(
      `INSERT INTO pages (slug, title, summary, body, seo_title, seo_description, seo_keywords, seo_robots)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body,
         seo_title = EXCLUDED.seo_title, seo_description = EXCLUDED.seo_description, seo_keywords = EXCLUDED.seo_keywords,
         seo_robots = EXCLUDED.seo_robots, updated_at = now()`,
      [slug, p.title, p.summary, JSON.stringify(p.body), p.seo.title, p.seo.description, p.seo.keywords ?? null, p.seo.robots ?? null]))
  }

  async deletePage(slug: string): Promise<void> {
    const n = await this.change(['pages'], async (c) => (await c.query('DELETE FROM pages WHERE slug = $1', [slug])).rowCount)
    if (!n) throw notFound('Sayfa')
  }

  async upsertPost(kind: PostKind, slug: string, p: PostInput): Promise<void> {
    const campaign = kind === 'campaign'
    if (campaign && (!p.startsAt || !p.endsAt)) {
      throw validationFailed([{ field: p.startsAt ? 'endsAt' : 'startsAt', message: 'Kampanyalar için başlangıç ve bitiş tarihi zorunludur.' }])
    }
    if (!campaign && (p.startsAt || p.endsAt)) {
      throw validationFailed([{ field: p.startsAt ? 'startsAt' : 'endsAt', message: 'Başlangıç ve bitiş tarihi yalnızca kampanyalarda kullanılır.' }])
    }
    if (campaign && Date.parse(p.endsAt!) <= Date.parse(p.startsAt!)) {
      throw validationFailed([{ field: 'endsAt', message: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.' }])
    }
    await this.change(['posts'], (c) => c.query(
      `INSERT INTO posts (kind, slug, title, summary, body, cover_theme, published_at, starts_at, ends_at, tags,
                          seo_title, seo_description, seo_keywords, seo_robots)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (kind, slug) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body,
         cover_theme = EXCLUDED.cover_theme, published_at = EXCLUDED.published_at, starts_at = EXCLUDED.starts_at,
         ends_at = EXCLUDED.ends_at, tags = EXCLUDED.tags, seo_title = EXCLUDED.seo_title,
         seo_description = EXCLUDED.seo_description, seo_keywords = EXCLUDED.seo_keywords, seo_robots = EXCLUDED.seo_robots,
         updated_at = now()`,
      [kind, slug, p.title, p.summary, JSON.stringify(p.body), p.coverTheme, p.publishedAt, p.startsAt ?? null, p.endsAt ?? null,
        p.tags, p.seo.title, p.seo.description, p.seo.keywords ?? null, p.seo.robots ?? null]))
  }

  async deletePost(kind: PostKind, slug: string): Promise<void> {
    const n = await this.change(['posts'], async (c) => (await c.query('DELETE FROM posts WHERE kind = $1 AND slug = $2', [kind, slug])).rowCount)
    if (!n) throw notFound('İçerik')
  }
}

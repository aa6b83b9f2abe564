// Seeds the site content (server/db/seed/content/*: pure data written for the brand). Upserts, so a
// re-seed restores the canonical texts; footer columns and lists are replaced as a whole.
import type pg from 'pg'
import { BRANCHES, CONTRACTS, FOOTER_COLUMNS, GENERAL_INFO, PAGES, PARAMETERS, POSTS, SITE_STATIC, SOCIAL_LINKS } from './content/index.js'

/** Inserts rows in batches of one statement each: `cols` per row, values flattened in order. */
async function insertMany(client: pg.PoolClient, sql: (placeholders: string) => string, cols: number, rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    const batch = rows.slice(start, start + 200)
    const placeholders = batch.map((_, r) => `(${Array.from({ length: cols }, (_, c) => `$${r * cols + c + 1}`).join(', ')})`).join(', ')
    await client.query(sql(placeholders), batch.flat())
  }
}

export async function seedContent(client: pg.PoolClient): Promise<void> {
  await client.query('DELETE FROM footer_columns')
  for (const [position, col] of FOOTER_COLUMNS.entries()) {
    const { rows } = await client.query<{ id: number }>('INSERT INTO footer_columns (position, title) VALUES ($1, $2) RETURNING id', [position, col.title])
    await insertMany(client, (v) => `INSERT INTO footer_items (column_id, position, title, url, tab) VALUES ${v}`, 5,
      col.items.map((item, i) => [rows[0]!.id, i, item.title, item.text, item.tab === 'true']))
  }

  await client.query('DELETE FROM social_links')
  await insertMany(client, (v) => `INSERT INTO social_links (id, position, title, url, image_url) VALUES ${v}`, 5,
    SOCIAL_LINKS.map((l, position) => [l.id, position, l.title, l.text, l.imageUrl]))

  await insertMany(client, (v) => `INSERT INTO site_static (key, title, text) VALUES ${v}
    ON CONFLICT (key) DO UPDATE SET title = EXCLUDED.title, text = EXCLUDED.text`, 3,
    SITE_STATIC.map((s) => [s.key, s.title, s.text]))

  await insertMany(client, (v) => `INSERT INTO general_info (key, bool_value, string_value) VALUES ${v}
    ON CONFLICT (key) DO UPDATE SET bool_value = EXCLUDED.bool_value, string_value = EXCLUDED.string_value`, 3,
    GENERAL_INFO.map((g) => [g.key, g.boolValue ?? null, g.boolValue === undefined ? (g.stringValue ?? '') : null]))

  await insertMany(client, (v) => `INSERT INTO contracts (id, name, description, contract_type_id) VALUES ${v}
    ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
      contract_type_id = EXCLUDED.contract_type_id, updated_at = now()`, 4,
    CONTRACTS.map((c) => [c.id, c.name, c.description, c.contractTypeId]))

  for (const p of PARAMETERS) await client.query('DELETE FROM parameter_items WHERE table_name = $1', [p.tableName])
  await insertMany(client, (v) => `INSERT INTO parameter_items (table_name, id, value) VALUES ${v}`, 3,
    PARAMETERS.flatMap((p) => p.items.map((i) => [p.tableName, i.id, i.value])))

  await insertMany(client, (v) => `INSERT INTO pages (slug, title, summary, body, seo_title, seo_description, seo_keywords, seo_robots) VALUES ${v}
    ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body,
      seo_title = EXCLUDED.seo_title, seo_description = EXCLUDED.seo_description, seo_keywords = EXCLUDED.seo_keywords,
      seo_robots = EXCLUDED.seo_robots, updated_at = now()`, 8,
    PAGES.map((p) => [p.slug, p.title, p.summary, JSON.stringify(p.body), p.seo.title, p.seo.description, p.seo.keywords ?? null, p.seo.robots ?? null]))

  await insertMany(client, (v) => `INSERT INTO posts (kind, slug, title, summary, body, cover_theme, published_at, starts_at, ends_at, tags,
      seo_title, seo_description, seo_keywords, seo_robots) VALUES ${v}
    ON CONFLICT (kind, slug) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body,
      cover_theme = EXCLUDED.cover_theme, published_at = EXCLUDED.published_at, starts_at = EXCLUDED.starts_at,
      ends_at = EXCLUDED.ends_at, tags = EXCLUDED.tags, seo_title = EXCLUDED.seo_title, seo_description = EXCLUDED.seo_description,
      seo_keywords = EXCLUDED.seo_keywords, seo_robots = EXCLUDED.seo_robots, updated_at = now()`, 14,
    POSTS.map((p) => [p.kind, p.slug, p.title, p.summary, JSON.stringify(p.body), p.coverTheme, p.publishedAt, p.startsAt ?? null,
      p.endsAt ?? null, p.tags, p.seo.title, p.seo.description, p.seo.keywords ?? null, p.seo.robots ?? null]))

  await insertMany(client, (v) => `INSERT INTO branches (id, slug, name, city, district, address, phone, hours, latitude, longitude, services) VALUES ${v}
    ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, city = EXCLUDED.city, district = EXCLUDED.district,
      address = EXCLUDED.address, phone = EXCLUDED.phone, hours = EXCLUDED.hours, latitude = EXCLUDED.latitude,
      longitude = EXCLUDED.longitude, services = EXCLUDED.services`, 11,
    BRANCHES.map((b) => [b.id, b.slug, b.name, b.city, b.district, b.address, b.phone, b.hours, b.latitude, b.longitude, b.services]))
}

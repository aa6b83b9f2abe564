// SEO data of the pages that exist so far. Later issues add rows for the pages they build.
import type pg from 'pg'

export interface SeoPageSeed {
  path: string
  title: string
  description: string
  keywords?: string
  robots?: string
  noTitleSuffix?: boolean
  linkTags?: Array<Record<string, string>>
}

export const SEO_PAGES: SeoPageSeed[] = [
  {
    path: '/',
    title: 'Turuncu Garaj: İkinci El Araba Al, Sat ve Takas Et',
    description: 'Ekspertizli ikinci el otomobil ve motosikletleri inceleyin, aracınıza dakikalar içinde teklif alın, takas edin ve randevunuzu online oluşturun.',
    keywords: 'ikinci el araba, ikinci el otomobil, araba sat, araba al, takas, motosiklet',
    robots: 'index:true;follow:true;max-image-preview:large',
    noTitleSuffix: true,
    linkTags: [{ rel: 'alternate', hreflang: 'tr-TR', href: '/' }],
  },
]

export async function seedSeoPages(client: pg.PoolClient): Promise<void> {
  for (const p of SEO_PAGES) {
    await client.query(
      `INSERT INTO seo_pages (path, title, description, keywords, robots, no_title_suffix, link_tags)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (path) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
         keywords = EXCLUDED.keywords, robots = EXCLUDED.robots, no_title_suffix = EXCLUDED.no_title_suffix,
         link_tags = EXCLUDED.link_tags, updated_at = now()`,
      [p.path, p.title, p.description, p.keywords ?? null, p.robots ?? null, p.noTitleSuffix ?? false, JSON.stringify(p.linkTags ?? [])],
    )
  }
}

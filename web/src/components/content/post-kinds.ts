import type { PostKind } from '../../api/content/get-posts.js'

export interface PostKindInfo {
  kind: PostKind
  /** Where the list lives; a post is at `${path}/${slug}`. */
  path: string
  /** Shown until the list page's own content (title, summary) arrives. */
  title: string
  empty: string
  /** Heading of the "other posts" rail on a detail page. */
  others: string
}

export const POST_KIND_INFO: Record<PostKind, PostKindInfo> = {
  campaign: {
    kind: 'campaign',
    path: '/kampanyalar',
    title: 'Kampanyalar',
    empty: 'Şu anda aktif bir kampanyamız bulunmuyor. Yeni kampanyalar için bizi takip etmeye devam edin.',
    others: 'Diğer kampanyalar',
  },
  blog: {
    kind: 'blog',
    path: '/blog',
    title: 'Blog',
    empty: 'Henüz yayımlanmış bir blog yazısı yok. Çok yakında burada olacağız.',
    others: 'Diğer yazılar',
  },
  news: {
    kind: 'news',
    path: '/haberler',
    title: 'Haberler',
    empty: 'Henüz yayımlanmış bir haber yok.',
    others: 'Diğer yazılar',
  },
}

export const postPath = (kind: PostKind, slug: string) => `${POST_KIND_INFO[kind].path}/${slug}`

// Mirrors the gateway's slug rule: anything else cannot name a post, so it is a 404 without a request.
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const isSlug = (value: string | undefined): value is string => value !== undefined && value.length <= 120 && SLUG.test(value)

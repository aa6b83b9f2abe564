// Shapes of the seed content. Pure data: the seeding code and the web layer import these types.

/** A block of page or post body. All texts are plain text (no HTML, no markdown). */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'faq'; items: Array<{ question: string; answer: string }> }

export interface SeoSeed {
  title: string
  description: string
  keywords?: string
  robots?: string
}

export interface PageSeed {
  slug: string
  title: string
  summary: string
  body: Block[]
  seo: SeoSeed
}

export type PostKind = 'campaign' | 'blog' | 'news'

/** The cover image is drawn by code from this theme and the post title. */
export type CoverTheme = 'orange' | 'navy' | 'teal' | 'plum' | 'forest' | 'slate'

export interface PostSeed {
  kind: PostKind
  slug: string
  title: string
  summary: string
  body: Block[]
  coverTheme: CoverTheme
  /** ISO 8601 with +03:00 */
  publishedAt: string
  /** campaigns only */
  startsAt?: string
  /** campaigns only */
  endsAt?: string
  tags: string[]
  seo: SeoSeed
}

export interface ContractSeed {
  id: number
  name: string
  /** Plain text; paragraphs separated by a blank line ("\n\n"); no HTML, no markdown. */
  description: string
  contractTypeId: number
}

export interface FooterColumnSeed {
  title: string
  /** text is a URL or a path; tab 'false' hides the link. */
  items: Array<{ title: string; text: string; tab: 'true' | 'false' }>
}

export interface SocialLinkSeed {
  id: number
  title: string
  /** URL */
  text: string
  /** a path like /media/social/instagram.svg */
  imageUrl: string
}

export interface SiteStaticSeed {
  key: string
  title: string
  text: string
}

export interface GeneralInfoSeed {
  key: string
  boolValue?: boolean
  stringValue?: string
}

export interface ParameterSeed {
  tableName: string
  items: Array<{ id: number; value: string }>
}

export type BranchService = 'alis' | 'satis' | 'takas' | 'servis' | 'ekspertiz'

export interface BranchSeed {
  id: number
  slug: string
  name: string
  city: string
  district: string
  address: string
  phone: string
  hours: string
  latitude: number
  longitude: number
  services: BranchService[]
}

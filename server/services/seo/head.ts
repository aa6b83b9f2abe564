// Renders a page's <head> tags on the server (spec §2.1, design §6) so crawlers and link previews
// see them without JavaScript.
import { publicQuery } from '../../schemas/public-query.js'

export interface SeoData {
  title: string
  description?: string | null
  canonical?: string | null
  robots?: string | null
  keywords?: string | null
  linkTags?: Array<Record<string, string>>
  ogImage?: string | null
  ogType?: string
  noTitleSuffix?: boolean
  /** schema.org data, rendered as a JSON-LD script (e.g. a vehicle's Car and Offer). */
  jsonLd?: Record<string, unknown>
  /** A page about one person (the appointment result): noindex, and no canonical or og:url repeating its address. */
  personal?: boolean
}

export interface HeadContext {
  siteName: string
  baseUrl: string
  path: string
  search: string
}

export const OG_IMAGE = { path: '/og/default.png', width: 1200, height: 630 }

const BOOLEAN_DIRECTIVES: Record<string, [string, string]> = {
  index: ['index', 'noindex'],
  follow: ['follow', 'nofollow'],
}

/** 'index:false;follow:true;max-image-preview:large' → 'noindex, follow, max-image-preview:large'. */
export function parseRobots(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined
  const out: string[] = []
  for (const part of raw.split(';')) {
    const idx = part.indexOf(':')
    const name = (idx === -1 ? part : part.slice(0, idx)).trim().toLowerCase()
    const value = idx === -1 ? 'true' : part.slice(idx + 1).trim().toLowerCase()
    if (!/^[a-z-]{1,40}$/.test(name) || !/^[a-z0-9-]{0,40}$/.test(value)) continue
    const pair = BOOLEAN_DIRECTIVES[name]
    if (pair) out.push(value === 'false' ? pair[1] : pair[0])
    else if (value === 'true') out.push(name)
    else if (value !== 'false' && value !== '') out.push(`${name}:${value}`)
  }
  return out.length ? out.join(', ') : undefined
}

/** The robots directive of a page: a personal page is never indexed, whatever its data says. */
export function robotsOf(seo: SeoData): string | undefined {
  return seo.personal ? 'noindex, nofollow' : parseRobots(seo.robots)
}

export function fullTitle(seo: SeoData, siteName: string): string {
  return seo.noTitleSuffix || seo.title.endsWith(siteName) ? seo.title : `${seo.title} | ${siteName}`
}

/** Blog paths drop their query string from the canonical address (spec §2.1); elsewhere only the
 * public parameters (listing filters, sort and page; content pagination) stay, so nothing a visitor
 * or a tracker appends (session ids, campaign tags) is echoed. Personal pages have none (undefined). */
export function canonicalOf(seo: SeoData, ctx: HeadContext): string | undefined {
  if (seo.personal) return undefined
  if (seo.canonical) return absolute(seo.canonical, ctx.baseUrl)
  const isBlog = ctx.path === '/blog' || ctx.path.startsWith('/blog/')
  if (isBlog || !ctx.search) return ctx.baseUrl + ctx.path
  return ctx.baseUrl + ctx.path + publicQuery(ctx.search)
}

function absolute(href: string, baseUrl: string): string {
  return /^https?:\/\//.test(href) ? href : baseUrl + (href.startsWith('/') ? href : `/${href}`)
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

const LINK_ATTRS = new Set(['rel', 'href', 'hreflang', 'type', 'sizes', 'media', 'title', 'as', 'crossorigin'])

export function renderHead(seo: SeoData, ctx: HeadContext): string {
  const title = fullTitle(seo, ctx.siteName)
  const canonical = canonicalOf(seo, ctx)
  const robots = robotsOf(seo)
  const image = absolute(seo.ogImage || OG_IMAGE.path, ctx.baseUrl)
  const meta = (attr: string, key: string, content: string | null | undefined) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : ''
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', seo.description),
    meta('name', 'keywords', seo.keywords),
    meta('name', 'robots', robots),
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    ...(seo.linkTags ?? []).map((attrs) => {
      const pairs = Object.entries(attrs).filter(([k]) => LINK_ATTRS.has(k))
        .map(([k, v]) => `${k}="${escapeHtml(k === 'href' ? absolute(v, ctx.baseUrl) : v)}"`)
      return pairs.length ? `<link ${pairs.join(' ')}>` : ''
    }),
    meta('property', 'og:type', seo.ogType ?? 'website'),
    meta('property', 'og:site_name', ctx.siteName),
    meta('property', 'og:locale', 'tr_TR'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', image),
    // '<' is escaped so no value can close the script element.
    seo.jsonLd ? `<script type="application/ld+json">${JSON.stringify(seo.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ]
  return tags.filter(Boolean).join('\n    ')
}

// The query parameters that make a public page what it is: the vehicle listing's filters, sort and
// page, and the content pages' pagination. Canonical URLs and access-log lines keep these and drop
// everything else (session ids, tracking tags, personal data; decision 020). Runtime-free: the web
// client imports the names it writes from here and from vehicle-constants.ts.
import { LISTING_QUERY } from './vehicle-constants.js'

/** '?sayfa=3' on the blog, news and other paginated content lists. */
export const CONTENT_PAGE_PARAM = 'sayfa'

export const PUBLIC_QUERY_PARAMS: ReadonlySet<string> = new Set([
  ...Object.values(LISTING_QUERY.multi),
  ...Object.values(LISTING_QUERY.range),
  ...Object.values(LISTING_QUERY.flag),
  LISTING_QUERY.sort,
  LISTING_QUERY.page,
  LISTING_QUERY.size,
  CONTENT_PAGE_PARAM,
])

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return ''
  }
}

/**
 * The public part of a query string ('?a=1&b=2' or 'a=1&b=2'), in the order given and as written
 * (no re-encoding): '?sayfa=2' from '?sayfa=2&sessionid=123'; '' when nothing is left.
 */
export function publicQuery(search: string): string {
  const kept: string[] = []
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue
    const at = part.indexOf('=')
    if (PUBLIC_QUERY_PARAMS.has(decodedName(at === -1 ? part : part.slice(0, at)))) kept.push(part)
  }
  return kept.length ? `?${kept.join('&')}` : ''
}

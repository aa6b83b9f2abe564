// What a route's page reads on its first render, so the server can fetch it before rendering
// (design §9): the same queryOptions factories the page's hooks use, hence the same query keys,
// and the browser finds the answers in the dehydrated cache instead of asking again.
import type { Params } from '../lib/router/index.js'

export interface PageLocation {
  params: Params
  /** The query string, '?' included ('' when none). */
  search: string
}

/** A queryOptions factory's result; each has its own data type, the server only prefetches them. */
export interface PageQuery {
  queryKey: readonly unknown[]
}

export type PageQueries = (location: PageLocation) => PageQuery[]

/** `handle` of a route whose page can be rendered on the server. */
export interface PageHandle {
  queries: PageQueries
  /** The page's source module ('pages/home-page'), for its chunk in the build manifest. */
  module?: string
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Partial<PageHandle>).queries === 'function'
}

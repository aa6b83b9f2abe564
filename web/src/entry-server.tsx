// Server rendering of a page (design §9, decision 026), built by Vite into dist/ssr and called by
// the gateway (server/services/web/page-renderer.ts). The route table is the browser's: the routes
// whose page declares its queries are rendered here, the others are left to the browser.
import { dehydrate, QueryClient, type FetchQueryOptions, type Query } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { isPageHandle } from './app/page-data.js'
import { AppProviders } from './app/providers.js'
import { routes } from './app/router.js'
import { serializeState } from './app/ssr-state.js'
import { ApiError } from './lib/api-client.js'
import { consentOfCookieHeader, ServerConsentProvider, type ConsentChoice } from './lib/consent.js'
import { createStaticRouter, RouterProvider } from './lib/router/index.js'

export { setApiTransport } from './lib/api-client.js'

export interface RenderInput {
  /** Path and query string, as requested. */
  url: string
  /** The request's Cookie header: only the consent choice is read from it. */
  cookie: string | undefined
}

export type RenderResult =
  | { kind: 'page'; html: string; state: string; modules: string[] }
  /** A page the server does not draw: the browser renders it from the empty shell. */
  | { kind: 'shell' }

/**
 * What of the request changes the drawn page besides its address: the consent banner and the
 * cookie settings. A rendered page may be reused for requests of the same address and variant.
 */
export function variantOf(cookie: string | undefined): string {
  const consent = consentOfCookieHeader(cookie)
  return consent ? `c${Number(consent.analytics)}${Number(consent.marketing)}` : 'c-'
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500
}

// A 4xx answer (an unknown slug or vehicle, a page past the last) is part of the page: the browser
// shows it as the server did. Other failures are not kept: the server draws the page as the browser
// does before its first answer, and the browser asks again.
const keepQuery = (query: Query) => query.state.status === 'success' || (query.state.status === 'error' && isClientError(query.state.error))

export async function render({ url, cookie }: RenderInput): Promise<RenderResult> {
  const router = await createStaticRouter(routes, url)
  if (!router) return { kind: 'shell' }
  const { matches } = router.getState()
  const leaf = matches[matches.length - 1]
  if (!leaf || !isPageHandle(leaf.route.handle)) return { kind: 'shell' }

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const { search } = new URL(url, 'http://localhost')
  const queries = matches.flatMap((match) => (isPageHandle(match.route.handle) ? match.route.handle.queries({ params: match.params, search }) : []))
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query as FetchQueryOptions)))
  for (const query of queryClient.getQueryCache().getAll()) if (!keepQuery(query)) queryClient.getQueryCache().remove(query)

  const consent: ConsentChoice | null = consentOfCookieHeader(cookie)
  const html = renderToString(
    <StrictMode>
      <ServerConsentProvider value={consent}>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </ServerConsentProvider>
    </StrictMode>,
  )
  const state = serializeState(dehydrate(queryClient, { shouldDehydrateQuery: keepQuery }))
  const modules = matches.flatMap((match) => {
    const module = isPageHandle(match.route.handle) ? match.route.handle.module : undefined
    return module ? [module] : []
  })
  queryClient.clear()
  return { kind: 'page', html, state, modules }
}

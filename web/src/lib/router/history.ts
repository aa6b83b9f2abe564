// The router's state and the browser history behind it (decision 044). A navigation first loads the
// lazy pages of its address (the page left stays drawn meanwhile: `navigation` tells the progress
// bar), then writes the address and commits the new page in one state change: the URL and the page
// drawn never disagree, as with react-router's data router.
import { loadRoutes, matchRoutes, type RouteMatch, type RouteObject } from './match.js'

export interface Path {
  pathname: string
  /** '?a=1', or '' when none. */
  search: string
  /** '#x', or '' when none. */
  hash: string
}

export interface Location extends Path {
  /** What the navigation passed as `state` (kept by the history entry). */
  state: unknown
  /** One per history entry: 'default' for the entry the visit started on. */
  key: string
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE'

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  /** Keep the scroll position (a filter changed in place) instead of going to the top. */
  preventScrollReset?: boolean
}

export interface RouterState {
  location: Location
  matches: RouteMatch[]
  action: NavigationType
  /** The address being opened while its page's chunk loads. */
  navigation: Location | null
  /** After this commit: scroll to y, to the top or the hash (null), or leave the scroll as it is (false). */
  scroll: number | null | false
}

export interface Router {
  getState(): RouterState
  subscribe(listener: () => void): () => void
  navigate(to: string, options?: NavigateOptions): Promise<void>
}

const cleanSearch = (s: string) => (s === '?' ? '' : s)
const cleanHash = (h: string) => (h === '#' ? '' : h)

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + cleanSearch(search) + cleanHash(hash)
}

export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#')
  const hash = hashAt < 0 ? '' : path.slice(hashAt)
  const rest = hashAt < 0 ? path : path.slice(0, hashAt)
  const searchAt = rest.indexOf('?')
  return {
    pathname: searchAt < 0 ? rest : rest.slice(0, searchAt),
    search: cleanSearch(searchAt < 0 ? '' : rest.slice(searchAt)),
    hash: cleanHash(hash),
  }
}

/**
 * `to` read from `from`: an absolute path as is, '?…' on the same path, '#…' on the same page, and a
 * relative path against the current one ('..' goes up a segment).
 */
export function resolvePath(to: string, from: Path): Path {
  const path = parsePath(to)
  if (path.pathname.startsWith('/')) return path
  if (!path.pathname) return { pathname: from.pathname, search: path.search || (path.hash ? from.search : ''), hash: path.hash }
  const segments: string[] = []
  for (const segment of `${from.pathname}/${path.pathname}`.split('/')) {
    if (segment === '..') segments.pop()
    else if (segment && segment !== '.') segments.push(segment)
  }
  return { ...path, pathname: `/${segments.join('/')}` }
}

const newKey = () => Math.random().toString(36).slice(2, 10)

/** A router for one server rendering: the address requested, nothing to navigate. */
export async function createStaticRouter(routes: RouteObject[], url: string): Promise<Router | null> {
  const { pathname, search } = new URL(url, 'http://localhost')
  const matches = matchRoutes(routes, pathname)
  if (!matches) return null
  await loadRoutes(matches)
  const state: RouterState = { location: { pathname, search, hash: '', state: null, key: 'default' }, matches, action: 'POP', navigation: null, scroll: false }
  return { getState: () => state, subscribe: () => () => undefined, navigate: async () => undefined }
}

/** The browser's router, once the pages of the current address are loaded (so hydration matches). */
export async function createBrowserRouter(routes: RouteObject[]): Promise<Router> {
  const { history } = window
  const listeners = new Set<() => void>()
  // Scroll positions of the entries left, by location key, for back and forward.
  const positions: Record<string, number> = {}
  const current = (): Location => {
    const entry = history.state as { usr?: unknown; key?: string } | null
    const { pathname, search, hash } = window.location
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' }
  }
  const matchesOf = (pathname: string) => matchRoutes(routes, pathname) ?? []
  const initial = current()
  const matches = matchesOf(initial.pathname)
  await loadRoutes(matches)
  let state: RouterState = { location: initial, matches, action: 'POP', navigation: null, scroll: false }
  let latest = 0

  const update = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  const go = async (location: Location, action: NavigationType, preventScrollReset?: boolean) => {
    const id = ++latest
    const next = matchesOf(location.pathname)
    if (next.some((match) => match.route.lazy)) {
      update({ navigation: location })
      await loadRoutes(next)
      // A later navigation (another click, back) replaced this one.
      if (id !== latest) return
    }
    positions[state.location.key] = window.scrollY
    if (action !== 'POP') {
      const href = createPath(location)
      try {
        history[action === 'PUSH' ? 'pushState' : 'replaceState']({ usr: location.state, key: location.key }, '', href)
      } catch {
        // The browser refused the entry (a state it cannot keep, too many calls): load the page instead.
        window.location.assign(href)
        return
      }
    }
    update({
      location,
      matches: next,
      action,
      navigation: null,
      scroll: action === 'POP' ? (positions[location.key] ?? null) : preventScrollReset ? false : null,
    })
  }

  // The router restores positions itself; the browser's own restoration is left on for when the
  // visitor comes back to this page from another document (or from the back-forward cache).
  const manual = () => {
    history.scrollRestoration = 'manual'
  }
  manual()
  window.addEventListener('pageshow', manual)
  window.addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto'
  })
  window.addEventListener('popstate', () => void go(current(), 'POP'))

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    navigate: (to, options = {}) =>
      go({ ...resolvePath(to, state.location), state: options.state ?? null, key: newKey() }, options.replace ? 'REPLACE' : 'PUSH', options.preventScrollReset),
  }
}

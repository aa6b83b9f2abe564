// The route table and its matching (decision 044). Pure: the server rendering and the browser use it
// alike. The rules are react-router's, which the site used before: a route's path is joined to its
// parents', `:name` is a parameter, `:name?` an optional one, a trailing `*` the rest of the path;
// matching ignores case and trailing slashes; when several paths match, the most specific one wins
// (static segments over parameters over the splat), and among equals the first defined.
import type { ReactNode } from 'react'

export type Params = Record<string, string | undefined>

/** What a route's `lazy` gives once loaded: merged into the route before its page is drawn. */
export type LazyRoute = Pick<RouteObject, 'element' | 'errorElement' | 'handle'>

export interface RouteObject {
  /** Relative to the parent's path; none for a layout route (it only wraps its children). */
  path?: string
  /** Drawn at its parent's own path. */
  index?: boolean
  /** Undefined: the route draws its child (<Outlet />). */
  element?: ReactNode
  /** Drawn instead of this route's subtree when something in it throws while rendering. */
  errorElement?: ReactNode
  handle?: unknown
  /** Loads the route's element (its own chunk): before the route is first drawn. */
  lazy?: () => Promise<LazyRoute>
  children?: RouteObject[]
}

export interface RouteMatch {
  route: RouteObject
  /** Every parameter of the matched path (the same object for each route of one match). */
  params: Params
}

interface Branch {
  pattern: RegExp
  names: string[]
  score: number
  routes: RouteObject[]
}

const branchCache = new WeakMap<RouteObject[], Branch[]>()

/**
 * '/a/:b?/:c?' → '/a/:b/:c', '/a/:b', '/a/:c', '/a': every combination, fuller ones first (as
 * react-router orders them), so '/a/x' gives b, not c.
 */
function explode(path: string): string[] {
  let variants = ['']
  for (const segment of path.split('/')) {
    if (!segment) continue
    const required = segment.replace(/\?$/, '')
    variants = variants.flatMap((v) => (required === segment ? [`${v}/${segment}`] : [`${v}/${required}`, v]))
  }
  return variants.map((v) => v || '/')
}

/** react-router's ranking: static 10, parameter 3, empty 1 per segment, -2 for a splat, +2 for an index. */
function scoreOf(path: string, index: boolean | undefined): number {
  const segments = path.split('/')
  let score = segments.length + (index ? 2 : 0)
  for (const segment of segments) score += segment === '*' ? -2 : segment.startsWith(':') ? 3 : segment ? 10 : 1
  return score
}

function compile(path: string): Pick<Branch, 'pattern' | 'names'> {
  const names: string[] = []
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name)
        return '/([^\\/]+)'
      })
  if (path.endsWith('*')) {
    names.push('*')
    source += path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$'
  } else {
    source += '\\/*$'
  }
  return { pattern: new RegExp(source, 'i'), names }
}

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes)
  if (branches) return branches
  const found: Branch[] = []
  const walk = (list: RouteObject[], parentPath: string, parents: RouteObject[]) => {
    for (const route of list) {
      const path = `${parentPath}/${route.path ?? ''}`.replace(/\/\/+/g, '/')
      const chain = [...parents, route]
      if (route.children) walk(route.children, path, chain)
      if (route.path === undefined && !route.index) continue
      for (const variant of explode(path)) found.push({ ...compile(variant), score: scoreOf(variant, route.index), routes: chain })
    }
  }
  walk(routes, '', [])
  // Array.prototype.sort is stable: equal scores keep the table's order.
  branches = found.sort((a, b) => b.score - a.score)
  branchCache.set(routes, branches)
  return branches
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The routes drawn for `pathname`, outermost first; null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  for (const branch of branchesOf(routes)) {
    const found = branch.pattern.exec(pathname)
    if (!found) continue
    const params: Params = {}
    branch.names.forEach((name, i) => {
      const value = found[i + 1]
      if (value !== undefined) params[name] = decode(value)
    })
    return branch.routes.map((route) => ({ route, params }))
  }
  return null
}

/**
 * Loads the lazy routes among `matches` (once each). A route whose chunk fails to load stays lazy:
 * it is then drawn as an error (its error boundary), and the next visit tries again.
 */
export async function loadRoutes(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy
      if (!lazy) return
      try {
        Object.assign(route, await lazy(), { lazy: undefined })
      } catch {
        // Left lazy: see above.
      }
    }),
  )
}

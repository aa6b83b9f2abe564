// The site's own router (web/src/lib/router, decision 044): matching, parameters, the splat, search
// parameters, links, server rendering with a static location, and the browser router's push,
// replace, back with its scroll position, and lazy pages loaded before the commit, against a
// stand-in window (no DOM library needed: the router only uses history, location and scrollY).
import { createElement as h, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import t from 'tap'
import {
  createBrowserRouter,
  createStaticRouter,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  parsePath,
  resolvePath,
  RouterProvider,
  useLocation,
  useParams,
  useSearchParams,
  type RouteObject,
  type Router,
} from '../../../web/src/lib/router/index.js'

function Layout() {
  return h('div', { id: 'layout' }, h(NavLink, { to: '/blog' }, 'Blog'), h(NavLink, { to: '/', end: true }, 'Ana'), h(Outlet))
}

function Show() {
  const params = useParams()
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  return h('p', null, `${pathname} ${JSON.stringify(params)} sayfa=${search.get('sayfa') ?? '-'}`, h(Link, { to: '?sayfa=2' }, 'next'), h(Link, { to: '../ust' }, 'up'))
}

const page = (name: string): ReactNode => h('section', { 'data-page': name }, h(Show))

function table(): RouteObject[] {
  return [
    {
      element: h(Layout),
      children: [
        { index: true, element: page('home') },
        { path: 'araba-al/:brand?/:model?', element: page('listing') },
        { path: 'araba-al/:brand/:model/:slug/:no', element: page('detail') },
        { path: 'blog/:slug', element: page('post') },
        // Defined after the parameter route, but more specific: it wins.
        { path: 'blog/yeni', element: page('new-post') },
        { path: 'blog', lazy: async () => ({ element: page('blog'), handle: { lazy: true } }) },
        { path: 'dosya/*', element: page('files') },
        { path: '*', element: page('not-found') },
      ],
    },
  ]
}

const leafOf = (routes: RouteObject[], path: string) => {
  const matches = matchRoutes(routes, path)
  const leaf = matches?.at(-1)
  return leaf ? { page: (leaf.route.element as { props?: { 'data-page'?: string } } | undefined)?.props?.['data-page'], params: leaf.params, depth: matches!.length } : null
}

t.test('matching: index, static over parameters, optional segments, the splat, case and trailing slash', async (t) => {
  const routes = table()
  t.same(leafOf(routes, '/'), { page: 'home', params: {}, depth: 2 }, 'the index route, inside its layout')
  t.same(leafOf(routes, '/araba-al'), { page: 'listing', params: {}, depth: 2 }, 'optional segments left out')
  t.same(leafOf(routes, '/araba-al/bmw'), { page: 'listing', params: { brand: 'bmw' }, depth: 2 }, 'one segment fills the first optional parameter')
  t.same(leafOf(routes, '/Araba-Al/bmw/3-serisi/'), { page: 'listing', params: { brand: 'bmw', model: '3-serisi' }, depth: 2 }, 'any case, a trailing slash')
  t.same(leafOf(routes, '/araba-al/bmw/3-serisi/320i/123456'), { page: 'detail', params: { brand: 'bmw', model: '3-serisi', slug: '320i', no: '123456' }, depth: 2 }, 'four parameters: the detail page')
  t.same(leafOf(routes, '/blog/yeni'), { page: 'new-post', params: {}, depth: 2 }, 'a static segment wins over a parameter')
  t.same(leafOf(routes, '/blog/%C3%A7ay-molasi'), { page: 'post', params: { slug: 'çay-molasi' }, depth: 2 }, 'parameters are decoded')
  t.same(leafOf(routes, '/blog/%E0%A4%A'), { page: 'post', params: { slug: '%E0%A4%A' }, depth: 2 }, 'a malformed escape is kept as sent')
  t.same(leafOf(routes, '/dosya/a/b.pdf'), { page: 'files', params: { '*': 'a/b.pdf' }, depth: 2 }, 'the splat takes the rest of the path')
  t.same(leafOf(routes, '/yok/boyle/bir/sey'), { page: 'not-found', params: { '*': 'yok/boyle/bir/sey' }, depth: 2 }, 'anything else: the catch-all')
  t.equal(matchRoutes([{ path: 'a' }], '/b'), null, 'no match without a catch-all')
  t.equal(leafOf(routes, '/araba-al/a/b/c')?.page, 'not-found', 'three segments fit neither the listing nor the detail page')
})

t.test('paths: parsing and resolving', async (t) => {
  t.same(parsePath('/a/b?x=1#top'), { pathname: '/a/b', search: '?x=1', hash: '#top' }, 'path, search and hash')
  t.same(parsePath('/a?'), { pathname: '/a', search: '', hash: '' }, "a bare '?' is no search")
  const from = { pathname: '/blog/merhaba', search: '?sayfa=3', hash: '' }
  t.same(resolvePath('/araba-al?marka=bmw', from), { pathname: '/araba-al', search: '?marka=bmw', hash: '' }, 'absolute')
  t.same(resolvePath('?sayfa=4', from), { pathname: '/blog/merhaba', search: '?sayfa=4', hash: '' }, 'a new search on the same path')
  t.same(resolvePath('#yorumlar', from), { pathname: '/blog/merhaba', search: '?sayfa=3', hash: '#yorumlar' }, 'a hash on the same page')
  t.same(resolvePath('../diger', from), { pathname: '/blog/diger', search: '', hash: '' }, 'relative, one segment up')
})

t.test('server rendering: nested routes, params, search, links and the active NavLink', async (t) => {
  const routes = table()
  const render = async (url: string) => {
    const router = await createStaticRouter(routes, url)
    t.ok(router, `${url} matches`)
    return renderToString(h(RouterProvider, { router: router! }))
  }
  const post = await render('/blog/merhaba?sayfa=3')
  t.match(post, /^<div id="layout">/, 'the layout wraps the page')
  t.match(post, /data-page="post"/, 'the page is drawn in the outlet')
  t.match(post, /\/blog\/merhaba \{&quot;slug&quot;:&quot;merhaba&quot;\} sayfa=3/, 'path, params and search params')
  t.match(post, /<a href="\/blog\/merhaba\?sayfa=2">next<\/a>/, "a '?…' link keeps the path")
  t.match(post, /<a href="\/blog\/ust">up<\/a>/, 'a relative link')
  t.match(post, /<a class="active" aria-current="page" href="\/blog">Blog<\/a>/, 'NavLink is current below its path')
  t.match(post, /<a href="\/">Ana<\/a>/, "an 'end' NavLink only on its own path")

  const blog = await render('/blog')
  t.match(blog, /data-page="blog"/, 'a lazy route is loaded before it is drawn')
  const [blogMatch] = (await createStaticRouter(routes, '/blog'))!.getState().matches.slice(-1)
  t.same(blogMatch!.route.handle, { lazy: true }, 'with its handle')
  t.equal(await createStaticRouter([{ path: 'a', element: 'a' }], '/b'), null, 'no route: nothing to render')

  const failing: RouteObject[] = [{ path: 'x', errorElement: 'hata', lazy: () => Promise.reject(new Error('chunk missing')) }]
  const router = await createStaticRouter(failing, '/x')
  t.ok(router!.getState().matches[0]!.route.lazy, 'a chunk that did not load leaves the route lazy (its error is drawn)')
})

// ---- The browser router against a stand-in window ---------------------------------------------

interface Entry {
  url: URL
  state: unknown
}

function standInWindow(start: string) {
  const entries: Entry[] = [{ url: new URL(start, 'http://localhost'), state: null }]
  let index = 0
  const listeners = new Map<string, Array<() => void>>()
  const at = () => entries[index]!
  const win = {
    scrollY: 0,
    assigned: [] as string[],
    location: {
      get pathname() {
        return at().url.pathname
      },
      get search() {
        return at().url.search
      },
      get hash() {
        return at().url.hash
      },
      assign(href: string) {
        win.assigned.push(href)
      },
    },
    history: {
      scrollRestoration: 'auto',
      get state() {
        return at().state
      },
      get length() {
        return entries.length
      },
      pushState(state: unknown, _title: string, href: string) {
        entries.splice(index + 1, entries.length, { url: new URL(href, at().url), state })
        index++
      },
      replaceState(state: unknown, _title: string, href: string) {
        entries[index] = { url: new URL(href, at().url), state }
      },
      /** Back (-1) or forward (1): the address changes, then popstate, as in a browser. */
      go(delta: number) {
        index += delta
        for (const listener of listeners.get('popstate') ?? []) listener()
      },
    },
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener])
    },
    href: () => at().url.pathname + at().url.search + at().url.hash,
  }
  return win
}

async function browserRouter(start: string, routes: RouteObject[]): Promise<{ win: ReturnType<typeof standInWindow>; router: Router }> {
  const win = standInWindow(start)
  ;(globalThis as { window?: unknown }).window = win
  return { win, router: await createBrowserRouter(routes) }
}

const pageOf = (router: Router) => (router.getState().matches.at(-1)?.route.element as { props?: { 'data-page'?: string } } | undefined)?.props?.['data-page']
const tick = () => new Promise((resolve) => setImmediate(resolve))

t.test('browser: push, replace, back and forward with their scroll positions', async (t) => {
  const { win, router } = await browserRouter('/araba-al?sayfa=2', table())
  t.teardown(() => void delete (globalThis as { window?: unknown }).window)
  t.equal(win.history.scrollRestoration, 'manual', 'the router restores scroll itself')
  const first = router.getState()
  t.same([first.location.pathname, first.location.search, first.location.key, first.action, first.scroll], ['/araba-al', '?sayfa=2', 'default', 'POP', false], 'starts on the address, scroll left alone')
  let changes = 0
  const unsubscribe = router.subscribe(() => changes++)

  // The visitor scrolls down the listing and opens a car.
  win.scrollY = 1800
  await router.navigate('/araba-al/bmw/3-serisi/320i/42')
  let state = router.getState()
  t.equal(pageOf(router), 'detail', 'the detail page is drawn')
  t.same([state.action, state.scroll, win.history.length, win.href()], ['PUSH', null, 2, '/araba-al/bmw/3-serisi/320i/42'], 'push: a new entry, the new page at its top')
  t.same(state.matches.at(-1)!.params, { brand: 'bmw', model: '3-serisi', slug: '320i', no: '42' }, 'with its parameters')

  // The detail page corrects its own address: no new entry.
  await router.navigate('/araba-al/bmw/3-serisi/320i-m-sport/42?ref=x', { replace: true, state: { from: 'card' } })
  state = router.getState()
  t.same([state.action, win.history.length, win.href(), state.location.state], ['REPLACE', 2, '/araba-al/bmw/3-serisi/320i-m-sport/42?ref=x', { from: 'card' }], 'replace: same entry, new address and state')
  const detailKey = state.location.key

  // The visitor reads down the car's page, then goes back: the listing where it was left.
  win.scrollY = 300
  win.history.go(-1)
  await tick()
  state = router.getState()
  t.same([state.action, state.location.pathname + state.location.search, state.location.key, state.scroll], ['POP', '/araba-al?sayfa=2', 'default', 1800], 'back restores the scroll position of the entry')

  // Forward: the car's page where it was left, with its entry state.
  win.scrollY = 1800
  win.history.go(1)
  await tick()
  state = router.getState()
  t.same([state.action, state.location.key, state.scroll, state.location.state], ['POP', detailKey, 300, { from: 'card' }], 'forward too, with the entry state')

  // A filter changed in place keeps the scroll; a search-only link keeps the path.
  await router.navigate('?renk=kirmizi', { preventScrollReset: true })
  state = router.getState()
  t.same([win.href(), state.scroll], ['/araba-al/bmw/3-serisi/320i-m-sport/42?renk=kirmizi', false], 'preventScrollReset leaves the scroll')
  await router.navigate('/blog#yorumlar')
  t.equal(router.getState().location.hash, '#yorumlar', 'the hash is kept (the page scrolls to it)')
  t.ok(changes >= 5, 'subscribers hear every change')
  unsubscribe()
})

t.test('browser: a lazy page loads before the commit; a newer navigation wins', async (t) => {
  let release: () => void = () => undefined
  const routes: RouteObject[] = [
    { index: true, element: page('home') },
    { path: 'yavas', lazy: () => new Promise((resolve) => (release = () => resolve({ element: page('slow') }))) },
    { path: 'hizli', element: page('fast') },
    { path: 'bozuk', errorElement: 'hata', lazy: () => Promise.reject(new Error('chunk missing')) },
  ]
  const { win, router } = await browserRouter('/', routes)
  t.teardown(() => void delete (globalThis as { window?: unknown }).window)

  const slow = router.navigate('/yavas')
  let state = router.getState()
  t.same([state.navigation?.pathname, state.location.pathname, win.href()], ['/yavas', '/', '/'], 'while the chunk loads: the old page and address, the new one pending')
  release()
  await slow
  state = router.getState()
  t.same([state.navigation, state.location.pathname, pageOf(router), win.href()], [null, '/yavas', 'slow', '/yavas'], 'then address and page together')

  // Back to '/', then a slow page is asked for and another link clicked before it arrives.
  win.history.go(-1)
  await tick()
  const abandoned = routes[1]!
  abandoned.lazy = () => new Promise((resolve) => (release = () => resolve({ element: page('slow-2') })))
  abandoned.element = undefined
  const first = router.navigate('/yavas')
  await router.navigate('/hizli')
  release()
  await first
  t.same([router.getState().location.pathname, win.href(), win.history.length], ['/hizli', '/hizli', 2], 'the newer navigation wins; the older adds no entry')

  await router.navigate('/bozuk')
  t.same([router.getState().location.pathname, Boolean(router.getState().matches[0]!.route.lazy)], ['/bozuk', true], 'a chunk that fails: the address commits and the route draws its error')
})

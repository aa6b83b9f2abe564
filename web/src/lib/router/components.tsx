// The React side of the router (decision 044): the provider, the nested route elements with their
// error boundaries, links and the hooks the pages use. Names and behaviour follow react-router's, so
// the pages read as before.
import {
  Component,
  startTransition,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { createPath, resolvePath, type Location, type NavigateOptions, type Router, type RouterState } from './history.js'
import type { Params, RouteMatch } from './match.js'

const RouterContext = createContext<Router | null>(null)
const StateContext = createContext<RouterState | null>(null)
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} })

function useRouter(): Router {
  const router = useContext(RouterContext)
  if (!router) throw new Error('router hooks need a <RouterProvider>')
  return router
}

function useRouterState(): RouterState {
  const state = useContext(StateContext)
  if (!state) throw new Error('router hooks need a <RouterProvider>')
  return state
}

interface BoundaryProps {
  location: Location
  fallback: ReactNode
  children: ReactNode
}

/** A route's error boundary: what throws below it draws its errorElement until the address changes. */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; location: Location }> {
  override state = { failed: false, location: this.props.location }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { failed: false, location: props.location }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** A route whose chunk did not load: its error boundary says so. */
function Unloaded(): never {
  throw new Error('the page could not be loaded')
}

function renderMatches(matches: RouteMatch[], location: Location): ReactNode {
  return matches.reduceRight<ReactNode>((outlet, { route, params }) => {
    const value = { outlet, params }
    const element = route.lazy ? <Unloaded /> : route.element === undefined ? outlet : route.element
    const drawn = <RouteContext.Provider value={value}>{element}</RouteContext.Provider>
    if (route.errorElement === undefined) return drawn
    return (
      <RouteErrorBoundary location={location} fallback={<RouteContext.Provider value={value}>{route.errorElement}</RouteContext.Provider>}>
        {drawn}
      </RouteErrorBoundary>
    )
  }, null)
}

function restoreScroll({ scroll, location }: RouterState): void {
  if (scroll === false) return
  const target = scroll === null && location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
  if (target) target.scrollIntoView()
  else window.scrollTo(0, scroll ?? 0)
}

/**
 * Draws the routes of the router's address. Each commit then sets the scroll: back and forward
 * return to where the visitor was on that entry, a new page starts at its top (or its #hash).
 *
 * The router's changes reach React as transitions (react-router's RouterProvider does the same),
 * not through useSyncExternalStore, whose updates are always synchronous: a synchronous update
 * that suspends (a lazy dialog or part of the next page) swaps content already on screen for its
 * Suspense fallback, hidden but still mounted, so an open dialog would vanish and leave the page
 * inert. In a transition React keeps the current page until the next one is ready, and draws a
 * long page in slices instead of one blocking task.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.getState)
  useLayoutEffect(() => {
    const sync = () => startTransition(() => setState(router.getState()))
    // A change between the first render and this subscription is not lost.
    sync()
    return router.subscribe(sync)
  }, [router])
  // After every route's own layout effects: the new page is in the document. Braces: the effect
  // must return nothing (Chromium's scrollTo returns a promise, which React would call on cleanup).
  useLayoutEffect(() => {
    restoreScroll(state)
  }, [state.location])
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{renderMatches(state.matches, state.location)}</StateContext.Provider>
    </RouterContext.Provider>
  )
}

/** The matched child route of a layout route. */
export function Outlet() {
  return useContext(RouteContext).outlet
}

export const useLocation = (): Location => useRouterState().location

/** 'loading' (with the address being opened) while a page's chunk loads, otherwise 'idle'. */
export function useNavigation(): { state: 'idle' | 'loading'; location?: Location } {
  const pending = useRouterState().navigation
  return pending ? { state: 'loading', location: pending } : { state: 'idle' }
}

/** A stable function: it reads relative addresses against the address at the time it is called. */
export const useNavigate = (): Router['navigate'] => useRouter().navigate

export const useParams = (): Params => useContext(RouteContext).params

type SearchInit = URLSearchParams | string | Record<string, string>

export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { search } = useLocation()
  const router = useRouter()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(router.getState().location.search)) : next
      void router.navigate(`?${new URLSearchParams(value).toString()}`, options)
    },
    [router],
  )
  return [params, set]
}

/** Goes to `to` once drawn (an effect: the server rendering draws nothing and goes nowhere). */
export function Navigate({ to, ...options }: { to: string } & NavigateOptions) {
  const navigate = useNavigate()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    void navigate(to, options)
  })
  return null
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, NavigateOptions {
  to: string
  /** A full page load instead of a client navigation. */
  reloadDocument?: boolean
  ref?: Ref<HTMLAnchorElement>
}

// 'https:', 'mailto:', '//host': another site, left to the browser.
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** An <a> whose plain left click navigates in the page; other clicks (new tab, …) stay the browser's. */
export function Link({ to, replace, state, preventScrollReset, reloadDocument, onClick, ...rest }: LinkProps) {
  const router = useRouter()
  const location = useLocation()
  const external = EXTERNAL.test(to)
  const href = external ? to : createPath(resolvePath(to, location))
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      external ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return
    event.preventDefault()
    // The same address again replaces its entry rather than adding a copy.
    void router.navigate(href, { replace: replace ?? href === createPath(router.getState().location), state, preventScrollReset })
  }
  return <a {...rest} href={href} onClick={click} />
}

/** A Link marked aria-current="page" (and class 'active') on its address and the addresses below it. */
export function NavLink({ className, end, ...props }: LinkProps & { end?: boolean }) {
  const { location, navigation } = useRouterState()
  const to = resolvePath(props.to, location).pathname.toLowerCase()
  const on = (at: Location | null) => {
    const path = at?.pathname.toLowerCase()
    if (path === undefined) return false
    const edge = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length
    return path === to || (!end && path.startsWith(to) && path.charAt(edge) === '/')
  }
  const active = on(location)
  const classes = [className, active && 'active', on(navigation) && 'pending'].filter(Boolean).join(' ')
  return <Link {...props} className={classes || undefined} aria-current={active ? 'page' : undefined} />
}

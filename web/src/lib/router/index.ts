// The site's router (decision 044): what the pages import instead of react-router.
export { createBrowserRouter, createStaticRouter, createPath, parsePath, resolvePath } from './history.js'
export type { Location, NavigateOptions, NavigationType, Path, Router, RouterState } from './history.js'
export { matchRoutes, loadRoutes } from './match.js'
export type { LazyRoute, Params, RouteMatch, RouteObject } from './match.js'
export { Link, Navigate, NavLink, Outlet, RouterProvider, useLocation, useNavigate, useNavigation, useParams, useSearchParams } from './components.js'
export type { LinkProps } from './components.js'

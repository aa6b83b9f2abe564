import { useEffect } from 'react'
import { useLocation } from '../../lib/router/index.js'
import { isTrackablePath, trackPageView } from '../../lib/analytics.js'

// Per page load, not per component: a remount (StrictMode, a layout change) is not a new page view.
let lastTrackedKey: string | undefined

/** One page view per history entry the visitor lands on. */
export function usePageViewTracking(): void {
  const { pathname, search, key } = useLocation()
  useEffect(() => {
    if (key === lastTrackedKey || !isTrackablePath(pathname)) return
    lastTrackedKey = key
    trackPageView(pathname + search)
  }, [key, pathname, search])
}

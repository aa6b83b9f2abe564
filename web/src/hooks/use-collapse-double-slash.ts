import { useEffect } from 'react'
import { useLocation, useNavigate } from '../lib/router/index.js'
import { collapseSlashes } from '../lib/route-flags.js'

/** '/araba-al//x' becomes '/araba-al/x' in place: a history replace, no reload (spec §2.1). */
export function useCollapseDoubleSlash() {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (pathname.includes('//')) navigate(`${collapseSlashes(pathname)}${search}${hash}`, { replace: true })
  }, [pathname, search, hash, navigate])
}

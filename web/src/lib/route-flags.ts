// Path rules of the page frame (spec §2.1, §2.4).

const CHROMELESS_PREFIXES = ['/urunagaci', '/anket']
const PAID_TRAFFIC_PREFIX = '/araba-sat'

/** Survey and product-tree pages are embedded elsewhere and show no frame. */
export function isChromeless(pathname: string): boolean {
  return CHROMELESS_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/** The /araba-sat flow is the paid-traffic landing page. */
export function isPaidTraffic(pathname: string): boolean {
  return pathname.startsWith(PAID_TRAFFIC_PREFIX)
}

export function collapseSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/')
}

import { Link } from '../../lib/router/index.js'
import { CONTENT_PAGE_PARAM } from '../../../../server/schemas/public-query.js'

export const PAGE_PARAM = CONTENT_PAGE_PARAM

/** '?sayfa=3' → 3; a missing, malformed or zero value is the first page. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM) ?? ''
  const page = /^\d{1,5}$/.test(raw) ? Number(raw) : 1
  return page >= 1 ? page : 1
}

function pageHref(pathname: string, page: number): string {
  return page === 1 ? pathname : `${pathname}?${PAGE_PARAM}=${page}`
}

/** The first, the last and the neighbours of the current page; null marks a gap. */
export function visiblePages(current: number, total: number): Array<number | null> {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1)
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total))
  const pages: Array<number | null> = []
  let previous = 0
  for (const page of [...wanted].sort((a, b) => a - b)) {
    if (page - previous > 1) pages.push(page - previous === 2 ? page - 1 : null)
    pages.push(page)
    previous = page
  }
  return pages
}

interface PaginationProps {
  pathname: string
  current: number
  total: number
  /** The address of a page when it keeps more than '?sayfa=' (the vehicle listing's search). */
  hrefOf?: (page: number) => string
}

export function Pagination({ pathname, current, total, hrefOf = (page) => pageHref(pathname, page) }: PaginationProps) {
  if (total <= 1) return null
  return (
    <nav className="pagination" aria-label="Sayfalar">
      {current > 1 ? (
        <Link className="pagination__step" to={hrefOf(current - 1)} rel="prev">
          Önceki
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          Önceki
        </span>
      )}
      <ol className="pagination__pages">
        {visiblePages(current, total).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className="pagination__page"
                to={hrefOf(page)}
                aria-label={`Sayfa ${page}`}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link className="pagination__step" to={hrefOf(current + 1)} rel="next">
          Sonraki
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          Sonraki
        </span>
      )}
    </nav>
  )
}

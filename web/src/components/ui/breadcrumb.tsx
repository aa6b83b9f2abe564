import { Link } from '../../lib/router/index.js'

export interface Crumb {
  label: string
  to?: string
}

/** 'Anasayfa / …' above a page's title; the last crumb is the current page and is not a link. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Sayfa yolu">
      <ol>
        <li>
          <Link to="/">Anasayfa</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {crumb.to && index < crumbs.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
          </li>
        ))}
      </ol>
    </nav>
  )
}

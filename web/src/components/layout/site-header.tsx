import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from '../../lib/router/index.js'
import { useGeneralInfoFlags } from '../../api/content/get-general-info.js'
import { siteConfig } from '../../lib/site-config.js'
import { AccountMenu } from '../../auth/account-menu.js'

const NAV_ITEMS = [
  { label: 'Araba Al', to: '/araba-al' },
  { label: 'Motosiklet Al', to: '/motosiklet-al' },
  { label: 'Araba Sat', to: '/teklif-al/yil-sec' },
  { label: 'Takas', to: '/takas/yil-sec' },
  { label: 'Kampanyalar', to: '/kampanyalar' },
] as const

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  const { has_active_campaigns: campaigns } = useGeneralInfoFlags()

  // A chosen link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="logo">
          {siteConfig.name}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="menu-toggle__label">Menü</span>
        </button>
        <nav id="site-nav" className="site-nav" aria-label="Ana menü" data-open={menuOpen}>
          <ul className="site-nav__list">
            {NAV_ITEMS.filter((item) => item.to !== '/kampanyalar' || campaigns).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountMenu />
      </div>
    </header>
  )
}

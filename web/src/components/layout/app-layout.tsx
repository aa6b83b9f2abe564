import { Outlet, useLocation } from '../../lib/router/index.js'
import { footerServicesQueryOptions } from '../../api/content/get-footer-services.js'
import { generalInfoQueryOptions } from '../../api/content/get-general-info.js'
import { siteStaticQueryOptions } from '../../api/content/get-site-static.js'
import { socialMediaLinksQueryOptions } from '../../api/content/get-social-media-links.js'
import type { PageQueries } from '../../app/page-data.js'
import { ScreenDialogsProvider } from '../../../renderers/dialog-host.js'
import { useCollapseDoubleSlash } from '../../hooks/use-collapse-double-slash.js'
import { useSeoSync } from '../../hooks/use-seo-sync.js'
import { isChromeless } from '../../lib/route-flags.js'
import { AuthProvider } from '../../auth/auth-provider.js'
import { FavouriteIntent } from '../favourites/use-favourites.js'
import { ConsentBanner } from '../consent/consent-banner.js'
import { EngagementIdentity } from '../consent/engagement-identity.js'
import { RendererHostProvider } from './renderer-host-provider.js'
import { RouteProgress } from './route-progress.js'
import { SiteFooter } from './site-footer.js'
import { SiteHeader } from './site-header.js'

/** What header and footer show: every server-rendered page carries it (all site texts for the mobile footer's store links). */
export const frameQueries: PageQueries = () => [
  generalInfoQueryOptions(),
  footerServicesQueryOptions(),
  siteStaticQueryOptions('FOOTER_'),
  siteStaticQueryOptions(''),
  socialMediaLinksQueryOptions(),
]

/** The page frame of spec §2.1 around every route. */
export function AppLayout() {
  const { pathname } = useLocation()
  // Survey and product-tree pages are embedded elsewhere: no header, footer or progress bar.
  const chromeless = isChromeless(pathname)
  useCollapseDoubleSlash()
  useSeoSync()

  return (
    <RendererHostProvider>
      <ScreenDialogsProvider>
        <AuthProvider>
        {!chromeless && <RouteProgress />}
        <a className="skip-link" href="#main">
          İçeriğe geç
        </a>
        {!chromeless && <SiteHeader />}
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        {!chromeless && <SiteFooter />}
        <ConsentBanner />
        <FavouriteIntent />
        <EngagementIdentity />
        </AuthProvider>
      </ScreenDialogsProvider>
    </RendererHostProvider>
  )
}

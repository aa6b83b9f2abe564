import type { ReactNode } from 'react'
import type { RouteObject } from '../lib/router/index.js'
import { AppLayout, frameQueries } from '../components/layout/app-layout.js'
import { WithCompareBar } from '../components/vehicles/compare-bar.js'
import { VEHICLE_AREAS } from '../components/vehicles/vehicle-areas.js'
import { NotFoundPage } from '../pages/not-found-page.js'
import { RouteErrorPage } from '../pages/route-error-page.js'
import type { PageHandle, PageQueries } from './page-data.js'

/**
 * A page loaded when it is first visited (its own chunk, design §9). `module` names its source for
 * the build manifest, so the server can hint the chunk to the browser with the page it renders;
 * `queries`, when given, is what it reads on its first render and makes it a server-rendered page.
 */
function page<M>(module: string, load: () => Promise<M>, build: (m: M) => { element: ReactNode; queries?: PageQueries }): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { element, queries } = build(await load())
      const handle: PageHandle | Pick<PageHandle, 'module'> = queries ? { module, queries } : { module }
      return { element, handle }
    },
  }
}

// Pages drawn only from their content blocks; the path is the page's slug.
const STATIC_PAGE_SLUGS = [
  'hakkimizda',
  'kariyer-olanaklari',
  'turuncu-etik-hatti',
  'gizlilik-anlasmasi',
  'bilgi-toplumu-hizmetleri',
  'legal-metinler',
  'yardim',
  'next-up',
  'servis',
] as const

const POST_KINDS = [
  { kind: 'campaign', path: 'kampanyalar' },
  { kind: 'blog', path: 'blog' },
  { kind: 'news', path: 'haberler' },
] as const

const contentRoutes: RouteObject[] = [
  ...STATIC_PAGE_SLUGS.map((slug) => ({
    path: slug,
    ...page('pages/content-page', () => import('../pages/content-page.js'), (m) => ({
      element: <m.ContentPage key={slug} slug={slug} />,
      queries: m.contentPageQueries(slug),
    })),
  })),
  {
    path: 'cerez-politikasi',
    ...page('pages/cookie-policy-page', () => import('../pages/cookie-policy-page.js'), (m) => ({ element: <m.CookiePolicyPage />, queries: m.cookiePolicyPageQueries })),
  },
  {
    path: 'bize-ulasin',
    ...page('pages/contact-page', () => import('../pages/contact-page.js'), (m) => ({ element: <m.ContactPage />, queries: m.contactPageQueries })),
  },
  {
    path: 'turuncu-garaj-noktalari',
    ...page('pages/branches-page', () => import('../pages/branches-page.js'), (m) => ({ element: <m.BranchesPage />, queries: m.branchesPageQueries })),
  },
  ...POST_KINDS.flatMap(({ kind, path }) => [
    {
      path,
      ...page('pages/post-list-page', () => import('../pages/post-list-page.js'), (m) => ({
        element: <m.PostListPage key={kind} kind={kind} />,
        queries: m.postListPageQueries(kind),
      })),
    },
    {
      path: `${path}/:slug`,
      ...page('pages/post-detail-page', () => import('../pages/post-detail-page.js'), (m) => ({
        element: <m.PostDetailPage kind={kind} />,
        queries: m.postDetailPageQueries(kind),
      })),
    },
  ]),
  // The session's pages (decision 034): drawn in the browser only.
  { path: 'giris', ...page('pages/sign-in-page', () => import('../pages/sign-in-page.js'), (m) => ({ element: <m.SignInPage /> })) },
  { path: 'hesabim', ...page('pages/account-page', () => import('../pages/account-page.js'), (m) => ({ element: <m.AccountPage /> })) },
  { path: 'favorilerim', ...page('pages/favourites-page', () => import('../pages/favourites-page.js'), (m) => ({ element: <m.FavouritesPage /> })) },
  // Personal data (decision 020): drawn in the browser only, never on the server.
  {
    path: 'check-appointment-result/:id',
    ...page('pages/check-appointment-result-page', () => import('../pages/check-appointment-result-page.js'), (m) => ({ element: <m.CheckAppointmentResultPage /> })),
  },
]

// Spec §2.4: the wizard's route families and the landing; one page, the gateway knows the steps.
// The server draws the frame; the step is the visitor's own (the flow cookie): drawn in the browser.
const sellRoutes: RouteObject[] = [
  ...['teklif-al', 'takas', 'araba-sat', 'yeni-araba-ekle', 'form/teklif-al'].map((base) => ({
    path: `${base}/:step`,
    ...page('pages/sell/sell-wizard-page', () => import('../pages/sell/sell-wizard-page.js'), (m) => ({
      element: <m.SellWizardPage />,
      queries: m.sellWizardPageQueries,
    })),
  })),
  // The signed link of a pre-offer sent by SMS (decision 028): personal, drawn in the browser only.
  { path: 'teklif/:token', ...page('pages/sell/offer-link-page', () => import('../pages/sell/offer-link-page.js'), (m) => ({ element: <m.OfferLinkPage /> })) },
  // The booking's "Değiştir/iptal" link (decision 029): personal, drawn in the browser only.
  {
    path: 'randevu-yonetimi/:token',
    ...page('pages/sell/appointment-manage-page', () => import('../pages/sell/appointment-manage-page.js'), (m) => ({ element: <m.AppointmentManagePage /> })),
  },
]

// Spec §2.2: the listing, by brand, by brand and model (optional segments: one page, no remount),
// and the detail page, four segments after the prefix with the announcement number last.
const vehicleRoutes: RouteObject[] = [
  ...Object.values(VEHICLE_AREAS).flatMap((area) => [
    {
      path: `${area.prefix.slice(1)}/:brand?/:model?`,
      ...page('pages/vehicles/vehicle-list-page', () => import('../pages/vehicles/vehicle-list-page.js'), (m) => ({
        element: <m.VehicleListPage key={area.key} area={area} />,
        queries: m.vehicleListPageQueries(area),
      })),
    },
    {
      path: `${area.prefix.slice(1)}/:brand/:model/:slug/:announcementNo`,
      ...page('pages/vehicles/vehicle-detail-page', () => import('../pages/vehicles/vehicle-detail-page.js'), (m) => ({
        element: <m.VehicleDetailPage />,
        queries: m.vehicleDetailPageQueries,
      })),
    },
  ]),
  // The compare list lives in the visitor's browser: nothing for the server to draw.
  { path: 'karsilastir', ...page('pages/vehicles/compare-page', () => import('../pages/vehicles/compare-page.js'), (m) => ({ element: <m.ComparePage /> })) },
]

const notFoundHandle: PageHandle = { queries: () => [] }

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    handle: { queries: frameQueries } satisfies PageHandle,
    children: [
      {
        // Errors render inside the frame, so header and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          {
            // Where vehicles are chosen for comparison, the compare bar floats under the page.
            element: <WithCompareBar />,
            children: [
              {
                index: true,
                ...page('pages/home-page', () => import('../pages/home-page.js'), (m) => ({ element: <m.HomePage />, queries: m.homePageQueries })),
              },
              ...vehicleRoutes,
            ],
          },
          ...contentRoutes,
          ...sellRoutes,
          { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
        ],
      },
    ],
  },
]

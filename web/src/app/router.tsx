import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppLayout } from '../components/layout/app-layout.js'
import { BranchesPage } from '../pages/branches-page.js'
import { CheckAppointmentResultPage } from '../pages/check-appointment-result-page.js'
import { ContactPage } from '../pages/contact-page.js'
import { ContentPage } from '../pages/content-page.js'
import { CookiePolicyPage } from '../pages/cookie-policy-page.js'
import { HomePage } from '../pages/home-page.js'
import { NotFoundPage } from '../pages/not-found-page.js'
import { PostDetailPage } from '../pages/post-detail-page.js'
import { PostListPage } from '../pages/post-list-page.js'
import { RouteErrorPage } from '../pages/route-error-page.js'
import { SellWizardPage } from '../pages/sell/sell-wizard-page.js'
import { WithCompareBar } from '../components/vehicles/compare-bar.js'
import { VEHICLE_AREAS } from '../components/vehicles/vehicle-areas.js'
import { ComparePage } from '../pages/vehicles/compare-page.js'
import { VehicleDetailPage } from '../pages/vehicles/vehicle-detail-page.js'
import { VehicleListPage } from '../pages/vehicles/vehicle-list-page.js'

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

const contentRoutes: RouteObject[] = [
  ...STATIC_PAGE_SLUGS.map((slug) => ({ path: slug, element: <ContentPage key={slug} slug={slug} /> })),
  { path: 'cerez-politikasi', element: <CookiePolicyPage /> },
  { path: 'bize-ulasin', element: <ContactPage /> },
  { path: 'turuncu-garaj-noktalari', element: <BranchesPage /> },
  { path: 'kampanyalar', element: <PostListPage key="campaign" kind="campaign" /> },
  { path: 'kampanyalar/:slug', element: <PostDetailPage kind="campaign" /> },
  { path: 'blog', element: <PostListPage key="blog" kind="blog" /> },
  { path: 'blog/:slug', element: <PostDetailPage kind="blog" /> },
  { path: 'haberler', element: <PostListPage key="news" kind="news" /> },
  { path: 'haberler/:slug', element: <PostDetailPage kind="news" /> },
  { path: 'check-appointment-result/:id', element: <CheckAppointmentResultPage /> },
]

// Spec §2.4: the wizard's route families and the landing; one page, the gateway knows the steps.
const sellRoutes: RouteObject[] = ['teklif-al', 'takas', 'araba-sat', 'yeni-araba-ekle', 'form/teklif-al'].map((base) => ({
  path: `${base}/:step`,
  element: <SellWizardPage />,
}))

// Spec §2.2: the listing, by brand, by brand and model (optional segments: one page, no remount),
// and the detail page, four segments after the prefix with the announcement number last.
const vehicleRoutes: RouteObject[] = [
  ...Object.values(VEHICLE_AREAS).flatMap((area) => [
    { path: `${area.prefix.slice(1)}/:brand?/:model?`, element: <VehicleListPage key={area.key} area={area} /> },
    { path: `${area.prefix.slice(1)}/:brand/:model/:slug/:announcementNo`, element: <VehicleDetailPage /> },
  ]),
  { path: 'karsilastir', element: <ComparePage /> },
]

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      {
        // Errors render inside the frame, so header and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          {
            // Where vehicles are chosen for comparison, the compare bar floats under the page.
            element: <WithCompareBar />,
            children: [{ index: true, element: <HomePage /> }, ...vehicleRoutes],
          },
          ...contentRoutes,
          ...sellRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
])

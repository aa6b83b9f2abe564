import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppLayout } from '../components/layout/app-layout.js'
import { BranchesPage } from '../pages/branches-page.js'
import { ContactPage } from '../pages/contact-page.js'
import { ContentPage } from '../pages/content-page.js'
import { CookiePolicyPage } from '../pages/cookie-policy-page.js'
import { HomePage } from '../pages/home-page.js'
import { NotFoundPage } from '../pages/not-found-page.js'
import { PostDetailPage } from '../pages/post-detail-page.js'
import { PostListPage } from '../pages/post-list-page.js'
import { RouteErrorPage } from '../pages/route-error-page.js'

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
]

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      {
        // Errors render inside the frame, so header and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          ...contentRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
])

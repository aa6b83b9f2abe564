import { createBrowserRouter } from 'react-router'
import { AppLayout } from '../components/layout/app-layout.js'
import { HomePage } from '../pages/home-page.js'
import { NotFoundPage } from '../pages/not-found-page.js'
import { RouteErrorPage } from '../pages/route-error-page.js'

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      {
        // Errors render inside the frame, so header and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
])

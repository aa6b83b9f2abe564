import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/providers.js'
import { router } from './app/router.js'
import './styles/tokens.css'
import './styles/base.css'
import './styles/layout.css'
import './styles/components.css'
import './styles/screens.css'
import './styles/content.css'
import './styles/consent.css'
import './styles/vehicles.css'
import './styles/vehicle-home.css'
import './styles/vehicle-detail.css'
import './styles/vehicle-compare.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)

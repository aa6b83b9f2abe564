import { hydrate } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppProviders } from './app/providers.js'
import { routes } from './app/router.js'
import { readState } from './app/ssr-state.js'
import { collapseSlashes } from './lib/route-flags.js'
import { createBrowserRouter, RouterProvider } from './lib/router/index.js'
import { queryClient } from './lib/query-client.js'
import './styles/tokens.css'
import './styles/base.css'
import './styles/layout.css'
import './styles/components.css'
import './styles/screens.css'
import './styles/screen-kinds.css'
import './styles/content.css'
import './styles/consent.css'
import './styles/vehicles.css'
import './styles/vehicle-home.css'
import './styles/vehicle-detail.css'
import './styles/vehicle-compare.css'

async function start(container: HTMLElement): Promise<void> {
  const state = readState(document)
  if (state) hydrate(queryClient, state)
  // The page chunks of this address load first: the first render then draws the page (for
  // hydration, the page the server drew), not an empty frame.
  const router = await createBrowserRouter(routes)
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  // A page the server leaves to the browser (personal data, the compare list, the wizard's step).
  if (!state) {
    createRoot(container).render(app)
    return
  }
  // Hydrated as a transition: React then works in short slices and yields to the browser between
  // them (a tap or a scroll is answered at once, and a slow phone sees no long blocking task),
  // instead of one task as long as the whole page. The page is already drawn: nothing waits for it.
  startTransition(() => {
    hydrateRoot(container, app)
  })
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
// '/foo//bar' is shown as '/foo/bar' (spec §2.1) before the first render: the server rendered the
// collapsed address, and changing the address while the page hydrates would not match it.
if (window.location.pathname.includes('//')) {
  const { pathname, search, hash } = window.location
  window.history.replaceState(window.history.state, '', `${collapseSlashes(pathname)}${search}${hash}`)
}
void start(container)

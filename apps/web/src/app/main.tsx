import 'virtual:uno.css'
import './base.css'
import { createQueryClient } from '@storefront/sdk'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initLanguage, locale } from '../lib/language-store'
import { startThemeSync } from '../lib/theme-store'
import { App } from './app'
import { warmFirstRoute } from './first-load'

startThemeSync()
const queryClient = createQueryClient()

// Static demo builds (VITE_MOCK_WORKER=1) answer the API from the mock in a service worker. The
// flag is a build-time constant, so every other build drops this branch and the mock with it.
async function startMockWorker() {
  if (import.meta.env.VITE_MOCK_WORKER === '1') {
    const { startWorker } = await import('@storefront/mock/browser')
    await startWorker()
  }
}

function render() {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  )
}

// The mock worker and the dictionary of the detected language (English is bundled) are ready
// before the first render.
Promise.allSettled([
  startMockWorker().catch((error: unknown) => console.error('The demo mock could not start.', error)),
  initLanguage(),
]).then(() => {
  warmFirstRoute(queryClient, location.pathname, location.search, locale.value)
  render()
})

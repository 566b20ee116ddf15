import 'virtual:uno.css'
import './base.css'
import { createQueryClient } from '@storefront/sdk'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initLanguage } from '../lib/language-store'
import { startThemeSync } from '../lib/theme-store'
import { App } from './app'

startThemeSync()
const queryClient = createQueryClient()

// The dictionary of the detected language loads before the first render (English is bundled).
initLanguage().finally(() => {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  )
})

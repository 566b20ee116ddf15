import { LocaleProvider } from '@ark-ui/react/locale'
import { useSignals } from '@preact/signals-react/runtime'
import type { QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { dir, intlLocale, LL, loadNamespaces } from '../../lib/language-store'
import { followForced, shortenRetriesWhileForcing } from './app-queries'
import { savedState } from './restore'
import './launcher.css'

// The panel's code is fetched at the first open, never with the page.
const Panel = lazy(() => import('./panel'))

const isShortcut = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === 'KeyM'

function Launcher({ queryClient }: { queryClient: QueryClient }) {
  useSignals()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return
      event.preventDefault()
      setWanted(true)
      setOpen((was) => !was)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  const texts = LL.value.devtools
  return (
    <div dir={dir.value}>
      <button
        type="button"
        data-testid="mock-toolbar-launcher"
        aria-keyshortcuts="Alt+Shift+M"
        aria-label={texts.open()}
        title={texts.open()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className="mock-toolbar-launcher fixed end-3 z-30 h-10 min-w-10 px-2 rounded-full bg-neutral-900 text-white text-xs font-bold shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {texts.launcher()}
      </button>
      {wanted ? (
        <LocaleProvider locale={intlLocale.value}>
          <Suspense fallback={null}>
            <Panel open={open} onOpenChange={setOpen} queryClient={queryClient} />
          </Suspense>
        </LocaleProvider>
      ) : null}
    </div>
  )
}

export async function mountDevToolbar(queryClient: QueryClient): Promise<void> {
  shortenRetriesWhileForcing(queryClient)
  followForced(savedState().operations)
  await loadNamespaces(['devtools'])
  if (new URLSearchParams(location.search).has('mock')) {
    const { restoreState } = await import('./restore')
    await restoreState()
  }
  const host = document.createElement('div')
  host.id = 'mock-toolbar'
  document.body.append(host)
  createRoot(host).render(<Launcher queryClient={queryClient} />)
}

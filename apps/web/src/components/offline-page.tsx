import { useSignals } from '@preact/signals-react/runtime'
import { useEffect } from 'react'
import { LL } from '../lib/language-store'

/** A page whose code or data this device has never fetched, opened offline: said in place, never as maintenance. */
export function OfflinePage() {
  useSignals()
  const t = LL.value.connection
  // Back online, the page loads as if just asked for: the shopper stays where they were.
  useEffect(() => {
    const reload = () => window.location.reload()
    window.addEventListener('online', reload)
    return () => window.removeEventListener('online', reload)
  }, [])
  return (
    <section className="page-container py-20 text-center" data-testid="offline-page">
      <h1 className="mb-3 text-2xl font-bold">{t.offlineTitle()}</h1>
      <p className="text-muted">{t.offlinePage()}</p>
    </section>
  )
}

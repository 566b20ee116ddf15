import { useSignals } from '@preact/signals-react/runtime'
import { LL } from '../../lib/language-store'

interface MaintenancePageProps {
  onReset: (to: string) => void
}

/** Shown when rendering crashes (spec §2, Other). Uses plain anchors: the router may be what broke. */
export function MaintenancePage({ onReset }: MaintenancePageProps) {
  useSignals()
  const t = LL.value.maintenance
  const go = (to: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onReset(to)
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-bg px-4 py-16 text-fg">
      <div className="max-w-lg text-center">
        <p className="mb-4 inline-block rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-fg">
          {t.badge()}
        </p>
        <h1 className="mb-4 text-3xl font-bold sm:text-4xl">{t.title()}</h1>
        <p className="mb-8 text-muted">{t.text()}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href="/" onClick={go('/')} className="btn-primary">
            {t.backHome()}
          </a>
          <a href="/support" onClick={go('/support')} className="btn-outline">
            {t.contactSupport()}
          </a>
        </div>
      </div>
    </main>
  )
}

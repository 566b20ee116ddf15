import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { LL } from '../lib/language-store'
import { hrefOf } from '../lib/pages'

interface ErrorPageProps {
  onRetry?: () => void
  message?: string
}

export function ErrorPage({ onRetry, message }: ErrorPageProps) {
  useSignals()
  const t = LL.value
  return (
    <section role="alert" className="page-container py-20 text-center">
      <h1 className="mb-3 text-2xl font-bold">{t.errorPage.title()}</h1>
      <p className="mb-8 text-muted">{message ?? t.errorPage.text()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button type="button" className="btn-primary" onClick={onRetry}>
            {t.common.tryAgain()}
          </button>
        ) : null}
        <Link href={hrefOf('home')} className="btn-outline">
          {t.errorPage.backHome()}
        </Link>
      </div>
    </section>
  )
}

import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'

export default function NotFoundPage() {
  useSignals()
  const t = LL.value.notFound
  useDocumentMeta({ title: t.title(), description: t.text() })
  return (
    <section className="page-container py-20 text-center">
      <p className="mb-2 text-6xl font-bold text-link">404</p>
      <h1 className="mb-3 text-3xl font-bold">{t.title()}</h1>
      <p className="mb-8 text-muted">{t.text()}</p>
      <Link href={hrefOf('home')} className="btn-primary">
        {t.backHome()}
      </Link>
    </section>
  )
}

import { useSignals } from '@preact/signals-react/runtime'
import { useDocumentMeta } from '../lib/document-meta'
import { LL } from '../lib/language-store'

export function PlaceholderPage({ title, purpose }: { title: string; purpose: string }) {
  useSignals()
  useDocumentMeta({ title, description: purpose })
  return (
    <section className="page-container py-16">
      <h1 className="mb-3 text-3xl font-bold">{title}</h1>
      <p className="mb-2 text-lg">{purpose}</p>
      <p className="text-muted">{LL.value.placeholder.comingSoon()}</p>
    </section>
  )
}

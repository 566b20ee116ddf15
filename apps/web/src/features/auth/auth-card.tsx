import type { ReactNode } from 'react'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  useDocumentMeta({ title })
  return (
    <div className="page-container py-8">
      <Breadcrumbs items={[{ label: LL.value.common.home(), href: hrefOf('home') }, { label: title }]} />
      <div className="mx-auto w-full max-w-md">
        <h1 className="mb-2 text-3xl font-bold">{title}</h1>
        <p className="mb-6 text-muted">{intro}</p>
        <div className="card flex flex-col gap-4 p-6">{children}</div>
      </div>
    </div>
  )
}

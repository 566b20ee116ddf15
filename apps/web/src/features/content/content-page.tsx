import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { HtmlContent } from '../../components/html-content'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { type ContentPage as Page, useSettings } from '../../lib/settings'

export type ContentSlug = Page['slug']

function summary(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}

export function ContentArticle({
  slug,
  fallbackTitle,
  children,
}: {
  slug: ContentSlug
  fallbackTitle: string
  children?: ReactNode
}) {
  useSignals()
  const t = LL.value
  const settings = useSettings()
  const page = settings.data?.pages.find((p) => p.slug === slug)
  const title = page?.title ?? fallbackTitle
  useDocumentMeta({ title, description: page ? summary(page.content) : undefined })

  return (
    <article className="page-container max-w-3xl py-8">
      <Breadcrumbs items={[{ label: t.common.home(), href: hrefOf('home') }, { label: title }]} />
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      {settings.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-11/12" />
          <div className="skeleton h-4 w-4/5" />
        </div>
      ) : page ? (
        <HtmlContent html={page.content} />
      ) : (
        <p className="text-muted">{t.content.missing()}</p>
      )}
      {children}
    </article>
  )
}

export const FALLBACK_TITLES = {
  'terms-conditions': 'terms',
  'privacy-policy': 'privacy',
  'return-policy': 'returns',
  faq: 'faq',
  'about-us': 'aboutUs',
} as const

export default function ContentPage({ slug }: { slug: ContentSlug }) {
  useSignals()
  return <ContentArticle slug={slug} fallbackTitle={LL.value.footer[FALLBACK_TITLES[slug]]()} />
}

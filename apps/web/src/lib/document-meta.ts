import { useSignals } from '@preact/signals-react/runtime'
import { useEffect } from 'react'
import { LL } from './language-store'
import { useSettings } from './settings'

export interface DocumentMeta {
  /** The page's title; the store name is appended ("Shop | Voltline"). */
  title: string
  /** Use `title` as the whole document title. */
  exactTitle?: boolean
  description?: string | undefined
  /** Open Graph properties without the `og:` prefix, e.g. { type: 'product', image: url }. */
  openGraph?: Record<string, string | undefined> | undefined
  /** Structured data objects, each written as its own JSON-LD script. */
  jsonLd?: object[] | undefined
}

const OWNED = 'data-page-meta'

function setMeta(attr: 'name' | 'property', key: string, content: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    el.setAttribute(OWNED, '')
    document.head.append(el)
  }
  el.content = content
  return el
}

/** Sets the title, meta description, Open Graph tags and JSON-LD for the current page. */
export function useDocumentMeta({
  title: pageTitle,
  exactTitle,
  description,
  openGraph,
  jsonLd,
}: DocumentMeta) {
  useSignals()
  const storeName = useSettings().data?.config.store_name ?? LL.value.common.shopName()
  const title = exactTitle || !pageTitle ? pageTitle || storeName : `${pageTitle} | ${storeName}`
  const og = JSON.stringify(openGraph ?? {})
  const ld = JSON.stringify(jsonLd ?? [])
  useEffect(() => {
    document.title = title
    if (description) setMeta('name', 'description', description)
    const added: Element[] = []
    const ogProps = {
      title,
      description,
      site_name: storeName,
      ...(JSON.parse(og) as Record<string, string | undefined>),
    }
    for (const [key, value] of Object.entries(ogProps)) {
      if (value) added.push(setMeta('property', `og:${key}`, value))
    }
    for (const item of JSON.parse(ld) as object[]) {
      const script = document.createElement('script')
      script.type = 'application/ld+json'
      script.setAttribute(OWNED, '')
      // `<` is escaped so a product text cannot close the script element.
      script.textContent = JSON.stringify(item).replace(/</g, '\\u003c')
      document.head.append(script)
      added.push(script)
    }
    return () => {
      for (const el of added) if (el.hasAttribute(OWNED)) el.remove()
    }
  }, [title, storeName, description, og, ld])
}

import { useSignals } from '@preact/signals-react/runtime'
import { createContext, useContext, useEffect } from 'react'
import { useLocation } from 'wouter'
import type { Locales } from '../i18n/i18n-types'
import { LL, locale } from './language-store'
import { useSettings } from './settings'

export interface DocumentMeta {
  title: string
  exactTitle?: boolean
  description?: string | undefined
  /** Open Graph properties without the `og:` prefix, e.g. { type: 'product', image: url }. */
  openGraph?: Record<string, string | undefined> | undefined
  jsonLd?: object[] | undefined
  /** The page's own path when other addresses reach it too (a product by id or slug): the canonical and alternates name it. */
  path?: string | undefined
}

export interface PageHead {
  title: string
  description?: string | undefined
  openGraph: Record<string, string>
  jsonLd: object[]
  canonical?: string
  alternates?: { hreflang: string; href: string }[]
}

export const LANG_PARAM = 'lang'

/** A page's address in each language: English without a parameter, Arabic with `?lang=ar`. */
export function pageAddresses(origin: string, pathname: string, language: Locales) {
  const en = `${origin}${pathname}`
  const ar = `${en}?${LANG_PARAM}=ar`
  return {
    canonical: language === 'ar' ? ar : en,
    alternates: [
      { hreflang: 'en', href: en },
      { hreflang: 'ar', href: ar },
      { hreflang: 'x-default', href: en },
    ],
  }
}

/** Given only on the server: the page's origin and where its head goes (the browser applies it in an effect instead). */
export interface ServerHead {
  origin: string
  head?: PageHead
}

export const ServerHeadContext = createContext<ServerHead | null>(null)

export function usePageOrigin(): string {
  const server = useContext(ServerHeadContext)
  return server ? server.origin : window.location.origin
}

/** Marks what this module added to <head>, so it can take it away again. */
export const OWNED = 'data-page-meta'

/** JSON for a script element: `<` is escaped so a product text cannot close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

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

/** The head of a page; Open Graph and structured data come as JSON so effects can compare them. */
function pageHead(
  title: string,
  storeName: string,
  description: string | undefined,
  og: string,
  ld: string,
  where: { origin: string; pathname: string; language: Locales },
): PageHead {
  const { canonical, alternates } = pageAddresses(where.origin, where.pathname, where.language)
  const openGraph: Record<string, string> = {}
  const all = {
    title,
    description,
    site_name: storeName,
    url: canonical,
    locale: where.language === 'ar' ? 'ar_EG' : 'en_US',
    ...(JSON.parse(og) as Record<string, string>),
  }
  for (const [key, value] of Object.entries(all)) if (value) openGraph[key] = value
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    ...(description ? { description } : {}),
    url: canonical,
    inLanguage: where.language,
  }
  return {
    title,
    description,
    openGraph,
    jsonLd: [webPage, ...(JSON.parse(ld) as object[])],
    canonical,
    alternates,
  }
}

function setLink(rel: string, href: string, hreflang?: string): HTMLLinkElement {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`
  let el = document.head.querySelector<HTMLLinkElement>(selector)
  if (!el) {
    el = document.createElement('link')
    el.rel = rel
    if (hreflang) el.hreflang = hreflang
    el.setAttribute(OWNED, '')
    document.head.append(el)
  }
  el.href = href
  return el
}

export function useDocumentMeta({
  title: pageTitle,
  exactTitle,
  description,
  openGraph,
  jsonLd,
  path,
}: DocumentMeta) {
  useSignals()
  const server = useContext(ServerHeadContext)
  const origin = usePageOrigin()
  const [location] = useLocation()
  const pathname = path ?? location
  const language = locale.value
  const storeName = useSettings().data?.config.store_name ?? LL.value.common.shopName()
  const title = exactTitle || !pageTitle ? pageTitle || storeName : `${pageTitle} | ${storeName}`
  const og = JSON.stringify(openGraph ?? {})
  const ld = JSON.stringify(jsonLd ?? [])
  // On the server the page hands its head over while rendering; the last page to render wins.
  if (server) server.head = pageHead(title, storeName, description, og, ld, { origin, pathname, language })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` is a signal's value, which Biome takes for a constant
  useEffect(() => {
    const head = pageHead(title, storeName, description, og, ld, { origin, pathname, language })
    const { openGraph: ogProps, jsonLd: items } = head
    document.title = title
    if (description) setMeta('name', 'description', description)
    const added: Element[] = []
    if (head.canonical) added.push(setLink('canonical', head.canonical))
    for (const { hreflang, href } of head.alternates ?? []) added.push(setLink('alternate', href, hreflang))
    for (const [key, value] of Object.entries(ogProps)) added.push(setMeta('property', `og:${key}`, value))
    for (const old of document.head.querySelectorAll(`script[type="application/ld+json"][${OWNED}]`)) {
      old.remove()
    }
    for (const item of items) {
      const script = document.createElement('script')
      script.type = 'application/ld+json'
      script.setAttribute(OWNED, '')
      script.textContent = scriptJson(item)
      document.head.append(script)
      added.push(script)
    }
    return () => {
      for (const el of added) if (el.hasAttribute(OWNED)) el.remove()
    }
  }, [title, storeName, description, og, ld, origin, pathname, language])
}

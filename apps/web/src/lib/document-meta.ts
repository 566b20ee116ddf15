import { useSignals } from '@preact/signals-react/runtime'
import { createContext, useContext, useEffect } from 'react'
import { useLocation } from 'wouter'
import { type MakeHead, OWNED, type PageHead } from './head-marks'
import { LL, locale } from './language-store'
import { useSettings } from './settings'

export interface DocumentMeta {
  title: string
  exactTitle?: boolean
  description?: string | undefined
  openGraph?: Record<string, string | undefined> | undefined
  jsonLd?: object[] | undefined
  /** The page's own path when other addresses reach it too (a product by id or slug): the canonical and alternates name it. */
  path?: string | undefined
}

/** Given only on the server: the page's origin, where its head goes, and how it is made (the browser loads that with the first navigation instead). */
export interface ServerHead {
  origin: string
  head?: PageHead
  makeHead: MakeHead
  /** Set while rendering by a page that shows that what its address names does not exist. */
  notFound?: boolean
}

export const ServerHeadContext = createContext<ServerHead | null>(null)

/** Rendered inside a not-found state: on the server, the page then answers 404, not 200 (a soft 404 to a crawler). */
export function NotFoundStatus(): null {
  const server = useContext(ServerHeadContext)
  if (server) server.notFound = true
  return null
}

export function usePageOrigin(): string {
  const server = useContext(ServerHeadContext)
  return server ? server.origin : window.location.origin
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
  if (server)
    server.head = server.makeHead(title, storeName, description, og, ld, { origin, pathname, language })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` is a signal's value, which Biome takes for a constant
  useEffect(() => {
    // The server's head for this very page is already there: no code is needed until it changes.
    if (document.title === title && document.head.querySelector(`[${OWNED}]`)) {
      return () => {
        for (const el of document.head.querySelectorAll(`[${OWNED}]`)) el.remove()
      }
    }
    let left = false
    let undo: (() => void) | undefined
    void import('./page-head').then(({ applyHead, pageHead }) => {
      if (!left)
        undo = applyHead(pageHead(title, storeName, description, og, ld, { origin, pathname, language }))
    })
    return () => {
      left = true
      undo?.()
    }
  }, [title, storeName, description, og, ld, origin, pathname, language])
}

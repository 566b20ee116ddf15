import type { ComponentType, LazyExoticComponent } from 'react'
import type { Namespaces } from '../i18n/i18n-types'
import { namespaces } from '../i18n/i18n-util'
import { loadNamespaces } from '../lib/language-store'
import { preloadable } from '../lib/preloadable'
import { afterHydration } from '../lib/when-idle'

export interface PageChunk<P extends object = object> {
  /** The page's module as Vite's manifest names it, so the server can ask for its chunk early. */
  module: string
  load: () => Promise<unknown>
  /** The page's code and the parts of it the browser takes over only later (a page module's `laterParts`): what the server renders. */
  loadWhole: () => Promise<unknown>
  Page: LazyExoticComponent<ComponentType<P>>
}

/** A page module may name parts its server HTML holds but whose code the browser fetches after hydrating. */
interface PageModule {
  laterParts?: () => Promise<unknown>
}

export function pageChunk<P extends object>(
  module: string,
  importer: () => Promise<{ default: ComponentType<P> }>,
  texts: readonly Namespaces[] = [],
  laterTexts: readonly Namespaces[] = [],
): PageChunk<P> {
  const { load, Component } = preloadable<P>(() =>
    Promise.all([importer(), loadNamespaces(texts)]).then(([module]) => {
      void afterHydration(() => loadNamespaces(laterTexts)).catch(() => {})
      return module
    }),
  )
  const loadWhole = () => load().then((page) => (page as PageModule).laterParts?.())
  return { module, load, loadWhole, Page: Component }
}

// Each signed-in page brings all their texts, for another's shared dialog; the chat and toolbar fetch their own.
export const SIGNED_IN = namespaces.filter((ns) => ns !== 'chat' && ns !== 'devtools')
/** What the first render of a page reads, fetched with its code; the rest of SIGNED_IN comes after hydration. */
export const firstTexts = (...first: Namespaces[]) =>
  [first, SIGNED_IN.filter((ns) => !first.includes(ns))] as const

import { memo, Suspense } from 'react'
import { preloadable } from '../../lib/preloadable'
import { afterHydration } from '../../lib/when-idle'
import type { useProduct } from './api'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

// Ark's tabs and the description's sanitiser are most of this page's own code, and the tabs sit below
// the first screen. The server renders them whole (`laterParts` of the page); the browser keeps that
// HTML as it is and takes it over once idle.
const tabs = preloadable<{ product: Product }>(() =>
  afterHydration(() => import('./product-tabs')).then((m) => ({ default: m.ProductTabs })),
)

export const loadProductTabs = tabs.load

/** Memoised: an update reaching the boundary before its code arrived would make React redraw it from the fallback. */
export const LaterTabs = memo(function LaterTabs({ product }: { product: Product }) {
  return (
    <Suspense fallback={<div aria-busy="true" className="skeleton mt-12 h-48 w-full" />}>
      <tabs.Component product={product} />
    </Suspense>
  )
})

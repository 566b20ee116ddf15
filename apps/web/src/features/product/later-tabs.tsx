import { memo, Suspense } from 'react'
import { preloadable } from '../../lib/preloadable'
import { afterHydration } from '../../lib/when-idle'
import type { useProduct } from './api'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

// Below the first screen: the server renders the tabs whole, and the browser takes that HTML over once idle.
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

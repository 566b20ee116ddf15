import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback } from 'react'
import { ProductPrefetchContext } from '../components/product-prefetch'
import { productQuery } from '../data/catalog-queries'
import { PAGE_ROWS } from './pages'

/** Hovering or focusing a product card fetches the product page's code (all of it) and the product, so the click renders at once. */
export function ProductPrefetch({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const prefetch = useCallback(
    (slug: string) => {
      void PAGE_ROWS.product.chunk.loadWhole()
      void queryClient.prefetchQuery(productQuery(slug))
    },
    [queryClient],
  )
  return <ProductPrefetchContext value={prefetch}>{children}</ProductPrefetchContext>
}

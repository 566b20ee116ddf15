import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense } from 'react'
import { AutoDir } from '../../components/bidi'
import { HtmlContent } from '../../components/html-content'
import { Tabs } from '../../components/ui/tabs'
import { LL } from '../../lib/language-store'
import type { useProduct } from './api'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

const ProductReviews = lazy(() => import('./product-reviews').then((m) => ({ default: m.ProductReviews })))

export function ProductTabs({ product }: { product: Product }) {
  useSignals()
  const t = LL.value
  return (
    <div className="mt-12">
      <Tabs
        items={[
          {
            value: 'description',
            label: t.product.description(),
            content: <HtmlContent html={product.description} />,
          },
          {
            value: 'specifications',
            label: t.product.specifications(),
            content: (
              <table className="w-full max-w-2xl text-sm">
                <tbody>
                  {product.specifications.map((spec) => (
                    <tr key={spec.name} className="border-b border-line">
                      <th scope="row" className="w-1/3 py-2 pe-4 text-start font-medium text-muted">
                        <AutoDir>{spec.name}</AutoDir>
                      </th>
                      <td className="py-2">
                        <AutoDir>{spec.value}</AutoDir>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
          },
          {
            value: 'reviews',
            label: `${t.product.reviews()} (${product.reviews_count})`,
            content: (
              <Suspense fallback={<div className="skeleton h-24 w-full" aria-busy="true" />}>
                <ProductReviews productId={product.id} />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  )
}

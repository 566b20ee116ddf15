import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { Ltr } from '../../components/bidi'
import { PRODUCT_GRID, ProductCard } from '../../components/product-card'
import { RatingStars } from '../../components/rating-stars'
import { LL } from '../../lib/language-store'
import { shopHref } from '../../lib/pages'
import { RELATED_CARDS } from '../../lib/product-card-data'
import type { useProduct } from './api'
import type { Variant } from './variant-options'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

export function ProductHeading({ product }: { product: Product }) {
  useSignals()
  const t = LL.value.product
  return (
    <div>
      <Link
        href={shopHref({ brands: [product.brand.id] })}
        className="text-sm font-medium text-link hover:underline"
      >
        {product.brand.name}
      </Link>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
        <bdi>{product.name}</bdi>
      </h1>
      <div className="mt-2 flex items-center gap-2 text-sm text-muted">
        <RatingStars rating={product.rating} label={t.ratingLabel({ rating: product.rating })} showValue />
        <span>{t.reviewsCount({ count: product.reviews_count })}</span>
      </div>
    </div>
  )
}

export function ProductFacts({ product, variant }: { product: Product; variant: Variant | undefined }) {
  useSignals()
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">{LL.value.product.category()}</dt>
      <dd>
        <Link href={shopHref({ categories: [product.category.id] })} className="hover:underline">
          {product.category.name}
        </Link>
      </dd>
      {variant ? (
        <>
          <dt className="text-muted">SKU</dt>
          <dd>
            <Ltr>{variant.sku}</Ltr>
          </dd>
        </>
      ) : null}
    </dl>
  )
}

export function RelatedProducts({ product }: { product: Product }) {
  useSignals()
  if (product.related_products.length === 0) return null
  return (
    <section className="mt-12">
      <h2 className="mb-4 text-2xl font-bold">{LL.value.product.youMayAlsoLike()}</h2>
      <ul className={PRODUCT_GRID}>
        {product.related_products.slice(0, RELATED_CARDS).map((related) => (
          <li key={related.id}>
            <ProductCard product={related} />
          </li>
        ))}
      </ul>
    </section>
  )
}

import { useSignals } from '@preact/signals-react/runtime'
import { use } from 'react'
import { Link } from 'wouter'
import { LL } from '../lib/language-store'
import { mediaUrl } from '../lib/media'
import { hrefOf } from '../lib/pages'
import type { ProductCardData } from '../lib/product-card-data'
import { Price } from './price'
import { ProductPrefetchContext } from './product-prefetch'
import { RatingStars } from './rating-stars'
import { WishlistToggle } from './wishlist-toggle'

interface ProductCardProps {
  product: ProductCardData
  /** Above-the-fold cards load their image eagerly and first (one of them is the largest paint). */
  eager?: boolean
}

/** Fixed-height card; ProductCardSkeleton has the same box, so loading causes no layout shift. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  useSignals()
  const t = LL.value.product
  const prefetch = use(ProductPrefetchContext)
  const onSale = product.compare_at_price !== null && product.compare_at_price > product.price
  const badge =
    !product.in_stock && !product.pre_order
      ? t.outOfStock()
      : product.pre_order
        ? t.preOrder()
        : onSale
          ? t.sale()
          : null
  return (
    // The whole card shows the link's focus ring: the link's own would be clipped by its two-line box.
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md has-[a:focus-visible]:outline-solid has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <div className="relative aspect-square overflow-hidden bg-surface">
        <img
          src={mediaUrl(product.image.url)}
          alt={product.image.alt || product.name}
          width={product.image.width}
          height={product.image.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-contain p-4 transition-transform duration-300 group-hover:scale-105"
        />
        {badge ? (
          <span className="absolute top-2 start-2 rounded bg-fg px-2 py-0.5 text-xs font-semibold text-bg">
            {badge}
          </span>
        ) : null}
        {/* Above the card's stretched link, so it takes its own clicks. */}
        <WishlistToggle
          productId={product.id}
          name={product.name}
          className="absolute top-1 end-1 z-10 bg-bg/80 hover:bg-bg"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="h-4 truncate text-xs text-muted">{product.brand.name}</p>
        <h3 className="line-clamp-2 h-10 text-sm font-medium leading-5">
          <Link
            href={hrefOf('product', { slug: product.slug })}
            onPointerEnter={() => prefetch(product.slug)}
            onFocus={() => prefetch(product.slug)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            <bdi>{product.name}</bdi>
          </Link>
        </h3>
        <div className="flex h-4 items-center gap-1 text-xs text-muted">
          {product.reviews_count > 0 ? (
            <>
              <RatingStars
                rating={product.rating}
                label={t.ratingLabel({ rating: product.rating })}
                size={12}
              />
              <span aria-hidden="true">({product.reviews_count})</span>
            </>
          ) : null}
        </div>
        <Price amount={product.price} compareAt={product.compare_at_price} className="mt-auto h-6 pt-1" />
      </div>
    </article>
  )
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="card flex h-full flex-col overflow-hidden">
      <div className="skeleton aspect-square rounded-none" />
      <div className="flex flex-col gap-1 p-3">
        <div className="skeleton h-4 w-1/3" />
        <div className="skeleton h-10 w-full" />
        <div className="skeleton h-4 w-1/2" />
        <div className="skeleton mt-1 h-6 w-1/3" />
      </div>
    </div>
  )
}

export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4'

import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import { Ltr } from '../../components/bidi'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { Price } from '../../components/price'
import { PRODUCT_GRID, ProductCard } from '../../components/product-card'
import { RatingStars } from '../../components/rating-stars'
import { ReadFailed, readState } from '../../components/read-state'
import { RecentlyViewedSlot } from '../../components/recently-viewed-slot'
import { isSignedIn } from '../../lib/auth-store'
import { useDocumentMeta, usePageOrigin } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { PATHS, productPath } from '../../lib/paths'
import { RELATED_CARDS } from '../../lib/product-card-data'
import { shopHref } from '../../lib/shop-address'
import { useProduct } from './api'
import { BuyPanel } from './buy-panel'
import { ProductGallery } from './product-gallery'
import { productJsonLd, productOpenGraph } from './product-seo'
import { ProductTabs } from './product-tabs'
import { rememberViewed } from './remember-viewed'
import { useAddToCart } from './use-add-to-cart'
import { colorOptions, findVariant, initialChoice, isOutOfStock, sizeOptions } from './variant-options'
import { VariantPicker } from './variant-picker'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

function ProductDetail({ product }: { product: Product }) {
  useSignals()
  const t = LL.value
  const _signedIn = isSignedIn.value
  const [choice, setChoice] = useState(() => initialChoice(product.variants))
  const [quantity, setQuantity] = useState(1)
  const addToCart = useAddToCart(product, choice, quantity)

  const colors = colorOptions(product.variants)
  const sizes = sizeOptions(product.variants, choice.colorId)
  const hasSizes = product.variants.some((v) => v.size)
  const variant = findVariant(product.variants, choice.colorId, choice.sizeId)
  const outOfStock = isOutOfStock(variant) || (!variant && !product.in_stock && !product.pre_order)
  const preOrder = variant ? variant.pre_order : product.pre_order
  const origin = usePageOrigin()
  const url = `${origin}${productPath(product.slug)}`
  const seo = { url, origin, labels: { home: t.common.home(), shop: t.nav.shop() } }

  useDocumentMeta({
    title: product.name,
    path: productPath(product.slug),
    description: product.short_description,
    openGraph: productOpenGraph(product, seo),
    jsonLd: productJsonLd(product, seo),
  })

  // Recorded after the page shows, so this product joins the list for the next page, not this one.
  useEffect(() => rememberViewed(product), [product])

  const chooseColor = (colorId: number) => {
    const stillOffered = sizeOptions(product.variants, colorId).some((s) => s.size.id === choice.sizeId)
    const only = sizeOptions(product.variants, colorId)
    setChoice({
      colorId,
      sizeId: stillOffered ? choice.sizeId : only.length === 1 ? (only[0]?.size.id ?? null) : null,
    })
    setQuantity(1)
  }

  const price = variant?.price ?? product.price
  const compareAt = variant ? variant.compare_at_price : product.compare_at_price
  const colorImages = product.variants.find((v) => v.color?.id === choice.colorId && v.images?.length)?.images
  const galleryImages = colorImages?.length ? colorImages : product.images
  return (
    <>
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery key={choice.colorId ?? 'all'} images={galleryImages} name={product.name} />
        <div className="flex flex-col gap-5">
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
              <RatingStars
                rating={product.rating}
                label={t.product.ratingLabel({ rating: product.rating })}
                showValue
              />
              <span>{t.product.reviewsCount({ count: product.reviews_count })}</span>
            </div>
          </div>
          <Price amount={price} compareAt={compareAt} className="text-2xl" />
          <p className="text-muted">
            <bdi>{product.short_description}</bdi>
          </p>
          <VariantPicker
            colors={colors}
            sizes={sizes}
            colorId={choice.colorId}
            sizeId={choice.sizeId}
            hasSizes={hasSizes}
            onColor={chooseColor}
            onSize={(sizeId) => {
              setChoice({ ...choice, sizeId })
              setQuantity(1)
            }}
          />
          <BuyPanel
            product={product}
            variant={variant}
            preOrder={preOrder}
            outOfStock={outOfStock}
            quantity={quantity}
            onQuantity={setQuantity}
            onAdd={addToCart.add}
            pending={addToCart.pending}
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t.product.category()}</dt>
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
        </div>
      </div>

      <ProductTabs product={product} />

      {product.related_products.length > 0 ? (
        <section className="mt-12">
          <h2 className="mb-4 text-2xl font-bold">{t.product.youMayAlsoLike()}</h2>
          <ul className={PRODUCT_GRID}>
            {product.related_products.slice(0, RELATED_CARDS).map((related) => (
              <li key={related.id}>
                <ProductCard product={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-12 empty:hidden">
        <RecentlyViewedSlot excludeId={product.id} />
      </div>
    </>
  )
}

/** The page's shape while the product loads, as the shop's cards do, instead of a bare spinner. */
function ProductSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <span className="sr-only">{LL.value.common.loading()}</span>
      <div className="skeleton aspect-square w-full rounded-xl" />
      <div className="flex flex-col gap-4">
        <div className="skeleton h-4 w-24" />
        <div className="skeleton h-9 w-4/5" />
        <div className="skeleton h-4 w-40" />
        <div className="skeleton h-8 w-32" />
        <div className="skeleton h-16 w-full" />
        <div className="skeleton h-11 w-full sm:w-64" />
      </div>
    </div>
  )
}

function ProductNotFound() {
  useSignals()
  const t = LL.value.product
  useDocumentMeta({ title: t.notFoundTitle(), description: t.notFoundText() })
  return (
    <div className="py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">{t.notFoundTitle()}</h1>
      <p className="mb-8 text-muted">{t.notFoundText()}</p>
      <Link href={PATHS.shop} className="btn-primary">
        {LL.value.nav.shop()}
      </Link>
    </div>
  )
}

export default function ProductPage() {
  useSignals()
  const { slug = '' } = useParams<{ slug: string }>()
  const product = useProduct(slug)
  const t = LL.value

  let body: React.ReactNode
  const state = readState(product)
  if (state === 'loading') body = <ProductSkeleton />
  else if (state === 'not-found') body = <ProductNotFound />
  else if (state === 'failed' || !product.data) body = <ReadFailed page onRetry={() => product.refetch()} />
  else body = <ProductDetail key={product.data.id} product={product.data} />

  return (
    <div className="page-container py-6">
      <Breadcrumbs
        items={[
          { label: t.common.home(), href: PATHS.home },
          { label: t.nav.shop(), href: PATHS.shop },
          ...(product.data ? [{ label: product.data.name }] : []),
        ]}
      />
      {body}
    </div>
  )
}

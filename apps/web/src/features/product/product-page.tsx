import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import { AutoDir, Ltr } from '../../components/bidi'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { HtmlContent } from '../../components/html-content'
import { Price } from '../../components/price'
import { PRODUCT_GRID, ProductCard } from '../../components/product-card'
import { RatingStars } from '../../components/rating-stars'
import { ReadFailed, readState } from '../../components/read-state'
import { RecentlyViewedSlot } from '../../components/recently-viewed-slot'
import { BusyButton } from '../../components/ui/busy-button'
import { Tabs } from '../../components/ui/tabs'
import { WishlistToggle } from '../../components/wishlist-toggle'
import { cartItemOf, useCart, useSetCartLine } from '../../data/cart'
import { isSignedIn, rememberReturnTo } from '../../lib/auth-store'
import { formatDay } from '../../lib/day'
import { useDocumentMeta, usePageOrigin } from '../../lib/document-meta'
import { intlLocale, LL } from '../../lib/language-store'
import { PATHS, productPath } from '../../lib/paths'
import { RELATED_CARDS } from '../../lib/product-card-data'
import { shopHref } from '../../lib/shop-address'
import { TOAST_MS, toaster, toastWarning } from '../../lib/toaster'
import { useProduct } from './api'
import { DeliveryNote } from './delivery-note'
import { ProductGallery } from './product-gallery'
import { productJsonLd, productOpenGraph } from './product-seo'
import { QuantityInput } from './quantity-input'
import { rememberViewed } from './remember-viewed'
import { ShareButton } from './share-button'
import {
  choiceProblem,
  colorOptions,
  findVariant,
  initialChoice,
  isOutOfStock,
  maxQuantity,
  sizeOptions,
} from './variant-options'
import { VariantPicker } from './variant-picker'

// The reviews (with the review form and its star rating) load when their tab is first opened.
const ProductReviews = lazy(() => import('./product-reviews').then((m) => ({ default: m.ProductReviews })))

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

/** True once the element has been scrolled past (out of view above), not while it is still below. */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    // The root stretched far below the screen: the element leaves it only across the top edge.
    const observer = new IntersectionObserver(([entry]) => setPast(!!entry && !entry.isIntersecting), {
      rootMargin: '0px 0px 100000px 0px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return past
}

/** The last ready date of a product's pre-order variants: when all of it can ship. */
function latestReadyDate(variants: Product['variants']): string | null {
  const dates = variants.map((v) => (v.pre_order ? v.ready_date : null)).filter((d): d is string => !!d)
  return dates.sort().at(-1) ?? null
}

function ProductDetail({ product }: { product: Product }) {
  useSignals()
  const t = LL.value
  const signedIn = isSignedIn.value
  const [choice, setChoice] = useState(() => initialChoice(product.variants))
  const [quantity, setQuantity] = useState(1)
  const cart = useCart()
  const addToCart = useSetCartLine()
  const [, navigate] = useLocation()
  const buyButton = useRef<HTMLButtonElement>(null)
  const buyButtonScrolledPast = useScrolledPast(buyButton)

  const colors = colorOptions(product.variants)
  const sizes = sizeOptions(product.variants, choice.colorId)
  const hasSizes = product.variants.some((v) => v.size)
  const variant = findVariant(product.variants, choice.colorId, choice.sizeId)
  const outOfStock = isOutOfStock(variant) || (!variant && !product.in_stock && !product.pre_order)
  const preOrder = variant ? variant.pre_order : product.pre_order
  const max = Math.max(1, maxQuantity(variant))
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

  const onAdd = () => {
    if (!signedIn) {
      // After signing in the shopper comes back to this product.
      rememberReturnTo(productPath(product.slug))
      toaster.create({
        type: 'warning',
        description: t.errors.loginToAddToCart(),
        duration: TOAST_MS,
        action: { label: t.errors.logIn(), onClick: () => navigate(PATHS.login) },
      })
      return
    }
    const problem = choiceProblem(product.variants, choice.colorId, choice.sizeId)
    if (problem || !variant) {
      return toastWarning(problem === 'color' ? t.errors.selectColor() : t.errors.selectColorAndSize())
    }
    // The endpoint sets the line's quantity, so add to what the cart already holds.
    const inCart = cart.data?.items.find((line) => line.variant_id === variant.id)?.quantity ?? 0
    const next = Math.min(inCart + quantity, maxQuantity(variant))
    addToCart.mutate({ variant_id: variant.id, quantity: next, item: cartItemOf(product, variant, next) })
  }

  const price = variant?.price ?? product.price
  const compareAt = variant ? variant.compare_at_price : product.compare_at_price
  const readyDate = preOrder ? (variant?.ready_date ?? null) : null
  // The gallery shows the chosen colour's pictures when it has its own.
  const colorImages = product.variants.find((v) => v.color?.id === choice.colorId && v.images?.length)?.images
  const galleryImages = colorImages?.length ? colorImages : product.images
  const buyLabel = addToCart.isPending
    ? t.product.adding()
    : outOfStock
      ? t.product.outOfStock()
      : preOrder
        ? t.product.preOrder()
        : t.product.addToCart()

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
          <p aria-live="polite" className="h-5 text-sm font-medium">
            {outOfStock ? (
              <span className="text-danger">{t.product.outOfStock()}</span>
            ) : preOrder ? (
              <span className="text-link">
                {readyDate
                  ? t.product.preOrderReady({ date: formatDay(readyDate, intlLocale.value) })
                  : t.product.preOrderAvailable()}
              </span>
            ) : variant && variant.stock <= 5 ? (
              <span className="text-fg">{t.product.lowStock({ count: variant.stock })}</span>
            ) : variant ? (
              <span className="text-success">{t.product.inStock()}</span>
            ) : null}
          </p>
          {preOrder ? <p className="-mt-3 text-sm text-muted">{t.product.preOrderPayment()}</p> : null}
          {/* On phones: quantity and share on one line, the button full width below, never wrapped. */}
          <div className="flex flex-wrap items-end gap-3">
            <QuantityInput
              value={Math.min(quantity, max)}
              max={max}
              onChange={setQuantity}
              disabled={outOfStock}
            />
            <BusyButton
              ref={buyButton}
              className="btn-primary order-last h-11 w-full whitespace-nowrap px-6 text-base sm:order-none sm:w-auto"
              onClick={onAdd}
              disabled={outOfStock}
              busy={addToCart.isPending}
            >
              {buyLabel}
            </BusyButton>
            <div className="ms-auto flex gap-1 sm:ms-0">
              <WishlistToggle productId={product.id} name={product.name} className="border border-line" />
              <ShareButton title={product.name} />
            </div>
          </div>
          <DeliveryNote
            price={price}
            readyDate={preOrder ? (readyDate ?? latestReadyDate(product.variants)) : null}
          />
          {buyButtonScrolledPast ? (
            <section
              aria-label={t.product.quickBuy()}
              data-bottom-bar
              className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-line bg-bg px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:hidden"
            >
              <Price amount={price} compareAt={compareAt} className="min-w-0 flex-1" />
              <BusyButton
                className="btn-primary h-11 shrink-0 whitespace-nowrap px-5 text-base"
                onClick={onAdd}
                disabled={outOfStock}
                busy={addToCart.isPending}
              >
                {buyLabel}
              </BusyButton>
            </section>
          ) : null}
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

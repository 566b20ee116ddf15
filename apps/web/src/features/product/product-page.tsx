import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { Price } from '../../components/price'
import { ReadFailed, readState } from '../../components/read-state'
import { RecentlyViewedSlot } from '../../components/recently-viewed-slot'
import { isSignedIn } from '../../lib/auth-store'
import { NotFoundStatus, useDocumentMeta, usePageOrigin } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { useProduct } from './api'
import { BuyPanel } from './buy-panel'
import { LaterTabs, loadProductTabs } from './later-tabs'
import { ProductGallery } from './product-gallery'
import { productJsonLd, productOpenGraph } from './product-seo'
import { ProductFacts, ProductHeading, RelatedProducts } from './product-summary'
import { rememberViewed } from './remember-viewed'
import { useAddToCartButton } from './use-add-to-cart'
import { useVariantChoice } from './use-variant-choice'
import { choiceProblem } from './variant-options'
import { type MissingChoice, VariantPicker } from './variant-picker'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

/** What the server renders of this page beyond its own chunk: the browser fetches it once idle (later-tabs.tsx). */
export const laterParts = loadProductTabs

function useProductMeta(product: Product) {
  const t = LL.value
  const origin = usePageOrigin()
  const url = `${origin}${hrefOf('product', { slug: product.slug })}`
  const seo = { url, origin, labels: { home: t.common.home(), shop: t.nav.shop() } }
  useDocumentMeta({
    title: product.name,
    path: hrefOf('product', { slug: product.slug }),
    description: product.short_description,
    openGraph: productOpenGraph(product, seo),
    jsonLd: productJsonLd(product, seo),
  })
}

function ProductDetail({ product }: { product: Product }) {
  useSignals()
  const _signedIn = isSignedIn.value
  const chosen = useVariantChoice(product)
  const { choice, variant, quantity } = chosen
  const [missing, setMissing] = useState<MissingChoice | null>(null)
  const addToCart = useAddToCartButton(product, choice, quantity, (problem) =>
    setMissing({ problem, attempt: (missing?.attempt ?? 0) + 1 }),
  )
  useProductMeta(product)
  // Recorded after the page shows, so this product joins the list for the next page, not this one.
  useEffect(() => rememberViewed(product), [product])

  return (
    <>
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery key={choice.colorId ?? 'all'} images={chosen.galleryImages} name={product.name} />
        <div className="flex flex-col gap-5">
          <ProductHeading product={product} />
          <Price amount={chosen.price} compareAt={chosen.compareAt} className="text-2xl" />
          <p className="text-muted">
            <bdi>{product.short_description}</bdi>
          </p>
          <VariantPicker
            colors={chosen.colors}
            sizes={chosen.sizes}
            colorId={choice.colorId}
            sizeId={choice.sizeId}
            hasSizes={chosen.hasSizes}
            onColor={(id) => {
              setMissing(null)
              chosen.chooseColor(id)
            }}
            onSize={(id) => {
              setMissing(null)
              chosen.chooseSize(id)
            }}
            missing={missing}
          />
          <BuyPanel
            product={product}
            variant={variant}
            preOrder={chosen.preOrder}
            outOfStock={chosen.outOfStock}
            unchosen={choiceProblem(product.variants, choice.colorId, choice.sizeId)}
            quantity={quantity}
            onQuantity={chosen.setQuantity}
            onAdd={addToCart.add}
            pending={addToCart.pending}
          />
          <ProductFacts product={product} variant={variant} />
        </div>
      </div>
      <LaterTabs product={product} />
      <RelatedProducts product={product} />
      <div className="mt-12 empty:hidden">
        <RecentlyViewedSlot excludeId={product.id} />
      </div>
    </>
  )
}

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
      <NotFoundStatus />
      <h1 className="mb-3 text-2xl font-bold">{t.notFoundTitle()}</h1>
      <p className="mb-8 text-muted">{t.notFoundText()}</p>
      <Link href={hrefOf('shop')} className="btn-primary">
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
          { label: t.common.home(), href: hrefOf('home') },
          { label: t.nav.shop(), href: hrefOf('shop') },
          ...(product.data ? [{ label: product.data.name }] : []),
        ]}
      />
      {body}
    </div>
  )
}

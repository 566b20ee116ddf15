import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { ErrorPage } from '../../components/error-page'
import { ChevronEndIcon, ChevronStartIcon } from '../../components/icons'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from '../../components/product-card'
import { useWishlistPage } from '../../data/wishlist'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { hrefOf, usePageParams } from '../../lib/pages'
import { type MovableProduct, useMoveToCart } from './move-to-cart'
import { VariantChoiceDialog } from './variant-choice-dialog'

function MoveToCartButton({ product, onMoved }: { product: MovableProduct; onMoved: () => void }) {
  useSignals()
  const t = LL.value.wishlist
  const move = useMoveToCart(onMoved)
  const unavailable = !product.in_stock && !product.pre_order
  return (
    <>
      <button
        type="button"
        className="btn-outline w-full"
        disabled={unavailable || move.isPending}
        onClick={() => move.mutate(product)}
        data-testid="move-to-cart"
      >
        {unavailable ? LL.value.product.outOfStock() : move.isPending ? t.moving() : t.moveToCart()}
      </button>
      <VariantChoiceDialog product={move.choice} onClose={move.close} onChoose={move.add} />
    </>
  )
}

type WishlistData = ReturnType<typeof useWishlistPage>['data']

/** The last product of a later page was removed: show the new last page. */
function useLastPageWhenPastTheEnd(page: number, data: WishlistData) {
  const [, navigate] = useLocation()
  const pastTheEnd =
    !!data && data.data.length === 0 && page > data.pagination.last_page && data.pagination.total > 0
  useEffect(() => {
    if (pastTheEnd && data)
      navigate(hrefOf('wishlist', { page: data.pagination.last_page }), { replace: true })
  }, [pastTheEnd, data, navigate])
}

function WishlistPager({ page, lastPage }: { page: number; lastPage: number }) {
  useSignals()
  const t = LL.value
  if (lastPage <= 1) return null
  return (
    <nav aria-label={t.wishlist.pages()} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link
          href={hrefOf('wishlist', { page: page - 1 })}
          className="btn-outline h-9 px-3"
          aria-label={t.common.previous()}
        >
          <ChevronStartIcon size={16} />
        </Link>
      ) : null}
      <span className="text-sm">{t.wishlist.page({ page, pages: lastPage })}</span>
      {page < lastPage ? (
        <Link
          href={hrefOf('wishlist', { page: page + 1 })}
          className="btn-outline h-9 px-3"
          aria-label={t.common.next()}
        >
          <ChevronEndIcon size={16} />
        </Link>
      ) : null}
    </nav>
  )
}

interface WishlistGridProps {
  products: NonNullable<WishlistData>['data']
  total: number
  dimmed: boolean
  page: number
  lastPage: number
  onMoved: () => void
}

function WishlistGrid({ products, total, dimmed, page, lastPage, onMoved }: WishlistGridProps) {
  useSignals()
  const t = LL.value
  return (
    <>
      <h2 className="mb-4 text-sm font-normal text-muted">{t.wishlist.count({ count: total })}</h2>
      <ul className={`${PRODUCT_GRID} ${dimmed ? 'opacity-60' : ''}`}>
        {products.map((product) => (
          // The li is the card's box, so the button sits inside it; the product card gives up its own border.
          <li
            key={product.id}
            data-testid="wishlist-card"
            className="card flex flex-col [&>article]:h-auto [&>article]:flex-1 [&>article]:rounded-b-none [&>article]:border-0"
          >
            <ProductCard product={product} />
            <div className="p-3 pt-0">
              <MoveToCartButton product={product} onMoved={onMoved} />
            </div>
          </li>
        ))}
      </ul>
      <WishlistPager page={page} lastPage={lastPage} />
    </>
  )
}

export default function WishlistPage() {
  useSignals()
  const t = LL.value
  useDocumentMeta({ title: t.wishlist.title(), description: t.wishlist.metaDescription() })
  const { page } = usePageParams('wishlist')
  const wishlist = useWishlistPage(page)
  // A moved product leaves with its button: the heading takes the focus, and the toast says where it went.
  const heading = useRef<HTMLHeadingElement>(null)
  const onMoved = () => heading.current?.focus()
  useLastPageWhenPastTheEnd(page, wishlist.data)

  let body: React.ReactNode
  if (wishlist.isPending) {
    body = (
      <ul aria-busy="true" className={PRODUCT_GRID}>
        {[0, 1, 2, 3].map((n) => (
          <li key={n}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    )
  } else if (wishlist.isError) body = <ErrorPage onRetry={() => wishlist.refetch()} />
  else {
    const { data: products, pagination } = wishlist.data
    body =
      pagination.total === 0 ? (
        <div className="card flex flex-col items-center gap-4 px-4 py-12 text-center">
          <p className="text-lg font-medium">{t.wishlist.empty()}</p>
          <Link href={hrefOf('shop')} className="btn-primary">
            {t.wishlist.browse()}
          </Link>
        </div>
      ) : (
        <WishlistGrid
          products={products}
          total={pagination.total}
          dimmed={wishlist.isPlaceholderData}
          page={page}
          lastPage={pagination.last_page}
          onMoved={onMoved}
        />
      )
  }

  return (
    <div className="page-container py-6">
      <Breadcrumbs
        items={[{ label: t.common.home(), href: hrefOf('home') }, { label: t.wishlist.title() }]}
      />
      <h1 ref={heading} tabIndex={-1} className="mb-2 text-2xl font-bold outline-none sm:text-3xl">
        {t.wishlist.title()}
      </h1>
      {body}
    </div>
  )
}

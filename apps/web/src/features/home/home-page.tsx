import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { ErrorPage } from '../../components/error-page'
import { ArrowEndIcon } from '../../components/icons'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from '../../components/product-card'
import { useHome } from '../../data/catalog'
import { useDocumentMeta } from '../../lib/document-meta'
import { hydrating } from '../../lib/hydration'
import { LL } from '../../lib/language-store'
import { mediaUrl } from '../../lib/media'
import { hrefOf, shopHref } from '../../lib/pages'
import { HOME_SECTION_CARDS, type LeanHome } from '../../lib/product-card-data'
import { readStorage } from '../../lib/safe-storage'
import { RECENTLY_VIEWED_KEY } from '../../lib/storage-keys'

type Home = LeanHome

// Loaded after hydration on a device that has viewed a product, so the first load carries neither.
const RecentlyViewed = lazy(() =>
  import('../../components/recently-viewed').then((m) => ({ default: m.RecentlyViewed })),
)

function RecentlyViewedOnDevice() {
  useSignals()
  if (hydrating.value || !readStorage(RECENTLY_VIEWED_KEY)?.startsWith('[{')) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewed />
    </Suspense>
  )
}

function Hero({ hero }: { hero: Home['hero'] | undefined }) {
  useSignals()
  const t = LL.value
  return (
    <section className="bg-surface">
      <div className="page-container grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
        <div>
          {hero ? (
            <>
              <h1 className="mb-4 text-3xl font-bold tracking-tight sm:text-5xl">
                <bdi>{hero.title}</bdi>
              </h1>
              <p className="mb-8 text-lg text-muted">
                <bdi>{hero.subtitle}</bdi>
              </p>
            </>
          ) : (
            <div aria-hidden="true">
              <div className="skeleton mb-4 h-10 w-4/5 sm:h-14" />
              <div className="skeleton mb-8 h-7 w-3/5" />
            </div>
          )}
          <Link href={hero?.cta_url ?? hrefOf('shop')} className="btn-primary h-12 px-6 text-base">
            {t.common.shopNow()}
            <ArrowEndIcon size={18} />
          </Link>
        </div>
        <div className="aspect-[2/1] overflow-hidden rounded-xl bg-line/40">
          {hero ? (
            <img
              src={mediaUrl(hero.image.url)}
              alt={hero.image.alt}
              width={hero.image.width}
              height={hero.image.height}
              loading="eager"
              fetchPriority="high"
              className="size-full object-cover"
            />
          ) : null}
        </div>
      </div>
    </section>
  )
}

function SectionHeading({ title, href }: { title: string; href?: string }) {
  useSignals()
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 className="text-2xl font-bold">{title}</h2>
      {href ? (
        <Link
          href={href}
          className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline"
        >
          {LL.value.common.viewAll()}
          <ArrowEndIcon size={16} />
        </Link>
      ) : null}
    </div>
  )
}

function Categories({ categories }: { categories: Home['categories'] }) {
  useSignals()
  if (categories.length === 0) return null
  return (
    <section className="page-container below-fold mt-12">
      <SectionHeading title={LL.value.home.categories()} href={hrefOf('shop')} />
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={shopHref({ categories: [category.id] })}
              className="card focusable flex flex-col items-center gap-2 p-3 text-center text-sm font-medium hover:border-primary"
            >
              <img
                src={mediaUrl(category.image.url)}
                alt=""
                width={category.image.width}
                height={category.image.height}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-contain"
              />
              <span className="line-clamp-2 min-h-10 leading-5">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ProductSection({ section }: { section: Home['sections'][number] }) {
  if (section.products.length === 0) return null
  return (
    <section className="page-container below-fold mt-12">
      <SectionHeading title={section.name} href={shopHref({ home_section: section.id })} />
      <ul className={PRODUCT_GRID}>
        {section.products.slice(0, HOME_SECTION_CARDS).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function SectionsSkeleton() {
  return (
    <div className="page-container mt-12" aria-hidden="true">
      <div className="skeleton mb-4 h-8 w-48" />
      <div className={PRODUCT_GRID}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  )
}

function WelcomePromo({ promo }: { promo: Home['promo'] | undefined }) {
  useSignals()
  const t = LL.value.home
  return (
    <section className="page-container below-fold mt-12">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-fg md:flex-row md:items-center md:justify-between">
        <div>
          <p className="mb-2 inline-block rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-fg">
            {t.promoBadge()}
          </p>
          <h2 className="mb-2 text-2xl font-bold sm:text-3xl">{t.promoTitle()}</h2>
          <p className="max-w-xl">{t.promoText()}</p>
          {promo ? <p className="mt-2 text-sm font-semibold">{t.promoCode({ code: promo.code })}</p> : null}
        </div>
        <Link
          href={hrefOf('register')}
          className="btn h-12 shrink-0 bg-bg px-6 text-base text-fg hover:bg-surface focus-visible:outline-bg"
        >
          {t.promoCta()}
        </Link>
      </div>
    </section>
  )
}

function Brands({ brands }: { brands: Home['brands'] }) {
  useSignals()
  if (brands.length === 0) return null
  return (
    <section className="page-container below-fold mt-12">
      <SectionHeading title={LL.value.home.brands()} />
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link
              href={shopHref({ brands: [brand.id] })}
              className="card focusable flex h-20 items-center justify-center p-3 hover:border-primary"
            >
              <img
                src={mediaUrl(brand.logo.url)}
                alt={brand.name}
                width={brand.logo.width}
                height={brand.logo.height}
                loading="lazy"
                decoding="async"
                className="max-h-full w-auto object-contain"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function HomePage() {
  useSignals()
  const t = LL.value.home
  const home = useHome()
  useDocumentMeta({ title: t.metaTitle(), description: t.metaDescription() })

  if (home.isError) return <ErrorPage onRetry={() => home.refetch()} />
  const data = home.data
  return (
    <>
      <Hero hero={data?.hero} />
      {data ? (
        <>
          <Categories categories={data.categories} />
          {data.sections.slice(0, 1).map((section) => (
            <ProductSection key={section.id} section={section} />
          ))}
          <WelcomePromo promo={data.promo} />
          {data.sections.slice(1).map((section) => (
            <ProductSection key={section.id} section={section} />
          ))}
          <Brands brands={data.brands} />
          {/* Last, so appearing after hydration shifts nothing in view. */}
          <div className="page-container mt-12 empty:hidden">
            <RecentlyViewedOnDevice />
          </div>
        </>
      ) : (
        <SectionsSkeleton />
      )}
    </>
  )
}

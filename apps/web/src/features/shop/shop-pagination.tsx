import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { ChevronEndIcon, ChevronStartIcon } from '../../components/icons'
import { LL } from '../../lib/language-store'
import { shopHref } from '../../lib/pages'
import { type ShopFilters, withFilters } from '../../lib/shop-address'
import { pageItems } from './page-items'

const toTop = () => window.scrollTo({ top: 0 })

/** Page links (real addresses, so pages can be shared and the back button works). */
export function ShopPagination({ filters, lastPage }: { filters: ShopFilters; lastPage: number }) {
  useSignals()
  const t = LL.value.common
  if (lastPage <= 1) return null
  const current = filters.page
  const href = (page: number) => shopHref(withFilters(filters, { page }))
  const edge = 'btn-outline h-9 px-3'
  return (
    <nav aria-label={t.pagination()} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} onClick={toTop} className={edge} aria-label={t.previous()}>
              <ChevronStartIcon size={16} />
            </Link>
          ) : null}
        </li>
        {pageItems(current, lastPage).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                onClick={toTop}
                aria-label={t.page({ page })}
                aria-current={page === current ? 'page' : undefined}
                className="btn h-9 min-w-9 px-2 hover:bg-surface aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg"
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < lastPage ? (
            <Link href={href(current + 1)} onClick={toTop} className={edge} aria-label={t.next()}>
              <ChevronEndIcon size={16} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}

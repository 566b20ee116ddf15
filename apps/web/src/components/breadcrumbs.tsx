import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { LL } from '../lib/language-store'
import { ChevronEndIcon } from './icons'

export interface Crumb {
  label: string
  href?: string
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  useSignals()
  return (
    <nav aria-label={LL.value.common.breadcrumb()} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.href ?? item.label} className="flex items-center gap-1">
            {index > 0 ? <ChevronEndIcon size={14} /> : null}
            {item.href ? (
              <Link href={item.href} className="hover:text-fg hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-fg">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { LL } from '../lib/language-store'
import { useOnline } from '../lib/online'

// Offline, a link to a page that needs the network (checkout, signing in) is switched off (decision 0062).
export function NetworkLink({
  href,
  className = '',
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  useSignals()
  const online = useOnline()
  if (online)
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  return (
    // biome-ignore lint/a11y/useValidAnchor: a link switched off while offline, announced as such
    <a
      role="link"
      aria-disabled="true"
      className={`${className} cursor-not-allowed opacity-60`}
      data-offline=""
    >
      <span className="flex flex-col items-center leading-tight">
        {children}
        <span className="text-xs font-normal">({LL.value.connection.needsConnection()})</span>
      </span>
    </a>
  )
}

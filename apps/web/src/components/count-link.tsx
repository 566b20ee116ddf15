import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { CountBadge } from './count-badge'

interface CountLinkProps {
  href: string
  icon: ReactNode
  count: number
  label: string
  testId: string
}

export function CountLink({ href, icon, count, label, testId }: CountLinkProps) {
  useSignals()
  return (
    <Link href={href} className="icon-btn relative" aria-label={label}>
      {icon}
      <CountBadge count={count} testId={testId} />
    </Link>
  )
}

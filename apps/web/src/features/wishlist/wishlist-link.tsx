import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { CountBadge } from '../../components/count-badge'
import { HeartIcon } from '../../components/icons'
import { isSignedIn } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { useWishlistCount } from './api'

export function WishlistLink() {
  useSignals()
  const t = LL.value.header
  const count = useWishlistCount(isSignedIn.value).data ?? 0
  return (
    <Link
      href="/wishlist"
      className="icon-btn relative"
      aria-label={count > 0 ? t.wishlistWithCount({ count }) : t.wishlist()}
    >
      <HeartIcon />
      <CountBadge count={count} testId="wishlist-count" />
    </Link>
  )
}

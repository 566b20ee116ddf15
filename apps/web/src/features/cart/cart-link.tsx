import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { CountBadge } from '../../components/count-badge'
import { CartIcon } from '../../components/icons'
import { isSignedIn } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { useCartCount } from './api'

export function CartLink() {
  useSignals()
  const t = LL.value.header
  const count = useCartCount(isSignedIn.value).data ?? 0
  return (
    <Link
      href="/cart"
      className="icon-btn relative"
      aria-label={count > 0 ? t.cartWithCount({ count }) : t.cart()}
    >
      <CartIcon />
      <CountBadge count={count} testId="cart-count" />
    </Link>
  )
}

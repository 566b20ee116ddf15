import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { useIsWished, useToggleWishlist } from '../data/wishlist'
import { isSignedIn, rememberReturnTo } from '../lib/auth-store'
import { LL } from '../lib/language-store'
import { toastSignInRequired } from '../lib/session-expiry'
import { HeartIcon } from './icons'

interface WishlistToggleProps {
  productId: number
  name: string
  className?: string
}

export function WishlistToggle({ productId, name, className = '' }: WishlistToggleProps) {
  useSignals()
  const t = LL.value
  const wished = useIsWished(productId)
  const toggle = useToggleWishlist()
  const [location, navigate] = useLocation()

  const onClick = () => {
    if (!isSignedIn.value) {
      rememberReturnTo(`${location}${window.location.search}`)
      toastSignInRequired(navigate)
      return
    }
    toggle.mutate({ product_id: productId })
  }

  return (
    <button
      type="button"
      aria-pressed={wished}
      aria-label={t.wishlist.toggle({ name })}
      onClick={onClick}
      data-testid="wishlist-toggle"
      className={`icon-btn ${wished ? 'text-danger' : 'text-muted hover:text-fg'} ${className}`}
    >
      <HeartIcon className={wished ? 'fill-current' : ''} />
    </button>
  )
}

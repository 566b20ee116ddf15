import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { useIsWished, useToggleWishlist } from '../data/wishlist'
import { isSignedIn, rememberReturnTo } from '../lib/auth-store'
import { LL } from '../lib/language-store'
import { toastSignInRequired } from '../lib/session-expiry'
import { rememberWishedVariant } from '../lib/wished-variants'
import { HeartIcon } from './icons'

interface WishlistToggleProps {
  productId: number
  name: string
  /** The variant chosen on the page, kept for Move to cart. */
  variantId?: number | undefined
  className?: string
}

export function WishlistToggle({ productId, name, variantId, className = '' }: WishlistToggleProps) {
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
    if (!wished) rememberWishedVariant(productId, variantId)
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

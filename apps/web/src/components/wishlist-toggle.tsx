import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { useIsWished, useToggleWishlist } from '../data/wishlist'
import { isSignedIn, rememberReturnTo } from '../lib/auth-store'
import { LL } from '../lib/language-store'
import { PATHS } from '../lib/paths'
import { TOAST_MS, toaster } from '../lib/toaster'
import { HeartIcon } from './icons'

interface WishlistToggleProps {
  productId: number
  name: string
  className?: string
}

/** A pressed heart when the product is wished; toggles at once, with the header badge. */
export function WishlistToggle({ productId, name, className = '' }: WishlistToggleProps) {
  useSignals()
  const t = LL.value
  const wished = useIsWished(productId)
  const toggle = useToggleWishlist()
  const [location, navigate] = useLocation()

  const onClick = () => {
    if (!isSignedIn.value) {
      rememberReturnTo(`${location}${window.location.search}`)
      toaster.create({
        type: 'warning',
        description: t.errors.loginToContinue(),
        duration: TOAST_MS,
        action: { label: t.errors.logIn(), onClick: () => navigate(PATHS.login) },
      })
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

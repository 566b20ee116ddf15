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

/** A guest's heart asks for nothing and writes nothing: a grid of cards then holds no query or mutation per card. */
export function WishlistToggle(props: WishlistToggleProps) {
  useSignals()
  return isSignedIn.value ? <SignedInToggle {...props} /> : <GuestToggle {...props} />
}

function GuestToggle({ name, className = '' }: WishlistToggleProps) {
  const [location, navigate] = useLocation()
  const onClick = () => {
    rememberReturnTo(`${location}${window.location.search}`)
    toastSignInRequired(navigate)
  }
  return <Heart name={name} className={className} wished={false} onClick={onClick} />
}

function SignedInToggle({ productId, name, variantId, className = '' }: WishlistToggleProps) {
  const wished = useIsWished(productId)
  const toggle = useToggleWishlist()
  const onClick = () => {
    if (!wished) rememberWishedVariant(productId, variantId)
    toggle.mutate({ product_id: productId })
  }
  return <Heart name={name} className={className} wished={wished} onClick={onClick} />
}

function Heart({
  name,
  className,
  wished,
  onClick,
}: {
  name: string
  className: string
  wished: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={wished}
      aria-label={LL.value.wishlist.toggle({ name })}
      onClick={onClick}
      data-testid="wishlist-toggle"
      className={`icon-btn ${wished ? 'text-danger' : 'text-muted hover:text-fg'} ${className}`}
    >
      <HeartIcon className={wished ? 'fill-current' : ''} />
    </button>
  )
}

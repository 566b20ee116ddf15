import { useSignals } from '@preact/signals-react/runtime'
import { CountLink } from '../../components/count-link'
import { CartIcon, HeartIcon } from '../../components/icons'
import { useCartCount } from '../../data/cart'
import { useWishlistCount } from '../../data/wishlist'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'

export function HeaderCounts() {
  useSignals()
  const t = LL.value.header
  const wished = useWishlistCount().data ?? 0
  const inCart = useCartCount().data ?? 0
  return (
    <>
      <CountLink
        href={hrefOf('wishlist')}
        icon={<HeartIcon />}
        count={wished}
        label={wished > 0 ? t.wishlistWithCount({ count: wished }) : t.wishlist()}
        testId="wishlist-count"
      />
      <CountLink
        href={hrefOf('cart')}
        icon={<CartIcon />}
        count={inCart}
        label={inCart > 0 ? t.cartWithCount({ count: inCart }) : t.cart()}
        testId="cart-count"
      />
    </>
  )
}

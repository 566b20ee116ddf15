import { useSignals } from '@preact/signals-react/runtime'
import { type CartAnswer, useApplyCoupon } from '../data/cart'
import { useWelcomeOffer } from '../data/coupons'
import { LL } from '../lib/language-store'
import { useOnline } from '../lib/online'
import { ltrText } from './bidi'

export function WelcomeOffer({ applied }: { applied: CartAnswer['data']['coupon'] }) {
  useSignals()
  const t = LL.value.cart
  const offer = useWelcomeOffer()
  const apply = useApplyCoupon()
  const online = useOnline()
  if (!offer || applied) return null
  return (
    <section
      data-testid="welcome-offer"
      aria-labelledby="welcome-offer-title"
      className="flex flex-col gap-2 rounded-md border border-primary bg-surface p-3 text-sm"
    >
      <h2 id="welcome-offer-title" className="font-semibold">
        {t.welcomeTitle()}
      </h2>
      <p>{t.welcomeText({ percent: offer.value, code: ltrText(offer.code) })}</p>
      <button
        type="button"
        className="btn-primary self-start"
        disabled={apply.isPending || !online}
        onClick={() => apply.mutate({ code: offer.code })}
      >
        {apply.isPending ? t.applying() : t.welcomeApply({ code: ltrText(offer.code) })}
      </button>
    </section>
  )
}

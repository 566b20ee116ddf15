import { useSignals } from '@preact/signals-react/runtime'
import { useRef } from 'react'
import * as v from 'valibot'
import { Ltr } from '../../components/bidi'
import { TextField } from '../../components/form/text-field'
import { useForm } from '../../components/form/use-form'
import { type CartAnswer, useApplyCoupon, useRemoveCoupon } from '../../data/cart'
import { useFocusWhenLost } from '../../lib/focus-when-lost'
import { LL } from '../../lib/language-store'
import { useOnline } from '../../lib/online'
import { spec } from '../../lib/validation'

const couponSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(spec('couponRequired'))) })

export function CouponForm({ coupon }: { coupon: CartAnswer['data']['coupon'] }) {
  useSignals()
  const t = LL.value.cart
  const apply = useApplyCoupon()
  const remove = useRemoveCoupon()
  const { field, formProps } = useForm({
    schema: couponSchema,
    initial: { code: '' },
    onSubmit: (request) => apply.mutateAsync(request),
  })
  const online = useOnline()
  // Apply (here or on the welcome offer) and Remove leave with the state they belong to.
  const appliedLine = useRef<HTMLDivElement>(null)
  useFocusWhenLost(() => appliedLine.current, coupon?.code)
  useFocusWhenLost(() => formProps.ref.current?.querySelector('input'), coupon ? null : 'removed')

  if (coupon) {
    return (
      <div
        ref={appliedLine}
        tabIndex={-1}
        data-testid="coupon-applied"
        className="flex items-center justify-between gap-3 rounded-md border border-line px-3 py-2 text-sm outline-none"
      >
        <p>
          {t.couponApplied()} <Ltr className="font-semibold">{coupon.code}</Ltr>
        </p>
        <button
          type="button"
          className="btn-ghost h-8 px-2 text-link"
          onClick={() => remove.mutate({ coupon: 'remove' })}
          disabled={remove.isPending || !online}
        >
          {t.removeCoupon()}
        </button>
      </div>
    )
  }
  return (
    <form {...formProps} className="flex items-start gap-2">
      <div className="flex-1">
        <TextField {...field('code')} label={t.couponLabel()} autoComplete="off" dir="ltr" />
      </div>
      {/* Level with the input: below the label's line (1.25rem) and the field's gap (0.25rem). */}
      <button type="submit" className="btn-outline mt-6" disabled={apply.isPending || !online}>
        {apply.isPending ? t.applying() : t.applyCoupon()}
      </button>
    </form>
  )
}

import * as v from 'valibot'
import { spec } from '../../lib/validation'

export type CheckoutValues = {
  address_id: string
  payment_method: string
  notes: string
}

export const checkoutSchema = v.object({
  address_id: v.pipe(
    v.string(),
    v.nonEmpty(spec('addressRequired')),
    v.transform((id) => Number(id)),
  ),
  payment_method: v.pipe(
    v.string(),
    v.check((method) => method === 'cod', spec('paymentRequired')),
    v.transform(() => 'cod' as const),
  ),
  notes: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(1000),
    v.transform((notes) => notes || null),
  ),
})

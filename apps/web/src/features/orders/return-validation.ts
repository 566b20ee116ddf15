import * as v from 'valibot'
import { minChars, spec } from '../../lib/validation'

export type ReturnValues = {
  scope: 'whole' | 'chosen'
  reason: string
  quantities: Record<string, string>
}

const chosenCount = (quantities: Record<string, string>) =>
  Object.values(quantities).filter((q) => Number(q) > 0).length

/** The server's rule (reason of 10 characters after trimming), and at least one line when choosing. */
export const returnSchema = v.pipe(
  v.object({
    scope: v.picklist(['whole', 'chosen']),
    reason: v.pipe(v.string(), v.trim(), minChars(10, 'returnReasonMin')),
    quantities: v.record(v.string(), v.string()),
  }),
  v.forward(
    v.check(
      (values) => values.scope === 'whole' || chosenCount(values.quantities) > 0,
      spec('returnItemsRequired'),
    ),
    ['quantities'],
  ),
)

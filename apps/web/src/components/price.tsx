import { useSignals } from '@preact/signals-react/runtime'
import { shownCurrency } from '../lib/currency-store'
import { intlLocale } from '../lib/language-store'
import { type DisplayCurrency, formatMoney, formatShown } from '../lib/money'
import { type ChargedLine, type Charges, type ShownTotals, shownLine, shownTotals } from '../lib/shown-totals'
import { Ltr } from './bidi'

export interface Bill {
  lines: readonly ChargedLine[]
  charges: Charges
}

type Figure =
  | { amount: number; compareAt?: number | null; line?: never; bill?: never }
  | { line: ChargedLine; part?: 'unit' | 'total'; amount?: never; bill?: never }
  | {
      bill: Bill
      part: Exclude<keyof ShownTotals, 'lines'>
      negative?: boolean
      amount?: never
      line?: never
    }

export function Price(props: Figure & { className?: string; currency?: DisplayCurrency | undefined }) {
  useSignals()
  const currency = props.currency ?? shownCurrency.value
  const locale = intlLocale.value
  let text: string
  let struck: string | undefined
  if (props.line) text = formatShown(shownLine(props.line, currency)[props.part ?? 'total'], currency, locale)
  else if (props.bill) {
    const value = shownTotals(props.bill.lines, props.bill.charges, currency)[props.part]
    text = formatShown(props.negative ? -value : value, currency, locale)
  } else {
    text = formatMoney(props.amount, currency, locale)
    if (props.compareAt && props.compareAt > props.amount)
      struck = formatMoney(props.compareAt, currency, locale)
  }
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${props.className ?? ''}`}>
      <Ltr className="font-semibold text-fg">{text}</Ltr>
      {struck ? (
        <s className="text-sm text-muted">
          <Ltr>{struck}</Ltr>
        </s>
      ) : null}
    </span>
  )
}

export function useFormatMoney() {
  useSignals()
  const selected = shownCurrency.value
  const tag = intlLocale.value
  return (amountUsd: number) => formatMoney(amountUsd, selected, tag)
}

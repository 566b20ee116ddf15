import { useSignals } from '@preact/signals-react/runtime'
import { useEffect } from 'react'
import { Ltr } from '../../components/bidi'
import { DeferredSelect } from '../../components/ui/deferred-select'
import {
  currency,
  DEFAULT_CURRENCY,
  resetCurrency,
  selectCurrency,
  shownCurrency,
} from '../../lib/currency-store'
import { LL, locale } from '../../lib/language-store'
import type { Currency } from '../../lib/settings'

export function CurrencySwitcher({ currencies }: { currencies: Currency[] }) {
  useSignals()
  const t = LL.value.header
  const selected = shownCurrency.value

  // A stored selection keeps the rate it was chosen with; follow the server's current rate.
  useEffect(() => {
    const stored = currency.peek()
    const fresh = currencies.find((c) => c.code === stored.code)
    if (fresh && (fresh.exchange_rate !== stored.exchange_rate || fresh.id !== stored.id))
      selectCurrency(fresh)
  }, [currencies])

  if (currencies.length === 0) return null
  const items = currencies.map((c) => ({
    value: c.code,
    label: `${c.code}${c.symbol === c.code ? '' : ` (${c.symbol})`} · ${c.name[locale.value]}`,
  }))
  return (
    <div className="flex items-center">
      <DeferredSelect
        label={t.currency()}
        hideLabel
        compact
        testId="currency-switcher"
        items={items}
        value={selected.code}
        valueText={
          // A currency whose sign is its code (SAR) reads once, not "SAR SAR".
          <Ltr>
            {selected.symbol === selected.code ? selected.code : `${selected.code} ${selected.symbol}`}
          </Ltr>
        }
        onValueChange={(code) => {
          const next = currencies.find((c) => c.code === code)
          if (next) selectCurrency(next)
        }}
      />
      {selected.code !== DEFAULT_CURRENCY.code ? (
        <button
          type="button"
          onClick={resetCurrency}
          aria-label={t.resetCurrency()}
          title={t.resetCurrency()}
          className="btn-ghost h-6 gap-0.5 px-1.5 text-xs text-muted"
        >
          {/* Says where it goes back to: a bare × reads as "close". */}
          <span aria-hidden="true">↺</span>
          <Ltr>{DEFAULT_CURRENCY.code}</Ltr>
        </button>
      ) : null}
    </div>
  )
}

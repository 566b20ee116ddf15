import { useSignals } from '@preact/signals-react/runtime'
import { AddressSummary } from '../../components/address/address-summary'
import { errorId } from '../../components/form/field-shell'
import { RadioCardField } from '../../components/form/radio-card-field'
import { ReadFailed } from '../../components/read-state'
import type { Address } from '../../data/addresses'
import { LL } from '../../lib/language-store'

interface AddressChoiceProps {
  id: string
  addresses: Address[]
  pending: boolean
  /** The list could not be read: a retry, never "no addresses". */
  onRetry?: (() => void) | undefined
  value: string
  onValueChange: (id: string) => void
  error?: string | undefined
  onAdd: () => void
}

export function AddressChoice({
  id,
  addresses,
  pending,
  onRetry,
  value,
  onValueChange,
  error,
  onAdd,
}: AddressChoiceProps) {
  useSignals()
  const t = LL.value.checkout
  return (
    <RadioCardField
      id={id}
      name="address_id"
      legend={t.shippingAddress()}
      columns
      value={value}
      onValueChange={onValueChange}
      error={error}
      options={addresses.map((address) => ({
        value: String(address.id),
        content: (
          <AddressSummary
            address={address}
            defaultBadge={address.is_default ? t.defaultAddress() : undefined}
            as="span"
          />
        ),
      }))}
      before={
        <>
          {pending ? <div className="skeleton h-20 w-full" aria-busy="true" /> : null}
          {onRetry ? <ReadFailed onRetry={onRetry} /> : null}
          {!pending && !onRetry && addresses.length === 0 ? (
            <p className="text-sm text-muted">{t.noAddresses()}</p>
          ) : null}
        </>
      }
      after={
        <button
          type="button"
          className="btn-outline self-start"
          onClick={onAdd}
          data-fixes-invalid={error && addresses.length === 0 ? true : undefined}
          aria-describedby={error && addresses.length === 0 ? errorId(id) : undefined}
        >
          {t.addAddress()}
        </button>
      }
    />
  )
}

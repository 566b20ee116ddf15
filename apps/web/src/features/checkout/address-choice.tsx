import { useSignals } from '@preact/signals-react/runtime'
import { addressLine } from '../../components/address/address-line'
import { AutoDir, Ltr } from '../../components/bidi'
import { FieldError } from '../../components/form/field-error'
import { errorId } from '../../components/form/field-shell'
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
  onChange: (id: string) => void
  error?: string | undefined
  onAdd: () => void
}

/** The saved addresses as one radio group; 'Add address' opens the address dialog. */
export function AddressChoice({
  id,
  addresses,
  pending,
  onRetry,
  value,
  onChange,
  error,
  onAdd,
}: AddressChoiceProps) {
  useSignals()
  const t = LL.value.checkout
  return (
    <fieldset className="card flex flex-col gap-3 p-4" aria-describedby={error ? errorId(id) : undefined}>
      <legend className="float-start mb-1 w-full text-lg font-semibold">{t.shippingAddress()}</legend>
      {pending ? <div className="skeleton h-20 w-full" aria-busy="true" /> : null}
      {onRetry ? <ReadFailed onRetry={onRetry} /> : null}
      {!pending && !onRetry && addresses.length === 0 ? (
        <p className="text-sm text-muted">{t.noAddresses()}</p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address, index) => (
          <label
            key={address.id}
            className="flex cursor-pointer gap-3 rounded-md border border-line p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-surface has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="address_id"
              id={index === 0 ? id : undefined}
              value={String(address.id)}
              checked={value === String(address.id)}
              onChange={() => onChange(String(address.id))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(id) : undefined}
              className="mt-1 accent-[var(--color-primary)] outline-none"
            />
            <span className="flex flex-col gap-0.5">
              <span className="flex items-center gap-2 font-semibold">
                <AutoDir>{address.label}</AutoDir>
                {address.is_default ? (
                  <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium">
                    {t.defaultAddress()}
                  </span>
                ) : null}
              </span>
              <span>
                <AutoDir>{address.name}</AutoDir>
              </span>
              <span>{addressLine(address)}</span>
              <span>
                <Ltr>{address.phone}</Ltr>
              </span>
            </span>
          </label>
        ))}
      </div>
      <button type="button" className="btn-outline self-start" onClick={onAdd}>
        {t.addAddress()}
      </button>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}

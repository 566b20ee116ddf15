import { useSignals } from '@preact/signals-react/runtime'
import { LL } from '../../lib/language-store'
import { useAddresses } from './api'

/** The saved addresses; a failed list shows as empty with 'Failed to fetch addresses' (spec §7). */
export function AddressList() {
  useSignals()
  const t = LL.value.account
  const addresses = useAddresses()
  if (addresses.isPending) return <div className="skeleton h-24 w-full" aria-busy="true" />
  const list = addresses.data?.data ?? []
  return (
    <div className="flex flex-col gap-3">
      {addresses.isError ? (
        <p role="alert" className="text-danger">
          {t.addressesFailed()}
        </p>
      ) : null}
      {list.length === 0 ? <p className="text-muted">{t.noAddresses()}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {list.map((address) => (
          <li key={address.id} className="card flex flex-col gap-1 p-4 text-sm">
            <p className="flex items-center gap-2 font-semibold">
              <bdi>{address.label}</bdi>
              {address.is_default ? (
                <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium">
                  {t.defaultAddress()}
                </span>
              ) : null}
            </p>
            <p>
              <bdi>{address.name}</bdi>
            </p>
            <p>
              <bdi>
                {[address.street, address.building, address.floor, address.city].filter(Boolean).join(', ')}
              </bdi>
            </p>
            <p>
              <bdi dir="ltr">{address.phone}</bdi>
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}

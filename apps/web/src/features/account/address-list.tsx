import { useSignals } from '@preact/signals-react/runtime'
import { useState } from 'react'
import { AddressDialog } from '../../components/address/address-dialog'
import { AutoDir, Ltr } from '../../components/bidi'
import { PlusIcon } from '../../components/icons'
import { ReadFailed } from '../../components/read-state'
import { ConfirmAction } from '../../components/ui/confirm-action'
import { type Address, useAddresses, useDeleteAddress, useMakeDefaultAddress } from '../../data/addresses'
import { LL } from '../../lib/language-store'

type Editing = { open: false } | { open: true; address?: Address }

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  useSignals()
  const t = LL.value
  const remove = useDeleteAddress()
  const makeDefault = useMakeDefaultAddress()
  const label = address.label
  return (
    <li className="card flex flex-col gap-1 p-4 text-sm" data-testid="address-card">
      <p className="flex items-center gap-2 font-semibold">
        <AutoDir>{label}</AutoDir>
        {address.is_default ? (
          <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium">
            {t.account.defaultAddress()}
          </span>
        ) : null}
      </p>
      <p>
        <AutoDir>{address.name}</AutoDir>
      </p>
      <p>
        <AutoDir>
          {[address.street, address.building, address.floor, address.city].filter(Boolean).join(', ')}
        </AutoDir>
      </p>
      <p>
        <Ltr>{address.phone}</Ltr>
      </p>
      {address.notes ? (
        <p className="text-muted">
          <AutoDir>{address.notes}</AutoDir>
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          aria-label={t.address.editNamed({ label })}
          onClick={onEdit}
        >
          {t.address.edit()}
        </button>
        {address.is_default ? null : (
          <button
            type="button"
            className="btn-outline"
            aria-label={t.address.makeDefaultNamed({ label })}
            disabled={makeDefault.isPending}
            onClick={() => makeDefault.mutate(address)}
          >
            {t.address.makeDefault()}
          </button>
        )}
        <ConfirmAction
          label={t.address.delete()}
          triggerName={t.address.deleteNamed({ label })}
          busyLabel={t.address.deleting()}
          title={t.address.deleteTitle()}
          text={t.address.deleteText()}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(address.id)}
          danger
        />
      </div>
    </li>
  )
}

/** The saved addresses: add, edit, make default, delete; a failed list shows as empty with 'Failed to fetch addresses' (spec §7). */
export function AddressList() {
  useSignals()
  const t = LL.value
  const addresses = useAddresses()
  const [editing, setEditing] = useState<Editing>({ open: false })
  if (addresses.isPending) return <div className="skeleton h-24 w-full" aria-busy="true" />
  const list = addresses.list
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="btn-primary flex items-center gap-2 self-start"
        onClick={() => setEditing({ open: true })}
      >
        <PlusIcon size={16} />
        {t.address.add()}
      </button>
      {addresses.isError ? (
        <ReadFailed message={t.account.addressesFailed()} onRetry={() => addresses.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-muted">{t.account.noAddresses()}</p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t.address.list()}>
        {list.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            onEdit={() => setEditing({ open: true, address })}
          />
        ))}
      </ul>
      <AddressDialog
        open={editing.open}
        address={editing.open ? editing.address : undefined}
        onOpenChange={(open) => {
          if (!open) setEditing({ open: false })
        }}
      />
    </div>
  )
}

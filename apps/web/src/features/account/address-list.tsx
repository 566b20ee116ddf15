import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useRef } from 'react'
import { AddressDialog } from '../../components/address/address-dialog'
import { AddressSummary } from '../../components/address/address-summary'
import { PlusIcon } from '../../components/icons'
import { ReadFailed } from '../../components/read-state'
import { BusyButton } from '../../components/ui/busy-button'
import { ConfirmAction } from '../../components/ui/confirm-action'
import { type Address, useAddresses, useDeleteAddress, useMakeDefaultAddress } from '../../data/addresses'
import { LL } from '../../lib/language-store'
import { useKeptState } from '../../lib/session-drafts'

type Editing = { open: false } | { open: true; address?: Address }

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address
  onEdit: () => void
  onDelete: () => void
}) {
  useSignals()
  const t = LL.value
  const remove = useDeleteAddress()
  const makeDefault = useMakeDefaultAddress()
  const editButton = useRef<HTMLButtonElement>(null)
  const madeDefault = useRef(false)
  // "Make default" is gone once the address is the default: focus goes to the same card's Edit.
  useEffect(() => {
    if (!address.is_default || !madeDefault.current) return
    madeDefault.current = false
    editButton.current?.focus()
  }, [address.is_default])
  const label = address.label
  return (
    <li className="card flex flex-col gap-1 p-4 text-sm" data-testid="address-card">
      <AddressSummary
        address={address}
        defaultBadge={address.is_default ? t.account.defaultAddress() : undefined}
        withNotes
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={editButton}
          type="button"
          className="btn-outline"
          aria-label={t.address.editNamed({ label })}
          onClick={onEdit}
        >
          {t.address.edit()}
        </button>
        {address.is_default ? null : (
          <BusyButton
            className="btn-outline"
            aria-label={t.address.makeDefaultNamed({ label })}
            busy={makeDefault.isPending}
            onClick={() => {
              madeDefault.current = true
              makeDefault.mutate(address)
            }}
          >
            {t.address.makeDefault()}
          </BusyButton>
        )}
        <ConfirmAction
          label={t.address.delete()}
          triggerName={t.address.deleteNamed({ label })}
          busyLabel={t.address.deleting()}
          title={t.address.deleteTitle()}
          text={t.address.deleteText({ label })}
          busy={remove.isPending}
          onConfirm={() => {
            onDelete()
            remove.mutate(address.id)
          }}
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
  const [editing, setEditing] = useKeptState<Editing>('address-dialog', { open: false })
  const listRef = useRef<HTMLUListElement>(null)
  const deleting = useRef(false)
  const count = addresses.list.length
  // A deleted card takes its focus with it: the list, named "Saved addresses", takes it instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the count changes
  useEffect(() => {
    if (!deleting.current) return
    deleting.current = false
    listRef.current?.focus()
  }, [count])
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
      <ul ref={listRef} tabIndex={-1} className="grid gap-3 sm:grid-cols-2" aria-label={t.address.list()}>
        {list.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            onEdit={() => setEditing({ open: true, address })}
            onDelete={() => {
              deleting.current = true
            }}
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

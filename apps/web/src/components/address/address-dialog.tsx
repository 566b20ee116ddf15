import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense } from 'react'
import type { Address } from '../../data/addresses'
import { LL } from '../../lib/language-store'
import { Spinner } from '../spinner'
import { Dialog } from '../ui/dialog'

// The form brings the phone metadata and, once open, Leaflet: neither belongs in a route's first load.
const AddressForm = lazy(() => import('./address-form'))

export interface AddressDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  address?: Address | undefined
  onSaved?: (address: Address) => void
}

export function AddressDialog({ open, onOpenChange, address, onSaved }: AddressDialogProps) {
  useSignals()
  const t = LL.value
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={address ? t.address.editTitle() : t.address.addTitle()}
      closeLabel={t.common.close()}
      className="max-w-2xl"
      sheetOnPhone
    >
      <Suspense
        fallback={
          <div className="flex justify-center p-8" role="status" aria-label={t.common.loading()}>
            <Spinner />
          </div>
        }
      >
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onSaved?.(saved)
            onOpenChange(false)
          }}
        />
      </Suspense>
    </Dialog>
  )
}

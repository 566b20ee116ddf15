import { AutoDir, Ltr } from '../bidi'
import { addressLine } from './address-line'

interface SummarisedAddress {
  label: string
  name: string
  phone: string
  street: string
  building: string
  floor: string
  city: string
  notes?: string | null
}

interface AddressSummaryProps {
  address: SummarisedAddress
  defaultBadge?: string | undefined
  /** `span` inside a radio's label, where block elements are not allowed. */
  as?: 'p' | 'span'
  withNotes?: boolean
}

export function AddressSummary({ address, defaultBadge, as: Line = 'p', withNotes }: AddressSummaryProps) {
  return (
    <>
      <Line className="flex items-center gap-2 font-semibold">
        <AutoDir>{address.label}</AutoDir>
        {defaultBadge ? (
          <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium">{defaultBadge}</span>
        ) : null}
      </Line>
      <Line>
        <AutoDir>{address.name}</AutoDir>
      </Line>
      <Line>{addressLine(address)}</Line>
      <Line>
        <Ltr>{address.phone}</Ltr>
      </Line>
      {withNotes && address.notes ? (
        <Line className="text-muted">
          <AutoDir>{address.notes}</AutoDir>
        </Line>
      ) : null}
    </>
  )
}

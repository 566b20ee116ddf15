import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { useMemo } from 'react'
import { CheckIcon, ChevronDownIcon } from '../icons'

export interface SelectItem {
  value: string
  label: string
}

interface SelectProps {
  label: string
  items: SelectItem[]
  value: string | null
  onValueChange: (value: string | null) => void
  placeholder?: string
  className?: string
}

/** A single-choice listbox with a visible label. */
export function Select({ label, items, value, onValueChange, placeholder, className = '' }: SelectProps) {
  const collection = useMemo(() => createListCollection({ items }), [items])
  return (
    <ArkSelect.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? null)}
      positioning={{ sameWidth: true }}
      className={`flex flex-col gap-1 ${className}`}
    >
      <ArkSelect.Label className="text-sm font-medium">{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className="field flex items-center justify-between gap-2 text-start">
          <ArkSelect.ValueText placeholder={placeholder} />
          <ArkSelect.Indicator>
            <ChevronDownIcon size={16} />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner>
          <ArkSelect.Content className="z-50 max-h-72 overflow-auto rounded-md border border-line bg-bg p-1 text-sm text-fg shadow-lg outline-none">
            {collection.items.map((item) => (
              <ArkSelect.Item
                key={item.value}
                item={item}
                className="flex cursor-pointer items-center justify-between rounded px-2 py-1.5 data-[highlighted]:bg-surface"
              >
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator>
                  <CheckIcon size={16} />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  )
}

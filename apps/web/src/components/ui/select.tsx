import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { CheckIcon, ChevronDownIcon } from '../icons'
import { useInsideModal } from './modal-context'
import { COMPACT_TRIGGER } from './select-trigger-style'

export interface SelectItem {
  value: string
  label: string
  lang?: string
}

interface SelectProps {
  label: string
  items: SelectItem[]
  value: string | null
  onValueChange: (value: string | null) => void
  placeholder?: string
  hideLabel?: boolean
  compact?: boolean
  valueText?: ReactNode
  testId?: string
  className?: string
  defaultOpen?: boolean
}

export type { SelectProps }

export function Select(props: SelectProps) {
  const {
    label,
    items,
    value,
    onValueChange,
    placeholder,
    hideLabel,
    compact,
    valueText,
    testId,
    className = '',
    defaultOpen,
  } = props
  const collection = useMemo(() => createListCollection({ items }), [items])
  const contentRef = useRef<HTMLDivElement>(null)
  const inModal = useInsideModal()
  // Opened on mount (taking over from a focused stand-in), Ark moves no focus: it would stay on <body>.
  useEffect(() => {
    if (!defaultOpen) return
    const frame = requestAnimationFrame(() => contentRef.current?.focus({ preventScroll: true }))
    return () => cancelAnimationFrame(frame)
  }, [defaultOpen])
  const trigger = compact ? COMPACT_TRIGGER : 'field flex items-center justify-between gap-2 text-start'
  return (
    <ArkSelect.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? null)}
      positioning={{
        sameWidth: !compact,
        placement: compact ? 'bottom-end' : 'bottom',
        // In place inside a modal's scroller: fixed, so the scroller's edge does not clip the list.
        ...(inModal ? { strategy: 'fixed' as const } : {}),
      }}
      defaultOpen={defaultOpen}
      defaultHighlightedValue={defaultOpen ? value : null}
      className={`flex ${compact ? 'items-center' : 'flex-col gap-1'} ${className}`}
    >
      <ArkSelect.Label className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={trigger} data-testid={testId}>
          {valueText ?? <ArkSelect.ValueText placeholder={placeholder} />}
          <ArkSelect.Indicator>
            <ChevronDownIcon size={compact ? 14 : 16} />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal disabled={inModal}>
        <ArkSelect.Positioner>
          <ArkSelect.Content
            ref={contentRef}
            className="z-50 max-h-72 min-w-36 overflow-auto rounded-md border border-line bg-bg p-1 text-sm text-fg shadow-lg outline-none"
          >
            {collection.items.map((item) => (
              <ArkSelect.Item
                key={item.value}
                item={item}
                lang={item.lang}
                className="flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-1.5 data-[highlighted]:bg-surface"
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

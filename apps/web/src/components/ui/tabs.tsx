import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
}

interface TabsProps {
  items: TabItem[]
  defaultValue?: string
  value?: string
  onValueChange?: (value: string) => void
  label?: string
  /** Many tabs: wrap onto more rows on narrow screens instead of scrolling the chosen one away. */
  wrap?: boolean
}

export function Tabs({ items, defaultValue, value, onValueChange, label, wrap }: TabsProps) {
  return (
    <ArkTabs.Root
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange ? (details) => onValueChange(details.value) : undefined}
      lazyMount
    >
      <ArkTabs.List
        aria-label={label}
        className={`relative flex gap-1 border-b border-line ${wrap ? 'flex-wrap' : 'overflow-x-auto'}`}
      >
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            className="focusable -mb-px whitespace-nowrap focus-visible:outline-offset-[-2px] border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted data-[selected]:border-primary data-[selected]:text-fg"
          >
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className="focusable py-5">
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
}

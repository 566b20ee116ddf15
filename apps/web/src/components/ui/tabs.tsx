import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
}

/** Tabs with arrow-key navigation between triggers. */
export function Tabs({ items, defaultValue }: { items: TabItem[]; defaultValue?: string }) {
  return (
    <ArkTabs.Root defaultValue={defaultValue ?? items[0]?.value} lazyMount>
      <ArkTabs.List className="relative flex gap-1 overflow-x-auto border-b border-line">
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

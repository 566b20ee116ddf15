import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { CheckIcon, ChevronDownIcon } from '../icons'

export interface RadioMenuOption {
  value: string
  label: string
  lang?: string
}

interface RadioMenuProps {
  /** Accessible name of the trigger, e.g. "Language: English". */
  triggerLabel: string
  /** Visible trigger content. */
  trigger: ReactNode
  value: string
  options: RadioMenuOption[]
  onValueChange: (value: string) => void
  /** Plain actions listed after the choices, e.g. "Reset to USD". */
  actions?: { value: string; label: string; onSelect: () => void }[]
}

/** A menu button holding one group of mutually exclusive choices. */
export function RadioMenu({ triggerLabel, trigger, value, options, onValueChange, actions = [] }: RadioMenuProps) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-start' }}
      onSelect={(details) => actions.find((a) => a.value === details.value)?.onSelect()}
    >
      <Menu.Trigger
        aria-label={triggerLabel}
        className="focusable inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium hover:bg-surface"
      >
        {trigger}
        <ChevronDownIcon size={14} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className="z-50 min-w-40 rounded-md border border-line bg-bg p-1 text-sm text-fg shadow-lg outline-none">
            <Menu.RadioItemGroup value={value} onValueChange={(details) => onValueChange(details.value)}>
              {options.map((option) => (
                <Menu.RadioItem
                  key={option.value}
                  value={option.value}
                  lang={option.lang}
                  className="flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-1.5 data-[highlighted]:bg-surface"
                >
                  <Menu.ItemText>{option.label}</Menu.ItemText>
                  <Menu.ItemIndicator>
                    <CheckIcon size={16} />
                  </Menu.ItemIndicator>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            {actions.length > 0 ? <Menu.Separator className="my-1 border-line" /> : null}
            {actions.map((action) => (
              <Menu.Item
                key={action.value}
                value={action.value}
                className="cursor-pointer rounded px-2 py-1.5 data-[highlighted]:bg-surface"
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

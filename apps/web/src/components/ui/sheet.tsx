import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { CloseIcon } from '../icons'
import { useOpenedOnce } from './dialog'

interface SheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  closeLabel: string
  children: ReactNode
  /** Stays in view below the scrolling body, e.g. the action that closes the sheet. */
  footer?: ReactNode
}

/** A modal panel sliding in from the inline start (the right in Arabic); focus is trapped. */
export function Sheet({ open, onOpenChange, title, closeLabel, children, footer }: SheetProps) {
  if (!useOpenedOnce(open)) return null
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-40 bg-black/60" />
        <ArkDialog.Positioner className="fixed inset-0 z-50 flex justify-start">
          <ArkDialog.Content className="flex h-dvh w-[min(24rem,88vw)] flex-col bg-bg text-fg shadow-2xl">
            <div className="flex items-center justify-between border-b border-line px-4 py-2">
              <ArkDialog.Title className="text-lg font-semibold">{title}</ArkDialog.Title>
              <ArkDialog.CloseTrigger aria-label={closeLabel} className="icon-btn">
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            </div>
            <div className="flex-1 overflow-y-auto p-4">{children}</div>
            {footer ? <div className="border-t border-line p-4">{footer}</div> : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

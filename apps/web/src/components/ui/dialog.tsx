import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { CloseIcon } from '../icons'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Hide the title visually while keeping it as the dialog's accessible name. */
  hideTitle?: boolean
  closeLabel: string
  children: ReactNode
  className?: string
}

export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  closeLabel,
  children,
  className = '',
}: DialogProps) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-40 bg-black/60" />
        <ArkDialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <ArkDialog.Content
            className={`relative max-h-[92vh] w-full max-w-3xl overflow-auto rounded-xl bg-bg p-4 text-fg shadow-2xl ${className}`}
          >
            <ArkDialog.Title className={hideTitle ? 'sr-only' : 'mb-3 pe-10 text-lg font-semibold'}>
              {title}
            </ArkDialog.Title>
            {children}
            <ArkDialog.CloseTrigger aria-label={closeLabel} className="icon-btn absolute top-2 end-2">
              <CloseIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useState } from 'react'
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

/**
 * True from the first time a dialog opens. Until then there is nothing to render: Ark starts a dialog's
 * state machine when its root renders, which for every closed dialog of a page (the gallery's zoom,
 * the shop's filter sheet) was work done while the page was taken over, for a dialog maybe never used.
 * Focus still returns to the control that opened it, the element focused when the trap starts.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
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

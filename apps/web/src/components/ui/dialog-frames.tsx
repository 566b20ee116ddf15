import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useLayoutEffect, useState } from 'react'
import { CloseIcon } from '../icons'
import { InsideModal } from './modal-context'

export interface FrameProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  closeLabel: string
  children: ReactNode
}

export interface DialogProps extends FrameProps {
  hideTitle?: boolean
  className?: string
  /** A long form: a sheet from the bottom edge on phones, its title and close button kept in sight while the body scrolls. */
  sheetOnPhone?: boolean
}

export interface SheetProps extends FrameProps {
  footer?: ReactNode
}

function Modal({
  open,
  onOpenChange,
  placement,
  children,
}: Pick<FrameProps, 'open' | 'onOpenChange' | 'children'> & { placement: string }) {
  // Mounted closed, then opened before the first paint: a machine that starts open traps focus in an effect, which
  // StrictMode's second mount undoes, and Ark takes the focus going back to the trigger as outside and closes.
  const [mounted, setMounted] = useState(false)
  useLayoutEffect(() => setMounted(true), [])
  return (
    <ArkDialog.Root
      open={open && mounted}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-40 bg-black/60" />
        <ArkDialog.Positioner className={`fixed inset-0 z-50 flex ${placement}`}>
          <InsideModal.Provider value={true}>{children}</InsideModal.Provider>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

export function DialogFrame({
  open,
  onOpenChange,
  title,
  hideTitle,
  closeLabel,
  children,
  className = '',
  sheetOnPhone,
}: DialogProps) {
  if (sheetOnPhone)
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        placement="items-end justify-center sm:items-center sm:p-4"
      >
        <ArkDialog.Content
          data-sheet-on-phone=""
          className={`flex max-h-[92dvh] w-full max-w-3xl flex-col rounded-t-xl bg-bg text-fg shadow-2xl sm:max-h-[92vh] sm:rounded-xl ${className}`}
        >
          <TitleBar title={title} closeLabel={closeLabel} className="gap-2 py-2 ps-4 pe-2" />
          {/* The scroller keeps room for a sticky footer, so a focused field is never under it. */}
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-4 scroll-pb-24">
            {children}
          </div>
        </ArkDialog.Content>
      </Modal>
    )
  return (
    <Modal open={open} onOpenChange={onOpenChange} placement="items-center justify-center p-4">
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
    </Modal>
  )
}

function TitleBar({
  title,
  closeLabel,
  className,
}: {
  title: ReactNode
  closeLabel: string
  className: string
}) {
  return (
    <div className={`flex items-center justify-between border-b border-line ${className}`}>
      <ArkDialog.Title className="text-lg font-semibold">{title}</ArkDialog.Title>
      <ArkDialog.CloseTrigger aria-label={closeLabel} className="icon-btn">
        <CloseIcon />
      </ArkDialog.CloseTrigger>
    </div>
  )
}

export function SheetFrame({ open, onOpenChange, title, closeLabel, children, footer }: SheetProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} placement="justify-start">
      <ArkDialog.Content className="flex h-dvh w-[min(24rem,88vw)] flex-col bg-bg text-fg shadow-2xl">
        <TitleBar title={title} closeLabel={closeLabel} className="px-4 py-2" />
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
        {footer ? <div className="border-t border-line p-4">{footer}</div> : null}
      </ArkDialog.Content>
    </Modal>
  )
}

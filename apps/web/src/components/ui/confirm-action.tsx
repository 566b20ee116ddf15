import { useSignals } from '@preact/signals-react/runtime'
import { useState } from 'react'
import { LL } from '../../lib/language-store'
import { BusyButton } from './busy-button'
import { Dialog } from './dialog'

interface ConfirmActionProps {
  label: string
  busyLabel: string
  title: string
  text: string
  busy: boolean
  onConfirm: () => void
  danger?: boolean
  /** The button that closes without acting ('Cancel' unless the action is itself a cancelling). */
  dismissLabel?: string
  triggerName?: string
}

export function ConfirmAction({
  label,
  busyLabel,
  title,
  text,
  busy,
  onConfirm,
  danger,
  dismissLabel,
  triggerName,
}: ConfirmActionProps) {
  useSignals()
  const t = LL.value
  const [open, setOpen] = useState(false)
  const style = danger ? 'btn-outline border-danger text-danger' : 'btn-primary'
  return (
    <>
      <button
        type="button"
        className={`${style} self-start`}
        aria-label={triggerName}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        closeLabel={t.common.close()}
        className="max-w-md"
      >
        <p className="mb-4 text-sm text-muted">{text}</p>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
            {dismissLabel ?? t.account.cancel()}
          </button>
          <BusyButton className={style} busy={busy} onClick={onConfirm}>
            {busy ? busyLabel : label}
          </BusyButton>
        </div>
      </Dialog>
    </>
  )
}

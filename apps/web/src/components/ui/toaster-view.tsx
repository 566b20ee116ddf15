import { Toast, Toaster } from '@ark-ui/react/toast'
import { toaster } from '../../lib/toast-store'
import { CloseIcon } from '../icons'

const TYPE_STYLES: Record<string, string> = {
  error: 'border-danger/40 bg-bg text-fg before:bg-danger',
  success: 'border-success/40 bg-bg text-fg before:bg-success',
  warning: 'border-accent/50 bg-bg text-fg before:bg-accent',
  info: 'border-line bg-bg text-fg before:bg-primary',
}

export default function ToasterView({ closeLabel }: { closeLabel: string }) {
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root
          key={toast.id}
          className={`toast relative w-[min(92vw,22rem)] overflow-hidden rounded-lg border ps-4 pe-10 py-3 shadow-lg before:absolute before:inset-y-0 before:start-0 before:w-1 before:content-[''] ${TYPE_STYLES[toast.type ?? 'info'] ?? TYPE_STYLES.info}`}
        >
          {toast.title ? <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title> : null}
          <Toast.Description className="text-sm">{toast.description}</Toast.Description>
          {toast.action ? (
            <Toast.ActionTrigger className="focusable mt-1 rounded text-sm font-semibold text-link underline">
              {toast.action.label}
            </Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger aria-label={closeLabel} className="icon-btn absolute top-1.5 end-1.5 size-7">
            <CloseIcon size={16} />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}

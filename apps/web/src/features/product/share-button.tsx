import { useSignals } from '@preact/signals-react/runtime'
import { ShareIcon } from '../../components/icons'
import { LL } from '../../lib/language-store'
import { toastError, toastSuccess } from '../../lib/toaster'

export async function shareLink(title: string, url: string) {
  const t = LL.value
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        toastError(t.errors.sharingFailed())
    }
    return
  }
  try {
    await navigator.clipboard.writeText(url)
    toastSuccess(t.common.copied())
  } catch {
    toastError(t.errors.copyFailed())
  }
}

export function ShareButton({ title }: { title: string }) {
  useSignals()
  return (
    <button type="button" className="btn-outline" onClick={() => shareLink(title, window.location.href)}>
      <ShareIcon size={18} />
      {LL.value.product.share()}
    </button>
  )
}

import { useSignals } from '@preact/signals-react/runtime'
import { isApiError } from '@storefront/sdk'
import { LL } from '../lib/language-store'
import { ErrorPage } from './error-page'

/** What a read shows, one display per state, for the whole app: a failed read is never drawn as empty or as not found. */
export type ReadState = 'loading' | 'failed' | 'not-found' | 'empty' | 'ready'

interface Read<T> {
  data: T | undefined
  isError: boolean
  error: unknown
}

export function readState<T>(read: Read<T>, isEmpty?: (data: T) => boolean): ReadState {
  if (read.data !== undefined) return isEmpty?.(read.data) ? 'empty' : 'ready'
  if (!read.isError) return 'loading'
  return isApiError(read.error) && read.error.status === 404 ? 'not-found' : 'failed'
}

export function ReadFailed({
  onRetry,
  page = false,
  message,
}: {
  onRetry: () => void
  page?: boolean
  /** Instead of the generic "could not be loaded", where the spec words it. */
  message?: string
}) {
  useSignals()
  if (page) return <ErrorPage onRetry={onRetry} />
  const t = LL.value
  return (
    <div role="alert" className="card flex flex-wrap items-center justify-between gap-3 p-4">
      <p>{message ?? t.errors.loadFailed()}</p>
      <button type="button" className="btn-outline h-9 px-3" onClick={onRetry}>
        {t.common.tryAgain()}
      </button>
    </div>
  )
}

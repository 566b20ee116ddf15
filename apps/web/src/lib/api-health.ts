import { signal } from '@preact/signals-react'
import { isApiError } from '@storefront/sdk'
import { isRetryable } from '@storefront/sdk/react'
import { onlineManager } from '@tanstack/react-query'

/** The API failing (5xx or no answer) while online: said in the layout, the session kept meanwhile
 * (docs/decisions/0060). Any answer below 500 ends it. */
export const apiTrouble = signal(false)

/** Watches every call's outcome; a fetch that throws because the shopper is offline is not the store's trouble. */
export function watchedFetch(fetcher: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    try {
      const response = await fetcher(request)
      apiTrouble.value = response.status >= 500
      return response
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError') && onlineManager.isOnline())
        apiTrouble.value = true
      throw error
    }
  }
}

/** A refused current-user call (a 401, or `result: false` not worth trying again) ends the session; a 5xx, a 408
 * or 429, or no answer keep it and are tried again (docs/decisions/0060). */
export function endsSession(error: unknown): boolean {
  return isApiError(error) && !isRetryable(error)
}

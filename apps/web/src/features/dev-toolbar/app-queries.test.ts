import { ApiError } from '@storefront/sdk'
import { createQueryClient, MAX_RETRIES } from '@storefront/sdk/react'
import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FORCED_RETRY_DELAY_MS, followForced, refreshApp, shortenRetriesWhileForcing } from './app-queries'

afterEach(() => {
  followForced({})
  vi.useRealTimers()
})

const forced500 = () => new ApiError(500, { result: false, message: 'Server error.' })

/** A read that always fails as a forced 500 does, watched as a page watches it, on a page the toolbar came to. */
function failingRead() {
  const queryClient = createQueryClient()
  shortenRetriesWhileForcing(queryClient)
  const read = vi.fn(async () => {
    throw forced500()
  })
  const observer = new QueryObserver(queryClient, { queryKey: ['get', '/api/v1/client/home'], queryFn: read })
  return { queryClient, read, observer }
}

describe("the app's retries while the mock forces answers", () => {
  it('tries a forced error the same number of times, each after a short wait, then shows the error', async () => {
    vi.useFakeTimers()
    const { read, observer } = failingRead()
    followForced({ getHome: { status: 500 } })
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(FORCED_RETRY_DELAY_MS * MAX_RETRIES)
    expect(read).toHaveBeenCalledTimes(MAX_RETRIES + 1)
    expect(observer.getCurrentResult().status).toBe('error')
    unsubscribe()
  })

  it('keeps the app’s own backoff when nothing is forced', async () => {
    vi.useFakeTimers()
    const { read, observer } = failingRead()
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(FORCED_RETRY_DELAY_MS * MAX_RETRIES)
    expect(read).toHaveBeenCalledTimes(1)
    expect(observer.getCurrentResult().status).toBe('pending')
    unsubscribe()
  })

  it('reaches a read the page made before the toolbar came', async () => {
    vi.useFakeTimers()
    const queryClient = createQueryClient()
    let fail = false
    const read = vi.fn(async () => {
      if (fail) throw forced500()
      return 32
    })
    const observer = new QueryObserver(queryClient, {
      queryKey: ['get', '/api/v1/client/home'],
      queryFn: read,
    })
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(observer.getCurrentResult().data).toBe(32)
    shortenRetriesWhileForcing(queryClient)
    fail = true
    followForced({ getHome: { status: 500 } })
    void refreshApp(queryClient, 'answers').catch(() => {})
    await vi.advanceTimersByTimeAsync(FORCED_RETRY_DELAY_MS * MAX_RETRIES)
    expect(read).toHaveBeenCalledTimes(1 + MAX_RETRIES + 1)
    expect(observer.getCurrentResult().status).toBe('error')
    unsubscribe()
  })
})

describe('after the toolbar changes the mock', () => {
  it('asks again for the reads the page shows', async () => {
    const queryClient = createQueryClient()
    let answer = 32
    const read = vi.fn(async () => answer)
    const observer = new QueryObserver(queryClient, {
      queryKey: ['get', '/api/v1/client/home'],
      queryFn: read,
    })
    const unsubscribe = observer.subscribe(() => {})
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(32))
    answer = 0
    await refreshApp(queryClient, 'answers')
    expect(observer.getCurrentResult().data).toBe(0)
    unsubscribe()
  })

  it('forgets what the last shopper was shown when another signs in', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['get', '/api/v1/client/cart'], { items: 3 })
    await refreshApp(queryClient, 'shopper')
    expect(queryClient.getQueryData(['get', '/api/v1/client/cart'])).toBeUndefined()
  })
})

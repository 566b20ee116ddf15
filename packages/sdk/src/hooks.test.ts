import { focusManager, MutationObserver, QueryObserver } from '@tanstack/react-query'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient, HEADERS } from './client.ts'
import { ApiError } from './errors.ts'
import {
  createApiHooks,
  createQueryClient,
  GC_TIME,
  onLanguageChange,
  retryDelay,
  STALE_TIMES,
} from './hooks.ts'
import { contractHandler } from './testing/contract-handler.ts'

const BASE = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
  focusManager.setFocused(undefined)
})
afterAll(() => server.close())

const EMPTY_CART = {
  result: true,
  message: 'OK',
  data: {
    items: [],
    total_items: 0,
    subtotal: 0,
    discount: 0,
    shipping: 0,
    free_shipping: false,
    total: 0,
    coupon: null,
  },
}

const PAGE = { total: 0, per_page: 12, current_page: 1, last_page: 1 }
const IMAGE = { url: '/hero.svg', width: 1200, height: 600, alt: 'Hero' }

/** Serves a few reads, each answer within openapi.yaml, with a request log per path. */
function serveReads() {
  const log: Request[] = []
  const seen = (request: Request) => {
    log.push(request)
  }
  server.use(
    contractHandler(BASE, 'get', '/api/v1/client/cart', (request) => {
      seen(request)
      return { status: 200, body: EMPTY_CART }
    }),
    contractHandler(BASE, 'get', '/api/v1/client/wishlist', (request) => {
      seen(request)
      return { status: 200, body: { result: true, data: [], pagination: PAGE, product_ids: [] } }
    }),
    contractHandler(BASE, 'get', '/api/v1/client/me', (request) => {
      seen(request)
      const client = {
        id: 1,
        name: 'Demo Shopper',
        email: 'demo@example.com',
        phone: null,
        birthdate: null,
        gender: null,
        order_updates: true,
        newsletter: false,
        member_since: '2025-01-15T10:00:00.000Z',
        free_shipping_until: null,
      }
      return { status: 200, body: { result: true, client } }
    }),
    contractHandler(BASE, 'get', '/api/v1/client/allSettings', (request) => {
      seen(request)
      const data = {
        categories: [],
        brands: [],
        currencies: [],
        colors: [],
        sizes: [],
        configurations: [],
        tags: [],
        sorts: [],
        homeSections: [],
        price_range: { min: 0, max: 0 },
        pages: [],
      }
      return { status: 200, body: { result: true, data } }
    }),
    contractHandler(BASE, 'get', '/api/v1/client/home', (request) => {
      seen(request)
      const data = {
        hero: { title: 'Hero', subtitle: 'Sub', image: IMAGE, cta_url: '/shop' },
        sections: [],
        categories: [],
        brands: [],
        promo: { code: 'WELCOME30', percent_off: 30, free_shipping_days: 365 },
      }
      return { status: 200, body: { result: true, data } }
    }),
  )
  const count = (path: string) => log.filter((r) => new URL(r.url).pathname === path).length
  return { log, count }
}

function setup(language = () => 'en') {
  const client = createApiClient({
    baseUrl: BASE,
    appKey: 'k',
    getLanguage: language,
    fetch: (req) => globalThis.fetch(req),
  })
  return { $api: createApiHooks(client), queryClient: createQueryClient() }
}

describe('retries (spec §7: 3 times, from 1 s doubling up to 30 s)', () => {
  it('waits 1 s, 2 s, 4 s, ... and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ])
  })

  it('retries a failed read 3 times after 1 s, 2 s and 4 s, then fails', async () => {
    vi.useFakeTimers()
    const queryClient = createQueryClient()
    const calls: number[] = []
    const start = Date.now()
    const result = queryClient
      .fetchQuery({
        queryKey: ['get', '/api/v1/client/home'],
        queryFn: () => {
          calls.push(Date.now() - start)
          throw new ApiError(503, { result: false, message: 'Down.' })
        },
      })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await result).toMatchObject({ status: 503 })
    expect(calls).toEqual([0, 1000, 3000, 7000])
  })

  it('retries network failures, 408 and 429, but not other 4xx answers or result:false', async () => {
    vi.useFakeTimers()
    const attempts = async (error: unknown) => {
      const queryClient = createQueryClient()
      let n = 0
      const done = queryClient
        .fetchQuery({
          queryKey: ['x'],
          queryFn: () => {
            n++
            throw error
          },
        })
        .catch(() => undefined)
      await vi.advanceTimersByTimeAsync(60_000)
      await done
      return n
    }
    expect(await attempts(new TypeError('Failed to fetch'))).toBe(4)
    expect(await attempts(new ApiError(429, { result: false, message: 'Slow down.' }))).toBe(4)
    expect(await attempts(new ApiError(408, undefined))).toBe(4)
    expect(await attempts(new ApiError(404, { result: false, message: 'Not found.' }))).toBe(1)
    expect(await attempts(new ApiError(422, { result: false, message: 'Invalid.' }))).toBe(1)
    expect(await attempts(new ApiError(200, { result: false, message: 'No.' }))).toBe(1)
  })

  it('never retries a mutation', async () => {
    vi.useFakeTimers()
    const queryClient = createQueryClient()
    const mutationFn = vi.fn(async () => {
      throw new ApiError(503, undefined)
    })
    const done = new MutationObserver(queryClient, { mutationFn }).mutate().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await done).toBeInstanceOf(ApiError)
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })
})

describe('cache rules (spec §9)', () => {
  it('keeps unused data for 5 minutes', async () => {
    vi.useFakeTimers()
    const queryClient = createQueryClient()
    await queryClient.prefetchQuery({ queryKey: ['get', '/api/v1/client/home'], queryFn: () => 'home' })
    await vi.advanceTimersByTimeAsync(GC_TIME - 1000)
    expect(queryClient.getQueryData(['get', '/api/v1/client/home'])).toBe('home')
    await vi.advanceTimersByTimeAsync(2000)
    expect(queryClient.getQueryData(['get', '/api/v1/client/home'])).toBeUndefined()
  })

  it('keeps settings, cart and wishlist fresh for 5 minutes, whatever the query parameters', async () => {
    const { count } = serveReads()
    const { $api, queryClient } = setup()
    const fetchTwice = async (options: { queryKey: readonly unknown[]; queryFn?: unknown }) => {
      const plain = options as Parameters<typeof queryClient.fetchQuery>[0]
      await queryClient.fetchQuery(plain)
      await queryClient.fetchQuery(plain)
      expect(queryClient.getQueryDefaults(options.queryKey).staleTime).toBe(300_000)
    }
    await fetchTwice($api.queryOptions('get', '/api/v1/client/cart'))
    await fetchTwice($api.queryOptions('get', '/api/v1/client/allSettings'))
    await fetchTwice($api.queryOptions('get', '/api/v1/client/wishlist', { params: { query: { page: 2 } } }))
    expect(count('/api/v1/client/cart')).toBe(1)
    expect(count('/api/v1/client/allSettings')).toBe(1)
    expect(count('/api/v1/client/wishlist')).toBe(1)
    // A read without a rule is refetched every time.
    await queryClient.fetchQuery($api.queryOptions('get', '/api/v1/client/home'))
    await queryClient.fetchQuery($api.queryOptions('get', '/api/v1/client/home'))
    expect(count('/api/v1/client/home')).toBe(2)
  })

  it('keeps the current user fresh for 5000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { count } = serveReads()
    const { $api, queryClient } = setup()
    const me = $api.queryOptions('get', '/api/v1/client/me')
    await queryClient.fetchQuery(me)
    vi.setSystemTime(Date.now() + 4_900)
    await queryClient.fetchQuery(me)
    expect(count('/api/v1/client/me')).toBe(1)
    vi.setSystemTime(Date.now() + 200)
    await queryClient.fetchQuery(me)
    expect(count('/api/v1/client/me')).toBe(2)
    expect(STALE_TIMES['/api/v1/client/me']).toBe(5000)
  })

  it('does not refetch settings when the window regains focus, but does refetch other stale reads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { count } = serveReads()
    const { $api, queryClient } = setup()
    // QueryClientProvider mounts the client; mounting is what connects it to focus events.
    queryClient.mount()
    const observers = ['/api/v1/client/allSettings', '/api/v1/client/home'].map((path) => {
      const observer = new QueryObserver(queryClient, $api.queryOptions('get', path as '/api/v1/client/home'))
      return observer.subscribe(() => undefined)
    })
    await vi.waitFor(() => expect(count('/api/v1/client/home')).toBe(1))
    expect(count('/api/v1/client/allSettings')).toBe(1)
    // Past the settings' 5 minutes too, so only the focus rule can hold it back.
    vi.setSystemTime(Date.now() + 301_000)
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await vi.waitFor(() => expect(count('/api/v1/client/home')).toBe(2))
    expect(count('/api/v1/client/allSettings')).toBe(1)
    for (const unsubscribe of observers) unsubscribe()
    queryClient.unmount()
  })
})

describe('language change', () => {
  it('invalidates every cached answer and refetches the active ones in the new language', async () => {
    const { log } = serveReads()
    let language = 'en'
    const { $api, queryClient } = setup(() => language)
    await queryClient.fetchQuery($api.queryOptions('get', '/api/v1/client/cart'))
    const unsubscribe = new QueryObserver(
      queryClient,
      $api.queryOptions('get', '/api/v1/client/home'),
    ).subscribe(() => undefined)
    await vi.waitFor(() => expect(log).toHaveLength(2))

    language = 'ar'
    await onLanguageChange(queryClient)

    expect(queryClient.getQueryState(['get', '/api/v1/client/cart'])?.isInvalidated).toBe(true)
    const refetched = log.slice(2)
    expect(refetched.map((r) => [new URL(r.url).pathname, r.headers.get(HEADERS.language)])).toEqual([
      ['/api/v1/client/home', 'ar'],
    ])
    unsubscribe()
  })
})

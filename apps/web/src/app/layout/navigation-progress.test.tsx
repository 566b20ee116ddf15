import { mockConfig } from '@storefront/mock'
import { act, screen, waitFor } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { RouteFallback } from '../../components/route-fallback'
import { $api } from '../../lib/api'
import { locale } from '../../lib/language-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { NavigationProgress } from './navigation-progress'

setupMockServer()

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function HomeTitle() {
  const home = $api.useQuery('get', '/api/v1/client/home')
  return <p>{home.data ? 'home loaded' : 'waiting'}</p>
}

describe('navigation progress bar', () => {
  it("shows while the next route's code is loading, and goes when the page is there", async () => {
    let finish: () => void = () => {}
    const Page = lazy(
      () =>
        new Promise<{ default: () => React.ReactNode }>((resolve) => {
          finish = () => resolve({ default: () => <h1>Next page</h1> })
        }),
    )
    renderWithApp(
      <>
        <NavigationProgress />
        <Suspense fallback={<RouteFallback />}>
          <Page />
        </Suspense>
      </>,
    )
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy()
    await act(async () => finish())
    await screen.findByRole('heading', { name: 'Next page' })
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it("shows while a page's first data is pending, not while shown data refreshes", async () => {
    mockConfig.update({ delayMs: 200 })
    const { queryClient } = renderWithApp(
      <>
        <NavigationProgress />
        <HomeTitle />
      </>,
    )
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy()
    await screen.findByText('home loaded')
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())

    const refetch = queryClient.invalidateQueries()
    await act(() => pause(50))
    expect(queryClient.isFetching()).toBeGreaterThan(0)
    expect(screen.queryByRole('progressbar')).toBeNull()
    await act(() => refetch)
  })

  it('stays hidden while a product card prefetches in the background', async () => {
    mockConfig.update({ delayMs: 200 })
    const { queryClient } = renderWithApp(<NavigationProgress />)
    const prefetch = queryClient.prefetchQuery($api.queryOptions('get', '/api/v1/client/home'))
    await act(() => pause(50))
    expect(queryClient.isFetching()).toBe(1)
    expect(screen.queryByRole('progressbar')).toBeNull()
    await act(() => prefetch)
  })

  it('is fixed to the top of the window and labelled in Arabic too', () => {
    locale.value = 'ar'
    renderWithApp(
      <>
        <NavigationProgress />
        <RouteFallback />
      </>,
    )
    const bar = screen.getByRole('progressbar', { name: 'جارٍ تحميل الصفحة' })
    expect(bar.className).toContain('fixed')
  })
})

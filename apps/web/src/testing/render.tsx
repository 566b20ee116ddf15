import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppProviders } from '../app/providers'

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })
}

interface RenderOptions {
  path?: string
  queryClient?: QueryClient
}

export function renderWithApp(
  ui: ReactElement,
  { path = '/', queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const location = memoryLocation({ path, record: true })
  const user = userEvent.setup()
  const result = render(
    <AppProviders queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  )
  return { ...result, user, queryClient, location: { ...location, history: location.history } }
}

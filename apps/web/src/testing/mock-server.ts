import { handlers, mockConfig, resetDb } from '@storefront/mock'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'

/**
 * The mock backend for one test file: unhandled requests fail the test, the mock data is
 * reseeded before each test, and per-test handler overrides are dropped after it.
 */
export function setupMockServer() {
  const server = setupServer(...handlers)
  beforeAll(() => {
    process.env.MOCK_QUIET = '1'
    server.listen({ onUnhandledFrame: 'error' })
  })
  beforeEach(async () => {
    mockConfig.update({ delayMs: 0, errorRate: 0 })
    await resetDb()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

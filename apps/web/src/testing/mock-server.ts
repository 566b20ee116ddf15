import { handlers, mockConfig, resetDb } from '@storefront/mock'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'

/** Unhandled requests fail the test; data is reseeded before each test and handler overrides dropped after. */
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

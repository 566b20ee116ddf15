import { setupMockHarness } from '@storefront/mock/testing'

/** The mock's harness for a test file: unhandled requests fail, data is reseeded before each test. */
export function setupMockServer() {
  return setupMockHarness().server
}

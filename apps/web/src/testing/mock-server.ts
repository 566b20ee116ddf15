import { setupMockHarness } from '@storefront/mock/testing'

export function setupMockServer() {
  return setupMockHarness().server
}

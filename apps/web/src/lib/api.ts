import { createApiClient } from '@storefront/sdk'
import { createApiHooks } from '@storefront/sdk/react'
import { watchedFetch } from './api-health'
import { getToken } from './auth-store'
import { env } from './env'
import { locale } from './language-store'
import { handleSessionExpired } from './session-expiry'

export const apiClient = createApiClient({
  baseUrl: env.apiUrl,
  appKey: env.appKey,
  getToken,
  getLanguage: () => locale.value,
  onUnauthorized: () => handleSessionExpired(),
  // Looked up per call so a fetch installed later (msw in tests) still sees the requests.
  fetch: watchedFetch((request) => globalThis.fetch(request)),
})

export const $api = createApiHooks(apiClient)

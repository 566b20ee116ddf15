import { type ApiClient, createApiClient } from '@storefront/sdk'

export interface ApiTarget {
  baseUrl: string
  appKey: string
}

export function serverClient(api: ApiTarget, lang: 'en' | 'ar' = 'en'): ApiClient {
  return createApiClient({ ...api, getToken: () => null, getLanguage: () => lang })
}

export function askStoreSettings(api: ApiTarget, options: { lang?: 'en' | 'ar'; timeoutMs?: number } = {}) {
  const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs)
  return serverClient(api, options.lang).GET('/api/v1/client/allSettings', signal ? { signal } : {})
}

import { type ApiClient, createApiClient } from '@storefront/sdk'

/** Where the server's own API calls go, and as which app. */
export interface ApiTarget {
  baseUrl: string
  appKey: string
}

/** A client for the server's own calls outside a page: no visitor's token, English unless told. */
export function serverClient(api: ApiTarget, lang: 'en' | 'ar' = 'en'): ApiClient {
  return createApiClient({ ...api, getToken: () => null, getLanguage: () => lang })
}

/** The store settings as the server reads them outside a page: the live chat, the sitemap, the manifest. */
export function askStoreSettings(api: ApiTarget, options: { lang?: 'en' | 'ar'; timeoutMs?: number } = {}) {
  const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs)
  return serverClient(api, options.lang).GET('/api/v1/client/allSettings', signal ? { signal } : {})
}

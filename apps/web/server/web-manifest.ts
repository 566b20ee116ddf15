import type { IncomingMessage, ServerResponse } from 'node:http'
import { CACHE_CONTROL } from './cache-policy.ts'
import type { SettingsCache } from './first-answers.ts'
import type { Renderer } from './renderer.ts'
import { askStoreSettings } from './store-settings.ts'

export const WEB_MANIFEST_PATH = '/manifest.webmanifest'

export async function serveWebManifest(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    renderer: Renderer
    apiBase: string
    appKey: string
    settings: SettingsCache
    headers: Record<string, string>
  },
) {
  const lang = String(req.headers['accept-language'] ?? '')
    .toLowerCase()
    .startsWith('ar')
    ? 'ar'
    : 'en'
  let settings: Parameters<Renderer['webManifest']>[0]
  try {
    const { data } = await options.settings({ lang, token: undefined, requestId: '' }, () =>
      askStoreSettings({ baseUrl: options.apiBase, appKey: options.appKey }, { lang, timeoutMs: 2000 }),
    )
    const answer = data as { result?: boolean; data?: Parameters<Renderer['webManifest']>[0] } | undefined
    if (answer?.result) settings = answer.data
  } catch {
    // The API does not answer: the manifest carries the shop's fallbacks, and is not kept.
  }
  const body = Buffer.from(JSON.stringify(options.renderer.webManifest(settings, lang)))
  res.writeHead(200, {
    'content-type': 'application/manifest+json',
    'content-length': String(body.length),
    'cache-control': settings ? CACHE_CONTROL.siteDocument : CACHE_CONTROL.revalidate,
    vary: 'accept-language',
    ...options.headers,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

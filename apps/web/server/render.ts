import { fetchFirstAnswers, type SettingsCache, type Visitor } from './first-answers.ts'
import { composePageBytes, composeStaticPage, type PageTemplate } from './page-template.ts'
import type { Renderer } from './renderer.ts'

export type RenderedDocument =
  | {
      kind: 'document'
      status: number
      /** The page as sent; `html` is the same as text, made only when read. */
      bytes: Buffer
      readonly html: string
      complete: boolean
    }
  | { kind: 'redirect'; location: string; returnTo?: string | undefined }
  | { kind: 'maintenance'; html: string; reason: string }

export interface RenderOptions {
  renderer: Renderer | null
  template: PageTemplate
  api: { baseUrl: string; appKey: string; timeoutMs: number; settings?: SettingsCache }
  origin: string
}

/** Answers go in as a JSON block (never executed, so the CSP needs no exception); without them the browser renders. */
export async function renderDocument(
  options: RenderOptions,
  url: URL,
  visitor: Visitor,
): Promise<RenderedDocument> {
  const { renderer, template } = options
  const signedIn = visitor.token !== undefined
  const page = renderer ? renderer.firstPage(url.pathname, url.search, signedIn) : null
  const { answers, apiDown } = renderer
    ? await fetchFirstAnswers(renderer, options.api, visitor, page)
    : { answers: {}, apiDown: undefined }
  if (renderer && apiDown !== undefined) {
    const maintenance = await renderer.renderMaintenance(visitor.lang)
    return { kind: 'maintenance', html: composeStaticPage(template, maintenance), reason: apiDown }
  }
  const request = {
    url: `${url.pathname}${url.search}`,
    language: visitor.lang,
    answers,
    signedIn,
    currency: visitor.currency,
    askConsent: visitor.consent === 'ask',
    origin: options.origin,
  }
  const result = renderer ? await renderer.renderPage(request) : ({ kind: 'browser-only' } as const)
  if (result.kind === 'redirect')
    return { kind: 'redirect', location: result.location, returnTo: result.returnTo }
  const rendered =
    result.kind === 'page' ? { html: result.html, head: result.head, money: result.money } : undefined
  // Left to the browser, the page still names its language, title and addresses to a crawler.
  const fallback = !rendered && renderer ? await renderer.fallbackHead(request) : undefined
  const preloadImage = page?.largestImage(answers)
  const bytes = composePageBytes(template, {
    lang: fallback?.lang ?? visitor.lang,
    theme: visitor.theme,
    consent: visitor.consent,
    answers,
    ...(rendered ? { rendered } : {}),
    ...(fallback?.head ? { head: fallback.head } : {}),
    preloadImage,
    pageModule: renderer?.routeModule(url.pathname),
    rootStyle: renderer?.themeStyle(answers),
  })
  return {
    kind: 'document',
    status: result.kind === 'page' ? result.status : 200,
    bytes,
    get html() {
      return bytes.toString()
    },
    complete: result.kind === 'page' && (page?.answers ?? []).every((answer) => answer.path in answers),
  }
}

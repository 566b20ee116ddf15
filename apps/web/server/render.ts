import type { FirstPage } from '../src/app/first-answers.ts'
import { fetchFirstAnswers, type SettingsCache, type Visitor } from './first-answers.ts'
import { composePage, type PageTemplate } from './page-template.ts'
import type { Renderer } from './renderer.ts'

export type RenderedDocument =
  | {
      kind: 'document'
      status: number
      html: string
      /** Rendered on the server from every answer it needed: worth sharing with other guests. */
      complete: boolean
    }
  | { kind: 'redirect'; location: string }

/** The image a page paints first and large: the home hero, the first product, the product's first picture. */
function largestImage(page: FirstPage, answer: unknown): string | undefined {
  const data = (answer as { data?: unknown } | undefined)?.data
  switch (page.kind) {
    case 'home':
      return (data as { hero?: { image?: { url?: string } } } | undefined)?.hero?.image?.url
    case 'shop':
      return (data as { image?: { url?: string } }[] | undefined)?.[0]?.image?.url
    case 'product':
      return (data as { images?: { url?: string }[] } | undefined)?.images?.[0]?.url
  }
}

export interface RenderOptions {
  renderer: Renderer | null
  template: PageTemplate
  api: { baseUrl: string; appKey: string; timeoutMs: number; settings?: SettingsCache }
  /** The public origin, for absolute links in structured data. */
  origin: string
}

/** Answers go in as a JSON block (never executed, so the CSP needs no exception); without them the browser renders. */
export async function renderDocument(
  options: RenderOptions,
  url: URL,
  visitor: Visitor,
): Promise<RenderedDocument> {
  const { renderer, template } = options
  const page = renderer ? renderer.firstPage(url.pathname, url.search) : null
  const answers = renderer ? await fetchFirstAnswers(renderer, options.api, visitor, page) : {}
  const request = {
    url: `${url.pathname}${url.search}`,
    language: visitor.lang,
    answers,
    signedIn: visitor.token !== undefined,
    currency: visitor.currency,
    origin: options.origin,
  }
  const result = renderer ? await renderer.renderPage(request) : ({ kind: 'browser-only' } as const)
  if (result.kind === 'redirect') return { kind: 'redirect', location: result.location }
  const rendered =
    result.kind === 'page' ? { html: result.html, head: result.head, money: result.money } : undefined
  // Left to the browser, the page still names its language, title and addresses to a crawler.
  const fallback = !rendered && renderer ? await renderer.fallbackHead(request) : undefined
  const pagePath = page && renderer ? renderer.pageAnswerPath(page) : undefined
  const preloadImage = page && pagePath ? largestImage(page, answers[pagePath]) : undefined
  return {
    kind: 'document',
    status: result.kind === 'page' ? result.status : 200,
    html: composePage(template, {
      lang: fallback?.lang ?? visitor.lang,
      theme: visitor.theme,
      answers,
      ...(rendered ? { rendered } : {}),
      ...(fallback?.head ? { head: fallback.head } : {}),
      preloadImage,
      pageModule: renderer?.routeModule(url.pathname),
      rootStyle: renderer?.themeStyle(answers),
    }),
    complete: result.kind === 'page' && (!pagePath || pagePath in answers),
  }
}

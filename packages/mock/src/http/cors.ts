import type { RequestHandler } from 'msw'

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'X-Tracking-Data',
  'X-Device-Id',
  'X-App-Key',
  'X-XSRF-TOKEN',
  'Idempotency-Key',
  'X-Requested-With',
  'X-Mock-Delay',
  'X-Mock-Error',
  'X-Mock-Session',
].join(', ')

export function corsHeaders(origin: string | null | undefined): Record<string, string> {
  if (!origin) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

function originOf(request: Request): string | null {
  const sent = request.headers.get('origin')
  if (sent) return sent
  // A DOM test environment (happy-dom, jsdom) builds msw's Request with its own Request class,
  // which drops Origin as a forbidden header; the page's origin is the one it stood for.
  const page = (globalThis as { location?: { origin?: string } }).location?.origin
  return page?.startsWith('http') ? page : null
}

/** The handler with the HTTP mock's CORS headers on its answers, so another origin's page may read them in-process too. */
export function withCors<H extends RequestHandler>(handler: H): H {
  const run = handler.run.bind(handler)
  handler.run = async (args) => {
    const result = await run(args)
    const response = result?.response
    // A network error's headers cannot change, and it has nothing to read.
    if (!response || response.type === 'error') return result
    for (const [name, value] of Object.entries(corsHeaders(originOf(args.request)))) {
      response.headers.set(name, value)
    }
    return result
  }
  return handler
}

/** What the contract's answers read of a request. msw's Fetch Request is one; the HTTP server passes a lighter one built from Node's request. */
export interface MockRequest {
  readonly method: string
  readonly url: string
  readonly headers: Pick<Headers, 'get'>
  text(): Promise<string>
  arrayBuffer(): Promise<ArrayBuffer>
  formData(): Promise<FormData>
  json(): Promise<unknown>
}

const parsed = new WeakMap<Pick<Request, 'url'>, URL>()

export function urlOf(request: Pick<Request, 'url'>): URL {
  let url = parsed.get(request)
  if (!url) {
    url = new URL(request.url)
    parsed.set(request, url)
  }
  return url
}

export function rememberUrl(request: Pick<Request, 'url'>, url: URL): void {
  parsed.set(request, url)
}

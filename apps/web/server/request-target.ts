const BASE = 'http://storefront.invalid'

/** RFC 9112 §3.2: an origin-form target is all path, even one that starts `//`. */
export function targetUrl(target: string | undefined): URL | null {
  // The asterisk form (`OPTIONS *`) asks about the server as a whole.
  const raw = target === undefined || target === '*' ? '/' : target
  try {
    if (/^https?:\/\//i.test(raw)) {
      const { pathname, search } = new URL(raw)
      return new URL(`${BASE}${pathname}${search}`)
    }
    return raw.startsWith('/') ? new URL(`${BASE}${raw}`) : null
  } catch {
    return null
  }
}

export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

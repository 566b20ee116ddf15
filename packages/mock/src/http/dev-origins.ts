// The development endpoints can sign anyone in: no page of another origin may reach them (decision 0052).

export const ALLOWED_ORIGINS_ENV = 'MOCK_ALLOWED_ORIGINS'

export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined
      try {
        url = new URL(entry)
      } catch {}
      const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
      if (!url || !bare || !/^https?:$/.test(url.protocol))
        throw new Error(`"${entry}" is not an http(s) origin such as https://shop.example.com`)
      return url.origin
    })
}

const LOOPBACK_V4 = /^127(?:\.\d{1,3}){3}$/

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    LOOPBACK_V4.test(hostname)
  )
}

export function isDevOrigin(
  origin: string,
  requestHost: string | undefined,
  extra: readonly string[],
): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (isLoopback(url.hostname)) return true
  if (requestHost) {
    try {
      if (new URL(`${url.protocol}//${requestHost}`).host === url.host) return true
    } catch {}
  }
  return extra.includes(url.origin)
}

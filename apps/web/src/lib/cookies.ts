const allCookies = () => (typeof document === 'undefined' ? '' : document.cookie)

export function getCookie(name: string): string | undefined {
  for (const part of allCookies().split('; ')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1))
  }
  return undefined
}

export function setCookie(name: string, value: string, maxAgeMinutes: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeMinutes * 60)}; Path=/; SameSite=Lax`
}

export function deleteCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`
}

export function cookieNames(): string[] {
  return allCookies()
    .split('; ')
    .map((part) => part.slice(0, part.indexOf('=')))
    .filter(Boolean)
}

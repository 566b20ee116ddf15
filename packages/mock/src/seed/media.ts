// A backend's images often live on another origin (a CDN, Laravel's asset()): the mock can answer that way too.
const env: Record<string, string | undefined> =
  typeof process !== 'undefined' && process.env ? process.env : {}

export function parseMediaOrigin(value: string): string | null {
  try {
    const url = new URL(value)
    if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null
    if (url.pathname !== '/' || url.search || url.hash) return null
    return url.origin
  } catch {
    return null
  }
}

let origin = env.MOCK_MEDIA_ORIGIN ? (parseMediaOrigin(env.MOCK_MEDIA_ORIGIN) ?? '') : ''

/** Where the seed's pictures are said to be: `/mock-images/...` on the mock itself, or absolute on the media origin. */
export function mockImageUrl(name: string): string {
  return `${origin}/mock-images/${name}`
}

/** Takes effect at the next seeding (the start, or `POST /__mock/reset`). */
export function setMediaOrigin(value: string): void {
  const parsed = parseMediaOrigin(value)
  if (parsed === null) throw new Error(`not an http(s) origin: "${value}"`)
  origin = parsed
}

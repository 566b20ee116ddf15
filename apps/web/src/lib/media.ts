import { env } from './env'

// Absolute http(s) addresses as they are, paths against the API's origin (openapi.yaml, Image), anything else none.
export function mediaUrl(url: string | undefined | null): string {
  if (!url) return ''
  if (/^https?:\/\//i.test(url)) return url
  if (url.startsWith('/') && !url.startsWith('//')) return `${env.mediaBase}${url}`
  return ''
}

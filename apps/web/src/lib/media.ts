import { env } from './env'

// The address of an image the API named: absolute http(s) ones as they are, paths against the API's origin
// (openapi.yaml, Image); anything else names no picture the shop can show.
export function mediaUrl(url: string | undefined | null): string {
  if (!url) return ''
  if (/^https?:\/\//i.test(url)) return url
  if (url.startsWith('/') && !url.startsWith('//')) return `${env.mediaBase}${url}`
  return ''
}

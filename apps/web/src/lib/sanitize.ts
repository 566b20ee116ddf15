import DOMPurify from 'dompurify'

/** Cleans server-supplied HTML (product descriptions, content pages) before it is rendered. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}

import { useMemo } from 'react'
import { sanitizeHtml } from '../lib/sanitize'

/** Server HTML, sanitised with DOMPurify before it reaches the DOM. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
  return <div dir="auto" className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}

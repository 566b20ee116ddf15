import { useSignals } from '@preact/signals-react/runtime'
import { useMemo } from 'react'
import { hydrating } from '../lib/hydration'
import { sanitizeHtml } from '../lib/sanitize'

/**
 * Server HTML, sanitised with DOMPurify before it reaches the DOM. DOMPurify needs a browser DOM,
 * so server-rendered pages carry an empty box here that the browser fills once hydrated.
 */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  useSignals()
  const inBrowser = !hydrating.value
  const clean = useMemo(() => (inBrowser ? sanitizeHtml(html) : ''), [html, inBrowser])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
  return <div dir="auto" className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}

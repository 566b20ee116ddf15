import { useMemo } from 'react'
import { canSanitize, sanitizeHtml } from '../lib/sanitize'

/** Server headings start at `top` with no level skipped (an <h3> under the <h1> becomes an <h2>). */
export function outlineHeadings(html: string, top: number): string {
  const levels = [...new Set([...html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1])))].sort()
  if (levels.length === 0) return html
  const to = new Map(levels.map((level, i) => [level, Math.min(6, top + i)]))
  return html.replace(/<(\/?)h([1-6])\b/gi, (_, slash: string, level: string) => {
    return `<${slash}h${to.get(Number(level)) ?? level}`
  })
}

/** Sanitised with the same rules on the server (jsdom) and in the browser, so the server's HTML already holds it. */
export function HtmlContent({
  html,
  className = '',
  headingsFrom = 2,
}: {
  html: string
  className?: string
  headingsFrom?: number
}) {
  const clean = useMemo(
    () => (canSanitize() ? outlineHeadings(sanitizeHtml(html), headingsFrom) : ''),
    [html, headingsFrom],
  )
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
  return <div dir="auto" className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}

import DOMPurify, { type Config, type WindowLike } from 'dompurify'

/** The one rule set, on the server and in the browser: the HTML profile of DOMPurify's defaults. */
export const SANITIZE_CONFIG = { USE_PROFILES: { html: true } } as const satisfies Config

// In the browser DOMPurify uses the page's window; the server hands it one (jsdom) at start-up.
let purifier = DOMPurify

/** Gives the sanitiser a DOM where there is none (the server renderer). */
export function setSanitizerWindow(window: WindowLike) {
  purifier = DOMPurify(window)
  cleaned.clear()
}

/**
 * The same HTML always cleans to the same result (one rule set, no hooks), and a server renders the
 * same descriptions over and over; on jsdom each cleaning costs about a millisecond. The most
 * recently used results are kept, a bounded few.
 */
const cleaned = new Map<string, string>()
const KEPT = 256

/** Whether sanitising can run here: always in a browser, on the server once it has a window. */
export function canSanitize(): boolean {
  return purifier.isSupported
}

/** Cleans server-supplied HTML (product descriptions, content pages) before it is rendered. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  const held = cleaned.get(html)
  if (held !== undefined) {
    // Used again: moved to the newest end, so the oldest is dropped first.
    cleaned.delete(html)
    cleaned.set(html, held)
    return held
  }
  const clean = purifier.sanitize(html, SANITIZE_CONFIG)
  cleaned.set(html, clean)
  if (cleaned.size > KEPT) cleaned.delete(cleaned.keys().next().value as string)
  return clean
}

import DOMPurify, { type Config, type WindowLike } from 'dompurify'

/** The one rule set, on the server and in the browser: the HTML profile of DOMPurify's defaults. */
export const SANITIZE_CONFIG = { USE_PROFILES: { html: true } } as const satisfies Config

// In the browser DOMPurify uses the page's window; the server hands it one (jsdom) at start-up.
let purifier = DOMPurify

/** Gives the sanitiser a DOM where there is none (the server renderer). */
export function setSanitizerWindow(window: WindowLike) {
  purifier = DOMPurify(window)
}

/** Whether sanitising can run here: always in a browser, on the server once it has a window. */
export function canSanitize(): boolean {
  return purifier.isSupported
}

/** Cleans server-supplied HTML (product descriptions, content pages) before it is rendered. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return purifier.sanitize(html, SANITIZE_CONFIG)
}

import DOMPurify, { type Config, type WindowLike } from 'dompurify'

export const SANITIZE_CONFIG = { USE_PROFILES: { html: true } } as const satisfies Config

let purifier = DOMPurify

export function setSanitizerWindow(window: WindowLike) {
  purifier = DOMPurify(window)
  cleaned.clear()
}

/** The same HTML always cleans to the same result, and a server cleans the same descriptions over and over: results are kept. */
const cleaned = new Map<string, string>()
const KEPT = 256

export function canSanitize(): boolean {
  return purifier.isSupported
}

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

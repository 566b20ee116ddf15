import type { Locator } from 'playwright-core'

export function visualLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const chars: { c: string; x: number; y: number }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        const c = text[i] ?? ''
        if (/[\s\u200e\u200f\u2066-\u2069\u061c]/.test(c)) continue
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const rect = range.getBoundingClientRect()
        if (rect.width === 0) continue
        chars.push({ c, x: rect.left + rect.width / 2, y: Math.round(rect.top + rect.height / 2) })
      }
    }
    const lines = [...new Set(chars.map((ch) => ch.y))].sort((a, b) => a - b)
    return lines.map((y) =>
      chars
        .filter((ch) => Math.abs(ch.y - y) < 1)
        .sort((a, b) => a.x - b.x)
        .map((ch) => ch.c)
        .join(''),
    )
  })
}

/** The element's characters in the order the eye reads them on screen: line by line from the top, left to right within a line. */
export async function visualText(locator: Locator): Promise<string> {
  return (await visualLines(locator)).join('\n')
}

import type { Locator, Page } from 'playwright-core'

export interface FocusIndicator {
  element: string
  /** True when an outline or ring of at least 2 px and 3:1 contrast is drawn and not clipped. */
  visible: boolean
  reason: string
}

/** Runs in the page. Colours are resolved by painting them on a canvas, so any CSS colour syntax (color-mix, oklab, named colours) compares the same way. */
function colourHelpers() {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 1
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D
  const rgba = (color: string): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1)
    ctx.fillStyle = '#000'
    ctx.fillStyle = color
    ctx.fillRect(0, 0, 1, 1)
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data
    return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255]
  }
  const luminance = ([r, g, b]: number[]) => {
    const lin = (v: number) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0)
  }
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }
  const backdrop = (el: Element, self: boolean): number[] => {
    const layers: [number, number, number, number][] = []
    for (let node: Element | null = self ? el : el.parentElement; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor)
      if (layer[3] > 0) layers.push(layer)
      if (layer[3] >= 1) break
    }
    let color = [255, 255, 255]
    for (const [r, g, b, a] of layers.reverse()) {
      color = [
        r * a + (color[0] ?? 0) * (1 - a),
        g * a + (color[1] ?? 0) * (1 - a),
        b * a + (color[2] ?? 0) * (1 - a),
      ]
    }
    return color
  }
  return { rgba, contrast, backdrop }
}

/** Runs in the page, given {@link colourHelpers}' result: whether an element draws a visible ring, and its name. */
function ringHelpers(colours: ReturnType<typeof colourHelpers>) {
  const { rgba, contrast, backdrop } = colours
  const describe = (el: Element) => {
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLElement).innerText?.trim().slice(0, 30) ??
      el.getAttribute('name') ??
      ''
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${el.getAttribute('type') ?? el.getAttribute('role') ?? ''}] "${name.replace(/\s+/g, ' ')}"`
  }
  const clipped = (el: Element, grow: number) => {
    const r = el.getBoundingClientRect()
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const cs = getComputedStyle(node)
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible' && cs.contain !== 'paint') continue
      const c = node.getBoundingClientRect()
      const tol = 0.5
      if (
        r.left - grow < c.left - tol ||
        r.right + grow > c.right + tol ||
        r.top - grow < c.top - tol ||
        r.bottom + grow > c.bottom + tol
      )
        return true
    }
    return false
  }
  const ring = (el: Element): string | null => {
    const cs = getComputedStyle(el)
    const width = Number.parseFloat(cs.outlineWidth)
    if (cs.outlineStyle !== 'none' && cs.outlineStyle !== 'hidden' && width >= 2) {
      const offset = Number.parseFloat(cs.outlineOffset) || 0
      const color = rgba(cs.outlineColor)
      const behind = offset < 0 ? backdrop(el, true) : backdrop(el, false)
      const ratio = contrast(color, behind)
      if (color[3] < 0.9) return null
      if (ratio < 3) return null
      if (offset >= 0 && clipped(el, offset + width)) return null
      return `outline ${width}px ratio ${ratio.toFixed(2)}`
    }
    for (const shadow of cs.boxShadow === 'none' ? [] : cs.boxShadow.split(/,(?![^(]*\))/)) {
      const color = /^(.*\))\s/.exec(shadow.trim())?.[1] ?? ''
      const lengths = shadow.replace(color, '').trim().split(/\s+/).map(Number.parseFloat)
      const spread = lengths[3] ?? 0
      if (spread < 2 || shadow.includes('inset')) continue
      const ratio = contrast(rgba(color), backdrop(el, false))
      if (ratio >= 3 && !clipped(el, spread)) return `ring ${spread}px ratio ${ratio.toFixed(2)}`
    }
    return null
  }
  return { ...colours, describe, ring }
}

/** Both sets of helpers, as an expression evaluated in the page. */
const PAGE_HELPERS = `(${ringHelpers.toString()})((${colourHelpers.toString()})())`

/** The focus indicator: the element's own outline or ring, or one drawn by a box up to three levels up that represents it. */
/**
 * The focused element's indicator in the light theme, then in the dark one (the `dark` class is
 * turned on for the reading and off again, transitions held, so neither reading is mid-fade), and a
 * key naming the element by its place in the tree. Null when nothing is focused.
 */
export function focusIndicator(
  page: Page,
): Promise<{ key: string; light: FocusIndicator; dark: FocusIndicator } | null> {
  return page.evaluate(`(() => {
    const h = ${PAGE_HELPERS}
    const el = document.activeElement
    if (!el || el === document.body || el === document.documentElement) return null
    const candidates = [el]
    for (let up = el.parentElement, i = 0; up && i < 3; up = up.parentElement, i++) candidates.push(up)
    const label = el.closest('label')
    if (label) candidates.push(...label.querySelectorAll('*'))
    const read = () => {
      for (const candidate of candidates) {
        const found = h.ring(candidate)
        if (found) return { element: h.describe(el), visible: true, reason: found + ' on ' + h.describe(candidate) }
      }
      const cs = getComputedStyle(el)
      return {
        element: h.describe(el),
        visible: false,
        reason: 'outline ' + cs.outlineStyle + ' ' + cs.outlineWidth + ' ' + cs.outlineColor + ', box-shadow ' + cs.boxShadow,
      }
    }
    const root = document.documentElement
    const held = document.createElement('style')
    held.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}'
    document.head.append(held)
    const wasDark = root.classList.contains('dark')
    const inTheme = (dark) => {
      root.classList.toggle('dark', dark)
      root.classList.toggle('light', !dark)
      return read()
    }
    const light = inTheme(false)
    const dark = inTheme(true)
    inTheme(wasDark)
    held.remove()
    const path = []
    for (let n = el; n; n = n.parentElement) path.push(String([...(n.parentElement?.children ?? [])].indexOf(n)))
    return { key: path.join('.'), light, dark }
  })()`)
}

export interface Appearance {
  checked: boolean
  fill: number
  border: number
  background: string
  edge: string | null
}

export async function appearance(choices: Locator): Promise<Appearance[]> {
  await choices.page().evaluate(`window.__visibility = ${PAGE_HELPERS}`)
  return choices.evaluateAll((els) => {
    const h = (window as unknown as { __visibility: ReturnType<typeof ringHelpers> }).__visibility
    return els.map((el) => {
      const cs = getComputedStyle(el)
      const behind = h.backdrop(el, false)
      const border = h.contrast(h.rgba(cs.borderTopColor), behind)
      const borderWidth = Number.parseFloat(cs.borderTopWidth)
      const thickBorder = cs.borderTopStyle !== 'none' && borderWidth >= 2 && border >= 3
      return {
        checked: (el as HTMLInputElement).checked,
        fill: h.contrast(h.rgba(cs.backgroundColor), behind),
        border: cs.borderTopStyle !== 'none' && borderWidth >= 1 ? border : 0,
        background: cs.backgroundColor,
        edge: h.ring(el) ?? (thickBorder ? `border ${borderWidth}px ratio ${border.toFixed(2)}` : null),
      }
    })
  })
}

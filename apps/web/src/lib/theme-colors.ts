export interface Hsl {
  h: number
  s: number
  l: number
}

export const LIGHTNESS_STEP = 15

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export function parseHex(input: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim())
  if (!match?.[1]) return null
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

export function hexToHsl(input: string): Hsl | null {
  const rgb = parseHex(input)
  if (!rgb) return null
  const [r, g, b] = rgb.map((v) => v / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return { h: 0, s: 0, l: l * 100 }
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h: number
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0)
  else if (max === g) h = (b - r) / d + 2
  else h = (r - g) / d + 4
  return { h: h * 60, s: s * 100, l: l * 100 }
}

export function hslToHex({ h, s, l }: Hsl): string {
  const sat = clamp(s, 0, 100) / 100
  const light = clamp(l, 0, 100) / 100
  const a = sat * Math.min(light, 1 - light)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

export function shiftLightness(color: string, delta: number): string | null {
  const hsl = hexToHsl(color)
  if (!hsl) return null
  return hslToHex({ ...hsl, l: clamp(hsl.l + delta, 0, 100) })
}

function relativeLuminance(color: string): number {
  const rgb = parseHex(color) ?? [0, 0, 0]
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The page backgrounds of base.css, which text in the theme colour must stand out against. */
export const LIGHT_BG = '#ffffff'
export const DARK_BG = '#0b1120'

/** Moves lightness only as far as `minRatio` (AA: 4.5) needs: darker on light backgrounds, lighter on dark ones. */
export function readableOn(color: string, background: string, minRatio = 4.5): string | null {
  const hsl = hexToHsl(color)
  if (!hsl) return null
  const step = relativeLuminance(background) > 0.5 ? -1 : 1
  let l = hsl.l
  let candidate = hslToHex(hsl)
  while (contrastRatio(candidate, background) < minRatio && l >= 0 && l <= 100) {
    l += step
    candidate = hslToHex({ ...hsl, l: clamp(l, 0, 100) })
  }
  return candidate
}

export function readableTextOn(color: string): string {
  const lum = relativeLuminance(color)
  const contrastWhite = 1.05 / (lum + 0.05)
  const contrastDark = (lum + 0.05) / 0.05
  return contrastWhite >= contrastDark ? '#ffffff' : '#0f172a'
}

/** theme_color1 is primary, theme_color2 accent; an unparsable colour is left out so the stylesheet defaults stay. */
export function themeVariables(primary?: string | null, accent?: string | null): Record<string, string> {
  const vars: Record<string, string> = {}
  const add = (name: string, color: string | null | undefined) => {
    if (!color || !parseHex(color)) return
    const base = hslToHex(hexToHsl(color)!)
    vars[`--color-${name}`] = base
    vars[`--color-${name}-light`] = shiftLightness(base, LIGHTNESS_STEP)!
    vars[`--color-${name}-dark`] = shiftLightness(base, -LIGHTNESS_STEP)!
    vars[`--color-${name}-fg`] = readableTextOn(base)
  }
  add('primary', primary)
  add('accent', accent)
  if (vars['--color-primary']) {
    vars['--color-ring'] = vars['--color-primary']
    vars['--color-link-on-light'] = readableOn(vars['--color-primary'], LIGHT_BG)!
    vars['--color-link-on-dark'] = readableOn(vars['--color-primary'], DARK_BG)!
  }
  return vars
}

export function applyThemeVariables(
  vars: Record<string, string>,
  root: HTMLElement = document.documentElement,
) {
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
}

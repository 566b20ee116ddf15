import { describe, expect, it } from 'vitest'
import {
  applyThemeVariables,
  contrastRatio,
  DARK_BG,
  hexToHsl,
  hslToHex,
  LIGHT_BG,
  readableOn,
  readableTextOn,
  shiftLightness,
  themeVariables,
} from './theme-colors'

describe('theme colour math', () => {
  it('converts hex to HSL and back', () => {
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 100, l: 50 })
    expect(hexToHsl('#fff')).toEqual({ h: 0, s: 0, l: 100 })
    expect(hslToHex({ h: 120, s: 100, l: 25 })).toBe('#008000')
    expect(hslToHex(hexToHsl('#3366cc')!)).toBe('#3366cc')
  })

  it('makes lighter and darker variants by shifting lightness 15 points', () => {
    // #ff0000 is hsl(0 100% 50%): lighter is 65% lightness, darker 35%.
    expect(shiftLightness('#ff0000', 15)).toBe(hslToHex({ h: 0, s: 100, l: 65 }))
    expect(shiftLightness('#ff0000', -15)).toBe(hslToHex({ h: 0, s: 100, l: 35 }))
  })

  it('clamps lightness to 0..100', () => {
    expect(shiftLightness('#f2f2f2', 15)).toBe('#ffffff')
    expect(shiftLightness('#0d0d0d', -15)).toBe('#000000')
  })

  it('rejects colours it cannot parse', () => {
    expect(hexToHsl('blue')).toBeNull()
    expect(shiftLightness('#12345', 15)).toBeNull()
  })

  it('picks readable text for the colour', () => {
    expect(readableTextOn('#1d4ed8')).toBe('#ffffff')
    expect(readableTextOn('#fde047')).toBe('#0f172a')
  })

  it('sets primary, accent, their variants, and the ring colour from the primary', () => {
    const vars = themeVariables('#ff0000', '#00ff00')
    expect(vars['--color-primary']).toBe('#ff0000')
    expect(vars['--color-primary-light']).toBe(shiftLightness('#ff0000', 15))
    expect(vars['--color-primary-dark']).toBe(shiftLightness('#ff0000', -15))
    expect(vars['--color-ring']).toBe('#ff0000')
    expect(vars['--color-accent']).toBe('#00ff00')
    expect(vars['--color-accent-light']).toBe(shiftLightness('#00ff00', 15))
  })

  it('derives link colours that reach AA contrast on the light and the dark background', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21)
    // #2563eb passes on white as is, but is too dark for the dark theme.
    expect(readableOn('#2563eb', LIGHT_BG)).toBe('#2563eb')
    const onDark = readableOn('#2563eb', DARK_BG)!
    expect(contrastRatio('#2563eb', DARK_BG)).toBeLessThan(4.5)
    expect(contrastRatio(onDark, DARK_BG)).toBeGreaterThanOrEqual(4.5)
    const vars = themeVariables('#fbbf24', null)
    expect(contrastRatio(vars['--color-link-on-light']!, LIGHT_BG)).toBeGreaterThanOrEqual(4.5)
  })

  it('leaves out colours that are missing or invalid', () => {
    expect(themeVariables(undefined, 'nope')).toEqual({})
  })

  it('writes the variables onto the root element', () => {
    const el = document.createElement('div')
    applyThemeVariables(themeVariables('#123456', null), el)
    expect(el.style.getPropertyValue('--color-primary')).toBe('#123456')
    expect(el.style.getPropertyValue('--color-ring')).toBe('#123456')
  })
})

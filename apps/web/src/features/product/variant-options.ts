import type { components } from '@storefront/sdk'

export type Variant = components['schemas']['Variant']
export type Color = components['schemas']['Color']
export type Size = components['schemas']['Size']

export interface SizeOption {
  size: Size
  variant: Variant
}

export function colorOptions(variants: Variant[]): Color[] {
  const seen = new Map<number, Color>()
  for (const v of variants) if (v.color && !seen.has(v.color.id)) seen.set(v.color.id, v.color)
  return [...seen.values()]
}

export function sizeOptions(variants: Variant[], colorId: number | null): SizeOption[] {
  const hasColors = variants.some((v) => v.color)
  const out: SizeOption[] = []
  for (const v of variants) {
    if (!v.size) continue
    if (hasColors && v.color?.id !== colorId) continue
    if (!out.some((o) => o.size.id === v.size?.id)) out.push({ size: v.size, variant: v })
  }
  return out
}

export function findVariant(
  variants: Variant[],
  colorId: number | null,
  sizeId: number | null,
): Variant | undefined {
  return variants.find((v) => (v.color?.id ?? null) === colorId && (v.size?.id ?? null) === sizeId)
}

export type ChoiceProblem = 'color' | 'color-and-size' | null

/** 'color' when only a colour is missing ('Please select a valid color.'), 'color-and-size' when a size is too. */
export function choiceProblem(
  variants: Variant[],
  colorId: number | null,
  sizeId: number | null,
): ChoiceProblem {
  if (findVariant(variants, colorId, sizeId)) return null
  const hasColors = variants.some((v) => v.color)
  const colorKnown = !hasColors || colorOptions(variants).some((c) => c.id === colorId)
  if (!colorKnown && !variants.some((v) => v.size)) return 'color'
  if (colorKnown && sizeOptions(variants, colorId).length === 0) return 'color'
  return 'color-and-size'
}

/** The starting choice: the first in-stock (or pre-order) variant's colour, and its size when it is the only one. */
export function initialChoice(variants: Variant[]): { colorId: number | null; sizeId: number | null } {
  const first = variants.find((v) => v.stock > 0 || v.pre_order) ?? variants[0]
  const colorId = first?.color?.id ?? null
  const sizes = sizeOptions(variants, colorId)
  const sizeId = sizes.length === 1 ? (sizes[0]?.size.id ?? null) : null
  return { colorId, sizeId }
}

export function isOutOfStock(variant: Variant | undefined): boolean {
  return !!variant && !variant.pre_order && variant.stock <= 0
}

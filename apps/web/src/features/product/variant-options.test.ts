import { describe, expect, it } from 'vitest'
import {
  choiceProblem,
  colorOptions,
  findVariant,
  initialChoice,
  isOutOfStock,
  sizeOptions,
  type Variant,
} from './variant-options'

const black = { id: 1, name: 'Black', slug: 'black', hex: '#111111' }
const white = { id: 2, name: 'White', slug: 'white', hex: '#ffffff' }
const s128 = { id: 10, name: '128 GB', slug: '128-gb' }
const s256 = { id: 11, name: '256 GB', slug: '256-gb' }

function variant(
  id: number,
  color: typeof black | null,
  size: typeof s128 | null,
  stock = 5,
  pre_order = false,
): Variant {
  return {
    id,
    product_id: 1,
    sku: `SKU-${id}`,
    color,
    size,
    price: 100,
    compare_at_price: null,
    stock,
    pre_order,
    ready_date: null,
  }
}

const phone = [variant(1, black, s128, 0), variant(2, black, s256), variant(3, white, s256, 2)]

describe('colour then size', () => {
  it('lists colours once, in order', () => {
    expect(colorOptions(phone).map((c) => c.name)).toEqual(['Black', 'White'])
  })

  it('offers only the sizes of the chosen colour', () => {
    expect(sizeOptions(phone, black.id).map((o) => o.size.name)).toEqual(['128 GB', '256 GB'])
    expect(sizeOptions(phone, white.id).map((o) => o.size.name)).toEqual(['256 GB'])
    expect(sizeOptions([variant(4, black, null)], black.id)).toEqual([])
  })

  it('finds the variant of a colour and size', () => {
    expect(findVariant(phone, white.id, s256.id)?.id).toBe(3)
    expect(findVariant(phone, white.id, s128.id)).toBeUndefined()
    expect(findVariant([variant(9, null, null)], null, null)?.id).toBe(9)
  })

  it('says what is missing: colour and size, or only colour when the colour has no sizes', () => {
    expect(choiceProblem(phone, null, null)).toBe('color-and-size')
    expect(choiceProblem(phone, black.id, null)).toBe('color-and-size')
    expect(choiceProblem(phone, black.id, s256.id)).toBeNull()
    const cable = [variant(5, black, null), variant(6, white, null)]
    expect(choiceProblem(cable, null, null)).toBe('color')
    expect(choiceProblem(cable, white.id, null)).toBeNull()
  })

  it('starts on the first variant that can be bought', () => {
    // Variant 1 is out of stock; variant 2 (black) is the first buyable, black has two sizes.
    expect(initialChoice(phone)).toEqual({ colorId: black.id, sizeId: null })
    expect(initialChoice([variant(3, white, s256)])).toEqual({ colorId: white.id, sizeId: s256.id })
  })

  it('a variant without stock is out of stock, except for pre-orders', () => {
    expect(isOutOfStock(variant(1, black, s128, 0))).toBe(true)
    expect(isOutOfStock(variant(1, black, s128, 0, true))).toBe(false)
  })
})

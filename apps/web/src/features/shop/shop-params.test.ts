import { describe, expect, it } from 'vitest'
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  pageItems,
  parseShopParams,
  shopHref,
  toApiQuery,
  toggleId,
  toSearchString,
  withFilters,
} from './shop-params'

describe('shop filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters = {
      search: 'usb c',
      categories: [1, 4],
      colors: [2],
      brands: [3, 7],
      home_section: 2,
      min_price: 10,
      max_price: 250.5,
      sort: 'price_asc',
      page: 3,
    }
    const qs = toSearchString(filters)
    expect(qs).toBe(
      'search=usb+c&categories=1&categories=4&colors=2&brands=3&brands=7&home_section=2&min_price=10&max_price=250.5&sort=price_asc&page=3',
    )
    expect(parseShopParams(qs)).toEqual(filters)
  })

  it('reads repeated parameters as arrays and leaves defaults out of the URL', () => {
    expect(parseShopParams('categories=3&categories=1&categories=3')).toEqual({
      ...EMPTY_FILTERS,
      categories: [1, 3],
    })
    expect(toSearchString(EMPTY_FILTERS)).toBe('')
    expect(shopHref(EMPTY_FILTERS)).toBe('/shop')
  })

  it('drops malformed values instead of sending them', () => {
    expect(
      parseShopParams('categories=abc&brands=-1&page=0&min_price=x&sort=DROP TABLE&home_section=1.5'),
    ).toEqual(EMPTY_FILTERS)
  })

  it('changing a filter goes back to page 1; paging keeps the filters', () => {
    const onPage4 = { ...EMPTY_FILTERS, brands: [2], page: 4 }
    expect(withFilters(onPage4, { colors: [5] })).toEqual({ ...onPage4, colors: [5], page: 1 })
    expect(withFilters(onPage4, { page: 5 }).brands).toEqual([2])
    expect(toggleId([1, 3], 2)).toEqual([1, 2, 3])
    expect(toggleId([1, 3], 3)).toEqual([1])
  })

  it('knows when any filter is active (the page alone does not count)', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, page: 3 })).toBe(false)
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'newest' })).toBe(true)
  })

  it('builds the API query with arrays for repeated parameters', () => {
    expect(toApiQuery(parseShopParams('categories=1&categories=2&search=tv&page=2'))).toEqual({
      categories: [1, 2],
      search: 'tv',
      page: 2,
      per_page: 12,
    })
  })

  it('lists page numbers with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(1, 5)).toEqual([1, 2, null, 5])
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
  })
})

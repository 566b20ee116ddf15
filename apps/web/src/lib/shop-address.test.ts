import { describe, expect, it } from 'vitest'
import { searchHref, shopHref } from './pages'
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  parseShopParams,
  toApiQuery,
  toggleId,
  toSearchString,
  withFilters,
} from './shop-address'

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

  it('builds a link from the filters it names, the rest at their defaults', () => {
    expect(shopHref({ categories: [4] })).toBe('/shop?categories=4')
    expect(shopHref({ home_section: 2, brands: [1] })).toBe('/shop?brands=1&home_section=2')
  })

  it('a search from page 3 of a filtered shop lands on page 1 with the other filters kept', () => {
    expect(searchHref('  phone ', '/shop', 'brands=2&sort=price_asc&page=3')).toBe(
      '/shop?search=phone&brands=2&sort=price_asc',
    )
    expect(searchHref('', '/shop', 'search=tv&colors=1&page=2')).toBe('/shop?colors=1')
    expect(searchHref('tv', '/product/1', 'page=3')).toBe('/shop?search=tv')
    expect(searchHref(' ', '/shop', 'utm_source=x&search=laptop')).toBe('/shop?utm_source=x')
    expect(searchHref('tv', '/shop', 'utm_source=x&colors=2')).toBe('/shop?search=tv&colors=2&utm_source=x')
  })
})

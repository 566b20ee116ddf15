import { describe, expect, it } from 'vitest'
import { hrefOf, matchPage, PAGE_NAMES, PAGES, type PageName, type PageParams, PRE_ORDER } from './pages'

// Typed per page: a page added to the table without examples here does not compile.
const EXAMPLES: { [N in PageName]: PageParams<N>[] } = {
  home: [{}],
  shop: [{}, { search: 'phone case', categories: [2, 5], sort: 'price_asc', page: 3 }, { home_section: 1 }],
  product: [{ slug: 'nova-x-12' }, { slug: 'café 50% off/2' }],
  login: [{}],
  register: [{}],
  otp: [{}],
  contact: [{}],
  about: [{}],
  'terms-conditions': [{}],
  'privacy-policy': [{}],
  'return-policy': [{}],
  faq: [{}],
  order: [{ orderId: 12 }],
  preOrder: [{ orderId: 7 }],
  cart: [{}, { preOrder: true }],
  checkout: [{}, { preOrder: true }],
  orderConfirmation: [{ orderId: 31 }, { orderId: 32, preOrder: true }],
  profile: [{}, { tab: 'addresses' }, { tab: PRE_ORDER }, { tab: 'delete' }],
  wishlist: [{}, { page: 2 }],
}

const examples = () =>
  PAGE_NAMES.flatMap((name) => (EXAMPLES[name] as object[]).map((params) => ({ name, params })))

const read = (href: string) => {
  const { pathname, search } = new URL(href, 'http://x')
  return { pathname, search }
}

describe('the page table', () => {
  it('has examples for every page and no others', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...PAGE_NAMES].sort())
  })

  it("reads back from each page's link what the link was written from, and again from the link of what it read", () => {
    for (const { name, params } of examples()) {
      const href = (PAGES[name].href as (p: object) => string)(params)
      const { pathname, search } = read(href)
      const parsed = PAGES[name].parse(pathname, search)
      expect(parsed, href).toMatchObject(params)
      const again = read((PAGES[name].href as (p: object) => string)(parsed as object))
      expect(PAGES[name].parse(again.pathname, again.search), href).toEqual(parsed)
    }
  })

  it('tells each page by its link alone: no two patterns take the same address', () => {
    for (const { name, params } of examples()) {
      const { pathname, search } = read((PAGES[name].href as (p: object) => string)(params))
      expect(matchPage(pathname, search)?.name, pathname).toBe(name)
      for (const other of PAGE_NAMES)
        if (other !== name) expect(PAGES[other].parse(pathname, search), `${other} ${pathname}`).toBeNull()
    }
  })

  it('writes the address of spec §2 for each page', () => {
    expect(hrefOf('home')).toBe('/')
    expect(hrefOf('about')).toBe('/about-us')
    expect(hrefOf('product', { slug: 'a b' })).toBe('/product/a%20b')
    expect(hrefOf('preOrder', { orderId: 7 })).toBe('/pre_order/7')
    expect(hrefOf('orderConfirmation', { orderId: 31 })).toBe('/order-confirmation?order=31')
    expect(hrefOf('wishlist', { page: 1 })).toBe('/wishlist')
    expect(hrefOf('profile', { tab: 'orders' })).toBe('/profile?tab=orders')
  })

  it('reads a malformed value as its default and an order address without a number as order 0', () => {
    expect(PAGES.wishlist.parse('/wishlist', '?page=-2')).toEqual({ page: 1 })
    expect(PAGES.profile.parse('/profile', '?tab=nonsense')).toEqual({ tab: 'orders' })
    expect(PAGES.order.parse('/order/not-a-number', '')).toEqual({ orderId: 0 })
    expect(PAGES.orderConfirmation.parse('/order-confirmation', '?order=x')).toEqual({
      orderId: 0,
      preOrder: false,
    })
  })
})

describe('the pre-order switch', () => {
  it('is spelled one way on the cart, checkout, confirmation and profile', () => {
    const written = [
      hrefOf('cart', { preOrder: true }),
      hrefOf('checkout', { preOrder: true }),
      hrefOf('orderConfirmation', { orderId: 4, preOrder: true }),
      hrefOf('profile', { tab: PRE_ORDER }),
    ]
    for (const href of written) {
      const query = new URLSearchParams(read(href).search)
      expect(query.get('type'), href).toBe('pre_order')
      expect(
        [...query.keys()].filter((key) => key !== 'order'),
        href,
      ).toEqual(['type'])
    }
    expect(hrefOf('cart', { preOrder: false })).toBe('/cart')
  })

  it("still reads the links written before: the cart's ?mode=pre_order and the profile's ?tab=pre-orders", () => {
    expect(PAGES.cart.parse('/cart', '?mode=pre_order')).toEqual({ preOrder: true })
    expect(PAGES.profile.parse('/profile', '?tab=pre-orders')).toEqual({ tab: PRE_ORDER })
    expect(PAGES.checkout.parse('/checkout', '?type=pre_order')).toEqual({ preOrder: true })
    expect(PAGES.checkout.parse('/checkout', '?mode=pre_order')).toEqual({ preOrder: false })
  })
})

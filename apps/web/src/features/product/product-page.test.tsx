import { type components, unwrap } from '@storefront/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import { apiClient } from '../../lib/api'
import { toaster } from '../../lib/toast-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import ProductPage from './product-page'
import { colorOptions, sizeOptions } from './variant-options'

setupMockServer()

type Detail = components['schemas']['ProductDetail']

async function findProduct(test: (p: Detail) => boolean): Promise<Detail> {
  for (let page = 1; page <= 5; page++) {
    const list = unwrap(
      await apiClient.GET('/api/v1/client/shop', { params: { query: { page, per_page: 50 } } }),
    )
    for (const summary of list.data) {
      const detail = unwrap(
        await apiClient.GET('/api/v1/client/product/{id}', { params: { path: { id: summary.slug } } }),
      ).data
      if (test(detail)) return detail
    }
  }
  throw new Error('no such product in the seed')
}

const hasTwoColoursWithSizes = (p: Detail) =>
  colorOptions(p.variants).length > 1 &&
  colorOptions(p.variants).every((c) => sizeOptions(p.variants, c.id).length > 1) &&
  p.variants.every((v) => v.stock > 3 && !v.pre_order)

function renderProduct(slug: string) {
  return renderWithApp(<Route path="/product/:slug" component={ProductPage} />, { path: `/product/${slug}` })
}

function toastTexts(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map((args) => (args[0] as { description: string }).description)
}

describe('product detail', () => {
  it('says beside the buy button when it arrives, what shipping costs, cash on delivery and returns, from the configuration', async () => {
    const cheap = await findProduct((p) => p.price < 200 && p.in_stock)
    renderProduct(cheap.slug)
    await screen.findByRole('heading', { level: 1, name: cheap.name })
    const note = await screen.findByRole('region', { name: 'Delivery and returns' })
    await waitFor(() => expect(within(note).getByTestId('shipping-cost').textContent).toContain('$10.00'))
    const text = (note.textContent ?? '').replace(/[\u2066-\u2069]/g, '')
    expect(text).toContain('Delivered in 3–5 working days')
    expect(text).toContain('Shipping $10.00; free on orders from $200.00')
    expect(text).toContain('Cash on delivery')
    expect(text).toContain('14-day returns')
    expect(within(note).getByRole('link', { name: 'Return policy' }).getAttribute('href')).toBe(
      '/return-policy',
    )
  })

  it('lists the products viewed before on this device, newest first, without the one on screen', async () => {
    const [a, b] = unwrap(
      await apiClient.GET('/api/v1/client/shop', { params: { query: { per_page: 2, sort: 'name_desc' } } }),
    ).data
    const first = renderProduct(a!.slug)
    await screen.findByRole('heading', { level: 1, name: a!.name })
    first.unmount()
    renderProduct(b!.slug)
    await screen.findByRole('heading', { level: 1, name: b!.name })
    const recent = await screen.findByRole('region', { name: 'Recently viewed' })
    expect(within(recent).getByRole('link', { name: new RegExp(a!.name) })).toBeTruthy()
    expect(within(recent).queryByRole('link', { name: new RegExp(b!.name) })).toBeNull()
    const stored = JSON.parse(localStorage.getItem('recently_viewed') ?? '[]') as { slug: string }[]
    expect(stored.slice(0, 2).map((p) => p.slug)).toEqual([b!.slug, a!.slug])
  })

  it("shows the chosen colour's pictures in the gallery", async () => {
    const product = await findProduct(hasTwoColoursWithSizes)
    const { user } = renderProduct(product.slug)
    await screen.findByRole('heading', { level: 1, name: product.name })
    const mainImage = () =>
      within(screen.getByRole('region', { name: 'Product images' }))
        .getAllByRole('img')[0]
        ?.getAttribute('alt') ?? ''
    const colours = screen.getByRole('radiogroup', { name: /Color/ })
    const [first, other] = colorOptions(product.variants)
    expect(mainImage()).toContain(first!.name)
    await user.click(within(colours).getByRole('radio', { name: other!.name }))
    await waitFor(() => expect(mainImage()).toContain(other!.name))
  })

  it('tells a guest to log in before adding to the cart', async () => {
    const product = await findProduct(hasTwoColoursWithSizes)
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderProduct(product.slug)
    await screen.findByRole('heading', { level: 1, name: product.name })
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(toastTexts(create)).toEqual(['Please log in to add items to your cart.'])
  })

  it('offers the sizes of the chosen colour, asks for a size beside the sizes, then offers View cart', async () => {
    const product = await findProduct(hasTwoColoursWithSizes)
    await signInDemo()
    const create = vi.spyOn(toaster, 'create')
    const { user, location } = renderProduct(product.slug)
    await screen.findByRole('heading', { level: 1, name: product.name })

    const [first, second] = colorOptions(product.variants)
    const colours = screen.getByRole('radiogroup', { name: /Color/ })
    expect(within(colours).getByRole('radio', { name: first!.name })).toHaveProperty('checked', true)
    await user.click(within(colours).getByRole('radio', { name: second!.name }))
    const sizes = screen.getByRole('radiogroup', { name: /Size/ })
    const sizeRadios = within(sizes).getAllByRole('radio')
    expect(sizeRadios.map((r) => r.getAttribute('aria-label'))).toEqual(
      sizeOptions(product.variants, second!.id).map((o) => o.size.name),
    )
    // Quantity cannot move yet, and says why.
    const hint = screen.getByTestId('quantity-hint')
    expect(hint.textContent).toBe('Choose a size to see its stock and set the quantity.')
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    expect(plus).toHaveProperty('disabled', true)
    expect(plus.getAttribute('aria-describedby')).toBe(hint.parentElement?.id)

    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(toastTexts(create)).toEqual(['Please select a valid color and size.'])
    const problem = screen.getByTestId('choice-problem')
    expect(problem.textContent).toBe('Please select a valid color and size.')
    expect(sizes.parentElement?.contains(problem)).toBe(true)
    expect(document.activeElement).toBe(sizeRadios[0])
    expect(sizeRadios[0]?.getAttribute('aria-describedby')).toBe(problem.id)

    await user.click(sizeRadios[0]!)
    expect(screen.queryByTestId('choice-problem')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() =>
      expect(create).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'success', action: expect.objectContaining({ label: 'View cart' }) }),
      ),
    )
    const cart = unwrap(await apiClient.GET('/api/v1/client/cart')).data
    const chosen = sizeOptions(product.variants, second!.id)[0]!.variant
    expect(cart.items.find((line) => line.variant_id === chosen.id)?.quantity).toBe(2)
    const viewCart = create.mock.lastCall?.[0] as { action: { onClick: () => void } }
    act(() => viewCart.action.onClick())
    expect(location.history.at(-1)).toBe('/cart')
  })

  it('says plainly that an item over the threshold ships free', async () => {
    const dear = await findProduct((p) => p.price >= 200 && p.in_stock)
    renderProduct(dear.slug)
    const note = await screen.findByRole('region', { name: 'Delivery and returns' })
    await waitFor(() =>
      expect(
        within(note)
          .getByTestId('shipping-cost')
          .textContent?.replace(/[\u2066-\u2069]/g, ''),
      ).toBe('This item ships free: orders from $200.00 get free shipping'),
    )
  })

  it('renders the description sanitised: planted <script> and on* handlers are gone', async () => {
    const product = await findProduct((p) => /<script|onerror/i.test(p.description))
    renderProduct(product.slug)
    await screen.findByRole('heading', { level: 1, name: product.name })
    const panel = await screen.findByRole('tabpanel')
    expect(panel.innerHTML).not.toMatch(/<script|onerror=/i)
    expect(panel.textContent?.trim().length).toBeGreaterThan(0)
  })

  it('sets the title, Open Graph tags and JSON-LD WebPage, Product and BreadcrumbList', async () => {
    const product = await findProduct((p) => p.reviews_count > 0)
    renderProduct(product.slug)
    await screen.findByRole('heading', { level: 1, name: product.name })
    await waitFor(() => expect(document.title).toContain(product.name))
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product')
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    )
    expect(ld.map((item) => item['@type'])).toEqual(['WebPage', 'Product', 'BreadcrumbList'])
    expect(ld[1].aggregateRating.reviewCount).toBe(product.reviews_count)
    expect(ld[0].inLanguage).toBe('en')
  })

  it("lists reviews, or says 'No reviews yet.'", async () => {
    const product = await findProduct((p) => p.reviews_count === 0)
    const { user } = renderProduct(product.slug)
    await screen.findByRole('heading', { level: 1, name: product.name })
    await user.click(screen.getByRole('tab', { name: /Reviews/ }))
    await screen.findByText('No reviews yet.')
  })

  it('loads the first image eagerly with high priority and gives every image its size', async () => {
    const product = await findProduct((p) => p.images.length > 1)
    renderProduct(product.slug)
    await screen.findByRole('heading', { level: 1, name: product.name })
    const gallery = screen.getByRole('region', { name: 'Product images' })
    const images = gallery.querySelectorAll('img')
    expect(images[0]?.getAttribute('loading')).toBe('eager')
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high')
    for (const img of images) expect(img.getAttribute('width')).toBeTruthy()
  })
})

import { mockConfig } from '@storefront/mock'
import { unwrap } from '@storefront/sdk'
import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../lib/api'
import { resetCurrency, selectCurrency } from '../../lib/currency-store'
import { toaster } from '../../lib/toast-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import CartPage from './cart-page'

const server = setupMockServer()
const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(amount)

/** Empties the demo cart and fills it with `count` in-stock variants (quantity 1 each) and, if asked, a pre-order. */
async function fillCart(count: number, preOrder = false) {
  const held = unwrap(await apiClient.GET('/api/v1/client/cart')).data.items
  for (const item of held)
    unwrap(await apiClient.DELETE('/api/v1/client/cart/remove', { body: { variant_id: item.variant_id } }))
  unwrap(await apiClient.POST('/api/v1/client/coupon/remove'))
  const listing = unwrap(
    await apiClient.GET('/api/v1/client/products', { params: { query: { per_page: 40 } } }),
  )
  let inStock = 0
  let preOrders = preOrder ? 0 : 1
  for (const summary of listing.data) {
    if (inStock >= count && preOrders >= 1) break
    const { variants } = unwrap(
      await apiClient.GET('/api/v1/client/product/{id}', { params: { path: { id: String(summary.id) } } }),
    ).data
    const stocked = variants.find((v) => !v.pre_order && v.stock >= 10 && v.price < 150)
    const ahead = variants.find((v) => v.pre_order)
    if (inStock < count && stocked) {
      unwrap(
        await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
          body: { variant_id: stocked.id, quantity: 1 },
        }),
      )
      inStock++
    } else if (preOrders < 1 && ahead) {
      unwrap(
        await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
          body: { variant_id: ahead.id, quantity: 1 },
        }),
      )
      preOrders++
    }
  }
  return unwrap(await apiClient.GET('/api/v1/client/cart')).data
}

const totals = () => screen.getByTestId('cart-totals')
/** Shown before the server could have answered (the tests hold its answers for 600 ms). */
const atOnce = (check: () => void) => waitFor(check, { timeout: 300, interval: 5 })
const lines = () => within(screen.getByRole('list', { name: 'Cart' })).getAllByRole('listitem')

async function renderCart(path = '/cart') {
  const view = renderWithApp(<CartPage />, { path })
  await screen.findByRole('list', { name: /cart/i })
  return view
}

describe('the cart page', () => {
  it('lists each line with product, colour or size, quantity and the server’s line price and totals', async () => {
    await signInDemo()
    const cart = await fillCart(2)
    await renderCart()
    expect(lines()).toHaveLength(2)
    for (const item of cart.items) {
      const line = screen.getByRole('link', { name: item.product.name }).closest('li') as HTMLElement
      expect(within(line).getByTestId('line-quantity').textContent).toBe(String(item.quantity))
      expect(within(line).getByTestId('line-total').textContent).toBe(usd(item.line_total))
    }
    expect(within(totals()).getByText('Subtotal').nextElementSibling?.textContent).toBe(usd(cart.subtotal))
    expect(within(totals()).getByText('Total').nextElementSibling?.textContent).toBe(usd(cart.total))
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout')
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'Review the items in your cart, or your pre-order cart.',
      ),
    )
  })

  it('rapid + clicks change the line at once, end at the right quantity, and keep totals pending until the server answers', async () => {
    await signInDemo()
    const cart = await fillCart(1)
    const item = cart.items[0]
    if (!item) throw new Error('no line')
    mockConfig.update({ delayMs: 600 })
    const sent: number[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/cart/addOrUpdate')) sent.push((await request.clone().json()).quantity)
    })
    const { user } = await renderCart()
    const plus = screen.getByRole('button', { name: `Increase quantity of ${item.product.name}` })
    const quantity = () => screen.getByTestId('line-quantity').textContent ?? ''
    // Every value the line takes: an earlier answer must never show an older quantity again.
    const seen: string[] = []
    const observer = new MutationObserver(() => {
      if (seen.at(-1) !== quantity()) seen.push(quantity())
    })
    observer.observe(screen.getByTestId('line-quantity'), {
      subtree: true,
      childList: true,
      characterData: true,
    })
    for (const expected of ['2', '3', '4']) {
      await user.click(plus)
      await atOnce(() => expect(quantity()).toBe(expected))
      expect(totals().getAttribute('aria-busy')).toBe('true')
      expect(within(totals()).queryByText(usd(cart.subtotal))).toBeNull()
    }
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'), { timeout: 6000 })
    observer.disconnect()
    expect(seen).toEqual(['2', '3', '4'])
    expect(sent).toEqual([2, 3, 4])
    const server4 = unwrap(await apiClient.GET('/api/v1/client/cart')).data
    expect(server4.items[0]?.quantity).toBe(4)
    expect(quantity()).toBe('4')
    expect(within(totals()).getByText('Subtotal').nextElementSibling?.textContent).toBe(usd(server4.subtotal))
    expect(screen.getByTestId('line-total').textContent).toBe(usd(server4.items[0]?.line_total ?? -1))
    expect(screen.getByTestId('cart-announcement').textContent).toBe(`Quantity of ${item.product.name}: 4`)
  })

  it('a refused change rolls back with the server’s message, or ‘Unknown error’ when it has none', async () => {
    await signInDemo()
    const cart = await fillCart(1)
    const item = cart.items[0]
    if (!item) throw new Error('no line')
    const create = vi.spyOn(toaster, 'create')
    let withMessage = true
    server.use(
      http.post('*/api/v1/client/cart/addOrUpdate', async () => {
        await delay(600)
        return withMessage
          ? HttpResponse.json({ result: false, message: 'Only 1 left in stock.' }, { status: 409 })
          : new HttpResponse(null, { status: 500 })
      }),
    )
    const { user } = await renderCart()
    const plus = screen.getByRole('button', { name: `Increase quantity of ${item.product.name}` })
    await user.click(plus)
    await atOnce(() => expect(screen.getByTestId('line-quantity').textContent).toBe('2'))
    await waitFor(() => expect(screen.getByTestId('line-quantity').textContent).toBe('1'), { timeout: 3000 })
    withMessage = false
    await user.click(plus)
    await atOnce(() => expect(screen.getByTestId('line-quantity').textContent).toBe('2'))
    await waitFor(() => expect(screen.getByTestId('line-quantity').textContent).toBe('1'), { timeout: 3000 })
    const errors = create.mock.calls
      .map(([options]) => options as { type: string; description: string })
      .filter((toast) => toast.type === 'error')
      .map((toast) => toast.description)
    expect(errors).toEqual(['Only 1 left in stock.', 'Unknown error'])
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'))
  })

  it('removes a line at once by variant_id', async () => {
    await signInDemo()
    const cart = await fillCart(2)
    const [first, second] = cart.items
    if (!first || !second) throw new Error('two lines expected')
    mockConfig.update({ delayMs: 600 })
    const { user } = await renderCart()
    await user.click(screen.getByRole('button', { name: `Remove ${first.product.name} from the cart` }))
    await atOnce(() => expect(lines()).toHaveLength(1))
    expect(screen.queryByRole('link', { name: first.product.name })).toBeNull()
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'), { timeout: 3000 })
    const after = unwrap(await apiClient.GET('/api/v1/client/cart')).data
    expect(after.items.map((item) => item.variant_id)).toEqual([second.variant_id])
    expect(within(totals()).getByText('Subtotal').nextElementSibling?.textContent).toBe(usd(after.subtotal))
  })

  it('a removed line can be put back from its toast: Undo re-adds the same variant and quantity through the cart API', async () => {
    await signInDemo()
    const cart = await fillCart(2)
    const [first] = cart.items
    if (!first) throw new Error('a line expected')
    unwrap(
      await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
        body: { variant_id: first.variant_id, quantity: 3 },
      }),
    )
    const sent: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/cart/addOrUpdate')) sent.push(await request.clone().json())
    })
    const { user } = await renderCart()
    await user.click(screen.getByRole('button', { name: `Remove ${first.product.name} from the cart` }))
    await waitFor(() => expect(lines()).toHaveLength(1))
    // The same words are also announced by the page's live region: take the toast's.
    const toast = await waitFor(() => {
      const found = screen
        .getAllByText(`${first.product.name} removed from the cart`)
        .map((text) => text.closest<HTMLElement>('[data-scope="toast"][data-part="root"]'))
        .find((root) => root !== null)
      if (!found) throw new Error('no toast yet')
      return found
    })
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(lines()).toHaveLength(2))
    expect(sent).toEqual([{ variant_id: first.variant_id, quantity: 3 }])
    await waitFor(async () =>
      expect(
        unwrap(await apiClient.GET('/api/v1/client/cart')).data.items.find(
          (item) => item.variant_id === first.variant_id,
        )?.quantity,
      ).toBe(3),
    )
    server.events.removeAllListeners()
  })

  it('a cart with items offers ‘Continue shopping’ and says when it arrives, from the shop’s delivery days', async () => {
    await signInDemo()
    await fillCart(1)
    await renderCart()
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop')
    expect(screen.getByTestId('delivery-estimate').textContent?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'Delivered in 3–5 working days',
    )
  })

  it('coupons: ‘Please enter coupon code.’ when empty, the server’s message on a bad code, the discount, then removal', async () => {
    await signInDemo()
    await fillCart(2)
    // The demo client has ordered before, so WELCOME30 (first order only) is refused; raise the subtotal for SAVE10.
    const held = unwrap(await apiClient.GET('/api/v1/client/cart')).data.items[0]
    if (!held) throw new Error('no line')
    unwrap(
      await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
        body: { variant_id: held.variant_id, quantity: 9 },
      }),
    )
    const create = vi.spyOn(toaster, 'create')
    const { user } = await renderCart()
    const field = screen.getByRole('textbox', { name: 'Coupon code' })
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(
      await within(field.closest('form') as HTMLElement).findByText('Please enter coupon code.'),
    ).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.type(field, 'NOPE')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(create.mock.calls.map(([o]) => (o as { description: string }).description)).toContain(
        'Invalid coupon code.',
      ),
    )
    // Beside the field as well as in the toast.
    expect(within(field.closest('form') as HTMLElement).getByText('Invalid coupon code.')).toBeTruthy()
    await user.clear(field)
    await user.type(field, 'save10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByText('Coupon applied:')
    const applied = unwrap(await apiClient.GET('/api/v1/client/cart')).data
    expect(applied.discount).toBeGreaterThan(0)
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'))
    const discount = within(totals()).getByText(/Promotion discount/)
    expect(discount.textContent).toBe('Promotion discount (SAVE10)')
    // Written as checkout and the order write it.
    expect(discount.nextElementSibling?.textContent).toBe(usd(-applied.discount))
    expect(within(totals()).getByText('Total').nextElementSibling?.textContent).toBe(usd(applied.total))
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    await screen.findByRole('textbox', { name: 'Coupon code' })
    await waitFor(() => expect(within(totals()).queryByText(/Promotion discount/)).toBeNull())
    expect(unwrap(await apiClient.GET('/api/v1/client/cart')).data.coupon).toBeNull()
  })

  it('Apply moves the focus to the applied coupon, and Remove back to the code field', async () => {
    await signInDemo()
    await fillCart(2)
    const held = unwrap(await apiClient.GET('/api/v1/client/cart')).data.items[0]
    if (!held) throw new Error('no line')
    unwrap(
      await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
        body: { variant_id: held.variant_id, quantity: 9 },
      }),
    )
    const { user } = await renderCart()
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('coupon-applied')))
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Coupon code' })),
    )
  })

  it('offline, the coupon’s Apply and Proceed to checkout are switched off and marked', async () => {
    await signInDemo()
    await fillCart(1)
    await renderCart()
    try {
      act(() => onlineManager.setOnline(false))
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true),
      )
      const checkout = screen.getByRole('link', { name: /Proceed to checkout/ })
      expect(checkout.getAttribute('aria-disabled')).toBe('true')
      expect(checkout.hasAttribute('href')).toBe(false)
      expect(checkout.textContent).toContain('needs a connection')
      act(() => onlineManager.setOnline(true))
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
          '/checkout',
        ),
      )
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('a coupon’s answer arriving while a later quantity change is on its way does not undo that change', async () => {
    await signInDemo()
    await fillCart(1)
    const held = unwrap(await apiClient.GET('/api/v1/client/cart')).data.items[0]
    if (!held) throw new Error('no line')
    unwrap(
      await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
        body: { variant_id: held.variant_id, quantity: 9 },
      }),
    )
    mockConfig.update({ delayMs: 600 })
    const { user } = await renderCart()
    const quantity = () => screen.getByTestId('line-quantity').textContent ?? ''
    const seen: string[] = [quantity()]
    const observer = new MutationObserver(() => {
      if (seen.at(-1) !== quantity()) seen.push(quantity())
    })
    observer.observe(screen.getByTestId('line-quantity'), {
      subtree: true,
      childList: true,
      characterData: true,
    })
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${held.product.name}` }))
    await screen.findByText('Coupon applied:', undefined, { timeout: 3000 })
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'), { timeout: 6000 })
    observer.disconnect()
    expect(seen).toEqual(['9', '10'])
    expect(unwrap(await apiClient.GET('/api/v1/client/cart')).data.items[0]?.quantity).toBe(10)
  })

  it('the pre-order cart lists only the pre-order lines and their total', async () => {
    await signInDemo()
    const cart = await fillCart(1, true)
    const ahead = cart.items.find((item) => item.pre_order)
    if (!ahead) throw new Error('the seed has no pre-order variant')
    renderWithApp(<CartPage />, { path: '/cart?type=pre_order' })
    const list = await screen.findByRole('list', { name: 'Pre-order cart' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByRole('link', { name: ahead.product.name })).toBeTruthy()
    expect(within(totals()).getByText('Pre-order total').nextElementSibling?.textContent).toBe(
      usd(cart.pre_order_total ?? -1),
    )
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/checkout?type=pre_order',
    )
  })

  it('in another currency the subtotal shown is the sum of the lines shown and the total adds up', async () => {
    await signInDemo()
    const real = await fillCart(3)
    // Prices chosen so that converting the USD subtotal on its own (90.20 × 0.9 = 81.18) would
    // put it two cents off the lines shown; the expected figures below are worked out by hand.
    const prices = [
      { unit: 10.05, quantity: 1 },
      { unit: 20.05, quantity: 1 },
      { unit: 30.05, quantity: 2 },
    ]
    const items = real.items.map((item, n) => {
      const { unit, quantity } = prices[n] ?? { unit: 0, quantity: 0 }
      const line_total = Math.round(unit * quantity * 100) / 100
      return { ...item, quantity, unit_price: unit, line_total, variant: { ...item.variant, price: unit } }
    })
    const cart = {
      ...real,
      items,
      subtotal: 90.2,
      discount: 0,
      coupon: null,
      shipping: 5,
      free_shipping: false,
      total: 95.2,
      total_items: 4,
    }
    server.use(http.get('*/api/v1/client/cart', () => HttpResponse.json({ result: true, data: cart })))
    selectCurrency({ id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.9 })
    try {
      await renderCart()
      const expected = [
        { unit: '€9.05', total: '€9.05' },
        { unit: '€18.05', total: '€18.05' },
        { unit: '€27.05', total: '€54.10' },
      ]
      items.forEach((item, n) => {
        const line = screen.getByRole('link', { name: item.product.name }).closest('li') as HTMLElement
        expect(within(line).getAllByText(expected[n]?.unit ?? '').length).toBeGreaterThan(0)
        expect(within(line).getByTestId('line-total').textContent).toBe(expected[n]?.total)
      })
      const figure = (label: string) => within(totals()).getByText(label).nextElementSibling?.textContent
      expect(figure('Subtotal')).toBe('€81.20')
      expect(figure('Shipping')).toBe('€4.50')
      expect(figure('Total')).toBe('€85.70')
    } finally {
      resetCurrency()
    }
  })

  it('going offline during a change: rolled back to the last confirmed cart, told so, nothing changeable until back online', async () => {
    await signInDemo()
    const cart = await fillCart(1)
    const item = cart.items[0]
    if (!item) throw new Error('no line')
    const create = vi.spyOn(toaster, 'create')
    // The change is held until the test has seen it shown: a busy machine may not look within a fixed delay.
    let release = () => {}
    const seen = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.post('*/api/v1/client/cart/addOrUpdate', async () => {
        await seen
        onlineManager.setOnline(false)
        return HttpResponse.error()
      }),
    )
    try {
      const { user } = await renderCart()
      const plus = screen.getByRole('button', { name: `Increase quantity of ${item.product.name}` })
      await user.click(plus)
      await atOnce(() => expect(screen.getByTestId('line-quantity').textContent).toBe('2'))
      release()
      await screen.findByText(
        'You are offline. This is your cart as last confirmed; it can be changed once you are back online.',
      )
      expect(screen.getByTestId('line-quantity').textContent).toBe('1')
      expect(plus.hasAttribute('disabled')).toBe(true)
      expect(
        screen
          .getByRole('button', { name: `Remove ${item.product.name} from the cart` })
          .hasAttribute('disabled'),
      ).toBe(true)
      expect(within(totals()).getByText('Subtotal').nextElementSibling?.textContent).toBe(usd(cart.subtotal))
      const errors = create.mock.calls.map(([o]) => o as { type: string; description: string })
      expect(errors.filter((toast) => toast.type === 'error').map((toast) => toast.description)).toEqual([
        'You are offline. Nothing was changed: try again once you are back online.',
      ])
      server.resetHandlers()
      act(() => onlineManager.setOnline(true))
      await waitFor(() => expect(plus.hasAttribute('disabled')).toBe(false))
      expect(
        screen.queryByText(
          'You are offline. This is your cart as last confirmed; it can be changed once you are back online.',
        ),
      ).toBeNull()
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('a cart that cannot be asked again stays as last confirmed, says so and offers a retry', async () => {
    await signInDemo()
    const cart = await fillCart(1)
    const { user, queryClient } = await renderCart()
    server.use(http.get('*/api/v1/client/cart', () => new HttpResponse(null, { status: 503 })))
    await act(() => queryClient.invalidateQueries())
    await screen.findByText('Your cart could not be refreshed. This is your cart as last confirmed.')
    expect(lines()).toHaveLength(1)
    expect(within(totals()).getByText('Total').nextElementSibling?.textContent).toBe(usd(cart.total))
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByText(/could not be refreshed/)).toBeNull())
  })

  it('a cart that fails to load shows the failure and a retry, never an empty cart', async () => {
    await signInDemo()
    server.use(http.get('*/api/v1/client/cart', () => new HttpResponse(null, { status: 503 })))
    const { user } = renderWithApp(<CartPage />, { path: '/cart' })
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.')
    expect(screen.queryByText('Your cart is empty.')).toBeNull()
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByText('Something went wrong.')).toBeNull())
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cart')
  })

  it('an empty cart says so and offers the shop', async () => {
    await signInDemo()
    await fillCart(0)
    renderWithApp(<CartPage />, { path: '/cart' })
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop')
  })
})

import { handlers } from '@storefront/mock'
import { unwrap } from '@storefront/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import { getResponse, HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CartAnswer } from '../../data/cart'
import { cartQuery } from '../../data/cart-queries'
import { apiClient } from '../../lib/api'
import { resetAuth } from '../../lib/auth-store'
import { PLACE_ORDER_ATTEMPT_KEY } from '../../lib/storage-keys'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo, signInNewClient } from '../../testing/sign-in'
import CheckoutPage from './checkout-page'

const server = setupMockServer()
beforeEach(() => {
  resetAuth()
  sessionStorage.clear()
})

/** An in-stock variant put in the signed-in client's cart. */
async function addToCart(quantity = 1) {
  const variants = unwrap(
    await apiClient.GET('/api/v1/client/getAllProductsVariants', { params: { query: { per_page: 100 } } }),
  ).data
  const variant = variants.find((v) => !v.pre_order && v.stock >= 5)
  if (!variant) throw new Error('no in-stock variant')
  unwrap(
    await apiClient.POST('/api/v1/client/cart/addOrUpdate', { body: { variant_id: variant.id, quantity } }),
  )
}

const orderCount = async () => unwrap(await apiClient.GET('/api/v1/client/orders')).pagination.total
const attempt = () =>
  JSON.parse(sessionStorage.getItem(PLACE_ORDER_ATTEMPT_KEY) ?? 'null') as { key: string } | null

/** Every placeOrder request's Idempotency-Key, in order. */
function watchPlaceOrder(): (string | null)[] {
  const keys: (string | null)[] = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/placeOrder'))
      keys.push(request.headers.get('idempotency-key'))
  })
  return keys
}

/** The demo client's checkout with a line in the cart, the default address and cash on delivery chosen. */
async function checkoutWithCod() {
  await signInDemo()
  await addToCart()
  const before = await orderCount()
  const keys = watchPlaceOrder()
  const { user, location, queryClient } = renderWithApp(<CheckoutPage />, { path: '/checkout' })
  await waitFor(() => expect(screen.getByRole('radio', { name: /Home/ })).toHaveProperty('checked', true))
  await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }))
  return { before, keys, user, location, queryClient }
}

describe('checkout', () => {
  it('an empty checkout has the breadcrumb of the other pages: Home › Cart › Checkout', async () => {
    await signInNewClient()
    renderWithApp(<CheckoutPage />, { path: '/checkout' })
    expect(await screen.findByText('Your cart has no items to order.')).toBeTruthy()
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Cart',
      'Checkout',
    ])
    expect(crumbs.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart')
  })

  it("says 'Please add a shipping address.' with cash on delivery, the only method, already chosen, and sends nothing", async () => {
    await signInNewClient()
    await addToCart()
    const keys = watchPlaceOrder()
    const { user } = renderWithApp(<CheckoutPage />, { path: '/checkout' })
    await user.click(await screen.findByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Please add a shipping address.')).toBeTruthy()
    // No address to pick: focus goes to the way to add one, which names the message.
    const add = screen.getByRole('button', { name: 'Add address' })
    await waitFor(() => expect(document.activeElement).toBe(add))
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please add a shipping address.',
    )
    expect(screen.queryByText('Please select a payment method.')).toBeNull()
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toHaveProperty('checked', true)
    expect(keys).toEqual([])
  })

  it('adds a shipping address in place with the address dialog, chooses it, and places the order with it', async () => {
    await signInNewClient('checkout')
    await addToCart()
    const sent: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/placeOrder')) sent.push(await request.clone().json())
    })
    const { user, location } = renderWithApp(<CheckoutPage />, { path: '/checkout' })
    await user.click(await screen.findByRole('button', { name: 'Add address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' })
    const type = async (name: string, text: string) =>
      user.type(await within(dialog).findByRole('textbox', { name }), text)
    await type('Label', 'Work')
    await type('Name', 'New Shopper')
    await type('Street', '1 Tahrir Square')
    await type('Building', '7')
    await type('Floor', '5')
    await type('City', 'Cairo')
    await type('Phone number', '01001234567')
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const saved = unwrap(await apiClient.GET('/api/v1/client/addresses')).data
    expect(saved.map((a) => a.label)).toEqual(['Work'])
    // The checkout form did not submit itself when the dialog's form did.
    expect(sent).toEqual([])
    expect(screen.queryByText('Please select a payment method.')).toBeNull()
    await waitFor(() => expect(screen.getByRole('radio', { name: /Work/ })).toHaveProperty('checked', true))
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }))
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/order-confirmation\?order=\d+$/))
    expect(sent).toEqual([expect.objectContaining({ address_id: saved[0]?.id })])
  }, 30_000)

  it("shows the server's summary: subtotal, shipping or FREE and total", async () => {
    await signInDemo()
    await addToCart(2)
    const cart = unwrap(await apiClient.GET('/api/v1/client/cart')).data
    renderWithApp(<CheckoutPage />, { path: '/checkout' })
    const summary = await screen.findByRole('complementary', { name: 'Order summary' })
    await waitFor(() => expect(summary.textContent).toContain('Subtotal'))
    const text = summary.textContent ?? ''
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    expect(text).toContain(`Subtotal${usd.format(cart.subtotal)}`)
    expect(text).toContain(`Total${usd.format(cart.total)}`)
    expect(text).toContain(cart.free_shipping ? 'ShippingFREE' : `Shipping${usd.format(cart.shipping)}`)
  })

  it('keeps one Idempotency-Key across a network error and its retry, places one order, then drops the key', async () => {
    await signInDemo()
    await addToCart()
    const before = await orderCount()
    const keys = watchPlaceOrder()
    server.use(http.post('*/api/v1/client/placeOrder', () => HttpResponse.error(), { once: true }))
    const { user, location } = renderWithApp(<CheckoutPage />, { path: '/checkout' })
    await screen.findByRole('radio', { name: /Home/ })
    await waitFor(() => expect(screen.getByRole('radio', { name: /Home/ })).toHaveProperty('checked', true))
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }))
    await user.type(screen.getByRole('textbox', { name: 'Delivery notes' }), 'Ring twice')
    const place = screen.getByRole('button', { name: 'Place order' })
    await user.click(place)
    await waitFor(() => expect(keys).toHaveLength(1))
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false))
    const kept = attempt()
    expect(kept?.key).toBe(keys[0])
    expect(kept?.key).toMatch(/^[0-9a-f-]{36}$/)

    await user.click(place)
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/order-confirmation\?order=\d+$/))
    expect(keys).toEqual([kept?.key, kept?.key])
    expect(attempt()).toBeNull()
    expect(await orderCount()).toBe(before + 1)
  })

  it('an answer lost after the order was placed: the form and what was typed stay, and pressing again shows that one order', async () => {
    await signInDemo()
    await addToCart()
    const before = await orderCount()
    const keys = watchPlaceOrder()
    server.use(
      http.post(
        '*/api/v1/client/placeOrder',
        async ({ request }) => {
          await getResponse(handlers, request)
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    const { user, location, queryClient } = renderWithApp(<CheckoutPage />, { path: '/checkout' })
    await waitFor(() => expect(screen.getByRole('radio', { name: /Home/ })).toHaveProperty('checked', true))
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }))
    await user.type(screen.getByRole('textbox', { name: 'Delivery notes' }), 'Ring twice')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(keys).toHaveLength(1))
    await waitFor(async () => expect(await orderCount()).toBe(before + 1))
    // The page's cart, asked again after the failure, is now empty: the page still holds the attempt.
    await waitFor(() =>
      expect(queryClient.getQueryData<CartAnswer>(cartQuery().queryKey)?.data.total_items).toBe(0),
    )
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(screen.queryByText('Your cart has no items to order.')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Delivery notes' })).toHaveProperty('value', 'Ring twice')
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toHaveProperty('checked', true)
    const place = screen.getByRole('button', { name: 'Place order' })
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false))
    await user.click(place)
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/order-confirmation\?order=\d+$/))
    expect(keys).toHaveLength(2)
    expect(new Set(keys).size).toBe(1)
    expect(await orderCount()).toBe(before + 1)
  })

  it('a double click sends one request and places one order', async () => {
    const { before, keys, user, location, queryClient } = await checkoutWithCod()
    // The first answer is held until both clicks are in, as on a slow connection.
    const held = Promise.withResolvers<void>()
    server.use(
      http.post('*/api/v1/client/placeOrder', async () => {
        await held.promise
      }),
    )
    await user.dblClick(screen.getByRole('button', { name: 'Place order' }))
    held.resolve()
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/order-confirmation/))
    // Every attempt the clicks began has ended: a second request would have been sent by now.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0))
    expect(keys).toHaveLength(1)
    expect(await orderCount()).toBe(before + 1)
  })

  it('Enter on a radio chooses it and places no order', async () => {
    const { before, keys, user, location } = await checkoutWithCod()
    screen.getByRole('radio', { name: /Cash on delivery/ }).focus()
    await user.keyboard('{Enter}')
    screen.getByRole('radio', { name: /Home/ }).focus()
    await user.keyboard('{Enter}')
    expect(keys).toHaveLength(0)
    expect(location.history.at(-1)).toBe('/checkout')
    expect(await orderCount()).toBe(before)
  })

  it('a refused order (422) shows the server’s message and each of its errors beside Place order', async () => {
    const { user } = await checkoutWithCod()
    server.use(
      http.post('*/api/v1/client/placeOrder', () =>
        HttpResponse.json(
          {
            result: false,
            message: 'The given data was invalid.',
            errors: { address_id: ['The selected address can no longer be delivered to.'] },
          },
          { status: 422 },
        ),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    const place = screen.getByRole('button', { name: 'Place order' })
    const said = () => document.getElementById(place.getAttribute('aria-describedby') ?? '')?.textContent
    await waitFor(() =>
      expect(said()).toBe('The given data was invalid.The selected address can no longer be delivered to.'),
    )
  })

  it('two submits in one tick send one request and place one order', async () => {
    const { before, keys, location, queryClient } = await checkoutWithCod()
    const form = screen.getByRole('button', { name: 'Place order' }).closest('form') as HTMLFormElement
    act(() => {
      form.requestSubmit()
      form.requestSubmit()
    })
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/order-confirmation/))
    await waitFor(() => expect(queryClient.isMutating()).toBe(0))
    expect(keys).toHaveLength(1)
    expect(await orderCount()).toBe(before + 1)
  })

  it('another note is another attempt with a new key', async () => {
    await signInDemo()
    await addToCart()
    const keys = watchPlaceOrder()
    server.use(http.post('*/api/v1/client/placeOrder', () => HttpResponse.error()))
    const { user } = renderWithApp(<CheckoutPage />, { path: '/checkout' })
    await waitFor(() => expect(screen.getByRole('radio', { name: /Home/ })).toHaveProperty('checked', true))
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }))
    const place = screen.getByRole('button', { name: 'Place order' })
    await user.click(place)
    await waitFor(() => expect(keys).toHaveLength(1))
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false))
    await user.type(screen.getByRole('textbox', { name: 'Delivery notes' }), 'Leave at the door')
    await user.click(place)
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[1]).not.toBe(keys[0])
    expect(attempt()?.key).toBe(keys[1])
  })

  it('a cart that fails to load is not an empty cart: the failure and a retry', async () => {
    await signInDemo()
    await addToCart()
    server.use(http.get('*/api/v1/client/cart', () => new HttpResponse(null, { status: 503 })))
    const { user } = renderWithApp(<CheckoutPage />, { path: '/checkout' })
    expect((await screen.findByRole('alert')).textContent).toContain('This content could not be loaded.')
    expect(screen.queryByText('Your cart has no items to order.')).toBeNull()
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeTruthy()
  })

  it('addresses that fail to load are not "no saved addresses": the failure and a retry', async () => {
    await signInDemo()
    await addToCart()
    server.use(http.get('*/api/v1/client/addresses', () => HttpResponse.error()))
    const { user } = renderWithApp(<CheckoutPage />, { path: '/checkout' })
    // The order's own alert region is there too, empty until an order fails.
    const failure = async () =>
      (await screen.findAllByRole('alert')).filter((alert) => alert.textContent !== '')
    await waitFor(async () =>
      expect((await failure()).map((alert) => alert.textContent)).toEqual([
        'This content could not be loaded.Try again',
      ]),
    )
    expect(screen.queryByText('You have no saved addresses yet.')).toBeNull()
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(async () => expect(await failure()).toEqual([]))
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(1)
  })
})

import { unwrap } from '@storefront/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import { ordersQuery } from '../../data/order-queries'
import { apiClient } from '../../lib/api'
import { resetAuth } from '../../lib/auth-store'
import { locale } from '../../lib/language-store'
import { toaster } from '../../lib/toast-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import OrderPage from './order-page'

const server = setupMockServer()
beforeEach(() => resetAuth())

async function demoOrder(status: string) {
  const list = unwrap(await apiClient.GET('/api/v1/client/orders')).data
  const found = list.find((o) => o.status === status)
  if (!found) throw new Error(`no ${status} order`)
  return found
}

const orderRoute = (
  <Route path="/order/:orderId">
    <OrderPage />
  </Route>
)
const preOrderRoute = (
  <Route path="/pre_order/:orderId">
    <OrderPage />
  </Route>
)

const timeline = () => screen.findByTestId('order-timeline')

describe('order timeline', () => {
  it('is an ordered list of the steps taken, each with <time dateTime>, then the steps still to come', async () => {
    await signInDemo()
    const order = await demoOrder('Shipped')
    renderWithApp(orderRoute, { path: `/order/${order.id}` })
    const list = await timeline()
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps.map((li) => li.dataset.status)).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      'Completed',
    ])
    const times = steps.slice(0, 4).map((li) => li.querySelector('time')?.getAttribute('datetime'))
    expect(times).toEqual(order.history.map((step) => step.at))
    expect(steps[3]?.getAttribute('aria-current')).toBe('step')
    expect(steps[3]?.textContent).toContain('on its way')
    expect(steps[4]?.querySelector('time')).toBeNull()
    expect(steps[4]?.dataset.tone).toBe('upcoming')
  })

  it('leads back to the order history through its breadcrumb', async () => {
    await signInDemo()
    const order = await demoOrder('Shipped')
    renderWithApp(orderRoute, { path: `/order/${order.id}` })
    await timeline()
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(trail).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/profile?tab=orders',
    )
  })

  it("draws a cancelled order as stopped with 'You cancelled this order.' and nothing still to come", async () => {
    await signInDemo()
    const order = await demoOrder('Cancelled By Customer')
    renderWithApp(orderRoute, { path: `/order/${order.id}` })
    const steps = within(await timeline()).getAllByRole('listitem')
    const last = steps.at(-1)
    expect(last?.dataset.status).toBe('Cancelled By Customer')
    expect(last?.dataset.tone).toBe('stopped')
    expect(last?.textContent).toContain('You cancelled this order.')
    expect(steps.some((li) => li.dataset.tone === 'upcoming')).toBe(false)
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })
})

describe('order page', () => {
  it('asks a visitor to log in', async () => {
    renderWithApp(orderRoute, { path: '/order/1' })
    expect(await screen.findByText('Please login to continue.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeTruthy()
  })

  it('names the order and pre-order pages a visitor cannot see in the page’s language', async () => {
    locale.value = 'ar'
    const order = renderWithApp(orderRoute, { path: '/order/1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'تفاصيل الطلب' })).toBeTruthy()
    order.unmount()
    renderWithApp(preOrderRoute, { path: '/pre_order/1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'تفاصيل الطلب المسبق' })).toBeTruthy()
  })

  it('cancels a Pending order after a confirmation, the focus moves to the new status, and the order history is asked again', async () => {
    await signInDemo()
    const variants = unwrap(
      await apiClient.GET('/api/v1/client/getAllProductsVariants', { params: { query: { per_page: 100 } } }),
    ).data
    const variant = variants.find((v) => !v.pre_order && v.stock >= 5)!
    unwrap(
      await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
        body: { variant_id: variant.id, quantity: 1 },
      }),
    )
    const addresses = unwrap(await apiClient.GET('/api/v1/client/addresses')).data
    const placed = unwrap(
      await apiClient.POST('/api/v1/client/placeOrder', {
        body: { type: 'order', address_id: addresses[0]!.id, payment_method: 'cod', notes: 'Ring twice' },
      }),
    ).data
    const { user, queryClient } = renderWithApp(orderRoute, { path: `/order/${placed.id}` })
    queryClient.setQueryData(ordersQuery().queryKey, unwrap(await apiClient.GET('/api/v1/client/orders')))
    expect(await screen.findByText('Ring twice')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe('Status: Cancelled By Customer'),
    )
    expect(screen.getByText('You cancelled this order.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('order-status')))
    expect(queryClient.getQueryState(ordersQuery().queryKey)?.isInvalidated).toBe(true)
  })

  it('tells, before cancelling, that the coupon of the order is not used up', async () => {
    await signInDemo()
    const order = await demoOrder('Processing')
    const withCoupon = { ...order, status: 'Pending' as const, cancellable: true, coupon_code: 'WELCOME30' }
    server.use(
      http.get('*/api/v1/client/orders/:id', () =>
        HttpResponse.json({ result: true, message: 'OK', data: withCoupon }),
      ),
    )
    const { user } = renderWithApp(orderRoute, { path: `/order/${order.id}` })
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    expect(dialog.textContent).toMatch(/The coupon \u2066?WELCOME30\u2069? on this order is not used up/)
  })

  it('offers Cancel order exactly when the server says the order is cancellable, whatever its status', async () => {
    await signInDemo()
    const shipped = await demoOrder('Shipped')
    const pending = await demoOrder('Processing')
    const answers = new Map([
      [shipped.id, { ...shipped, cancellable: true }],
      [pending.id, { ...pending, status: 'Pending' as const, cancellable: false }],
    ])
    server.use(
      http.get('*/api/v1/client/orders/:id', ({ params }) =>
        HttpResponse.json({ result: true, message: 'OK', data: answers.get(Number(params.id)) }),
      ),
    )
    const first = renderWithApp(orderRoute, { path: `/order/${shipped.id}` })
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeTruthy()
    first.unmount()
    renderWithApp(orderRoute, { path: `/order/${pending.id}` })
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Status: Pending'))
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('requests a return of chosen lines of a delivered order and lists it as Requested', async () => {
    await signInDemo()
    const returns = unwrap(await apiClient.GET('/api/v1/client/return-orders')).data
    const list = unwrap(await apiClient.GET('/api/v1/client/orders')).data
    const order = list.find((o) => o.status === 'Delivered' && !returns.some((r) => r.order_id === o.id))!
    const { user } = renderWithApp(orderRoute, { path: `/order/${order.id}` })
    await user.click(await screen.findByRole('button', { name: 'Request a return' }))
    await user.click(screen.getByRole('radio', { name: 'Chosen items' }))
    await user.click(screen.getByRole('button', { name: 'Send return request' }))
    expect(await screen.findByText('Choose at least one item to return.')).toBeTruthy()
    expect(screen.getByText('The reason must be at least 10 characters.')).toBeTruthy()
    const first = order.items[0]!
    // Named with its colour and size, so two lines of one product differ, and "up to", not "≤".
    const variant = [first.color, first.size].filter(Boolean).join(' · ')
    const quantity = screen.getByRole('spinbutton', {
      name: `Quantity of ${first.product_name}${variant ? ` (${variant})` : ''}, up to ${first.quantity}`,
    })
    expect(document.body.textContent).not.toContain('≤')
    await user.clear(quantity)
    await user.type(quantity, '1')
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'The battery drains in an hour.')
    await user.click(screen.getByRole('button', { name: 'Send return request' }))
    await screen.findByText('The battery drains in an hour.')
    expect(screen.getByText('Requested')).toBeTruthy()
    const sent = unwrap(await apiClient.GET('/api/v1/client/return-orders')).data.find(
      (r) => r.order_id === order.id,
    )
    expect(sent?.items).toEqual([{ order_item_id: first.id, quantity: 1 }])
  })
})

describe('buy again', () => {
  it("adds the order's lines to the cart on top of what it holds, in one toast that offers View cart", async () => {
    await signInDemo()
    const orders = unwrap(await apiClient.GET('/api/v1/client/orders')).data
    const order = orders.find((o) => new Set(o.items.map((item) => item.variant_id)).size > 1)
    const [kept, fresh] = order?.items ?? []
    if (!order || !kept || !fresh) throw new Error('no demo order of two lines')
    // One line already in the cart (its quantity grows), one not (it is added): two kinds of answer.
    const start = unwrap(await apiClient.GET('/api/v1/client/cart')).data.items
    if (start.some((line) => line.variant_id === fresh.variant_id))
      unwrap(await apiClient.DELETE('/api/v1/client/cart/remove', { body: { variant_id: fresh.variant_id } }))
    unwrap(
      await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
        body: { variant_id: kept.variant_id, quantity: 1 },
      }),
    )
    const before = unwrap(await apiClient.GET('/api/v1/client/cart')).data.items
    const held = (variant: number, items: typeof before) =>
      items.find((line) => line.variant_id === variant)?.quantity ?? 0
    const create = vi.spyOn(toaster, 'create')
    const { user, location } = renderWithApp(orderRoute, { path: `/order/${order.id}` })
    await timeline()
    await user.click(screen.getByRole('button', { name: 'Buy again' }))
    await waitFor(() =>
      expect(create).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'success', action: expect.objectContaining({ label: 'View cart' }) }),
      ),
    )
    const after = unwrap(await apiClient.GET('/api/v1/client/cart')).data.items
    for (const item of order.items)
      expect(held(item.variant_id, after)).toBe(Math.min(99, held(item.variant_id, before) + item.quantity))
    expect(toaster.getVisibleToasts().filter((toast) => toast.type === 'success')).toHaveLength(1)
    const viewCart = create.mock.lastCall?.[0] as { action: { onClick: () => void } }
    act(() => viewCart.action.onClick())
    expect(location.history.at(-1)).toBe('/cart')
  })
})

describe('pre-order page', () => {
  it('shows the ready and shipping dates and the awaiting-stock state', async () => {
    await signInDemo()
    const pre = unwrap(await apiClient.GET('/api/v1/client/pre-orders')).data[0]!
    renderWithApp(preOrderRoute, { path: `/pre_order/${pre.id}` })
    expect(await screen.findByTestId('awaiting-stock')).toBeTruthy()
    const dates = [...document.querySelectorAll('dd time')].map((t) => t.getAttribute('datetime'))
    expect(dates).toEqual([pre.estimated_ready_date, pre.expected_shipping_date])
    expect(screen.getByRole('button', { name: 'Cancel pre-order' })).toBeTruthy()
    const steps = within(await timeline()).getAllByRole('listitem')
    expect(steps[0]?.dataset.status).toBe('Awaiting Stock')
  })

  it('a failed order read shows the failure and a retry; only a 404 reads as not found', async () => {
    await signInDemo()
    const order = await demoOrder('Shipped')
    server.use(http.get('*/api/v1/client/orders/:id', () => new HttpResponse(null, { status: 503 })))
    const view = renderWithApp(orderRoute, { path: `/order/${order.id}` })
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.')
    expect(screen.queryByText('We could not find this order.')).toBeNull()
    server.resetHandlers()
    await view.user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await timeline()).toBeTruthy()
    view.unmount()
    renderWithApp(orderRoute, { path: '/order/999999' })
    expect(await screen.findByText('We could not find this order.')).toBeTruthy()
  })

  it('a failed pre-order read shows the failure, not "not found"', async () => {
    await signInDemo()
    server.use(http.get('*/api/v1/client/pre-orders/:id', () => HttpResponse.error()))
    renderWithApp(preOrderRoute, { path: '/pre_order/1' })
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.')
    expect(screen.queryByText('We could not find this order.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

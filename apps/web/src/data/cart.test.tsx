import { useSignals } from '@preact/signals-react/runtime'
import { mockConfig } from '@storefront/mock'
import { unwrap } from '@storefront/sdk'
import { screen, waitFor } from '@testing-library/react'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiClient } from '../lib/api'
import { toaster } from '../lib/toast-store'
import { setupMockServer } from '../testing/mock-server'
import { renderWithApp } from '../testing/render'
import { signInDemo } from '../testing/sign-in'
import { addedQuantity, cartItemOf, LINE_MAX, lineMax, useCartCount, useSetCartLine } from './cart'

const server = setupMockServer()

/** A product and a variant with stock for at least `quantity` that the demo cart does not hold yet. */
async function freeVariant(quantity: number) {
  const cart = unwrap(await apiClient.GET('/api/v1/client/cart')).data
  const taken = new Set(cart.items.map((item) => item.variant_id))
  const listing = unwrap(
    await apiClient.GET('/api/v1/client/products', { params: { query: { per_page: 20 } } }),
  )
  for (const summary of listing.data) {
    const product = unwrap(
      await apiClient.GET('/api/v1/client/product/{id}', { params: { path: { id: String(summary.id) } } }),
    ).data
    const variant = product.variants.find((v) => v.stock >= quantity && !v.pre_order && !taken.has(v.id))
    if (variant) return { product, variant }
  }
  throw new Error('the seed has no variant in stock')
}

/** The badge count as it renders, every value it took, and buttons that set a line. */
function CartProbe({ choice, seen }: { choice: Awaited<ReturnType<typeof freeVariant>>; seen: number[] }) {
  useSignals()
  const count = useCartCount().data
  const setLine = useSetCartLine()
  if (count !== undefined && seen.at(-1) !== count) seen.push(count)
  return (
    <>
      <output data-testid="count">{count ?? ''}</output>
      {[1, 2, 3].map((quantity) => (
        <button
          key={quantity}
          type="button"
          onClick={() =>
            setLine.mutate({
              variant_id: choice.variant.id,
              quantity,
              item: cartItemOf(choice.product, choice.variant, quantity),
            })
          }
        >
          {`set ${quantity}`}
        </button>
      ))}
    </>
  )
}

describe('the cart through the mutation recipe', () => {
  it('changes the badge at once, and a refused change rolls back with the server message', async () => {
    await signInDemo()
    const choice = await freeVariant(3)
    server.use(
      http.post('*/api/v1/client/cart/addOrUpdate', async () => {
        await delay(80)
        return HttpResponse.json({ result: false, message: 'Not enough stock.' }, { status: 422 })
      }),
    )
    const create = vi.spyOn(toaster, 'create')
    const seen: number[] = []
    const { user } = renderWithApp(<CartProbe choice={choice} seen={seen} />)
    await waitFor(() => expect(screen.getByTestId('count').textContent).not.toBe(''))
    const before = Number(screen.getByTestId('count').textContent)
    await user.click(screen.getByRole('button', { name: 'set 2' }))
    expect(screen.getByTestId('count').textContent).toBe(String(before + 2))
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe(String(before)))
    const toasts = create.mock.calls.map(([options]) => options as { type: string; description: string })
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'error', description: 'Not enough stock.' }),
    )
    expect(seen).toEqual([before, before + 2, before])
  })

  it('rapid changes run one at a time and end at the last quantity, never flashing back', async () => {
    await signInDemo()
    const choice = await freeVariant(3)
    mockConfig.update({ delayMs: 40 })
    const order: number[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/cart/addOrUpdate')) order.push((await request.clone().json()).quantity)
    })
    const seen: number[] = []
    const { user } = renderWithApp(<CartProbe choice={choice} seen={seen} />)
    await waitFor(() => expect(screen.getByTestId('count').textContent).not.toBe(''))
    const before = Number(screen.getByTestId('count').textContent)
    await user.click(screen.getByRole('button', { name: 'set 1' }))
    await user.click(screen.getByRole('button', { name: 'set 2' }))
    await user.click(screen.getByRole('button', { name: 'set 3' }))
    await waitFor(() => expect(order).toHaveLength(3))
    const cart = await waitFor(async () => {
      const answer = unwrap(await apiClient.GET('/api/v1/client/cart')).data
      expect(answer.items.find((item) => item.variant_id === choice.variant.id)?.quantity).toBe(3)
      return answer
    })
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe(String(cart.total_items)))
    expect(order).toEqual([1, 2, 3])
    expect(cart.total_items).toBe(before + 3)
    // Every value the badge took went up: no answer to an earlier click undid a later one.
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(seen.at(-1)).toBe(before + 3)
  })

  it('a failed change is rolled back before the refetch answers: the refetch is held', async () => {
    await signInDemo()
    const choice = await freeVariant(2)
    const refetch = Promise.withResolvers<void>()
    let held = 0
    let holding = false
    server.use(
      http.get('*/api/v1/client/cart', async () => {
        if (!holding) return
        held += 1
        await refetch.promise
      }),
      http.post('*/api/v1/client/cart/addOrUpdate', async () => {
        await delay(50)
        return new HttpResponse(null, { status: 500 })
      }),
    )
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<CartProbe choice={choice} seen={[]} />)
    await waitFor(() => expect(screen.getByTestId('count').textContent).not.toBe(''))
    const before = Number(screen.getByTestId('count').textContent)
    holding = true
    await user.click(screen.getByRole('button', { name: 'set 2' }))
    expect(screen.getByTestId('count').textContent).toBe(String(before + 2))
    await waitFor(() => expect(held).toBe(1))
    expect(create.mock.calls.map(([o]) => (o as { description: string }).description)).toContain(
      'Unknown error',
    )
    // The refetch has not answered: the value shown is the rollback's alone.
    expect(screen.getByTestId('count').textContent).toBe(String(before))
    refetch.resolve()
  })

  it('changes that all fail on a lost connection end at the last confirmed count, though the refetch fails too', async () => {
    await signInDemo()
    const choice = await freeVariant(3)
    const seen: number[] = []
    const { user } = renderWithApp(<CartProbe choice={choice} seen={seen} />)
    await waitFor(() => expect(screen.getByTestId('count').textContent).not.toBe(''))
    const before = Number(screen.getByTestId('count').textContent)
    let refetches = 0
    server.use(
      http.get('*/api/v1/client/cart', () => {
        refetches += 1
        return HttpResponse.error()
      }),
      http.post('*/api/v1/client/cart/addOrUpdate', async () => {
        await delay(50)
        return HttpResponse.error()
      }),
    )
    const create = vi.spyOn(toaster, 'create')
    await user.click(screen.getByRole('button', { name: 'set 1' }))
    await user.click(screen.getByRole('button', { name: 'set 2' }))
    await waitFor(() => expect(refetches).toBe(1))
    await waitFor(() => expect(create.mock.calls.filter(([o]) => o.type === 'error')).toHaveLength(2))
    expect(screen.getByTestId('count').textContent).toBe(String(before))
    expect(seen.at(-1)).toBe(before)
  })
})

describe('how much of a variant one cart line may hold', () => {
  const stocked = (stock: number) => ({ stock, pre_order: false })
  const preOrder = { stock: 0, pre_order: true }

  it('as much as the stock, never past the contract ceiling of 99', () => {
    expect(LINE_MAX).toBe(99)
    expect(lineMax(stocked(3))).toBe(3)
    expect(lineMax(stocked(0))).toBe(0)
    expect(lineMax(stocked(500))).toBe(99)
  })

  it('a pre-order, or a line whose stock is not known, up to the ceiling', () => {
    expect(lineMax(preOrder)).toBe(99)
    expect(lineMax({ stock: 2, pre_order: true })).toBe(99)
    expect(lineMax()).toBe(99)
  })

  it('adding counts on top of what the line holds, and stops at the ceiling', () => {
    expect(addedQuantity(2, 1, stocked(5))).toBe(3)
    expect(addedQuantity(2, 5, stocked(4))).toBe(4)
    expect(addedQuantity(98, 5, preOrder)).toBe(99)
    expect(addedQuantity(50, 60)).toBe(99)
  })
})

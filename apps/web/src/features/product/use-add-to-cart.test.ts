import { afterEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../lib/auth-store'
import { toastSignInRequired } from '../../lib/session-expiry'
import { toaster } from '../../lib/toast-store'
import { offerViewCart } from './use-add-to-cart'

afterEach(() => vi.restoreAllMocks())

const lastAction = (create: ReturnType<typeof vi.spyOn>) => {
  const options = create.mock.calls.at(-1)?.[0] as { action?: { onClick: () => void } } | undefined
  return options?.action
}

describe('after adding to the cart', () => {
  it("View cart opens the cart's pre-order tab after a pre-order, and the cart after anything else", () => {
    const create = vi.spyOn(toaster, 'create')
    const go = vi.fn()
    offerViewCart('Added to cart.', go, true)
    lastAction(create)?.onClick()
    expect(go).toHaveBeenLastCalledWith('/cart?type=pre_order')
    offerViewCart('Added to cart.', go)
    lastAction(create)?.onClick()
    expect(go).toHaveBeenLastCalledWith('/cart')
  })

  it('signing in takes away the toast that asked for it', () => {
    const remove = vi.spyOn(toaster, 'remove')
    toastSignInRequired(() => {})
    signIn('token', { id: 1, name: 'Nora', email: 'nora@example.com' } as Parameters<typeof signIn>[1])
    expect(remove).toHaveBeenCalledWith('login-to-continue')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { toaster } from './toast-store'
import { toastError, toastSuccess, toastWarning } from './toaster'

const visible = () => toaster.getVisibleToasts().map((toast) => toast.description)

afterEach(() => toaster.remove())

describe('toasts that no longer apply', () => {
  it('a success clears the warnings and errors before it, but keeps one that offers a way on', () => {
    toastWarning('Please select a valid color and size.')
    toastError('Invalid coupon code.')
    toaster.create({
      type: 'error',
      description: 'Session expired!',
      action: { label: 'Sign in again', onClick() {} },
    })
    toastSuccess('Added to cart.')
    expect(visible()).toEqual(['Added to cart.', 'Session expired!'])
  })

  it('the same news again replaces itself: five quick quantity changes show one "Cart updated."', () => {
    for (let i = 0; i < 5; i++) toastSuccess('Cart updated.')
    expect(visible()).toEqual(['Cart updated.'])
  })
})

describe('toasts asked for before the toast machine has loaded', () => {
  it('wait for it and show in the order asked, a removal included, and mount the view once asked', async () => {
    vi.resetModules()
    const fresh = await import('./toaster')
    const mounted: string[] = []
    const { asked, stop } = fresh.toastAsked(() => mounted.push('view'))
    expect(asked).toBe(false)
    fresh.removeToast('nothing yet')
    expect(mounted).toEqual([])
    fresh.toastWarning('Please select a valid color and size.')
    const undo = fresh.showToast({ type: 'success', description: 'Removed.' })
    fresh.toastError('Invalid coupon code.')
    fresh.removeToast(undo)
    expect(mounted).toEqual(['view'])
    const { toaster: loaded } = await fresh.loadToastStore()
    expect(loaded.getVisibleToasts().map((toast) => toast.description)).toEqual([
      'Invalid coupon code.',
      'Please select a valid color and size.',
    ])
    loaded.remove()
    stop()
  })
})

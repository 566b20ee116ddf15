import { afterEach, describe, expect, it } from 'vitest'
import { toastError, toaster, toastSuccess, toastWarning } from './toaster'

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

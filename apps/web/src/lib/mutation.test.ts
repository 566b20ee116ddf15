import { ApiError } from '@storefront/sdk'
import { describe, expect, it, vi } from 'vitest'
import { showFailure } from './mutation'
import { toaster } from './toast-store'

type ToastCall = { type: string; description: string; duration: number }

function shownToasts(spy: { mock: { calls: unknown[][] } }): ToastCall[] {
  return spy.mock.calls.map((args) => args[0] as ToastCall)
}

describe('the common failure display (showFailure)', () => {
  it('shows the message, then each string under errors, then error, each as a 6-second error toast', () => {
    const create = vi.spyOn(toaster, 'create')
    showFailure(
      new ApiError(422, {
        result: false,
        message: 'The given data was invalid.',
        errors: { email: ['Please enter a valid email address.', 'Too long.'], name: ['Name is required.'] },
        error: 'Validation failed',
      }),
    )
    const toasts = shownToasts(create)
    expect(toasts.map((t) => t.description)).toEqual([
      'The given data was invalid.',
      'Please enter a valid email address.',
      'Too long.',
      'Name is required.',
      'Validation failed',
    ])
    expect(toasts.every((t) => t.type === 'error' && t.duration === 6000)).toBe(true)
  })

  it("defaults the message to 'An error occurred' and ignores a non-string error", () => {
    const create = vi.spyOn(toaster, 'create')
    showFailure(new ApiError(500, { result: false, error: { code: 1 } }))
    expect(shownToasts(create).map((t) => t.description)).toEqual(['An error occurred'])
  })

  it("says 'unexpected' for failures that are not server answers (a bug, a lost connection while online)", () => {
    const create = vi.spyOn(toaster, 'create')
    showFailure(new TypeError('Failed to fetch'))
    expect(shownToasts(create).map((t) => t.description)).toEqual([
      'An unexpected error occurred. Please try again.',
    ])
  })

  it('toasts only the message when a form shows the field errors beside its fields', () => {
    const create = vi.spyOn(toaster, 'create')
    showFailure(
      new ApiError(422, {
        result: false,
        message: 'The given data was invalid.',
        errors: { name: ['Too short.'] },
      }),
      'fields',
    )
    expect(shownToasts(create).map((t) => t.description)).toEqual(['The given data was invalid.'])
  })
})

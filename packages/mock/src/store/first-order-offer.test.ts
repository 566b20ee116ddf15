import { describe, expect, it } from 'vitest'
import { addressInput, call, register, setupMockHarness, variantWhere } from '../testing/index.ts'

setupMockHarness()

const apply = (token: string) =>
  call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'WELCOME30' } })

describe('the first-order offer (docs/decisions/0061)', () => {
  it('survives a cancelled first order, and is used up by an order that goes ahead', async () => {
    const { token } = await register('cancels-first@example.com')
    const { variant } = variantWhere((v) => !v.pre_order && v.stock >= 10)
    const addLine = () =>
      call('post', '/api/v1/client/cart/addOrUpdate', {
        token,
        json: { variant_id: variant.id, quantity: 1 },
      })
    const address = (await call('post', '/api/v1/client/addresses', { token, json: addressInput() })).body
      .data
    const place = () =>
      call('post', '/api/v1/client/placeOrder', {
        token,
        json: { type: 'order', address_id: address.id, payment_method: 'cod' },
      })

    await addLine()
    expect((await apply(token)).status).toBe(200)
    const first = (await place()).body.data
    expect(first.coupon_code).toBe('WELCOME30')
    const cancelled = await call('post', '/api/v1/client/orders/{id}/cancel', {
      token,
      params: { id: first.id },
    })
    expect(cancelled.body.data.status).toBe('Cancelled By Customer')

    await addLine()
    const again = await apply(token)
    expect(again.status).toBe(200)
    expect(again.body.data.coupon).toMatchObject({ code: 'WELCOME30' })
    expect((await place()).body.data.coupon_code).toBe('WELCOME30')

    await addLine()
    const third = await apply(token)
    expect(third.status).toBe(422)
    expect(third.body.errors.code).toEqual(['This coupon is only valid on your first order.'])
  })
})

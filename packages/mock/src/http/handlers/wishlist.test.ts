import { describe, expect, it } from 'vitest'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import {
  call,
  commerceSnapshot,
  register,
  setupMockHarness,
  signIn,
  variantWhere,
} from '../../testing/index.ts'

setupMockHarness()

const toggle = (token: string, productId: number) =>
  call('post', '/api/v1/client/wishlist/addOrRemove', { token, json: { product_id: productId } })

describe('wishlist', () => {
  it('toggles a product in and out, answering in_wishlist and total', async () => {
    const { token } = await register('wish@example.com')
    const { product } = variantWhere((v) => !v.pre_order)
    const added = await toggle(token, product.id)
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({
      result: true,
      message: 'Added to wishlist.',
      in_wishlist: true,
      total: 1,
    })
    const list = await call('get', '/api/v1/client/wishlist', { token })
    expect(list.body.data).toEqual([product])
    const removed = await toggle(token, product.id)
    expect(removed.body).toMatchObject({ message: 'Removed from wishlist.', in_wishlist: false, total: 0 })
    expect((await call('get', '/api/v1/client/wishlist', { token })).body.data).toEqual([])
  })

  it('lists newest first and pages (12 by default)', async () => {
    const { token } = await register('pages@example.com')
    for (let id = 1; id <= 14; id++) await toggle(token, id)
    const first = await call('get', '/api/v1/client/wishlist', { token })
    expect(first.body.pagination).toEqual({ total: 14, per_page: 12, current_page: 1, last_page: 2 })
    expect(first.body.data[0].id).toBe(14)
    const second = await call('get', '/api/v1/client/wishlist', { token, query: { page: 2 } })
    expect(second.body.data.map((p: { id: number }) => p.id)).toEqual([2, 1])
  })

  it('every page lists the ids of all wished products, newest first', async () => {
    const { token } = await register('ids@example.com')
    for (let id = 1; id <= 14; id++) await toggle(token, id)
    await toggle(token, 3)
    const second = await call('get', '/api/v1/client/wishlist', { token, query: { page: 2 } })
    expect(second.body.product_ids).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2, 1])
    expect(second.body.pagination.total).toBe(13)
  })

  it('an unknown product is 404 and changes nothing', async () => {
    const token = await signIn(DEMO_EMAIL)
    const before = commerceSnapshot()
    const answer = await toggle(token, 987_654)
    expect(answer.status).toBe(404)
    expect(answer.body.result).toBe(false)
    expect(commerceSnapshot()).toBe(before)
  })

  it('the demo client starts with wished products', async () => {
    const token = await signIn(DEMO_EMAIL)
    expect((await call('get', '/api/v1/client/wishlist', { token })).body.data.length).toBeGreaterThan(0)
  })

  it('needs a token', async () => {
    expect((await call('get', '/api/v1/client/wishlist')).status).toBe(401)
  })
})

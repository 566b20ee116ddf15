import { describe, expect, it } from 'vitest'
import { productSummary } from '../../store/catalog.ts'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import { listReviews } from '../../store/reviews.ts'
import { call, register, setupMockHarness, signIn } from '../../testing/index.ts'
import { publicName } from './reviews.ts'

setupMockHarness()

/** A product without reviews yet, so ratings are easy to follow. */
function quietProduct(): number {
  for (let id = 1; id < 500; id++)
    if (productSummary(id) && listReviews({ productId: id }).length === 0) return id
  throw new Error('Every product has reviews')
}

const post = (token: string, json: unknown) => call('post', '/api/v1/client/reviews', { token, json })

describe('reviews', () => {
  it('writes a review with the client as author; the product rating follows', async () => {
    const { token, client } = await register('critic@example.com', 'Rami Critic')
    const productId = quietProduct()
    const created = await post(token, { product_id: productId, rating: 4, comment: ' Solid battery. ' })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({
      product_id: productId,
      rating: 4,
      comment: 'Solid battery.',
      author: { id: client.id, name: 'Rami C.' },
    })
    expect(productSummary(productId)).toMatchObject({ rating: 4, reviews_count: 1 })

    const forProduct = await call('get', '/api/v1/client/reviews', { query: { product_id: productId } })
    expect(forProduct.body.data.map((r: { id: number }) => r.id)).toEqual([created.body.data.id])
    const mine = await call('get', '/api/v1/client/reviews', { token })
    expect(mine.body.data).toHaveLength(1)
  })

  it('lists a product’s reviews newest first, for guests too', async () => {
    const productId = listReviews()[0]!.product_id
    const answer = await call('get', '/api/v1/client/reviews', {
      query: { product_id: productId, per_page: 50 },
    })
    expect(answer.status).toBe(200)
    const dates = answer.body.data.map((r: { created_at: string }) => r.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(answer.body.pagination.total).toBe(listReviews({ productId }).length)
  })

  it('sums up a product over all its reviews: the average and a count per number of stars', async () => {
    const productId = listReviews()[0]!.product_id
    const all = listReviews({ productId })
    const answer = await call('get', '/api/v1/client/reviews', {
      query: { product_id: productId, per_page: 1 },
    })
    expect(answer.body.data).toHaveLength(1)
    expect(answer.body.summary).toEqual({
      average: productSummary(productId)?.rating,
      count: all.length,
      breakdown: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: all.filter((r) => r.rating === stars).length,
      })),
    })
  })

  it("one's own reviews need a token (401 for a guest)", async () => {
    const answer = await call('get', '/api/v1/client/reviews')
    expect(answer.status).toBe(401)
    expect(answer.body.result).toBe(false)
  })

  it('shows each author by the first name and the initial of the last; a product that does not exist has no reviews', async () => {
    const { body } = await call('get', '/api/v1/client/reviews', { query: { product_id: 1, per_page: 100 } })
    expect(body.data.length).toBeGreaterThan(0)
    for (const review of body.data) expect(review.author.name).toMatch(/^\S+( \S\.)?$/u)
    expect(publicName('Victor Hugo Lima')).toBe('Victor L.')
    expect(publicName('  Salma  ')).toBe('Salma')
    expect(publicName('نورا حداد')).toBe('نورا ح.')
    const none = await call('get', '/api/v1/client/reviews', { query: { product_id: 999_999 } })
    expect(none.status).toBe(200)
    expect(none.body.data).toEqual([])
    expect(none.body.summary).toMatchObject({ average: 0, count: 0 })
  })

  it('a token that names no session counts as none: a product answers, one own list 401', async () => {
    const token = crypto.randomUUID()
    const product = await call('get', '/api/v1/client/reviews', { token, query: { product_id: 1 } })
    expect(product.status).toBe(200)
    expect((await call('get', '/api/v1/client/reviews', { token })).status).toBe(401)
    const { token: revoked } = await register('revoked.reviewer@example.com')
    await call('post', '/api/v1/client/logout', { token: revoked })
    expect(
      (await call('get', '/api/v1/client/reviews', { token: revoked, query: { product_id: 1 } })).status,
    ).toBe(200)
  })

  it('one review per client and product (409); unknown product 404', async () => {
    const { token } = await register('twice@example.com')
    const productId = quietProduct()
    expect((await post(token, { product_id: productId, rating: 5, comment: 'Great.' })).status).toBe(200)
    const again = await post(token, { product_id: productId, rating: 1, comment: 'Changed my mind.' })
    expect(again.status).toBe(409)
    expect(listReviews({ productId })).toHaveLength(1)
    expect((await post(token, { product_id: 999_999, rating: 5, comment: 'Nope.' })).status).toBe(404)
  })

  it('rating must be an integer from 1 to 5 (422, result false)', async () => {
    const { token } = await register('rater@example.com')
    const productId = quietProduct()
    for (const rating of [undefined, 0, 6, 4.5, '5', null]) {
      const answer = await post(token, { product_id: productId, rating, comment: 'Hmm.' })
      expect(answer.status, String(rating)).toBe(422)
      expect(answer.body.result).toBe(false)
      expect(answer.body.errors.rating).toBeDefined()
    }
    expect(listReviews({ productId })).toHaveLength(0)
  })

  it('only the author edits or deletes (403); unknown review 404', async () => {
    const { token } = await register('author@example.com')
    const other = await signIn(DEMO_EMAIL)
    const productId = quietProduct()
    const id = (await post(token, { product_id: productId, rating: 3, comment: 'Okay.' })).body.data.id

    const foreignEdit = await call('put', '/api/v1/client/reviews/{id}', {
      token: other,
      params: { id },
      json: { rating: 1, comment: 'Vandalised.' },
    })
    expect(foreignEdit.status).toBe(403)
    const foreignDelete = await call('delete', '/api/v1/client/reviews/{id}', {
      token: other,
      params: { id },
    })
    expect(foreignDelete.status).toBe(403)
    expect(listReviews({ productId })[0]).toMatchObject({ rating: 3, comment: 'Okay.' })

    const edited = await call('put', '/api/v1/client/reviews/{id}', {
      token,
      params: { id },
      json: { rating: 5, comment: 'Grew on me.' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ id, rating: 5, comment: 'Grew on me.' })
    expect(productSummary(productId)?.rating).toBe(5)

    const badEdit = await call('put', '/api/v1/client/reviews/{id}', {
      token,
      params: { id },
      json: { rating: 7, comment: 'x' },
    })
    expect(badEdit.status).toBe(422)

    expect((await call('delete', '/api/v1/client/reviews/{id}', { token, params: { id } })).status).toBe(200)
    expect(listReviews({ productId })).toHaveLength(0)
    expect((await call('delete', '/api/v1/client/reviews/{id}', { token, params: { id } })).status).toBe(404)
    expect(
      (
        await call('put', '/api/v1/client/reviews/{id}', {
          token,
          params: { id },
          json: { rating: 2, comment: 'x' },
        })
      ).status,
    ).toBe(404)
  })

  it('writing needs a token', async () => {
    expect(
      (await call('post', '/api/v1/client/reviews', { json: { product_id: 1, rating: 5, comment: 'x' } }))
        .status,
    ).toBe(401)
  })
})

import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { productQuery } from './catalog-queries'
import { everyAnswerOf } from './keys'
import { orderQuery, ordersQuery, returnsQuery } from './order-queries'
import { wishlistPageQuery, wishlistQuery } from './wishlist-queries'

/** The keys of `cached` that invalidating `prefix` reaches. */
function reached(prefix: readonly unknown[], cached: (readonly unknown[])[]) {
  const client = new QueryClient()
  for (const key of cached) client.setQueryData(key, {})
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.queryKey)
}

describe('cache keys for invalidation', () => {
  it('everyAnswerOf reaches every cached answer of its path, whatever the parameters, and no other path', () => {
    const products = [productQuery('a').queryKey, productQuery('b').queryKey]
    expect(
      reached(everyAnswerOf('/api/v1/client/product/{id}'), [...products, ordersQuery().queryKey]),
    ).toEqual(products)
    const returns = returnsQuery().queryKey
    expect(reached(everyAnswerOf('/api/v1/client/return-orders'), [returns, orderQuery(3).queryKey])).toEqual(
      [returns],
    )
  })

  it("a list's own key without parameters reaches each of its pages, and not its records", () => {
    const pages = [wishlistQuery().queryKey, wishlistPageQuery(2).queryKey]
    expect(reached(wishlistQuery().queryKey, pages)).toEqual(pages)
    expect(reached(ordersQuery().queryKey, [ordersQuery().queryKey, orderQuery(3).queryKey])).toEqual([
      ordersQuery().queryKey,
    ])
  })
})

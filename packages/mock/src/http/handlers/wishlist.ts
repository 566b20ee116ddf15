import { productSummary } from '../../store/catalog.ts'
import { commerce, nextId, paginate } from '../../store/commerce.ts'
import { errorBody, securedRoute } from '../route.ts'

function wishlistOf(clientId: number) {
  return commerce.wishlist.findMany((q) => q.where({ client_id: clientId })).sort((a, b) => b.seq - a.seq)
}

export const wishlistHandlers = [
  securedRoute('get', '/api/v1/client/wishlist', async ({ query, session, reply }) => {
    const products = wishlistOf(session.clientId).flatMap((entry) => productSummary(entry.product_id) ?? [])
    return reply(200, {
      result: true,
      message: 'OK',
      ...paginate(products, query.page, query.per_page ?? 12),
      product_ids: products.map((product) => product.id),
    })
  }),

  securedRoute('post', '/api/v1/client/wishlist/addOrRemove', async ({ body, session, reply }) => {
    if (!productSummary(body.product_id)) return reply(404, errorBody('Product not found.'))
    const entry = commerce.wishlist.findFirst((q) =>
      q.where({ client_id: session.clientId, product_id: body.product_id }),
    )
    if (entry) commerce.wishlist.delete(entry)
    else
      await commerce.wishlist.create({
        client_id: session.clientId,
        product_id: body.product_id,
        seq: nextId('seq'),
      })
    const total = wishlistOf(session.clientId).length
    return reply(200, {
      result: true,
      message: entry ? 'Removed from wishlist.' : 'Added to wishlist.',
      in_wishlist: !entry,
      total,
    })
  }),
]

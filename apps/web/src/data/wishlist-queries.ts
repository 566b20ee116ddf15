import { $api } from '../lib/api'

/** The first page: the header badge (pagination total) and every wished id (toggles) read it. */
export const wishlistQuery = () => $api.queryOptions('get', '/api/v1/client/wishlist')

export const wishlistPageQuery = (page: number) =>
  $api.queryOptions('get', '/api/v1/client/wishlist', { params: { query: { page } } })

import { $api } from '../lib/api'

/** The first page: the header badge (pagination total) and every wished id (toggles) read it. */
export const wishlistQuery = () => $api.queryOptions('get', '/api/v1/client/wishlist')

export const wishlistPageQuery = (page: number) =>
  $api.queryOptions('get', '/api/v1/client/wishlist', { params: { query: { page } } })

/** The page the wishlist address names (`?page=2`), the first when it names none that can be. */
export function wishlistPageOf(search: string): number {
  const requested = Number(new URLSearchParams(search).get('page') ?? '1')
  return Number.isInteger(requested) && requested > 0 ? requested : 1
}

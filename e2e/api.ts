import { registerThroughOutbox } from '@storefront/mock/testing'

/** Calls the mock over HTTP, as a developer would with curl. */
export async function api<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json()) as T }
}

export async function register(baseUrl: string, email: string, name: string): Promise<string> {
  return (await registerThroughOutbox(baseUrl, email, { name })).token
}

/** The slug of the first product the shop lists. */
export async function firstSlug(baseUrl: string): Promise<string> {
  const answer = await api<{ data: { slug: string }[] }>(baseUrl, 'GET', '/api/v1/client/shop?per_page=1')
  const slug = answer.body.data[0]?.slug
  if (!slug) throw new Error('the shop listing is empty')
  return slug
}

export const publicRoutes = (slug: string) => [
  '/',
  '/shop',
  `/product/${slug}`,
  '/about-us',
  '/contact',
  '/faq',
  '/terms-conditions',
  '/privacy-policy',
  '/return-policy',
  '/order/1',
  '/pre_order/1',
  '/no-such-page',
]

/** Places an order of the cart's lines, by cash on delivery, to the client's first saved address; its id. */
export async function placeOrderOfCart(baseUrl: string, token: string): Promise<number> {
  const saved = await api<{ data: { id: number }[] }>(
    baseUrl,
    'GET',
    '/api/v1/client/addresses',
    undefined,
    token,
  )
  const placed = await api<{ data: { id: number } }>(
    baseUrl,
    'POST',
    '/api/v1/client/placeOrder',
    { type: 'order', address_id: saved.body.data[0]?.id, payment_method: 'cod' },
    token,
  )
  if (placed.status !== 200) throw new Error(`placeOrder: ${JSON.stringify(placed.body)}`)
  return placed.body.data.id
}

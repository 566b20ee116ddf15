import { DEFAULT_ADDRESS } from '../packages/mock/src/testing/addresses.ts'

/** Rendered for the session cookie, never cached (docs/decisions/0033). */
export const SIGNED_IN_PAGES = ['/cart', '/checkout', '/profile']

/** A shopper registered through the mock's outbox, with two items in the cart and a default address, as bench:web's. */
export async function signIn(base: string, pages: string[] = SIGNED_IN_PAGES): Promise<string> {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    const json = (await answer.json()) as Record<string, unknown>
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`)
    return json
  }
  const email = `bench.serve.${Date.now()}@example.com`
  const { token: recaptcha_token } = await call('GET', '/api/v1/captcha-token')
  await call('POST', '/api/v1/client/send-otp-register', {
    email,
    name: 'Nora Haddad',
    terms: true,
    recaptcha_token,
  })
  const { messages } = (await call('GET', `/__mock/outbox?email=${encodeURIComponent(email)}`)) as {
    messages: { code: string }[]
  }
  const { token } = (await call('POST', '/api/v1/client/verify-otp-register', {
    email,
    otp: messages.at(-1)?.code,
  })) as { token: string }
  const { data } = (await call(
    'GET',
    '/api/v1/client/getAllProductsVariants?per_page=100',
    undefined,
    token,
  )) as {
    data: { id: number; stock: number; pre_order: boolean }[]
  }
  for (const variant of data.filter((v) => !v.pre_order && v.stock >= 5).slice(0, 2))
    await call('POST', '/api/v1/client/cart/addOrUpdate', { variant_id: variant.id, quantity: 1 }, token)
  await call('POST', '/api/v1/client/addresses', DEFAULT_ADDRESS, token)
  const cookie = `auth_token=${encodeURIComponent(token)}`
  // A page that sends the shopper away would be measured as a cheap 302.
  for (const path of pages) {
    const page = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' })
    await page.arrayBuffer()
    if (page.status !== 200) throw new Error(`${path} answered ${page.status} to a signed-in shopper`)
  }
  return cookie
}

import { type MockAt, mockTarget } from './world.ts'

/** Calls the mock over HTTP, as a developer would with curl, in the world `at` names. */
export async function api<T = Record<string, unknown>>(
  at: MockAt,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const { baseUrl, headers } = mockTarget(at)
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json()) as T }
}

/** The latest code the mock "mailed" to `email`; throws when there is none or the server has no outbox. */
export async function outboxCode(at: MockAt, email: string): Promise<string> {
  const query = `/__mock/outbox?email=${encodeURIComponent(email)}`
  const outbox = await api<{ messages?: { code: string | null }[] }>(at, 'GET', query)
  if (outbox.status !== 200) throw new Error(`the server has no /__mock/outbox (${outbox.status})`)
  const code = outbox.body.messages?.at(-1)?.code
  if (!code) throw new Error(`No code was sent to ${email}`)
  return code
}

/**
 * Registers a client as a shopper does (a captcha token, the code read from the outbox); its token.
 * The mock's own `registerThroughOutbox` does the same with no way to name a world.
 */
export async function register(at: MockAt, email: string, name: string): Promise<string> {
  const send = async <T>(path: string, body?: unknown) => {
    const answer = await api<T>(at, body === undefined ? 'GET' : 'POST', path, body)
    if (answer.status !== 200)
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  const { token: recaptcha_token } = await send<{ token: string }>('/api/v1/captcha-token')
  await send('/api/v1/client/send-otp-register', { email, name, terms: true, recaptcha_token })
  const otp = await outboxCode(at, email)
  return (await send<{ token: string }>('/api/v1/client/verify-otp-register', { email, otp })).token
}

/** The slug of the first product the shop lists. */
export async function firstSlug(at: MockAt): Promise<string> {
  const answer = await api<{ data: { slug: string }[] }>(at, 'GET', '/api/v1/client/shop?per_page=1')
  const slug = answer.body.data[0]?.slug
  if (!slug) throw new Error('the shop listing is empty')
  return slug
}

/** Places an order of the cart's lines, by cash on delivery, to the client's first saved address; its id. */
export async function placeOrderOfCart(at: MockAt, token: string): Promise<number> {
  const saved = await api<{ data: { id: number }[] }>(at, 'GET', '/api/v1/client/addresses', undefined, token)
  const placed = await api<{ data: { id: number } }>(
    at,
    'POST',
    '/api/v1/client/placeOrder',
    { type: 'order', address_id: saved.body.data[0]?.id, payment_method: 'cod' },
    token,
  )
  if (placed.status !== 200) throw new Error(`placeOrder: ${JSON.stringify(placed.body)}`)
  return placed.body.data.id
}

import { SAMPLE_ADDRESS as MOCK_SAMPLE_ADDRESS } from '@storefront/mock'
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

/** Registers a new client through the OTP flow (code read from the mock outbox); returns its token. */
export async function register(baseUrl: string, email: string, name: string): Promise<string> {
  const captcha = await api<{ token: string }>(baseUrl, 'GET', '/api/v1/captcha-token')
  const sent = await api(baseUrl, 'POST', '/api/v1/client/send-otp-register', {
    email,
    name,
    terms: true,
    recaptcha_token: captcha.body.token,
  })
  if (sent.status !== 200) throw new Error(`send-otp-register: ${JSON.stringify(sent.body)}`)
  const outbox = await api<{ messages: { code: string }[] }>(
    baseUrl,
    'GET',
    `/__mock/outbox?email=${encodeURIComponent(email)}`,
  )
  const code = outbox.body.messages.at(-1)?.code
  const verified = await api<{ token: string }>(baseUrl, 'POST', '/api/v1/client/verify-otp-register', {
    email,
    otp: code,
  })
  if (verified.status !== 200) throw new Error(`verify-otp-register: ${JSON.stringify(verified.body)}`)
  return verified.body.token
}

/** The slug of the first product the shop lists. */
export async function firstSlug(baseUrl: string): Promise<string> {
  const answer = await api<{ data: { slug: string }[] }>(baseUrl, 'GET', '/api/v1/client/shop?per_page=1')
  const slug = answer.body.data[0]?.slug
  if (!slug) throw new Error('the shop listing is empty')
  return slug
}

/** Every public route kind once (a product by its slug), for journeys that walk them all. */
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

/** The mock's sample address, saved as the default: what the journeys and the signed-in bench create. */
export const SAMPLE_ADDRESS = { ...MOCK_SAMPLE_ADDRESS, is_default: true }
